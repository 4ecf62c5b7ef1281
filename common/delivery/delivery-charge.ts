/**
 * The delivery charge of an order, in one place: the server computes the charge it stores (the authority) and
 * the checkout dialog shows the same figure before the order is placed. Money is whole taka, weights whole grams.
 *
 * Couriers in Bangladesh charge by zone and weight: a price for the first kilogram, then a price for each
 * further kilogram or part of one. A shop may waive the charge above an order value, per zone.
 */

export const DELIVERY_ZONES = ["inside_dhaka", "dhaka_suburbs", "outside_dhaka"] as const;
export type DeliveryZone = (typeof DELIVERY_ZONES)[number];
/** An order's zone: one of the three, or unknown when it arrived without a district (and area). */
export type OrderDeliveryZone = DeliveryZone | "unknown";
export const ORDER_DELIVERY_ZONES = [...DELIVERY_ZONES, "unknown"] as const;

/**
 * Where an order's delivery charge came from: the zone's rates in force when it was placed, a member of staff
 * (an unknown zone, a missing weight), or nothing because it was placed before the shop charged delivery.
 */
export const DELIVERY_CHARGE_SOURCES = ["rates", "staff", "before_delivery_charges"] as const;
export type DeliveryChargeSource = (typeof DELIVERY_CHARGE_SOURCES)[number];

/** The zones as staff, emails and the CSV name them. */
export const DELIVERY_ZONE_LABELS: Readonly<Record<OrderDeliveryZone, string>> = {
  inside_dhaka: "Inside Dhaka",
  dhaka_suburbs: "Dhaka suburbs",
  outside_dhaka: "Outside Dhaka",
  unknown: "Unknown",
};

/** One zone's prices, whole taka; `freeFrom`: orders whose items come to this much or more travel free. */
export type ZoneRates = { firstKg: number; perKg: number; freeFrom: number | null };
export type DeliveryRates = Readonly<Record<DeliveryZone, ZoneRates>>;

/** The couriers' published rates for a parcel from Dhaka (first kilogram, each further kilogram or part). */
export const DEFAULT_DELIVERY_RATES: DeliveryRates = {
  inside_dhaka: { firstKg: 70, perKg: 15, freeFrom: null },
  dhaka_suburbs: { firstKg: 110, perKg: 25, freeFrom: null },
  outside_dhaka: { firstKg: 130, perKg: 25, freeFrom: null },
};

/** The districts whose parcels go by area: city areas are inside Dhaka, the rest its suburbs. */
export const AREA_DISTRICTS = ["Dhaka", "Gazipur", "Narayanganj"] as const;

export function districtHasAreas(district: string | null | undefined): boolean {
  return (AREA_DISTRICTS as readonly string[]).includes(district ?? "");
}

export function isDeliveryZone(value: unknown): value is DeliveryZone {
  return typeof value === "string" && (DELIVERY_ZONES as readonly string[]).includes(value);
}

export function isOrderDeliveryZone(value: unknown): value is OrderDeliveryZone {
  return value === "unknown" || isDeliveryZone(value);
}

/**
 * The zone of a delivery address, from names already checked against the place list: any district but the
 * three goes outside Dhaka; in those three the area decides (one of `suburbs`, or inside Dhaka). Without a
 * district, or in one of the three without an area, the zone is unknown and staff set the charge.
 */
export function deliveryZoneOf(
  place: { district?: string | null; area?: string | null },
  suburbs: readonly string[],
): OrderDeliveryZone {
  if (!place.district) return "unknown";
  if (!districtHasAreas(place.district)) return "outside_dhaka";
  if (!place.area) return "unknown";
  return suburbs.includes(place.area) ? "dhaka_suburbs" : "inside_dhaka";
}

export const GRAMS_PER_KILOGRAM = 1000;
/** An accessory without a weight in the catalogue counts as one kilogram a piece. */
export const DEFAULT_ITEM_WEIGHT_GRAMS = 1000;

