import { z } from "zod";
import { groupThousands } from "../format";
import {
  DEFAULT_DELIVERY_RATES,
  DELIVERY_ZONE_LABELS,
  DELIVERY_ZONES,
  type DeliveryRates,
  type DeliveryZone,
} from "./delivery-charge";
import { defaultSuburbs, isAreaName } from "./places";

/**
 * The owners' delivery settings (/admin/settings/delivery): each zone's prices and free-delivery threshold, and
 * which areas of Dhaka, Gazipur and Narayanganj count as suburbs. One schema for the page's form and the API.
 */
export type DeliverySettings = { rates: DeliveryRates; suburbs: string[] };

export const DELIVERY_CHARGE_MAX = 10_000;
export const FREE_DELIVERY_FROM_MAX = 10_000_000;

export const deliverySettingsMessages = {
  firstKg: `Enter the first kilogram's charge in whole taka, 0 to ${groupThousands(DELIVERY_CHARGE_MAX)}`,
  perKg: `Enter the charge per further kilogram in whole taka, 0 to ${groupThousands(DELIVERY_CHARGE_MAX)}`,
  freeFrom: `Leave empty, or enter an order value in whole taka, 1 to ${groupThousands(FREE_DELIVERY_FROM_MAX)}`,
  unknownArea: "Choose areas from the list only",
} as const;

export function defaultDeliverySettings(): DeliverySettings {
  return { rates: structuredClone(DEFAULT_DELIVERY_RATES) as DeliveryRates, suburbs: defaultSuburbs() };
}

/** Typed into a text field (a string) or sent as JSON (a number): whole taka within the limits. */
const wholeTaka = (min: number, max: number, message: string) =>
  z.preprocess(
    (value) => {
      if (typeof value === "number") return value;
      if (typeof value === "string" && /^\s*\d{1,9}\s*$/.test(value)) return Number(value);
      return Number.NaN;
    },
    z
      .number({ error: message })
      .int({ error: message })
      .min(min, { error: message })
      .max(max, { error: message }),
  );

/** Empty (no threshold) or whole taka. */
const freeFrom = z.preprocess(
  (value) =>
    value === "" || value === undefined || (typeof value === "string" && !value.trim()) ? null : value,
  wholeTaka(1, FREE_DELIVERY_FROM_MAX, deliverySettingsMessages.freeFrom).nullable(),
);

const zoneRatesSchema = z.object({
  firstKg: wholeTaka(0, DELIVERY_CHARGE_MAX, deliverySettingsMessages.firstKg),
  perKg: wholeTaka(0, DELIVERY_CHARGE_MAX, deliverySettingsMessages.perKg),
  freeFrom,
});

export const deliverySettingsSchema = z.object({
  rates: z.object({
    inside_dhaka: zoneRatesSchema,
    dhaka_suburbs: zoneRatesSchema,
    outside_dhaka: zoneRatesSchema,
  }),
  suburbs: z
    .array(z.string().max(80))
    .max(500)
    .refine((names) => names.every(isAreaName), { error: deliverySettingsMessages.unknownArea })
    // Kept in one order, without repeats, so the stored value and the audit log read the same each time.
    .transform((names) => [...new Set(names)].sort()),
});

export type DeliverySettingsInput = z.input<typeof deliverySettingsSchema>;

/** A save names the version it started from (optimistic concurrency, as everywhere in the back office). */
export const deliverySettingsVersionSchema = z.preprocess(
  (value) => (typeof value === "string" && /^\d{1,9}$/.test(value) ? Number(value) : value),
  z.number({ error: "version is required" }).int().min(0),
);

/** The form's field names: `rates.inside_dhaka.firstKg` …, and one `suburbs` checkbox per area. */
export function rateFieldName(zone: DeliveryZone, field: "firstKg" | "perKg" | "freeFrom"): string {
  return `rates.${zone}.${field}`;
}

/** Reads the native form post into the schema's shape. */
export function deliverySettingsFromFormData(form: FormData): Record<string, unknown> {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : undefined;
  };
  const rates = Object.fromEntries(
    DELIVERY_ZONES.map((zone) => [
      zone,
      {
        firstKg: text(rateFieldName(zone, "firstKg")),
        perKg: text(rateFieldName(zone, "perKg")),
        freeFrom: text(rateFieldName(zone, "freeFrom")),
      },
    ]),
  );
  const suburbs = form.getAll("suburbs").filter((value): value is string => typeof value === "string");
  return { rates, suburbs, version: text("version") };
}

/** Field errors keyed as the form names its inputs (`rates.inside_dhaka.firstKg`, `suburbs`). */
export function deliverySettingsFieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join(".") || "form";
    fields[key] ??= issue.message;
  }
  return fields;
}

export { DELIVERY_ZONE_LABELS };
