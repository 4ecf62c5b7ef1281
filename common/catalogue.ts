/** The JSON shapes of SPEC sections 3 and 7: the contract between the API and the browser. */
export type AccessoryImage = { _id: string; imageUrl: string };
export type AccessorySpecification = { _id: string; label: string; value?: string; description?: string };
export type AccessoryInformation = { _id: string; label: string; value: string };

export type Accessory = {
  _id: string;
  name: string;
  size: string;
  code: string;
  rate: number;
  images: AccessoryImage[];
  image: { imageUrl: string } | null;
  specifications: AccessorySpecification[];
  additionalInformation: AccessoryInformation[];
  description: string;
  category: string;
  createdAt: string;
  updatedAt: string;
};

export type Pagination = {
  totalItems: number;
  itemsPerPage: number;
  currentPage: number;
  totalPages: number;
};

export type AccessoryPage = { data: Accessory[]; pagination: Pagination };

export const ACCESSORIES_PER_PAGE = 8;

/** What a page's server loader may read from the catalogue, handed over in the load context. */
export interface CatalogueReader {
  listAccessories(page: number): Promise<AccessoryPage>;
  findAccessory(id: string): Promise<Accessory | null>;
  listAccessoryLinks(): Promise<{ _id: string; name: string; updatedAt: string }[]>;
}
