import { LOW_STOCK_THRESHOLD_DEFAULT } from "../../../../common/limits";
import type { FormPhoto } from "./photo-upload";

/** A specification or additional-information row as typed; an empty Bengali part shows the English. */
export type AccessoryRowValues = { label: string; value: string; labelBn: string; valueBn: string };

/** Stored rows as the form types them: a Bengali part not written is an empty field. */
export const toRowValues = (
  rows: { label: string; value: string; labelBn: string | null; valueBn: string | null }[],
): AccessoryRowValues[] =>
  rows.map((row) => ({ ...row, labelBn: row.labelBn ?? "", valueBn: row.valueBn ?? "" }));

/** What the accessory form holds, as typed: strings for the numbers, so a half-typed value is kept. */
export type AccessoryEditorValues = {
  name: string;
  code: string;
  size: string;
  category: string;
  rate: string;
  /** Kilograms as typed; empty when the accessory has no weight. */
  weightKg: string;
  description: string;
  /** The Bengali pages' name and description as typed; empty: they show the English. */
  nameBn: string;
  descriptionBn: string;
  specifications: AccessoryRowValues[];
  additionalInformation: AccessoryRowValues[];
  photos: FormPhoto[];
  outOfStock: boolean;
  /** Pieces in the store room as typed; empty when the accessory is not counted. */
  stock: string;
  lowStockThreshold: string;
};

/** A new accessory's form: every field empty, the low-stock threshold at its default. */
export const emptyAccessory: AccessoryEditorValues = {
  name: "",
  code: "",
  size: "",
  category: "",
  rate: "",
  weightKg: "",
  description: "",
  nameBn: "",
  descriptionBn: "",
  specifications: [],
  additionalInformation: [],
  photos: [],
  outOfStock: false,
  stock: "",
  lowStockThreshold: String(LOW_STOCK_THRESHOLD_DEFAULT),
};
