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

/**
 * What a showcase card (the home page's preview) shows of an accessory: its name, size, price, stock words and
 * first photograph. The home page's data carries these instead of whole records (a record's description,
 * specifications and other photographs were 15 KB of the page's 26 KB of route data, written into its HTML
 * and read again before hydration). Catalogue cards keep whole records: their Add to Cart puts the accessory's
 * fields in the cart.
 */
export type AccessoryCardRecord = Pick<
  Accessory,
  "_id" | "name" | "nameBn" | "size" | "rate" | "images" | "image" | "outOfStock" | "available" | "lowStockAt"
>;

export type AccessoryCardPage = { data: AccessoryCardRecord[]; pagination: AccessoryPage["pagination"] };

/** The accessory's first photograph that has an address. */
function firstPhotograph(accessory: Pick<Accessory, "images">): Accessory["images"][number] | undefined {
  return accessory.images.find((image) => image.imageUrl);
}

/** The photograph a card shows: the first one with an address, else the record's main image. */
export function cardImageOf(
  accessory: Pick<Accessory, "images" | "image">,
): Accessory["images"][number] | undefined {
  const first = firstPhotograph(accessory);
  if (first) return first;
  return accessory.image?.imageUrl ? { _id: "main", imageUrl: accessory.image.imageUrl } : undefined;
}

/** The card's fields of an accessory, on a page in `lang` (the Bengali name on Bengali pages only). */
export function accessoryCardIn(lang: Lang, accessory: Accessory): AccessoryCardRecord {
  const first = firstPhotograph(accessory);
  const card: AccessoryCardRecord = {
    _id: accessory._id,
    name: accessory.name,
    size: accessory.size,
    rate: accessory.rate,
    images: first ? [first] : [],
    image: first ? null : accessory.image,
  };
  if (lang === "bn" && accessory.nameBn) card.nameBn = accessory.nameBn;
  if (accessory.outOfStock !== undefined) card.outOfStock = accessory.outOfStock;
  if (accessory.available !== undefined) card.available = accessory.available;
  if (accessory.lowStockAt !== undefined) card.lowStockAt = accessory.lowStockAt;
  return card;
}

/** A catalogue page as showcase cards in `lang`, at most `count` of them. */
export function accessoryCardPageIn(lang: Lang, page: AccessoryPage, count: number): AccessoryCardPage {
  return {
    data: page.data.slice(0, count).map((accessory) => accessoryCardIn(lang, accessory)),
    pagination: page.pagination,
  };
}
