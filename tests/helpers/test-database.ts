import pg from "pg";
import { drizzle } from "drizzle-orm/node-postgres";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../server/app";
import { loadConfig, type Config } from "../../server/config";
import { openDatabase, type Database, type DatabaseHandle } from "../../server/db/database";
import * as schema from "../../server/db/schema";
import { createPostgresDatabase } from "./postgres-database";
import { seedCatalogueWhenEmpty } from "../../server/db/seed";

export type DatabaseKind = DatabaseHandle["kind"];

export type TestDatabase = DatabaseHandle & {
  /** The created database's postgres:// URL; absent on PGlite, which lives in this process only. */
  url?: string;
  /** Closes the handle and, on PostgreSQL, drops the database it created. */
  destroy: () => Promise<void>;
};

/** PGlite always; PostgreSQL as well when TEST_DATABASE_URL names a server to create databases on. */
export function databaseKinds(): DatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
}

/**
 * A fresh, migrated database for one test file. On PostgreSQL each call creates its own database on the
 * TEST_DATABASE_URL server, so parallel files and parallel runs never see each other's rows.
 */
export async function createTestDatabase(kind: DatabaseKind = "pglite"): Promise<TestDatabase> {
  if (kind === "pglite") {
    const handle = await openDatabase({ dataDir: "memory://" });
    return { ...handle, destroy: handle.close };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DATABASE_URL must be set to test on PostgreSQL");
  const database = await createPostgresDatabase(serverUrl, "test");
  let handle: DatabaseHandle;
  try {
    handle = await openDatabase({ databaseUrl: database.url, dataDir: "memory://" });
  } catch (error) {
    await database.drop();
    throw error;
  }
  return {
    ...handle,
    url: database.url,
    destroy: async () => {
      await handle.close();
      await database.drop();
    },
  };
}

/** A PostgreSQL handle whose server never answers: every query fails the way an outage does. */
export function createUnreachableDatabase(): DatabaseHandle {
  // Port 1 is reserved and closed, so connecting fails at once with ECONNREFUSED.
  const pool = new pg.Pool({
    connectionString: "postgres://postgres@127.0.0.1:1/none",
    connectionTimeoutMillis: 500,
  });
  pool.on("error", () => {});
  let closed = false;
  return {
    kind: "postgres",
    db: drizzle({ client: pool, schema }) as unknown as Database,
    ping: () =>
      pool.query("select 1").then(
        () => true,
        () => false,
      ),
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

export type TestAppOptions = {
  kind?: DatabaseKind;
  /** Fill the catalogue with the seed accessories before the app is built. */
  seed?: boolean;
  /** Environment overrides for loadConfig, like { RATE_LIMIT_MAX: "3" }. */
  env?: Record<string, string>;
  /** Use this database instead of creating one; the caller keeps ownership of it. */
  database?: DatabaseHandle;
};

export type TestApp = {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  close: () => Promise<void>;
};

/** The API (no web pages) on a fresh database, with rate limits off unless the test turns them on. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    RATE_LIMIT_MAX: "0",
    CATALOGUE_CACHE_MS: "0",
    SEED_WHEN_EMPTY: "false",
    ...options.env,
  });
  const owned = options.database ? undefined : await createTestDatabase(options.kind);
  const database = options.database ?? owned!;
  try {
    if (options.seed) await seedCatalogueWhenEmpty(database.db);
    const app = await buildApp({ config, database });
    await app.ready();
    return {
      app,
      database,
      config,
      close: async () => {
        await app.close();
        await owned?.destroy();
      },
    };
  } catch (error) {
    await owned?.destroy();
    throw error;
  }
}
