import { z } from "zod";
import { hasBengaliLetter } from "./lang";
import {
  ACCESSORY_CATEGORY_MAX_LENGTH,
  ACCESSORY_CODE_MAX_LENGTH,
  ACCESSORY_DESCRIPTION_MAX_LENGTH,
  ACCESSORY_NAME_MAX_LENGTH,
  ACCESSORY_PHOTOS_MAX,
  ACCESSORY_RATE_MAX,
  ACCESSORY_ROWS_MAX,
  ACCESSORY_ROW_LABEL_MAX_LENGTH,
  ACCESSORY_ROW_VALUE_MAX_LENGTH,
  ACCESSORY_SIZE_MAX_LENGTH,
  ACCESSORY_STOCK_MAX,
  ACCESSORY_WEIGHT_MAX_KG,
  PHOTO_ALT_MAX_LENGTH,
  RECORD_ID_MAX_LENGTH,
} from "./limits";

/**
 * The back office's accessory form: one schema for the form (checked before it is sent) and the server (the
 * route action and the JSON API). Every message is the one shown beside its field.
 */
export const accessoryFormMessages = {
  nameRequired: "Name is required",
  codeRequired: "Code is required",
  codeTaken: "Another accessory already has this code",
  codePattern: "Code may use letters, digits, hyphens and dots only",
  sizeRequired: "Size is required",
  categoryRequired: "Category is required",
  rateInvalid: "Rate must be a whole number of taka, 0 or more",
  descriptionRequired: "Description is required",
  bengaliLetters: "Write it in Bengali letters, or leave it empty to show the English",
  rowLabelRequired: "Label is required",
  rowValueRequired: "Value is required",
  photoAltRequired: "Describe the photo for people who cannot see it (alt text)",
  photoUnknown: "This photo is no longer available; upload it again",
  tooLong: (max: number) => `At most ${max} characters`,
  tooMany: (max: number, what: string) => `At most ${max} ${what}`,
  unstorable: "Please remove the invisible control characters",
  weightInvalid: "Weight is in kilograms: more than 0, at most 1,000, up to 3 decimals (for example 1.5)",
  stockInvalid: "Stock is a whole number of pieces, 0 or more; leave it empty not to count this accessory",
  thresholdInvalid: "Low stock is a whole number of pieces, 0 or more",
} as const;

const text = (requiredMessage: string, max: number) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage })
    .max(max, { error: accessoryFormMessages.tooLong(max) })
    // PostgreSQL cannot store NUL in text.
    .refine((value) => !value.includes("\u0000"), { error: accessoryFormMessages.unstorable });

/**
 * The Bengali twin of an English text: optional (empty or absent is null, and the Bengali pages show the
 * English), the English field's length and storability, and at least one Bengali letter, so an English text
 * pasted into the wrong field is caught; brand names in Latin letters may stand beside the Bengali.
 */
const bengaliText = (max: number) =>
  z.preprocess(
    (value) => (value === undefined || value === null ? "" : value),
    z
      .string({ error: accessoryFormMessages.bengaliLetters })
      .trim()
      .max(max, { error: accessoryFormMessages.tooLong(max) })
      .refine((value) => !value.includes("\u0000"), { error: accessoryFormMessages.unstorable })
      .refine((value) => value === "" || hasBengaliLetter(value), {
        error: accessoryFormMessages.bengaliLetters,
      })
      .transform((value) => value || null),
  );

/** Typed into a text field (a string) or sent as JSON (a number): either way a whole, non-negative taka. */
const rate = z.preprocess(
  (value) => {
    if (typeof value === "number") return value;
    if (typeof value === "string" && /^\s*\d{1,9}\s*$/.test(value)) return Number(value);
    return Number.NaN;
  },
  z
    .number({ error: accessoryFormMessages.rateInvalid })
    .int({ error: accessoryFormMessages.rateInvalid })
    .min(0, { error: accessoryFormMessages.rateInvalid })
    .max(ACCESSORY_RATE_MAX, { error: accessoryFormMessages.rateInvalid }),
);

