import { and, count, desc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/database";
import { accessories, orderItems, staffAccounts } from "../../db/schema";
import { ADMIN_ACCESSORIES_PER_PAGE } from "../../../common/limits";
import { lowStockCondition } from "../../stock/stock-ledger";

export type AccessoryRow = typeof accessories.$inferSelect;
export type AccessoryChanges = Omit<
  typeof accessories.$inferInsert,
  "id" | "createdAt" | "updatedAt" | "version" | "archivedAt"
>;

/** The transaction a change runs in (the audit entry is written with it). */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** `%` and `_` typed into the search box are searched for, not wildcards. */
function likePattern(query: string): string {
  return `%${query.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function searchCondition(query: string | undefined): SQL | undefined {
  if (!query) return undefined;
  const pattern = likePattern(query);
  // lower(name) and lower(code) match the trigram indexes accessories_name_search and accessories_code_search,
  // so a search reads the matching rows instead of the whole catalogue.
  return or(sql`lower(${accessories.name}) like ${pattern}`, sql`lower(${accessories.code}) like ${pattern}`);
}

export function createAccessoryAdminRepository(db: Database) {
  return {
    async list({ query, page, lowStock = false }: { query?: string; page: number; lowStock?: boolean }) {
      const where = and(searchCondition(query), lowStock ? lowStockCondition : undefined);
      const [{ total }] = await db.select({ total: count() }).from(accessories).where(where);
      // The page's ids first, from the newest-first index alone; only those 25 rows are then read in full (an
      // offset over whole rows would read every skipped row's JSON).
      const pageIds = db
        .select({ id: accessories.id })
        .from(accessories)
        .where(where)
        .orderBy(desc(accessories.createdAt), desc(accessories.id))
        .limit(ADMIN_ACCESSORIES_PER_PAGE)
        .offset((page - 1) * ADMIN_ACCESSORIES_PER_PAGE);
      const rows = await db
        .select({
          id: accessories.id,
          name: accessories.name,
          code: accessories.code,
          category: accessories.category,
          rate: accessories.rate,
          outOfStock: accessories.outOfStock,
          stock: accessories.stock,
          stockReserved: accessories.stockReserved,
          lowStockThreshold: accessories.lowStockThreshold,
          archivedAt: accessories.archivedAt,
          updatedAt: accessories.updatedAt,
          createdAt: accessories.createdAt,
          firstImage: sql<string | null>`${accessories.images} -> 0 ->> 'imageUrl'`,
        })
        .from(accessories)
        .where(inArray(accessories.id, pageIds))
        .orderBy(desc(accessories.createdAt), desc(accessories.id));
      return { rows, total };
    },

    async find(id: string, executor: Pick<Database, "select"> = db) {
      const [row] = await executor
        .select({ accessory: accessories, updatedByName: staffAccounts.name })
        .from(accessories)
        .leftJoin(staffAccounts, eq(staffAccounts.id, accessories.updatedBy))
        .where(eq(accessories.id, id))
        .limit(1);
      return row;
    },

    async codeTaken(code: string, exceptId?: string) {
      const [row] = await db
        .select({ id: accessories.id })
        .from(accessories)
        .where(
          exceptId
            ? and(eq(accessories.code, code), sql`${accessories.id} <> ${exceptId}`)
            : eq(accessories.code, code),
        )
        .limit(1);
      return Boolean(row);
    },

    async insert(tx: Transaction, values: AccessoryChanges) {
      const [row] = await tx.insert(accessories).values(values).returning();
      return row;
    },

    /** Saves only when the row is still at `version`; undefined when someone saved first (or it is gone). */
    async updateAtVersion(
      tx: Transaction,
      id: string,
      version: number,
      changes: Partial<AccessoryChanges> & { archivedAt?: Date | null },
    ) {
      const [row] = await tx
        .update(accessories)
        .set({ ...changes, version: sql`${accessories.version} + 1`, updatedAt: sql`now()` })
        .where(and(eq(accessories.id, id), eq(accessories.version, version)))
        .returning();
      return row;
    },

    async timesOrdered(id: string, executor: Pick<Database, "select"> = db) {
      const [{ total }] = await executor
        .select({ total: count() })
        .from(orderItems)
        .where(eq(orderItems.accessoryId, id));
      return total;
    },

    async delete(tx: Transaction, id: string) {
      const [row] = await tx.delete(accessories).where(eq(accessories.id, id)).returning();
      return row;
    },
  };
}

export type AccessoryAdminRepository = ReturnType<typeof createAccessoryAdminRepository>;
