import { describe, expect, it } from "vitest";
import { DEFAULT_DELIVERY_RATES } from "./delivery-charge";
import {
  deliverySettingsFromFormData,
  deliverySettingsMessages,
  deliverySettingsSchema,
  defaultDeliverySettings,
} from "./delivery-settings";
import { checkOrderPlace, orderPlaceMessages, orderRequestSchema } from "./order-place";
import { BENGALI_PLACE_NAMES } from "./place-names-bn";
import { AREA_DISTRICTS, AREAS, areasOf, DISTRICTS, findArea, findDistrict } from "./places";

describe("the place lists", () => {
  it("hold Bangladesh's 64 districts, each with its Bangla name, once", () => {
    expect(DISTRICTS).toHaveLength(64);
    expect(new Set(DISTRICTS.map((district) => district.name)).size).toBe(64);
    for (const district of DISTRICTS)
      expect(BENGALI_PLACE_NAMES[district.name]).toMatch(/^[\u0980-\u09FF\s]+$/);
    expect(findDistrict("Dhaka")).toEqual({ name: "Dhaka" });
    expect(BENGALI_PLACE_NAMES.Dhaka).toBe("ঢাকা");
  });

  it("hold areas for Dhaka, Gazipur and Narayanganj only, with names unique across them", () => {
    expect(new Set(AREAS.map((area) => area.district))).toEqual(new Set(AREA_DISTRICTS));
    expect(new Set(AREAS.map((area) => area.name)).size).toBe(AREAS.length);
    for (const area of AREAS) expect(BENGALI_PLACE_NAMES[area.name]).toMatch(/^[\u0980-\u09FF\s-]+$/);
  });

  it("keep the Bangla names apart, one for each place and none for a place not on the lists", () => {
    expect(DISTRICTS.concat(AREAS).some((place) => /[\u0980-\u09FF]/.test(JSON.stringify(place)))).toBe(
      false,
    );
    expect(Object.keys(BENGALI_PLACE_NAMES).sort()).toEqual(
      [...DISTRICTS, ...AREAS].map((place) => place.name).sort(),
    );
  });

  it("know the suburbs the issue names", () => {
    for (const [district, name] of [
      ["Dhaka", "Savar"],
      ["Dhaka", "Keraniganj"],
      ["Dhaka", "Dhamrai"],
      ["Dhaka", "Dohar"],
      ["Dhaka", "Nawabganj"],
      ["Gazipur", "Tongi"],
    ]) {
      expect(findArea(district, name)).toMatchObject({ name, suburbByDefault: true });
    }
    expect(findArea("Dhaka", "Dhanmondi")).toMatchObject({ suburbByDefault: false });
    expect(areasOf("Gazipur").every((area) => area.suburbByDefault)).toBe(true);
  });

  it("find a district by any case, extra spaces or a common other spelling", () => {
    expect(findDistrict("  rajshahi ")?.name).toBe("Rajshahi");
    expect(findDistrict("Chittagong")?.name).toBe("Chattogram");
    expect(findDistrict("Cox's Bazar")?.name).toBe("Coxsbazar");
    expect(findDistrict("Bogra")?.name).toBe("Bogura");
    expect(findDistrict("Dhakka")).toBeUndefined();
  });

  it("find an area only within its district", () => {
    expect(findArea("Dhaka", "dhanmondi")?.name).toBe("Dhanmondi");
    expect(findArea("Gazipur", "Dhanmondi")).toBeUndefined();
  });
});

