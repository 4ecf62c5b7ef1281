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

/** The fields that only Bengali pages read: the accessory's own and each row's. */
type BengaliFields = "nameBn" | "descriptionBn";
type WithoutRowBengali<Row> = Omit<Row, "labelBn" | "valueBn">;

function rowWithoutBengali<Row extends LocalisedRow>(row: Row): WithoutRowBengali<Row> {
  const { labelBn: _label, valueBn: _value, ...english } = row;
  return english;
}

/**
 * The accessory as a page in `lang` carries it in its data: whole on Bengali pages, and on English pages
 * without its Bengali name, description and row texts, which an English page never shows, so they stay out
 * of its HTML. Page loaders shape their accessories here; the API answers keep every field.
 */
export function accessoryIn(lang: Lang, accessory: Accessory): Accessory {
  if (lang === "bn") return accessory;
  const { nameBn: _name, descriptionBn: _description, ...english } = accessory;
  return {
    ...english,
    specifications: accessory.specifications.map(rowWithoutBengali),
    additionalInformation: accessory.additionalInformation.map(rowWithoutBengali),
  } satisfies Omit<Accessory, BengaliFields>;
}

/** A catalogue page as a page in `lang` carries it: each accessory through `accessoryIn`. */
export function accessoryPageIn(lang: Lang, page: AccessoryPage): AccessoryPage {
  return lang === "bn" ? page : { ...page, data: page.data.map((accessory) => accessoryIn(lang, accessory)) };
}