/** Kilograms as typed ("1.5", "0,25") or sent as JSON; empty means none (the delivery charge counts 1 kg). */
const weightKg = z.preprocess(
  (value) => {
    if (value === undefined || value === null) return null;
    if (typeof value === "number") return value;
    if (typeof value !== "string") return Number.NaN;
    const text = value.trim().replace(",", ".");
    if (!text) return null;
    return /^\d{1,4}(\.\d{1,3})?$/.test(text) ? Number(text) : Number.NaN;
  },
  z
    .number({ error: accessoryFormMessages.weightInvalid })
    .positive({ error: accessoryFormMessages.weightInvalid })
    .max(ACCESSORY_WEIGHT_MAX_KG, { error: accessoryFormMessages.weightInvalid })
    .refine((kilograms) => Number.isInteger(Math.round(kilograms * 1000 * 1e6) / 1e6), {
      error: accessoryFormMessages.weightInvalid,
    })
    .nullable(),
);

/** A count typed into a text field or sent as JSON; empty means none; absent (undefined) leaves it as it is. */
const pieces = (message: string) =>
  z.preprocess(
    (value) => {
      if (value === undefined) return undefined;
      if (value === null) return null;
      if (typeof value === "number") return value;
      if (typeof value !== "string") return Number.NaN;
      const typed = value.trim();
      if (!typed) return null;
      return /^\d{1,7}$/.test(typed) ? Number(typed) : Number.NaN;
    },
    z
      .number({ error: message })
      .int({ error: message })
      .min(0, { error: message })
      .max(ACCESSORY_STOCK_MAX, { error: message })
      .nullable()
      .optional(),
  );

/**
 * A specification or additional-information row: its label and value, and their optional Bengali twins, which
 * the Bengali pages show instead, each on its own (an empty one shows the English).
 */
const row = z.object({
  label: text(accessoryFormMessages.rowLabelRequired, ACCESSORY_ROW_LABEL_MAX_LENGTH),
  value: text(accessoryFormMessages.rowValueRequired, ACCESSORY_ROW_VALUE_MAX_LENGTH),
  labelBn: bengaliText(ACCESSORY_ROW_LABEL_MAX_LENGTH),
  valueBn: bengaliText(ACCESSORY_ROW_VALUE_MAX_LENGTH),
});

/** The parts of a row the native form posts (`specifications.0.labelBn` …). */
export const ACCESSORY_ROW_FIELDS = ["label", "value", "labelBn", "valueBn"] as const;

const photo = z.object({
  /** An uploaded photo's id, or the `_id` of an image the accessory already shows. */
  id: z.string().trim().min(1).max(RECORD_ID_MAX_LENGTH),
  alt: text(accessoryFormMessages.photoAltRequired, PHOTO_ALT_MAX_LENGTH),
});

/** A checkbox sends "on" when ticked and nothing when not; JSON sends a boolean. */
const checkbox = z.preprocess((value) => value === true || value === "on" || value === "true", z.boolean());