describe("the order's place (POST order/save-order)", () => {
  const customer = { name: "Farhana", email: "", address: "House 12, Road 5", phone: "01711223344" };

  it("takes the SPEC's body alone: the place is optional", () => {
    expect(orderRequestSchema.safeParse(customer).success).toBe(true);
    expect(orderRequestSchema.safeParse({ ...customer, district: null, area: null }).success).toBe(true);
  });

  it("spells the names as the lists do", () => {
    expect(checkOrderPlace({ district: "dhaka", area: " savar " })).toEqual({
      place: { district: "Dhaka", area: "Savar" },
      problems: {},
    });
    expect(checkOrderPlace({ district: "Rajshahi" }).place).toEqual({ district: "Rajshahi", area: null });
    expect(checkOrderPlace({ district: "", area: "" }).place).toEqual({ district: null, area: null });
  });

  it("refuses names that match nothing, each with its field's message", () => {
    const refused = (body: object) => {
      const result = orderRequestSchema.safeParse({ ...customer, ...body });
      expect(result.success).toBe(false);
      return Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join("."), issue.message]));
    };
    expect(refused({ district: "Atlantis" })).toEqual({ district: orderPlaceMessages.districtUnknown });
    expect(refused({ district: "Dhaka", area: "Agrabad" })).toEqual({ area: orderPlaceMessages.areaUnknown });
    expect(refused({ area: "Savar" })).toEqual({ area: orderPlaceMessages.areaWithoutDistrict });
    expect(refused({ district: "Rajshahi", area: "Boalia" })).toEqual({
      area: orderPlaceMessages.areaNotApplicable,
    });
    expect(refused({ district: 42 })).toHaveProperty("district");
  });
});

describe("the delivery settings", () => {
  it("default to the couriers' rates and the suburbs of the place list", () => {
    const settings = defaultDeliverySettings();
    expect(settings.rates).toEqual(DEFAULT_DELIVERY_RATES);
    expect(settings.suburbs).toContain("Savar");
    expect(settings.suburbs).not.toContain("Dhanmondi");
    expect(deliverySettingsSchema.parse(settings)).toEqual({
      ...settings,
      suburbs: [...settings.suburbs].sort(),
    });
  });

  it("read the owners' form: whole taka, an empty threshold as none, one checkbox per suburb", () => {
    const form = new FormData();
    form.set("rates.inside_dhaka.firstKg", "60");
    form.set("rates.inside_dhaka.perKg", "15");
    form.set("rates.inside_dhaka.freeFrom", "15000");
    form.set("rates.dhaka_suburbs.firstKg", " 110 ");
    form.set("rates.dhaka_suburbs.perKg", "25");
    form.set("rates.dhaka_suburbs.freeFrom", "");
    form.set("rates.outside_dhaka.firstKg", "130");
    form.set("rates.outside_dhaka.perKg", "25");
    form.append("suburbs", "Tongi");
    form.append("suburbs", "Savar");
    form.append("suburbs", "Savar");
    expect(deliverySettingsSchema.parse(deliverySettingsFromFormData(form))).toEqual({
      rates: {
        inside_dhaka: { firstKg: 60, perKg: 15, freeFrom: 15_000 },
        dhaka_suburbs: { firstKg: 110, perKg: 25, freeFrom: null },
        outside_dhaka: { firstKg: 130, perKg: 25, freeFrom: null },
      },
      suburbs: ["Savar", "Tongi"],
    });
  });

  it("refuse fractions, negatives, text, too much, and areas that are not on the list", () => {
    const base = defaultDeliverySettings();
    const refused = (change: (settings: Record<string, unknown>) => void) => {
      const input = structuredClone(base) as unknown as Record<string, unknown>;
      change(input);
      const result = deliverySettingsSchema.safeParse(input);
      expect(result.success).toBe(false);
      return result.error!.issues[0];
    };
    const rates = (input: Record<string, unknown>) => input.rates as Record<string, Record<string, unknown>>;
    expect(refused((input) => (rates(input).inside_dhaka.firstKg = 70.5)).message).toBe(
      deliverySettingsMessages.firstKg,
    );
    expect(refused((input) => (rates(input).outside_dhaka.perKg = -1)).path).toEqual([
      "rates",
      "outside_dhaka",
      "perKg",
    ]);
    expect(refused((input) => (rates(input).dhaka_suburbs.firstKg = "seventy")).message).toBe(
      deliverySettingsMessages.firstKg,
    );
    expect(refused((input) => (rates(input).inside_dhaka.firstKg = 10_001)).message).toBe(
      deliverySettingsMessages.firstKg,
    );
    expect(refused((input) => (rates(input).inside_dhaka.freeFrom = 0)).message).toBe(
      deliverySettingsMessages.freeFrom,
    );
    expect(refused((input) => (input.suburbs = ["Savar", "Agrabad"])).message).toBe(
      deliverySettingsMessages.unknownArea,
    );
  });
});
