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
