import type { SQL } from "drizzle-orm";
import type { Database } from "../../../server/db/database";

/** Raw rows of a query; both drivers (node-postgres and PGlite) answer `execute` with `{ rows }`. */
export async function queryRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
