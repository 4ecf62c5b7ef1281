import pg from "pg";
import { STARTUP_CONNECTION_TIMEOUT_MS, STARTUP_LOCK_WAIT_MS } from "../../common/limits";

/** The advisory lock key of start-up work (migrations, the first owner); seeding has its own (seed.ts). */
export const STARTUP_LOCK_KEY = 727_002;

/**
 * Runs `work` while holding a PostgreSQL session advisory lock on a connection of its own, so that several
 * instances starting at the same moment do their start-up work one after the other: the first applies the
 * migrations, the next ones find them applied. The lock belongs to the connection, so an instance that dies
 * half-way releases it with its connection. The connection is handed to `work` (it has no query time limit,
 * which a long migration may need). Without a URL (the embedded PGlite, one process) it just runs `work`.
 */
export async function withStartupLock<T>(
  databaseUrl: string | undefined,
  work: () => Promise<T>,
): Promise<T> {
  return databaseUrl ? withPostgresStartupLock(databaseUrl, work) : work();
}

/** withStartupLock on PostgreSQL, handing `work` the connection that holds the lock. */
export async function withPostgresStartupLock<T>(
  databaseUrl: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({
    connectionString: databaseUrl,
    application_name: "nakshi-interiors start-up",
    connectionTimeoutMillis: STARTUP_CONNECTION_TIMEOUT_MS,
  });
  // A connection lost while waiting or working fails the query in progress; this only keeps it from crashing.
  client.on("error", () => {});
  await client.connect();
  try {
    await client.query(`set lock_timeout = ${STARTUP_LOCK_WAIT_MS}`);
    await client.query("select pg_advisory_lock($1)", [STARTUP_LOCK_KEY]);
    await client.query("set lock_timeout = 0");
    try {
      return await work(client);
    } finally {
      await client.query("select pg_advisory_unlock($1)", [STARTUP_LOCK_KEY]).catch(() => {});
    }
  } finally {
    await client.end().catch(() => {});
  }
}
