import { describe, expect, it } from "vitest";
import {
  chargedKilograms,
  DEFAULT_DELIVERY_RATES,
  deliveryZoneOf,
  firstKilogramRange,
  formatKilograms,
  orderTotal,
  parcelWeight,
  quoteDelivery,
  type ChargeLine,
  type ZoneRates,
} from "./delivery-charge";
import { defaultSuburbs } from "./places";

const inside = DEFAULT_DELIVERY_RATES.inside_dhaka;
const suburbs = DEFAULT_DELIVERY_RATES.dhaka_suburbs;
const outside = DEFAULT_DELIVERY_RATES.outside_dhaka;
const line = (quantity: number, weightGrams: number | null | undefined, rate = 1_000): ChargeLine => ({
  quantity,
  rate,
  weightGrams,
});

describe("the delivery zone", () => {
  const suburbList = defaultSuburbs();

  it("puts every district but Dhaka, Gazipur and Narayanganj outside Dhaka, whatever the area", () => {
    expect(deliveryZoneOf({ district: "Rajshahi" }, suburbList)).toBe("outside_dhaka");
    expect(deliveryZoneOf({ district: "Chattogram", area: null }, suburbList)).toBe("outside_dhaka");
    expect(deliveryZoneOf({ district: "Sylhet", area: "Dhanmondi" }, suburbList)).toBe("outside_dhaka");
  });

  it("decides by area in the three districts: city areas inside Dhaka, the listed suburbs outside the city", () => {
    expect(deliveryZoneOf({ district: "Dhaka", area: "Dhanmondi" }, suburbList)).toBe("inside_dhaka");
    expect(deliveryZoneOf({ district: "Dhaka", area: "Gulshan" }, suburbList)).toBe("inside_dhaka");
    expect(deliveryZoneOf({ district: "Dhaka", area: "Savar" }, suburbList)).toBe("dhaka_suburbs");
    expect(deliveryZoneOf({ district: "Dhaka", area: "Keraniganj" }, suburbList)).toBe("dhaka_suburbs");
    expect(deliveryZoneOf({ district: "Gazipur", area: "Tongi" }, suburbList)).toBe("dhaka_suburbs");
    expect(deliveryZoneOf({ district: "Narayanganj", area: "Siddhirganj" }, suburbList)).toBe(
      "dhaka_suburbs",
    );
  });

  it("follows the owners' list of suburbs", () => {
    expect(deliveryZoneOf({ district: "Gazipur", area: "Tongi" }, ["Savar"])).toBe("inside_dhaka");
    expect(deliveryZoneOf({ district: "Dhaka", area: "Uttara East" }, ["Uttara East"])).toBe("dhaka_suburbs");
  });

  it("is unknown without a district, or without an area in the three districts", () => {
    expect(deliveryZoneOf({}, suburbList)).toBe("unknown");
    expect(deliveryZoneOf({ district: null, area: "Savar" }, suburbList)).toBe("unknown");
    expect(deliveryZoneOf({ district: "", area: "" }, suburbList)).toBe("unknown");
    expect(deliveryZoneOf({ district: "Dhaka" }, suburbList)).toBe("unknown");
    expect(deliveryZoneOf({ district: "Narayanganj", area: null }, suburbList)).toBe("unknown");
  });
});

describe("the parcel's weight", () => {
  it("adds up each line's pieces", () => {
    expect(parcelWeight([line(2, 450), line(1, 1_200)])).toEqual({ grams: 2_100, estimated: false });
  });

  it("counts an accessory without a weight as 1 kg a piece and says the weight is estimated", () => {
    expect(parcelWeight([line(3, null), line(1, 250)])).toEqual({ grams: 3_250, estimated: true });
    expect(parcelWeight([line(1, undefined)])).toEqual({ grams: 1_000, estimated: true });
  });

  it("treats a weight that is not a positive whole number of grams as missing", () => {
    expect(parcelWeight([line(1, 0)])).toEqual({ grams: 1_000, estimated: true });
    expect(parcelWeight([line(1, -5)])).toEqual({ grams: 1_000, estimated: true });
    expect(parcelWeight([line(1, 1.5)])).toEqual({ grams: 1_000, estimated: true });
  });

  it("is nothing for no lines", () => {
    expect(parcelWeight([])).toEqual({ grams: 0, estimated: false });
  });
});

