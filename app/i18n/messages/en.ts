import type { MenuLabel } from "../../../content/navigation";

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
