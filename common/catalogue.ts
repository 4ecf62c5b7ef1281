import type { Accessory, AccessoryPage } from "./api-schemas";

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