export const accessoryFormSchema = z.object({
  name: text(accessoryFormMessages.nameRequired, ACCESSORY_NAME_MAX_LENGTH),
  code: text(accessoryFormMessages.codeRequired, ACCESSORY_CODE_MAX_LENGTH).regex(
    /^[A-Za-z0-9][A-Za-z0-9.-]*$/,
    {
      error: accessoryFormMessages.codePattern,
    },
  ),
  size: text(accessoryFormMessages.sizeRequired, ACCESSORY_SIZE_MAX_LENGTH),
  category: text(accessoryFormMessages.categoryRequired, ACCESSORY_CATEGORY_MAX_LENGTH),
  rate,
  weightKg: weightKg.default(null),
  description: text(accessoryFormMessages.descriptionRequired, ACCESSORY_DESCRIPTION_MAX_LENGTH),
  /** Shown on the Bengali pages instead of the name and description when filled. */
  nameBn: bengaliText(ACCESSORY_NAME_MAX_LENGTH),
  descriptionBn: bengaliText(ACCESSORY_DESCRIPTION_MAX_LENGTH),
  specifications: z
    .array(row)
    .max(ACCESSORY_ROWS_MAX, { error: accessoryFormMessages.tooMany(ACCESSORY_ROWS_MAX, "rows") })
    .default([]),
  additionalInformation: z
    .array(row)
    .max(ACCESSORY_ROWS_MAX, { error: accessoryFormMessages.tooMany(ACCESSORY_ROWS_MAX, "rows") })
    .default([]),
  photos: z
    .array(photo)
    .max(ACCESSORY_PHOTOS_MAX, { error: accessoryFormMessages.tooMany(ACCESSORY_PHOTOS_MAX, "photos") })
    .default([]),
  outOfStock: checkbox.default(false),
  /**
   * Pieces in the store room; null (empty) when the accessory is not counted, absent to leave it as it is.
   * `stockWas` is the count the form showed: when the field still says that, a delivery or order since the
   * form was opened is not overwritten.
   */
  stock: pieces(accessoryFormMessages.stockInvalid),
  stockWas: pieces(accessoryFormMessages.stockInvalid),
  /** "Only N left" and Low stock at or below this many available; absent or empty keeps it (2 when new). */
  lowStockThreshold: pieces(accessoryFormMessages.thresholdInvalid),
});

/** One piece's weight in whole grams, as the catalogue stores it. */
export function weightGramsOf(weightKg: number | null): number | null {
  return weightKg === null ? null : Math.round(weightKg * 1000);
}

export type AccessoryFormInput = z.input<typeof accessoryFormSchema>;
export type AccessoryFormValues = z.output<typeof accessoryFormSchema>;

/** A save names the version the editor started from (optimistic concurrency). */
export const accessoryVersionSchema = z.preprocess(
  (value) => (typeof value === "string" && /^\d{1,9}$/.test(value) ? Number(value) : value),
  z.number({ error: "version is required" }).int().min(1),
);

/** Field errors keyed by path as the form names its inputs: `name`, `specifications.2.value`, `photos.0.alt`. */
export function accessoryFieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join(".") || "form";
    fields[key] ??= issue.message;
  }
  return fields;
}

/**
 * Reads the native form post (`specifications.0.label`, `photos.1.alt` …) into the schema's shape; rows come
 * in the order of their indexes, which is the order they stand in the form.
 */
export function accessoryFormFromFormData(form: FormData): Record<string, unknown> {
  const rows = (prefix: string, keys: string[]) => {
    const byIndex = new Map<number, Record<string, string>>();
    for (const [name, value] of form.entries()) {
      const match = new RegExp(`^${prefix}\\.(\\d{1,3})\\.(\\w+)$`).exec(name);
      if (!match || !keys.includes(match[2]) || typeof value !== "string") continue;
      const index = Number(match[1]);
      const entry = byIndex.get(index) ?? {};
      entry[match[2]] = value;
      byIndex.set(index, entry);
    }
    return [...byIndex.entries()].sort(([a], [b]) => a - b).map(([, entry]) => entry);
  };
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : undefined;
  };
  return {
    name: field("name"),
    code: field("code"),
    size: field("size"),
    category: field("category"),
    rate: field("rate"),
    weightKg: field("weightKg"),
    description: field("description"),
    nameBn: field("nameBn"),
    descriptionBn: field("descriptionBn"),
    specifications: rows("specifications", [...ACCESSORY_ROW_FIELDS]),
    additionalInformation: rows("additionalInformation", [...ACCESSORY_ROW_FIELDS]),
    photos: rows("photos", ["id", "alt"]),
    outOfStock: field("outOfStock"),
    stock: field("stock") ?? null,
    stockWas: field("stockWas"),
    lowStockThreshold: field("lowStockThreshold"),
  };
}
