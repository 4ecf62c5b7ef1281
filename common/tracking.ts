import { z } from "zod";
import { TRACK_ORDER_NUMBER_MAX_LENGTH, TRACK_ORDER_PHONE_MAX_LENGTH } from "./limits";
import { asciiDigits } from "./phone";
import type { Lang } from "./lang";

/**
 * Order tracking (product.md#order-tracking): the form's rule, shared by the page's action and the JSON API,
 * and the answer's shape. A customer proves the order is theirs with its number and the phone it was placed
 * with; any mismatch gets the same answer, so nobody can learn that a number or a phone exists.
 */
export const trackOrderMessages = {
  numberRequired: "Enter your order number",
  phoneRequired: "Enter the phone number you ordered with",
  /** The one answer to a number and phone that do not match one order, whichever is wrong. */
  notFound: "We could not find an order with that number and phone",
  tooMany: "Too many attempts. Please wait a minute and try again.",
} as const;

export const trackOrderSchema = z.object({
  number: z
    .string({ error: trackOrderMessages.numberRequired })
    .trim()
    .min(1, { error: trackOrderMessages.numberRequired })
    .max(TRACK_ORDER_NUMBER_MAX_LENGTH, { error: trackOrderMessages.notFound }),
  phone: z
    .string({ error: trackOrderMessages.phoneRequired })
    .trim()
    .min(1, { error: trackOrderMessages.phoneRequired })
    .max(TRACK_ORDER_PHONE_MAX_LENGTH, { error: trackOrderMessages.notFound }),
});
export type TrackOrderInput = z.input<typeof trackOrderSchema>;

/** `ni 2611 0042`, `NI-2611-0042 ` → `NI-2611-0042`: how staff read it out over the phone is how it is stored. */
export function normaliseOrderNumber(input: string): string {
  return input
    .trim()
    .toUpperCase()
    .replace(/[\s\u00a0_–—]+/g, "-")
    .replace(/-+/g, "-");
}

/**
 * The part of a phone number two spellings of one number share: `01711-223344`, `+8801711223344` and
 * `8801711223344` all give `01711223344`, in Bengali digits too. Any other number keeps its digits, so it still matches itself.
 */
export function phoneMatchKey(input: string): string {
  const digits = asciiDigits(input).replace(/\D/g, "");
  if (/^8801\d{9}$/.test(digits)) return digits.slice(2);
  return digits;
}

/** The steps of an order a customer sees, in their words; staff's statuses map onto them. */
export const TRACKING_STEPS = [
  "received",
  "confirmed",
  "handed_to_courier",
  "out_for_delivery",
  "delivered",
  "cancelled",
  "returned",
] as const;
export type TrackingStep = (typeof TRACKING_STEPS)[number];

export const trackedOrderSchema = z.object({
  orderNumber: z.string(),
  placedAt: z.string().describe("ISO 8601; shown as a Dhaka date"),
  items: z.array(
    z.object({
      name: z.string(),
      nameBn: z
        .string()
        .optional()
        .describe("The accessory's Bengali name, only when the catalogue has one; /bn pages show it"),
      quantity: z.number().int(),
      rate: z.number().int(),
      total: z.number().int(),
    }),
  ),
  itemsSubtotal: z.number().int(),
  /** Null while staff have not set it (a place the shop could not price). */
  deliveryCharge: z.number().int().nullable(),
  total: z.number().int(),
  timeline: z.array(
    z.object({
      step: z.enum(TRACKING_STEPS),
      at: z.string(),
      /** On `handed_to_courier`: the courier, the code its site tracks the parcel by, and that page. */
      courier: z.string().nullable().optional(),
      trackingCode: z.string().nullable().optional(),
      trackingUrl: z.string().nullable().optional(),
    }),
  ),
});
export type TrackedOrder = z.infer<typeof trackedOrderSchema>;

/** The order as the tracking page in `lang` carries it: English pages' data leave out the items' Bengali names. */
export function trackedOrderIn(lang: Lang, order: TrackedOrder): TrackedOrder {
  if (lang === "bn") return order;
  return { ...order, items: order.items.map(({ nameBn: _nameBn, ...item }) => item) };
}
export type TrackingEntry = TrackedOrder["timeline"][number];

/** What a tracking attempt comes to, for the page's action. */
export type TrackOrderOutcome =
  | { kind: "found"; order: TrackedOrder }
  | { kind: "not-found" }
  | { kind: "invalid"; fields: Partial<Record<"number" | "phone", string>> }
  | { kind: "limited"; retryAfterSeconds: number };

/**
 * The courier's public page for a parcel, for the couriers whose page takes the code in its address
 * (Steadfast: `steadfast.com.bd/t/<code>`, the link its own API returns); null for any other courier (Pathao's
 * page asks for the phone too), whose code is still shown.
 */
export function courierTrackingUrl(courier: string | null, trackingCode: string | null): string | null {
  if (!courier || !trackingCode) return null;
  const code = encodeURIComponent(trackingCode);
  if (/steadfast/i.test(courier)) return `https://steadfast.com.bd/t/${code}`;
  return null;
}
