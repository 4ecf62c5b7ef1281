import { z } from "zod";
import { ACCESSORY_STOCK_MAX, STOCK_NOTE_MAX_LENGTH } from "./limits";

/**
 * Stock counts of the accessories, shared by the shop, the back office and the server. An accessory is counted
 * when its stock is a number; available = stock - reserved (pieces held by orders that are New, confirmed or
 * shipped).
 */

/** Why the stock of an accessory moved, one per row of the stock ledger. */
export const STOCK_MOVEMENT_REASONS = [
  "order_placed",
  "order_delivered",
  "order_cancelled",
  "order_returned",
  "stock_take",
  "damaged",
  "new_delivery",
  "other",
  "counting_started",
  "counting_stopped",
] as const;
export type StockMovementReason = (typeof STOCK_MOVEMENT_REASONS)[number];

/** The reasons staff choose for a correction. */
export const STOCK_CORRECTION_REASONS = ["stock_take", "damaged", "new_delivery", "other"] as const;
export type StockCorrectionReason = (typeof STOCK_CORRECTION_REASONS)[number];

/** What staff read in the ledger for each reason. */
export const STOCK_MOVEMENT_LABELS: Readonly<Record<StockMovementReason, string>> = {
  order_placed: "Order placed",
  order_delivered: "Order delivered",
  order_cancelled: "Order cancelled",
  order_returned: "Order returned",
  stock_take: "Stock take",
  damaged: "Damaged",
  new_delivery: "New delivery",
  other: "Other",
  counting_started: "Counting started",
  counting_stopped: "Counting stopped",
};

/** Pieces the shop can still sell; null when the accessory is not counted. */
export function availableStock(stock: number | null, reserved: number): number | null {
  return stock === null ? null : Math.max(0, stock - reserved);
}

/** "Only N left": counted, something available, and at or below the accessory's threshold. */
export function isLowStock(available: number | null, threshold: number): boolean {
  return available !== null && available <= threshold;
}

export const stockCorrectionMessages = {
  changeInvalid: `Change must be a whole number of pieces, such as 5 or -2, and not 0`,
  reasonRequired: "Choose why the stock changes",
  noteRequired: "Say what happened (required for Other)",
  noteTooLong: `At most ${STOCK_NOTE_MAX_LENGTH} characters`,
  unstorable: "Please remove the invisible control characters",
} as const;

const wholeNumber = (message: string) =>
  z.preprocess(
    (value) => {
      if (typeof value === "number") return value;
      if (typeof value === "string" && /^\s*[+-]?\d{1,7}\s*$/.test(value)) return Number(value);
      return Number.NaN;
    },
    z.number({ error: message }).int({ error: message }),
  );

/** A correction from the accessory's page (or the API): pieces added (+) or taken off (-), and why. */
export const stockCorrectionSchema = z
  .object({
    change: wholeNumber(stockCorrectionMessages.changeInvalid).refine(
      (value) => value !== 0 && Math.abs(value) <= ACCESSORY_STOCK_MAX,
      { error: stockCorrectionMessages.changeInvalid },
    ),
    reason: z.enum(STOCK_CORRECTION_REASONS, { error: stockCorrectionMessages.reasonRequired }),
    note: z
      .string()
      .trim()
      .max(STOCK_NOTE_MAX_LENGTH, { error: stockCorrectionMessages.noteTooLong })
      .refine((value) => !value.includes("\u0000"), { error: stockCorrectionMessages.unstorable })
      .optional()
      .default(""),
  })
  .superRefine((value, context) => {
    if (value.reason === "other" && !value.note) {
      context.addIssue({ code: "custom", path: ["note"], message: stockCorrectionMessages.noteRequired });
    }
  });
export type StockCorrectionInput = z.input<typeof stockCorrectionSchema>;

/**
 * The API's answer when an order line asks for more than is available (409 `not_enough_stock`), and the words
 * the checkout shows. Kept here so the shop and the server say the same thing.
 */
export function notEnoughStockMessage(accessoryName: string, available: number): string {
  return available <= 0
    ? `${accessoryName} is out of stock. Please remove it from your cart to place your order.`
    : `Only ${available} of ${accessoryName} can be ordered. Please lower the quantity in your cart to ${available}.`;
}
