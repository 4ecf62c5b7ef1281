import type { SQL } from "drizzle-orm";
import type { Database } from "./database";

/** The rows of a hand-written (parameterised) query, the same on PGlite and on PostgreSQL. */
export async function queryRows<Row>(db: Pick<Database, "execute">, query: SQL): Promise<Row[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: Row[] }).rows;
}