/** What the charge reads of an order line: its quantity, its rate and one piece's weight (null: not known). */
export type ChargeLine = { quantity: number; rate: number; weightGrams?: number | null };

/** A piece's weight as the charge counts it: the catalogue's, or the default when it has none. */
export function countedWeightGrams(weightGrams: number | null | undefined): number {
  return typeof weightGrams === "number" && Number.isInteger(weightGrams) && weightGrams > 0
    ? weightGrams
    : DEFAULT_ITEM_WEIGHT_GRAMS;
}

/** The parcel's weight: the sum of its lines; `estimated` when a line's accessory has no weight. */
export function parcelWeight(lines: readonly ChargeLine[]): { grams: number; estimated: boolean } {
  let grams = 0;
  let estimated = false;
  for (const line of lines) {
    if (countedWeightGrams(line.weightGrams) !== line.weightGrams) estimated = true;
    grams += countedWeightGrams(line.weightGrams) * line.quantity;
  }
  return { grams, estimated };
}

/** Whole kilograms charged: a part of a kilogram counts as a whole one, and any parcel as at least one. */
export function chargedKilograms(grams: number): number {
  if (grams <= 0) return 0;
  return Math.max(1, Math.ceil(grams / GRAMS_PER_KILOGRAM));
}

export type DeliveryQuote = {
  /** Whole taka; null while the zone is unknown (staff set it after calling the customer). */
  charge: number | null;
  itemsSubtotal: number;
  weightGrams: number;
  /** A line's accessory has no weight, so one kilogram a piece was assumed. */
  weightEstimated: boolean;
  chargedKilograms: number;
  /** The items reach the zone's free-delivery threshold. */
  free: boolean;
};

/**
 * The delivery charge of a parcel. `rates` are the zone's prices (null for an unknown zone). An order with no
 * lines has nothing to deliver and costs nothing; otherwise the first kilogram's price, plus the price per
 * kilogram for each further kilogram or part of one, unless the items reach the zone's free threshold.
 */
export function quoteDelivery(rates: ZoneRates | null, lines: readonly ChargeLine[]): DeliveryQuote {
  const itemsSubtotal = lines.reduce((sum, line) => sum + line.rate * line.quantity, 0);
  const weight = parcelWeight(lines);
  const kilograms = chargedKilograms(weight.grams);
  const base = { itemsSubtotal, weightGrams: weight.grams, weightEstimated: weight.estimated };
  if (lines.length === 0) return { ...base, charge: 0, chargedKilograms: 0, free: false };
  if (!rates) return { ...base, charge: null, chargedKilograms: kilograms, free: false };
  if (rates.freeFrom !== null && itemsSubtotal >= rates.freeFrom) {
    return { ...base, charge: 0, chargedKilograms: kilograms, free: true };
  }
  return {
    ...base,
    charge: rates.firstKg + (kilograms - 1) * rates.perKg,
    chargedKilograms: kilograms,
    free: false,
  };
}

/** The lowest and highest first-kilogram price of the zones, for "delivery from ৳70 to ৳130". */
export function firstKilogramRange(rates: DeliveryRates): { min: number; max: number } {
  const prices = DELIVERY_ZONES.map((zone) => rates[zone].firstKg);
  return { min: Math.min(...prices), max: Math.max(...prices) };
}

/** An order's total: its items and its delivery (nothing added while the charge is not known). */
export function orderTotal(itemsSubtotal: number, deliveryCharge: number | null): number {
  return itemsSubtotal + (deliveryCharge ?? 0);
}

/** `1.5 kg`, `0.25 kg`, `12 kg`: grams as kilograms without trailing zeros. */
export function formatKilograms(grams: number): string {
  const kilograms = (grams / GRAMS_PER_KILOGRAM).toFixed(3).replace(/\.?0+$/, "");
  return `${kilograms} kg`;
}
