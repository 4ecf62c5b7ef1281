import { en, type Messages } from "~/i18n/messages/en";
import { trackOrderMessages, type TrackingStep } from "../../../common/tracking";

/**
 * The tracking page's words are the catalogues' `tracking` section (app/i18n/messages); this is the English
 * one, for the route's tests and for code that has no page language. The refusals keep the keys of
 * common/tracking.ts's `trackOrderMessages`, where the API answers with the English words.
 */
export const trackingMessages = en.tracking;

type Refusal = keyof typeof trackOrderMessages;

/** The page language's wording of a refusal the lookup answered in English; any other text as it came. */
export function localizeRefusal(message: string, t: Messages): string {
  const key = (Object.keys(trackOrderMessages) as Refusal[]).find(
    (candidate) => trackOrderMessages[candidate] === message,
  );
  return key ? t.tracking[key] : message;
}

/** Each step in the customer's words; the courier's name when the order has one. */
export function trackingStepLabel(step: TrackingStep, courier?: string | null, t: Messages = en): string {
  switch (step) {
    case "received":
      return t.tracking.stepReceived;
    case "confirmed":
      return t.tracking.stepConfirmed;
    case "handed_to_courier":
      return courier ? t.tracking.stepHandedTo(courier) : t.tracking.stepHandedToCourier;
    case "out_for_delivery":
      return t.tracking.stepOutForDelivery;
    case "delivered":
      return t.tracking.stepDelivered;
    case "cancelled":
      return t.tracking.stepCancelled;
    case "returned":
      return t.tracking.stepReturned;
  }
}
