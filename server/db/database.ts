import fs from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema";
import { withPostgresStartupLock } from "./startup-lock";
import { projectRoot } from "../project-root";
import { DATABASE_PING_TIMEOUT_MS, DATABASE_POOL } from "../../common/limits";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  kind: "pglite" | "postgres";
  db: Database;
  /** The postgres:// URL, for what needs a connection of its own (the cache bus's LISTEN); absent on PGlite. */
  url?: string;
  /** Resolves when the database answers a trivial query within the time limit. */
  ping: (timeoutMs?: number) => Promise<boolean>;
  close: () => Promise<void>;
};

export type DatabaseOptions = {
  /** postgres:// URL; when absent the embedded PGlite is used. */
  databaseUrl?: string;
  /** Directory for PGlite's files; "memory://" keeps it in memory (tests). */
  dataDir: string;
};

export const migrationsFolder = path.join(projectRoot, "server", "db", "migrations");

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const handle = options.databaseUrl
    ? await openPostgres(options.databaseUrl)
    : await openPglite(options.dataDir);
  return handle;
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  if (!dataDir.startsWith("memory://")) await fs.mkdir(dataDir, { recursive: true });
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  // pg_trgm indexes the back office's searches by name; PostgreSQL ships it in its contrib set.
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  const db = drizzle({ client, schema });
  await migrate(db, { migrationsFolder });
  let closed = false;
  return {
    kind: "pglite",
    db: db as unknown as Database,
    ping: async () => {
      if (closed) return false;
      try {
        await client.query("select 1");
        return true;
      } catch {
        return false;
      }
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await client.close();
    },
  };
}

async function openPostgres(databaseUrl: string): Promise<DatabaseHandle> {
  const { QueuedPool } = await import("./queued-pool");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const pool = new QueuedPool({
    connectionString: databaseUrl,
    // An outage must surface as a quick 503, not a request that hangs (see DATABASE_POOL).
    max: DATABASE_POOL.maxConnections,
    connectionTimeoutMillis: DATABASE_POOL.connectionTimeoutMs,
    query_timeout: DATABASE_POOL.queryTimeoutMs,
    queueTimeoutMillis: DATABASE_POOL.queueTimeoutMs,
    idleTimeoutMillis: DATABASE_POOL.idleTimeoutMs,
  });
  // An idle client losing its connection emits on the pool; without a listener that would crash the process.
  pool.on("error", () => {});
  const db = drizzle({ client: pool, schema });
  // Several instances starting at once: one applies the migrations, the others wait and find them applied.
  try {
    await withPostgresStartupLock(databaseUrl, (client) =>
      migrate(drizzle({ client, schema }), { migrationsFolder }),
    );
  } catch (error) {
    await pool.end().catch(() => {});
    throw error;
  }
  let closed = false;
  return {
    kind: "postgres",
    db: db as unknown as Database,
    url: databaseUrl,
    ping: async (timeoutMs = DATABASE_PING_TIMEOUT_MS) => {
      if (closed) return false;
      try {
        await withTimeout(db.execute(sql`select 1`), timeoutMs);
        return true;
      } catch {
        return false;
      }
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("timed out")), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
