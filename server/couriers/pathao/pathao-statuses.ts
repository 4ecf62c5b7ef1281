import type { ParcelProgress, ParcelStatus } from "../parcel";

type Meaning = {
  label: string;
  stage: ParcelProgress["stage"];
  final?: boolean;
  attention?: boolean;
  /** A rider has the parcel and is on the way to the customer: the tracking page's "Out for delivery". */
  outForDelivery?: true;
};

/**
 * Pathao's statuses: its webhook sends event slugs (`order.assigned-for-delivery`), the order-info endpoint
 * the same steps by name (`Assigned for Delivery`, `Pending`). Both are keyed here the same way. The labels
 * are the names Pathao's merchant panel gives the events.
 */
const MEANINGS: Readonly<Record<string, Meaning>> = {
  pending: { label: "Booked with Pathao", stage: "in_progress" },
  created: { label: "Booked with Pathao", stage: "in_progress" },
  updated: { label: "Parcel details updated at Pathao", stage: "in_progress" },
  "pickup-requested": { label: "Pickup requested", stage: "in_progress" },
  "assigned-for-pickup": { label: "A rider is assigned to pick it up", stage: "in_progress" },
  picked: { label: "Picked up by Pathao", stage: "in_progress" },
  pickup: { label: "Picked up by Pathao", stage: "in_progress" },
  "pickup-failed": { label: "Pickup failed", stage: "in_progress", attention: true },
  "pickup-cancelled": {
    label: "Pickup cancelled by Pathao",
    stage: "returned",
    final: true,
    attention: true,
  },
  "at-the-sorting-hub": { label: "At Pathao's sorting hub", stage: "in_progress" },
  "in-transit": { label: "In transit", stage: "in_progress" },
  "received-at-last-mile-hub": { label: "At the delivery hub", stage: "in_progress" },
  "assigned-for-delivery": { label: "Out for delivery", stage: "in_progress", outForDelivery: true },
  delivered: { label: "Delivered", stage: "delivered", final: true },
  "partial-delivery": { label: "Partly delivered", stage: "partly_delivered", final: true, attention: true },
  "partial-delivered": { label: "Partly delivered", stage: "partly_delivered", final: true, attention: true },
  return: { label: "Returned", stage: "returned", final: true },
  returned: { label: "Returned", stage: "returned", final: true },
  "return-id-created": { label: "Return started", stage: "returned", final: true },
  "return-in-transit": { label: "On its way back to us", stage: "returned", final: true },
  "returned-to-merchant": { label: "Returned to us", stage: "returned", final: true },
  "paid-return": {
    label: "Returned (the customer paid the delivery charge)",
    stage: "returned",
    final: true,
  },
  "delivery-failed": { label: "Delivery attempt failed", stage: "in_progress", attention: true },
  "on-hold": { label: "On hold at Pathao", stage: "in_progress", attention: true },
  paid: { label: "Cash paid out by Pathao", stage: "in_progress", attention: true },
  "payment-invoice": { label: "Cash paid out by Pathao", stage: "in_progress", attention: true },
  exchanged: { label: "Exchanged at the door", stage: "in_progress", attention: true },
  exchange: { label: "Exchanged at the door", stage: "in_progress", attention: true },
};

/** `order.partial-delivery`, `Partial Delivery` and `Partial_Delivery` are one status. */
export function pathaoStatusKey(word: string): string {
  return word
    .trim()
    .toLowerCase()
    .replace(/^order\./, "")
    .replace(/[\s_.-]+/g, "-");
}

function humanise(word: string): string {
  const text = word
    .trim()
    .replace(/^order\./i, "")
    .replace(/[_.-]+/g, " ");
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : "No status";
}

/** A Pathao status or event in our words; `collected` is the cash Pathao reported (its webhook does). */
export function pathaoStatus(courierStatus: string, collected: number | null = null): ParcelStatus {
  const meaning = MEANINGS[pathaoStatusKey(courierStatus)];
  if (!meaning) {
    return {
      courier: "pathao",
      courierStatus,
      label: `Pathao: ${humanise(courierStatus)}`,
      progress: { stage: "in_progress" },
      final: false,
      needsAttention: true,
    };
  }
  const progress: ParcelProgress =
    meaning.stage === "delivered" || meaning.stage === "partly_delivered"
      ? { stage: meaning.stage, collected }
      : { stage: meaning.stage };
  return {
    courier: "pathao",
    courierStatus,
    label: meaning.label,
    progress,
    final: meaning.final ?? false,
    needsAttention: meaning.attention ?? false,
    ...(meaning.outForDelivery ? { outForDelivery: true } : {}),
  };
}
