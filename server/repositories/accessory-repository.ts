import { and, count, desc, eq, inArray, isNull } from "drizzle-orm";
import {
  ACCESSORIES_PER_PAGE,
  type Accessory,
  type AccessoryPage,
  type CatalogueReader,
} from "../../common/catalogue";
import type { Database } from "../db/database";
import { accessories } from "../db/schema";
import { availableStock } from "../../common/stock";

type AccessoryRow = typeof accessories.$inferSelect;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}

/** A row's `labelBn` / `valueBn` only when written, like the accessory's `nameBn`. */
function rowJson<Row extends { labelBn?: string; valueBn?: string }>({ labelBn, valueBn, ...row }: Row) {
  return { ...row, ...(labelBn ? { labelBn } : {}), ...(valueBn ? { valueBn } : {}) };
}

export function toAccessoryJson(row: AccessoryRow): Accessory {
  const images = row.images.filter((image) => Boolean(image.imageUrl));
  const available = availableStock(row.stock, row.stockReserved);
  return {
    _id: row.id,
    name: row.name,
    size: row.size,
    code: row.code,
    rate: row.rate,
    images,
    image: images[0] ? { imageUrl: images[0].imageUrl } : null,
    specifications: row.specifications.map(rowJson),
    additionalInformation: row.additionalInformation.map(rowJson),
    description: row.description,
    category: row.category,
    // Only when written: the Bengali pages show them instead of the English; an accessory without them keeps
    // the exact shape docs/product.md#public-api gives.
    ...(row.nameBn ? { nameBn: row.nameBn } : {}),
    ...(row.descriptionBn ? { descriptionBn: row.descriptionBn } : {}),
    // Only when true: an accessory on sale keeps the exact shape docs/product.md#public-api gives.
    // A counted accessory with nothing available is out of stock too, whatever the switch says.
    ...(row.outOfStock || available === 0 ? { outOfStock: true } : {}),
    // Only when entered: the checkout's delivery estimate counts a piece without one as 1 kg, as the server does.
    ...(row.weightGrams ? { weightGrams: row.weightGrams } : {}),
    // Only when counted: an uncounted accessory keeps the shape it always had.
    ...(available !== null ? { available, lowStockAt: row.lowStockThreshold } : {}),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** On the shop: not archived. An archived accessory stays in the table for the orders that name it. */
const onShop = isNull(accessories.archivedAt);

export function createAccessoryRepository(db: Database): CatalogueReader & {
  exists(id: string): Promise<boolean>;
  countAll(): Promise<number>;
} {
  return {
    async listAccessories(page) {
      const [{ total }] = await db.select({ total: count() }).from(accessories).where(onShop);
      // The page's ids from the newest-first index alone, then only those rows in full: an offset over whole
      // rows reads every skipped row, which a catalogue of thousands makes slow on its later pages.
      const pageIds = db
        .select({ id: accessories.id })
        .from(accessories)
        .where(onShop)
        .orderBy(desc(accessories.createdAt), desc(accessories.id))
        .limit(ACCESSORIES_PER_PAGE)
        .offset((page - 1) * ACCESSORIES_PER_PAGE);
      const rows = await db
        .select()
        .from(accessories)
        .where(inArray(accessories.id, pageIds))
        .orderBy(desc(accessories.createdAt), desc(accessories.id));
      const result: AccessoryPage = {
        data: rows.map(toAccessoryJson),
        pagination: {
          totalItems: total,
          itemsPerPage: ACCESSORIES_PER_PAGE,
          currentPage: page,
          totalPages: Math.max(1, Math.ceil(total / ACCESSORIES_PER_PAGE)),
        },
      };
      return result;
    },
    async findAccessory(id) {
      if (!isUuid(id)) return null;
      const [row] = await db
        .select()
        .from(accessories)
        .where(and(eq(accessories.id, id), onShop))
        .limit(1);
      return row ? toAccessoryJson(row) : null;
    },
    async listAccessoryLinks() {
      const rows = await db
        .select({ id: accessories.id, name: accessories.name, updatedAt: accessories.updatedAt })
        .from(accessories)
        .where(onShop)
        .orderBy(desc(accessories.createdAt), desc(accessories.id));
      return rows.map((row) => ({ _id: row.id, name: row.name, updatedAt: row.updatedAt.toISOString() }));
    },
    async exists(id) {
      if (!isUuid(id)) return false;
      const [row] = await db
        .select({ id: accessories.id })
        .from(accessories)
        .where(eq(accessories.id, id))
        .limit(1);
      return Boolean(row);
    },
    async countAll() {
      const [{ total }] = await db.select({ total: count() }).from(accessories);
      return total;
    },
  };
}

export type AccessoryRepository = ReturnType<typeof createAccessoryRepository>;
