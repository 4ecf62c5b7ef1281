import type { ParcelProgress, ParcelStatus } from "../parcel";

type Meaning = {
  label: string;
  stage: ParcelProgress["stage"];
  final?: boolean;
  attention?: boolean;
};

/**
 * Steadfast's delivery statuses (API guide, "Delivery Statuses"; return statuses from the newer guide).
 * `*_approval_pending` is a rider's word that Steadfast's accounts team has not confirmed: it moves nothing.
 * Only `delivered`, `partial_delivered` and `cancelled` (and the return steps after it) are final.
 */
const MEANINGS: Readonly<Record<string, Meaning>> = {
  in_review: { label: "Booked, waiting for Steadfast's review", stage: "in_progress" },
  pending: { label: "With Steadfast, not yet delivered", stage: "in_progress" },
  hold: { label: "On hold at Steadfast", stage: "in_progress", attention: true },
  delivered_approval_pending: {
    label: "Delivered by the rider, waiting for Steadfast's confirmation",
    stage: "in_progress",
  },
  partial_delivered_approval_pending: {
    label: "Partly delivered by the rider, waiting for Steadfast's confirmation",
    stage: "in_progress",
    attention: true,
  },
  cancelled_approval_pending: {
    label: "Cancelled by the rider, waiting for Steadfast's confirmation",
    stage: "in_progress",
  },
  unknown_approval_pending: {
    label: "Waiting for Steadfast's confirmation (outcome unclear; ask Steadfast)",
    stage: "in_progress",
    attention: true,
  },
  delivered: { label: "Delivered", stage: "delivered", final: true },
  partial_delivered: { label: "Partly delivered", stage: "partly_delivered", final: true, attention: true },
  cancelled: { label: "Cancelled; the parcel comes back", stage: "returned", final: true },
  cancelled_return_processing: {
    label: "Cancelled; being prepared for return",
    stage: "returned",
    final: true,
  },
  cancelled_return_rider_assigned: {
    label: "Cancelled; a rider is bringing it back",
    stage: "returned",
    final: true,
  },
  cancelled_return_received: { label: "Returned to us", stage: "returned", final: true },
  partial_delivered_return_processing: {
    label: "Partly delivered; the rest is being prepared for return",
    stage: "partly_delivered",
    final: true,
    attention: true,
  },
  partial_delivered_return_rider_assigned: {
    label: "Partly delivered; a rider is bringing the rest back",
    stage: "partly_delivered",
    final: true,
    attention: true,
  },
  partial_delivered_return_received: {
    label: "Partly delivered; the rest is back with us",
    stage: "partly_delivered",
    final: true,
    attention: true,
  },
  exceptional: {
    label: "Exception at Steadfast (lost or damaged?); ask Steadfast",
    stage: "in_progress",
    attention: true,
  },
  unknown: { label: "Status unknown to Steadfast; ask Steadfast", stage: "in_progress", attention: true },
};

/**
 * The status endpoints send `in_review`, the newer guide's examples `in review`, the webhook example
 * `Delivered`: one key for all of them.
 */
export function steadfastStatusKey(word: string): string {
  return word
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_");
}

function humanise(word: string): string {
  const text = word.trim().replace(/[_-]+/g, " ");
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : "No status";
}

/** A Steadfast status in our words; `collected` is the cash Steadfast reported (its webhook does). */
export function steadfastStatus(courierStatus: string, collected: number | null = null): ParcelStatus {
  const meaning = MEANINGS[steadfastStatusKey(courierStatus)];
  if (!meaning) {
    // A word this code has never seen: shown as sent, moves nothing, and asks for a look.
    return {
      courier: "steadfast",
      courierStatus,
      label: `Steadfast: ${humanise(courierStatus)}`,
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
    courier: "steadfast",
    courierStatus,
    label: meaning.label,
    progress,
    final: meaning.final ?? false,
    needsAttention: meaning.attention ?? false,
  };
}
