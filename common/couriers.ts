import { z } from "zod";
import {
  COURIER_CASH_MAX,
  COURIER_LIMITS,
  COURIER_WEIGHT_MAX_GRAMS,
  COURIER_WEIGHT_MIN_GRAMS,
  RISK_HIGH_SHARE,
  RISK_MEDIUM_SHARE,
} from "./limits";

/**
 * The couriers staff book through their APIs, and the booking form shared by the order page and the
 * server: the same limits and the same sentences before anything is queued.
 */
export const COURIER_NAMES = ["steadfast", "pathao"] as const;
export type CourierName = (typeof COURIER_NAMES)[number];

export const COURIER_DISPLAY_NAMES: Readonly<Record<CourierName, string>> = {
  steadfast: "Steadfast",
  pathao: "Pathao",
};

/** requested: queued in the outbox; booked; refused: the courier said no; unconfirmed: staff must look. */
export const COURIER_BOOKING_STATES = ["requested", "booked", "refused", "unconfirmed"] as const;
export type CourierBookingState = (typeof COURIER_BOOKING_STATES)[number];

/** What staff confirmed on the booking form, sent to the courier as it stands. */
export type CourierBookingRequest = {
  courier: CourierName;
  recipientName: string;
  recipientPhone: string;
  recipientAddress: string;
  cashToCollect: number;
  weightGrams: number;
  itemCount: number;
  itemDescription: string;
  note: string;
  /** Who asked for the booking, for the timeline and the audit log. */
  staff: { id: string; name: string; clientAddress: string };
  /** The outbox job that sends this request; an older job finding a newer request leaves it alone. */
  jobKey: string;
};

const line = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .transform((value) => value.replace(/\s+/g, " ").trim())
    .refine((value) => ![...value].some((character) => character < " " || character === "\u007f"), {
      error: `${label} holds a character that cannot be sent`,
    });

const wholeNumber = (message: string, min: number, max: number) =>
  z.preprocess(
    (value) => (typeof value === "string" && /^\s*\d{1,9}\s*$/.test(value) ? Number(value) : value),
    z
      .number({ error: message })
      .int({ error: message })
      .min(min, { error: message })
      .max(max, { error: message }),
  );

const weightMessage = `Enter the weight in kg, ${COURIER_WEIGHT_MIN_GRAMS / 1000} to ${COURIER_WEIGHT_MAX_GRAMS / 1000}`;

/** The weight typed in kilograms ("1.5"), stored in grams; Pathao's lightest band is 0.5 kg. */
const weightKg = z.preprocess(
  (value) => {
    if (typeof value === "number") return Math.round(value * 1000);
    if (typeof value === "string" && /^\s*\d{1,2}(\.\d{1,3})?\s*$/.test(value))
      return Math.round(Number(value) * 1000);
    return Number.NaN;
  },
  z
    .number({ error: weightMessage })
    .int({ error: weightMessage })
    .min(COURIER_WEIGHT_MIN_GRAMS, { error: weightMessage })
    .max(COURIER_WEIGHT_MAX_GRAMS, { error: weightMessage }),
);

export const courierBookingMessages = {
  phone: "Enter a Bangladeshi mobile number of 11 digits starting with 01 (like 01712345678)",
  cash: `Enter the cash to collect in whole taka, 0 to ${COURIER_CASH_MAX.toLocaleString("en-US")}`,
} as const;

/** `01XXXXXXXXX` from `+880 1712-345678`, `8801712345678` or `01712 345678`; null for anything else. */
export function bangladeshMobile(raw: string): string | null {
  const digits = raw.replace(/[\s()-]/g, "").replace(/^\+?88(?=01)/, "");
  return /^01[3-9]\d{8}$/.test(digits) ? digits : null;
}

