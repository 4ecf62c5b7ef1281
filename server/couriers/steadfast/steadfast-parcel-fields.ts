import type { CourierRefusedError } from "../courier-errors";
import type { ParcelField, ParcelRequest } from "../parcel";
import { ParcelChecks } from "../parcel-checks";
import { shorten } from "../parcel-text";

/**
 * Steadfast's published limits (API guide v1 and its newer revision). Where the two differ we keep the
 * stricter: the address at 250 characters (the newer guide stores 490), the note at 480.
 */
export const STEADFAST_LIMITS = {
  invoice: 100,
  name: 100,
  address: 250,
  note: 480,
  itemDescription: 255,
  cashToCollect: 1_000_000,
  bulk: 500,
} as const;

/** Steadfast replaces these with spaces in names, addresses and notes; we do it first so we keep what they print. */
const STEADFAST_REPLACED = /[{};<>]/g;

/** The body of `POST /create_order`, one element of the bulk `data`. */
export type SteadfastOrderBody = {
  invoice: string;
  recipient_name: string;
  recipient_phone: string;
  recipient_address: string;
  cod_amount: number;
  note?: string;
  item_description?: string;
  total_lot: number;
  /** 0: home delivery (1 would be a pick-up at a Steadfast hub). */
  delivery_type: 0;
};

/** Steadfast's field names in our words, for reading its refusals. */
export const STEADFAST_FIELD_NAMES: Readonly<Record<string, ParcelField>> = {
  invoice: "orderNumber",
  recipient_name: "recipientName",
  recipient_phone: "recipientPhone",
  recipient_address: "recipientAddress",
  cod_amount: "cashToCollect",
  note: "note",
  item_description: "itemDescription",
  total_lot: "itemCount",
};

export function steadfastOrderBody(
  parcel: ParcelRequest,
): { body: SteadfastOrderBody; refusal: null } | { body: null; refusal: CourierRefusedError } {
  const checks = new ParcelChecks("steadfast");
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(parcel.orderNumber))
    checks.problem(
      "orderNumber",
      "Steadfast takes an order number of letters, digits, hyphens and underscores, at most 100 characters.",
    );
  const name = checks.line("recipientName", "recipient's name", parcel.recipientName, {
    min: 1,
    max: STEADFAST_LIMITS.name,
    replace: STEADFAST_REPLACED,
  });
  const phone = checks.phone("recipientPhone", parcel.recipientPhone);
  const address = checks.line("recipientAddress", "address", parcel.recipientAddress, {
    min: 1,
    max: STEADFAST_LIMITS.address,
    replace: STEADFAST_REPLACED,
  });
  const cash = checks.wholeNumber("cashToCollect", "cash to collect (taka)", parcel.cashToCollect, {
    min: 0,
    max: STEADFAST_LIMITS.cashToCollect,
  });
  const items = checks.wholeNumber("itemCount", "number of items", parcel.itemCount, { min: 1, max: 10_000 });
  const note = checks.line("note", "note", parcel.note, {
    max: STEADFAST_LIMITS.note,
    replace: STEADFAST_REPLACED,
  });
  const description = checks.line("itemDescription", "item description", parcel.itemDescription, {
    max: Number.MAX_SAFE_INTEGER,
  });

  const refusal = checks.refusal();
  if (refusal) return { body: null, refusal };
  return {
    body: {
      invoice: parcel.orderNumber,
      recipient_name: name,
      recipient_phone: phone,
      recipient_address: address,
      cod_amount: cash,
      ...(note ? { note } : {}),
      ...(description ? { item_description: shorten(description, STEADFAST_LIMITS.itemDescription) } : {}),
      total_lot: items,
      delivery_type: 0,
    },
    refusal: null,
  };
}
