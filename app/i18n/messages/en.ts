import type { MenuLabel } from "../../../content/navigation";
import type { validationMessages } from "../../../common/validation";
import type { DeliveryZone } from "../../../common/delivery/delivery-charge";

/**
 * The English message catalogue: every interface string of the public site that has a Bengali twin in
 * bn.ts. Its shape is the type `Messages`; bn.ts must have exactly the same keys (TypeScript refuses a
 * missing or extra key, and messages.test.ts checks it again at run time). Functions take the numbers and
 * names a sentence needs, so each language orders its own words.
 */
export const en = {
  shell: {
    skipToContent: "Skip to main content",
    showroom: "Showroom",
    showroomHours: "Showroom hours",
    factory: "Factory",
    hoursDisplay: "Sunday to Saturday, 10:00 AM to 9:00 PM",
    hoursDays: "Sunday to Saturday",
    hoursTime: "10:00 AM to 9:00 PM",
    tagline: "Crafting elegance, one space at a time.",
    checkout: "Checkout",
    checkoutLabel: (count: number, digits: string) =>
      count === 0
        ? "Checkout, your cart is empty"
        : `Checkout, ${digits} ${count === 1 ? "item" : "items"} in your cart`,
    itemCount: (count: number, digits: string) => `${digits} ${count === 1 ? "item" : "items"}`,
    openMenu: "Open menu",
    menu: "Menu",
    closeMenu: "Close menu",
    mainNav: "Main",
    subMenu: (label: string) => `${label} sub-menu`,
    overview: (label: string) => `${label} overview`,
    contactUs: "Contact Us",
    quickLinks: "Quick Links",
    services: "Services",
    visitAndContact: "Visit & Contact",
    opensMapsNewTab: " (opens Google Maps in a new tab)",
    footerAbout: (year: string) =>
      `An interior design studio in Dhaka since ${year}: homes, offices, hotels, restaurants and showrooms, designed in Banani and built in our own factory.`,
    copyright: (year: string, legalName: string) => `© ${year} ${legalName} All rights reserved.`,
    footerLine: "Interior design & build, Dhaka, Bangladesh",
    home: "Home",
    /** The language switch: the other language's name, and its description for screen readers. */
    switchLabel: "বাংলা",
    switchDescription: "এই পাতাটি বাংলায় পড়ুন",
  },
  nav: {
    Home: "Home",
    "About Us": "About Us",
    "Company Overview": "Company Overview",
    "Mission & Vision": "Mission & Vision",
    Portfolio: "Portfolio",
    "Residential Interior": "Residential Interior",
    "Office Interior": "Office Interior",
    "Hotel Interior": "Hotel Interior",
    "Restaurant Interior": "Restaurant Interior",
    "Showroom Interior": "Showroom Interior",
    "Kitchen Cabinet": "Kitchen Cabinet",
    Projects: "Projects",
    Services: "Services",
    "Home Interior": "Home Interior",
    Bedroom: "Bedroom",
    "Drawing Room": "Drawing Room",
    "Dining Room": "Dining Room",
    "MD Room": "MD Room",
    "Conference Room": "Conference Room",
    Reception: "Reception",
    "Work Station Area": "Work Station Area",
    "Showroom & Outlet Interior": "Showroom & Outlet Interior",
    Accessories: "Accessories",
    Checkout: "Checkout",
    "Track order": "Track order",
  } satisfies Record<MenuLabel, string>,
  shop: {
    accessories: "Accessories",
    shopEyebrow: "The Nakshi shop",
    listHeading: "Finishing touches",
    listLead:
      "Handmade vases, lamps, mirrors, textiles and sculpture from our showroom in Banani, chosen by our designers to complete a room.",
    proceedToCheckout: "Proceed to Checkout",
    inCart: (count: number) => ` ${count === 1 ? "item" : "items"} in the cart`,
    empty: "New pieces are on their way to the showroom. Please check back soon.",
    listErrorTitle: "Something went wrong",
    listErrorMessage: "We couldn't load the accessories. Please check your connection or try again later.",
    refreshPage: "Refresh Page",
    pagination: "Pagination",
    previous: "Previous",
    next: "Next",
    pagePrefix: "Page ",
    outOfStock: "Out of stock",
    addToCart: "Add to Cart",
    removeFromCart: "Remove from Cart",
    viewDetails: "View Details",
    size: "Size",
    previewEyebrow: "The accessories shop",
    previewLead: "Vases, lamps, mirrors and finishing pieces chosen by our designers, ready to bring home.",
    previewError: "Failed to load accessories. Please try again later.",
    viewMore: "View more",
    notFoundTitle: "Accessory Not Found",
    notFoundMessage: "The accessory you're looking for doesn't exist.",
    backToAccessories: "Back to Accessories",
    loadingAccessory: "Loading the accessory...",
    loadingViewer: "Loading the image viewer...",
    breadcrumb: "Breadcrumb",
    imageNotAvailable: "Image not available",
    code: "Code",
    specifications: "Specifications",
    additionalInformation: "Additional Information",
    gallery: "Gallery",
    imageOf: (name: string, index: string, count: string) => `${name}, image ${index} of ${count}`,
    openImage: (index: string, count: string) => `Open image ${index} of ${count} full screen`,
    imagesOf: (name: string) => `${name} images`,
    slideOf: (index: string, count: string) => `${index} of ${count}`,
    showImage: (index: string, count: string) => `Show image ${index} of ${count}`,
    previousImage: "Previous image",
    nextImage: "Next image",
    chooseImage: "Choose an image",
  },
  /** The delivery charge's words in the checkout dialog, the cart summary and the order notice; amounts arrive formatted. */
  delivery: {
    districtLabel: "District",
    areaLabel: "Area",
    districtRequired: "Choose your district",
    areaRequired: "Choose your area",
    districtHint: "Type to search, in English or বাংলা",
    areaHint: "Thana or neighbourhood",
    showOptions: (field: string) => `Show the ${field.toLowerCase()} list`,
    noMatch: (typed: string) => `Nothing matches “${typed}”`,
    addressHint: "House, road, landmark",

    zoneNames: {
      inside_dhaka: "Inside Dhaka",
      dhaka_suburbs: "Dhaka suburbs",
      outside_dhaka: "Outside Dhaka",
    } satisfies Record<DeliveryZone, string>,
    estimateHeading: "Delivery and total",
    chooseDistrict: "Choose your district to see the delivery charge.",
    chooseArea: "Choose your area to see the delivery charge.",
    deliveryTo: (place: string, zone: string) => `Delivery to ${place} · ${zone}`,
    weightLine: (weight: string, firstKg: string, perKg: string, furtherKg: number) =>
      furtherKg === 0
        ? `${weight}: ${firstKg} for the first kg.`
        : furtherKg === 1
          ? `${weight}: ${firstKg} for the first kg and ${perKg} for 1 more.`
          : `${weight}: ${firstKg} for the first kg and ${perKg} each for ${furtherKg} more.`,
    weightEstimated: "Items without a listed weight count as 1 kg each.",
    freeDelivery: (threshold: string) => `Free delivery: your items reach ${threshold}.`,
    items: "Items",
    delivery: "Delivery",
    free: "Free",
    totalToPay: "Total to pay on delivery",
    chargeOnCall: "We will tell you the delivery charge when we call to confirm.",

    summaryDelivery: "Delivery",
    summaryNextStep: "Next step",
    summaryRange: (min: string, max: string) =>
      `Delivery is added at the next step: ${min} to ${max} for the first kilogram, by district and area.`,
    summaryWithoutRange: "Delivery is added at the next step, by district and area.",

    noticeLabel: "Your order",
    noticeTitle: "Thank you for your order",
    noticeNumber: "Order number",
    noticeTotal: "Total with delivery",
    noticeCall: (phone: string) => `We will call you from ${phone} to confirm.`,
    noticeDismiss: "Dismiss",
    noticeTrack: "Track this order",
  },
  checkout: {
    emptyTitle: "Oops!",
    emptyMessage:
      "Your cart is currently empty. Browse our accessories and add them to your cart to proceed.",
    formUnavailable: "The order form could not be loaded. Please check your connection and reload the page.",
    title: "Checkout",
    eyebrow: "Your selection",
    lead: "Review the pieces you have chosen, adjust the quantities, then send us your details to place the order.",
    yourCart: "Your cart",
    yourDetails: "Your details",
    detailsDescription: "Tell us who you are and where to deliver your order.",
    orderSummary: "Order summary",
    totalItems: "Total Items",
    subtotal: "Sub total",
    total: "Total",
    proceedToOrder: "Proceed to Order",
    placedGoingHome: "Thank you. Taking you back to the home page...",
    viewAccessories: "View Accessories",
    name: "Name",
    phone: "Phone",
    email: "Email",
    address: "Address",
    privacy: "We only use your details to deliver your order.",
    confirmOrder: "Confirm Order",
    remove: "Remove",
    rate: "Rate: ",
    each: " each",
    itemsInCart: "Items in your cart",
    quantityOf: (name: string) => `Quantity of ${name}`,
    removeFromCart: (name: string) => `Remove ${name} from the cart`,
    decrease: (name: string) => `Decrease quantity of ${name}`,
    increase: (name: string) => `Increase quantity of ${name}`,
    outOfStockLine: "Out of stock. Remove it to place your order.",
    goneLine: "No longer available. Remove it to place your order.",
    tooManyLine: (count: number, digits: string) =>
      count === 1
        ? "Only 1 can be ordered. Lower the quantity to 1 to place your order."
        : `Only ${digits} can be ordered. Lower the quantity to ${digits} to place your order.`,
    removeUnavailable: "Remove the items that cannot be ordered to place your order.",
    orderPlaced: "Your order has been placed!",
    orderFailed: "Error submitting order. Please try again.",
  },
  /** The shared rules' messages (common/validation.ts), by the same keys; the English must stay identical. */
  validation: {
    nameRequired: "Name is required",
    addressRequired: "Address is required",
    phoneRequired: "Phone number is required",
    phonePattern: "Phone number must be 11 digits and start with 01",
    messageRequired: "Message is required",
    emailInvalid: "Please enter a valid email address",
    nameTooLong: "Name must be at most 100 characters",
    addressTooLong: "Address must be at most 300 characters",
    messageTooLong: "Message must be at most 2000 characters",
    unstorableCharacters: "Please remove the invisible control characters",
    nameOneLine: "Name must be on one line, without line breaks or tabs",
    addressOneLine: "Address must be on one line, without line breaks or tabs",
  } satisfies Record<keyof typeof validationMessages, string>,
  forms: {
    requiredBefore: "Fields marked ",
    requiredSr: "with an asterisk",
    requiredAfter: " are required.",
    loading: "Loading...",
  },
  contact: {
    title: "Contact Us",
    description: "Tell us about your space. Our design team will get back to you shortly.",
    loading: "Loading the contact form...",
    legend: "Your details and message",
    message: "Message",
    privacy: "We only use your details to reply to you.",
    sending: "Sending...",
    send: "Send Message",
    sent: "Your message is sent!",
    failed: "Failed to send the message. Please try again.",
    unavailableTitle: "The form could not be loaded.",
    unavailableBefore: "Please check your connection and reload the page, or reach us directly at ",
    unavailableOr: " or ",
    unavailableAfter: ".",
  },
  notFound: {
    eyebrow: "Error 404",
    title: "Page not found",
    metaTitle: "Page not found | Nakshi Interiors",
    body: "The page you are looking for has moved or never existed. Let us take you somewhere beautiful instead.",
    backHome: "Back to home",
    viewPortfolio: "View our portfolio",
    errorTitle: "Something went wrong",
    errorBody: "We could not show this page. Please refresh, or come back in a moment.",
    missingBody: "The page you are looking for does not exist.",
  },
  seo: {
    home: "Home",
    homeTitle: "Nakshi Interiors | Interior Design Company in Dhaka, Bangladesh",
    homeDescription:
      "Nakshi Interiors designs and builds homes, offices, hotels, restaurants and showrooms in Dhaka since 2012: turn-key interiors, our own factory, on-time handover.",
    businessDescription: (name: string, year: number) =>
      `${name} is an interior design company in Dhaka, Bangladesh, founded in ${year}.`,
    checkoutTitle: "Checkout",
    checkoutDescription: "Review your cart and place your order with Nakshi Interiors.",
    accessoriesTitle: "Accessories | Nakshi Interiors",
    accessoriesPageTitle: (page: string) => `Accessories, page ${page} | Nakshi Interiors`,
    accessoriesDescription:
      "Handmade vases, lamps, mirrors, rugs and decor from Nakshi Interiors' showroom in Banani, Dhaka. Order online with delivery across Bangladesh.",
  },
};

/** A catalogue's shape: the English one's keys, any string for a string and the same signature for a function. */
type Shape<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : { [K in keyof T]: Shape<T[K]> };

export type Messages = Shape<typeof en>;
