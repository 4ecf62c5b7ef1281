import type { DeliveryZone } from "../../../common/delivery/delivery-charge";

/**
 * Every visitor-visible word the delivery charge adds to the checkout dialog, the cart summary and the home
 * page's order notice, in one place (for the message catalogue of the Bangla site). Amounts arrive formatted.
 */
export const deliveryMessages = {
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
} as const;
