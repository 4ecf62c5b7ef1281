import type { CourierRefusedError, CourierUnavailableError } from "./courier-errors";

/**
 * Our words for a parcel, shared by both couriers' adapters. Each adapter translates these into its
 * courier's field names and statuses at its edge; nothing outside `server/couriers/` sees the couriers' words
 * except as text to show (a status for the timeline, a refusal message for staff).
 */
export const COURIERS = ["steadfast", "pathao"] as const;
export type CourierName = (typeof COURIERS)[number];

export const COURIER_LABELS: Readonly<Record<CourierName, string>> = {
  steadfast: "Steadfast",
  pathao: "Pathao",
};

/** One order handed to a courier, as staff confirmed it on the booking form. */
export type ParcelRequest = {
  /** The order number (`NI-2611-0042`): Steadfast's `invoice` and Pathao's `merchant_order_id`. */
  orderNumber: string;
  recipientName: string;
  /** As the customer typed it; normalised to `01XXXXXXXXX` before sending. */
  recipientPhone: string;
  /** The whole address a rider reads, with area and district. */
  recipientAddress: string;
  /** Whole taka to collect at the door: the order's total with delivery, 0 when already paid. */
  cashToCollect: number;
  /** How many items are in the parcel (the sum of the order's quantities). */
  itemCount: number;
  /** Whole grams; Pathao needs a weight (0.5-10 kg), Steadfast does not ask. */
  weightGrams?: number;
  /** A short list of what is inside, such as "2 × Brass table lamp". Shortened to the courier's limit. */
  itemDescription?: string;
  /** Instructions for the rider, typed by staff. */
  note?: string;
  /** Pathao's own city, zone and area ids when known; without them Pathao reads the area from the address. */
  pathaoLocation?: { cityId: number; zoneId: number; areaId?: number };
};

/** The fields of a `ParcelRequest` a refusal can point at, so a form shows the message beside the field. */
export type ParcelField = keyof ParcelRequest;

/** What the courier told us when it accepted a parcel. */
export type BookedParcel = {
  courier: CourierName;
  orderNumber: string;
  /** The courier's id for the parcel, as text (Steadfast's are numbers, Pathao's letters and digits). */
  consignmentId: string;
  /** What the customer types on the courier's tracking page; Pathao's is the consignment id itself. */
  trackingCode: string | null;
  /** The courier's status word at booking, as sent (`in_review`, `Pending`). */
  courierStatus: string;
  /** Whole taka the courier charges, when it says at booking (Pathao does; Steadfast does not). */
  deliveryFee: number | null;
  /** A tracking page address the courier returned, if any. */
  trackingUrl: string | null;
};

/**
 * Where a parcel stands, in our words. Only `delivered`, `partly_delivered` and `returned` move an order;
 * every other courier status is `in_progress` and is shown in the timeline in the courier's words.
 */
export type ParcelProgress =
  | { stage: "delivered"; collected: number | null }
  | { stage: "partly_delivered"; collected: number | null }
  | { stage: "returned" }
  | { stage: "in_progress" };

export type ParcelStatus = {
  courier: CourierName;
  /** The courier's own status word, exactly as sent. */
  courierStatus: string;
  /** The same status in plain English for the order's timeline. */
  label: string;
  progress: ParcelProgress;
  /** The courier will not change this status again (a delivery or return it has confirmed). */
  final: boolean;
  /** A status staff should look at: held, unknown to the courier, a failed attempt, an exception. */
  needsAttention: boolean;
  /**
   * A rider has the parcel and is on the way to the customer (Pathao's `assigned-for-delivery`; Steadfast's
   * statuses have no such step). The customer's tracking page shows it as "Out for delivery".
   */
  outForDelivery?: true;
};

/** A parcel found by its order number (Steadfast only: Pathao has no such look-up). */
export type FoundParcel = {
  courier: CourierName;
  orderNumber: string;
  /** Null when the courier confirmed the parcel exists but did not name it. */
  consignmentId: string | null;
  status: ParcelStatus;
};

/** One order's result in a bulk booking: booked, or why not. */
export type BulkBookingResult =
  | { orderNumber: string; booked: BookedParcel; error?: undefined }
  | { orderNumber: string; booked?: undefined; error: CourierRefusedError | CourierUnavailableError };
