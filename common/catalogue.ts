import type { Accessory, AccessoryPage } from "./api-schemas";
import type { Lang } from "./lang";

/** The catalogue's JSON shapes (docs/product.md#entities, docs/product.md#api), inferred from the API's zod schemas. */
export type {
  Accessory,
  AccessoryImage,
  AccessoryInformation,
  AccessoryPage,
  AccessorySpecification,
  Pagination,
} from "./api-schemas";

export const ACCESSORIES_PER_PAGE = 8;

/** What a page's server loader may read from the catalogue, handed over in the load context. */
export interface CatalogueReader {
  listAccessories(page: number): Promise<AccessoryPage>;
  findAccessory(id: string): Promise<Accessory | null>;
  listAccessoryLinks(): Promise<{ _id: string; name: string; updatedAt: string }[]>;
}

type LocalisedText = Pick<Accessory, "name" | "description" | "nameBn" | "descriptionBn">;

/** The accessory's name on a page in `lang`: the Bengali one on Bengali pages when the catalogue has it. */
export function accessoryName(accessory: Pick<LocalisedText, "name" | "nameBn">, lang: Lang): string {
  return (lang === "bn" && accessory.nameBn) || accessory.name;
}

/** The accessory's description on a page in `lang`, falling back to the English like the name. */
export function accessoryDescription(
  accessory: Pick<LocalisedText, "description" | "descriptionBn">,
  lang: Lang,
): string {
  return (lang === "bn" && accessory.descriptionBn) || accessory.description;
}

/** A specification or additional-information row, with its optional Bengali label and value. */
type LocalisedRow = { label: string; value?: string; labelBn?: string; valueBn?: string };

/**
 * A row's label and value on a page in `lang`: on Bengali pages each Bengali part the catalogue has, and the
 * English for a part it has not (the row is never left out).
 */
export function accessoryRowText<Row extends LocalisedRow>(
  row: Row,
  lang: Lang,
): { label: string; value: Row["value"] } {
  if (lang !== "bn") return { label: row.label, value: row.value };
  return { label: row.labelBn || row.label, value: row.valueBn || row.value };
}
