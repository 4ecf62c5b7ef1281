import { trackOrderMessages, type TrackingStep } from "../../../common/tracking";

/**
 * Every word the tracking page shows a visitor, in one typed module so the Bengali site can translate it.
 * The refusals come from common/tracking.ts, where the API answers with the same words.
 */
export const trackingMessages = {
  title: "Track your order",
  metaDescription: "Follow your Nakshi Interiors order with its order number and your phone number.",
  eyebrow: "Your order",
  lead: "Enter the order number from your SMS or email and the phone number you ordered with.",
  numberLabel: "Order number",
  numberHint: "Like NI-2611-0042",
  phoneLabel: "Phone",
  phoneHint: "The number you gave with the order",
  submit: "Track order",
  submitting: "Looking up your order…",
  resultHeading: (orderNumber: string) => `Order ${orderNumber}`,
  placedOn: (date: string) => `Placed on ${date}`,
  itemsHeading: "Items",
  quantity: "Qty",
  itemsSubtotal: "Items",
  delivery: "Delivery",
  deliveryToBeConfirmed: "To be confirmed by phone",
  total: "Total",
  timelineHeading: "Where your order is",
  upcoming: "Next",
  trackingCode: (code: string) => `Tracking code ${code}`,
  courierPage: (courier: string) => `Follow the parcel on ${courier}'s site`,
  courierPageNewTab: "(opens in a new tab)",
  questions: "Questions about your order? Call us or write on WhatsApp.",
  ...trackOrderMessages,
} as const;

/** Each step in the customer's words; the courier's name when the order has one. */
export function trackingStepLabel(step: TrackingStep, courier?: string | null): string {
  switch (step) {
    case "received":
      return "Received";
    case "confirmed":
      return "Confirmed";
    case "handed_to_courier":
      return courier ? `Handed to ${courier}` : "Handed to the courier";
    case "delivered":
      return "Delivered";
    case "cancelled":
      return "Cancelled";
    case "returned":
      return "Returned to us";
  }
}
