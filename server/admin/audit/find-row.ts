import { eq } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../../db/database";
import { notFound } from "../../http/api-error";
import { isUuid } from "../../repositories/accessory-repository";

/** A table whose records are named by a UUID `id`, as the back office's addresses name them. */
export type TableWithId = PgTable & { id: AnyPgColumn };

/**
 * The record a back-office address names, as stored, before a change is checked against it; a 404 with
 * `notFoundMessage` ("Order not found") when there is none, and for an id that is not a UUID at all, which
 * PostgreSQL would refuse rather than find nothing.
 */
export async function findRowById<T extends TableWithId>(
  db: Database,
  table: T,
  id: string,
  notFoundMessage: string,
): Promise<T["$inferSelect"]> {
  if (!isUuid(id)) throw notFound(notFoundMessage);
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id))
    .limit(1);
  if (!row) throw notFound(notFoundMessage);
  return row as T["$inferSelect"];
}