/** The booking form: the courier, the order's version, and the parcel as staff left it. */
export const courierBookingSchema = z
  .object({
    courier: z.enum(COURIER_NAMES, { error: "Choose a courier" }),
    version: z.coerce.number({ error: "version is required" }).int().min(1, { error: "version is required" }),
    recipientName: line("Recipient name"),
    recipientPhone: z.string({ error: courierBookingMessages.phone }).transform((value, context) => {
      const phone = bangladeshMobile(value);
      if (!phone) {
        context.addIssue({ code: "custom", message: courierBookingMessages.phone });
        return z.NEVER;
      }
      return phone;
    }),
    recipientAddress: line("Address"),
    cashToCollect: wholeNumber(courierBookingMessages.cash, 0, COURIER_CASH_MAX),
    weightKg,
    itemDescription: line("Item description"),
    note: line("Note").optional().default(""),
  })
  .superRefine((value, context) => {
    const limits = COURIER_LIMITS[value.courier];
    const courier = COURIER_DISPLAY_NAMES[value.courier];
    const length = (
      field: "recipientName" | "recipientAddress" | "note" | "itemDescription",
      label: string,
      min: number,
      max: number,
    ) => {
      const count = [...value[field]].length;
      if (count < min)
        context.addIssue({
          code: "custom",
          path: [field],
          message:
            min <= 1
              ? `${label} is required`
              : `${courier} needs ${min} characters or more in the ${label.toLowerCase()}`,
        });
      else if (count > max)
        context.addIssue({
          code: "custom",
          path: [field],
          message: `${courier} takes at most ${max} characters in the ${label.toLowerCase()}; this one has ${count}`,
        });
    };
    length("recipientName", "Recipient name", limits.nameMin, limits.nameMax);
    length("recipientAddress", "Address", limits.addressMin, limits.addressMax);
    length("itemDescription", "Item description", 1, limits.itemDescriptionMax);
    length("note", "Note", 0, limits.noteMax);
  });
export type CourierBookingInput = z.input<typeof courierBookingSchema>;
export type CourierBookingValues = z.output<typeof courierBookingSchema>;

/** What the booking form starts from: the order's own facts, editable before sending. */
export type CourierBookingPreview = {
  recipientName: string;
  recipientPhone: string;
  recipientAddress: string;
  cashToCollect: number;
  weightKg: string;
  itemDescription: string;
  note: string;
};

export type RiskLevel = "low" | "medium" | "high";

/** A phone number's history in our own orders, before this one. */
export type PhoneHistory = {
  previousOrders: number;
  delivered: number;
  cancelled: number;
  returned: number;
  risk: RiskLevel;
};

/** High from 40% of earlier orders cancelled or returned, medium from 20%; a first order is low. */
export function riskOf(history: Omit<PhoneHistory, "risk">): RiskLevel {
  if (history.previousOrders === 0) return "low";
  const share = (history.cancelled + history.returned) / history.previousOrders;
  if (share >= RISK_HIGH_SHARE) return "high";
  if (share >= RISK_MEDIUM_SHARE) return "medium";
  return "low";
}

/** "First order" or "3 earlier orders: 2 delivered, 1 cancelled, 0 returned". */
export function describePhoneHistory(history: PhoneHistory): string {
  if (history.previousOrders === 0) return "First order";
  const orders =
    history.previousOrders === 1 ? "1 earlier order" : `${history.previousOrders} earlier orders`;
  return `${orders}: ${history.delivered} delivered, ${history.cancelled} cancelled, ${history.returned} returned`;
}

/** The list row's shorter form: "First order" or "2 delivered · 1 cancelled · 0 returned". */
export function summarisePhoneHistory(history: PhoneHistory): string {
  if (history.previousOrders === 0) return "First order";
  return `${history.delivered} delivered · ${history.cancelled} cancelled · ${history.returned} returned`;
}

/** What bulk booking from the order list did with one order. */
/** Queued: its own booking job is in the outbox (the order moves to Shipped once the courier has it). */
export type BulkBookingOutcome = "queued" | "refused" | "skipped";

export type BulkBookingResult = {
  orderId: string;
  /** Null when no such order exists. */
  orderNumber: string | null;
  outcome: BulkBookingOutcome;
  /** What staff read beside the order: the courier's or our reason for a refusal, why it was skipped. */
  message: string;
};

export const BULK_BOOKING_OUTCOME_LABELS: Readonly<Record<BulkBookingOutcome, string>> = {
  queued: "Queued",
  refused: "Refused",
  skipped: "Skipped",
};

/** The courier part of an order as the back office shows it, read by the server and the order page alike. */
export type CourierView = {
  /** The couriers whose settings are complete; only these are offered. */
  offered: CourierName[];
  courier: CourierName | null;
  state: CourierBookingState | null;
  error: string | null;
  consignmentId: string | null;
  trackingCode: string | null;
  courierStatus: string | null;
  courierStatusAt: string | null;
  cashCollected: number | null;
  cashFlagged: boolean;
  /** Staff may book (or book again after a refusal): a confirmed order not booked or being booked. */
  canBook: boolean;
  preview: CourierBookingPreview;
};