describe("charged kilograms", () => {
  it("rounds a part of a kilogram up to a whole one, and charges any parcel at least one", () => {
    expect(chargedKilograms(1)).toBe(1);
    expect(chargedKilograms(999)).toBe(1);
    expect(chargedKilograms(1_000)).toBe(1);
    expect(chargedKilograms(1_001)).toBe(2);
    expect(chargedKilograms(2_000)).toBe(2);
    expect(chargedKilograms(2_001)).toBe(3);
    expect(chargedKilograms(10_500)).toBe(11);
  });

  it("is none for nothing", () => {
    expect(chargedKilograms(0)).toBe(0);
  });
});

describe("the delivery charge", () => {
  it("charges the zone's first kilogram for a parcel of a kilogram or less", () => {
    expect(quoteDelivery(inside, [line(1, 400)]).charge).toBe(70);
    expect(quoteDelivery(suburbs, [line(2, 500)]).charge).toBe(110);
    expect(quoteDelivery(outside, [line(1, 1_000)]).charge).toBe(130);
  });

  it("adds the zone's price for each further kilogram or part of one", () => {
    // 1,001 g: the first kilogram and one part of the next.
    expect(quoteDelivery(inside, [line(1, 1_001)]).charge).toBe(70 + 15);
    // 2.5 kg: first, second, and the half of the third.
    expect(quoteDelivery(inside, [line(1, 2_500)])).toMatchObject({
      charge: 70 + 2 * 15,
      chargedKilograms: 3,
    });
    expect(quoteDelivery(suburbs, [line(2, 1_500)]).charge).toBe(110 + 2 * 25);
    expect(quoteDelivery(outside, [line(4, 1_250)]).charge).toBe(130 + 4 * 25);
  });

  it("prices accessories without a weight at 1 kg each and flags the estimate", () => {
    const quote = quoteDelivery(outside, [line(3, null)]);
    expect(quote).toMatchObject({ charge: 130 + 2 * 25, weightGrams: 3_000, weightEstimated: true });
  });

  it("waives the charge from the zone's free-delivery threshold on, counting the items only", () => {
    const rates: ZoneRates = { ...inside, freeFrom: 15_000 };
    expect(quoteDelivery(rates, [line(1, 800, 14_999)])).toMatchObject({ charge: 70, free: false });
    expect(quoteDelivery(rates, [line(1, 800, 15_000)])).toMatchObject({ charge: 0, free: true });
    expect(quoteDelivery(rates, [line(3, 5_000, 6_000)])).toMatchObject({ charge: 0, free: true });
  });

  it("has no threshold when none is set, however large the order", () => {
    expect(quoteDelivery(inside, [line(1, 500, 9_000_000)]).charge).toBe(70);
  });

  it("is unknown (null) for an unknown zone, with the weight and items still counted", () => {
    expect(quoteDelivery(null, [line(2, 600, 4_750)])).toEqual({
      charge: null,
      itemsSubtotal: 9_500,
      weightGrams: 1_200,
      weightEstimated: false,
      chargedKilograms: 2,
      free: false,
    });
  });

  it("is nothing for an order without lines, whatever the zone", () => {
    expect(quoteDelivery(inside, []).charge).toBe(0);
    expect(quoteDelivery(null, []).charge).toBe(0);
  });

  it("follows the owners' prices, including a free zone", () => {
    expect(quoteDelivery({ firstKg: 60, perKg: 20, freeFrom: null }, [line(1, 3_000)]).charge).toBe(100);
    expect(quoteDelivery({ firstKg: 0, perKg: 0, freeFrom: null }, [line(1, 3_000)]).charge).toBe(0);
  });

  it("sums the items at their rates", () => {
    expect(quoteDelivery(inside, [line(2, 100, 4_750), line(1, 100, 12_300)]).itemsSubtotal).toBe(21_800);
  });
});

describe("totals and figures", () => {
  it("adds delivery to the items, and nothing while the charge is unknown", () => {
    expect(orderTotal(21_800, 85)).toBe(21_885);
    expect(orderTotal(21_800, 0)).toBe(21_800);
    expect(orderTotal(21_800, null)).toBe(21_800);
  });

  it("gives the range of first-kilogram prices", () => {
    expect(firstKilogramRange(DEFAULT_DELIVERY_RATES)).toEqual({ min: 70, max: 130 });
    expect(
      firstKilogramRange({
        ...DEFAULT_DELIVERY_RATES,
        inside_dhaka: { firstKg: 150, perKg: 0, freeFrom: null },
      }),
    ).toEqual({ min: 110, max: 150 });
  });

  it("writes grams as kilograms", () => {
    expect(formatKilograms(1_500)).toBe("1.5 kg");
    expect(formatKilograms(250)).toBe("0.25 kg");
    expect(formatKilograms(12_000)).toBe("12 kg");
    expect(formatKilograms(1_005)).toBe("1.005 kg");
  });
});
