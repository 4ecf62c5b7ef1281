import type { CourierRefusedError } from "../courier-errors";
import type { ParcelField, ParcelRequest } from "../parcel";
import { ParcelChecks } from "../parcel-checks";
import { shorten } from "../parcel-text";

/** Pathao's published limits (merchant API, "Create a New Order"). */
export const PATHAO_LIMITS = {
  nameMin: 3,
  nameMax: 100,
  addressMin: 10,
  addressMax: 220,
  weightMinGrams: 500,
  weightMaxGrams: 10_000,
  /** Not published; generated text is shortened to a length no courier has refused. */
  itemDescription: 255,
  /** Not published; the same ceiling as Steadfast's, so an absurd amount never leaves the shop. */
  cashToCollect: 1_000_000,
} as const;

/** 48: normal delivery (12 would be on-demand); 2: parcel (1 would be a document). */
export const PATHAO_NORMAL_DELIVERY = 48;
export const PATHAO_PARCEL = 2;

/** The body of `POST /aladdin/api/v1/orders`, one element of the bulk `orders`. */
export type PathaoOrderBody = {
  store_id: number;
  merchant_order_id: string;
  recipient_name: string;
  recipient_phone: string;
  recipient_address: string;
  recipient_city?: number;
  recipient_zone?: number;
  recipient_area?: number;
  delivery_type: typeof PATHAO_NORMAL_DELIVERY;
  item_type: typeof PATHAO_PARCEL;
  special_instruction?: string;
  item_quantity: number;
  item_weight: number;
  item_description?: string;
  amount_to_collect: number;
};

export const PATHAO_FIELD_NAMES: Readonly<Record<string, ParcelField>> = {
  merchant_order_id: "orderNumber",
  recipient_name: "recipientName",
  recipient_phone: "recipientPhone",
  recipient_address: "recipientAddress",
  recipient_city: "pathaoLocation",
  recipient_zone: "pathaoLocation",
  recipient_area: "pathaoLocation",
  special_instruction: "note",
  item_quantity: "itemCount",
  item_weight: "weightGrams",
  item_description: "itemDescription",
  amount_to_collect: "cashToCollect",
};

const positiveId = (value: number | undefined) =>
  value === undefined || (Number.isSafeInteger(value) && value > 0);

export function pathaoOrderBody(
  parcel: ParcelRequest,
  storeId: number,
): { body: PathaoOrderBody; refusal: null } | { body: null; refusal: CourierRefusedError } {
  const checks = new ParcelChecks("pathao");
  const orderNumber = parcel.orderNumber.trim();
  if (!orderNumber) checks.problem("orderNumber", "The order number is required.");
  const name = checks.line("recipientName", "recipient's name", parcel.recipientName, {
    min: PATHAO_LIMITS.nameMin,
    max: PATHAO_LIMITS.nameMax,
  });
  const phone = checks.phone("recipientPhone", parcel.recipientPhone);
  const address = checks.line("recipientAddress", "address", parcel.recipientAddress, {
    min: PATHAO_LIMITS.addressMin,
    max: PATHAO_LIMITS.addressMax,
  });
  const cash = checks.wholeNumber("cashToCollect", "cash to collect (taka)", parcel.cashToCollect, {
    min: 0,
    max: PATHAO_LIMITS.cashToCollect,
  });
  const items = checks.wholeNumber("itemCount", "number of items", parcel.itemCount, { min: 1, max: 10_000 });
  let grams = parcel.weightGrams;
  if (grams === undefined || !Number.isFinite(grams) || grams <= 0)
    checks.problem("weightGrams", "Pathao needs the parcel's weight (0.5 to 10 kg).");
  else if (grams > PATHAO_LIMITS.weightMaxGrams)
    checks.problem(
      "weightGrams",
      `Pathao carries parcels of at most 10 kg; this one weighs ${grams / 1000} kg.`,
    );
  else grams = Math.max(grams, PATHAO_LIMITS.weightMinGrams);
  const location = parcel.pathaoLocation;
  if (
    location &&
    !(positiveId(location.cityId) && positiveId(location.zoneId) && positiveId(location.areaId))
  )
    checks.problem("pathaoLocation", "Pathao's city, zone and area are its own numbers, from its lists.");
  const note = checks.line("note", "note", parcel.note, { max: Number.MAX_SAFE_INTEGER });
  const description = checks.line("itemDescription", "item description", parcel.itemDescription, {
    max: Number.MAX_SAFE_INTEGER,
  });

  const refusal = checks.refusal();
  if (refusal) return { body: null, refusal };
  return {
    body: {
      store_id: storeId,
      merchant_order_id: orderNumber,
      recipient_name: name,
      recipient_phone: phone,
      recipient_address: address,
      // Pathao asks for these to be left out, not sent as null, when its address reader should find them.
      ...(location
        ? {
            recipient_city: location.cityId,
            recipient_zone: location.zoneId,
            ...(location.areaId ? { recipient_area: location.areaId } : {}),
          }
        : {}),
      delivery_type: PATHAO_NORMAL_DELIVERY,
      item_type: PATHAO_PARCEL,
      ...(note ? { special_instruction: note } : {}),
      item_quantity: items,
      item_weight: Math.round(grams!) / 1000,
      ...(description ? { item_description: shorten(description, PATHAO_LIMITS.itemDescription) } : {}),
      amount_to_collect: cash,
    },
    refusal: null,
  };
}
