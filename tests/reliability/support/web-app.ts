import type { FastifyInstance } from "fastify";
import { buildApp, type AppOptions } from "../../../server/app";
import { loadConfig } from "../../../server/config";
import type { DatabaseHandle } from "../../../server/db/database";
import { seedCatalogueWhenEmpty } from "../../../server/db/seed";
import { createTestDatabase, type DatabaseKind, type TestDatabase } from "../../helpers/test-database";
import { fakeServerBuild, type FakeRoute } from "./fake-server-build";

export type WebTestApp = {
  app: FastifyInstance;
  database: DatabaseHandle;
  close: () => Promise<void>;
};

type Options = {
  kind?: DatabaseKind;
  routes?: FakeRoute[];
  env?: Record<string, string>;
  seed?: boolean;
  /** Use this database instead of a fresh one; the caller keeps ownership. */
  database?: DatabaseHandle;
  /** A folder of built browser files to serve, as build/client in production. */
  clientDir?: string;
  /** Passed to buildApp: shorter client time limits, and a log the test reads. */
  timeouts?: AppOptions["timeouts"];
  logStream?: AppOptions["logStream"];
};

/** The whole production server (API, security headers and pages) on a fresh database, for `inject`. */
export async function createWebTestApp(options: Options = {}): Promise<WebTestApp> {
  const config = loadConfig({
    NODE_ENV: "production",
    LOG_LEVEL: "silent",
    RATE_LIMIT_MAX: "0",
    SEED_WHEN_EMPTY: "false",
    ...options.env,
  });
  const owned: TestDatabase | undefined = options.database
    ? undefined
    : await createTestDatabase(options.kind);
  const database = options.database ?? owned!;
  try {
    if (options.seed) await seedCatalogueWhenEmpty(database.db);
    const app = await buildApp({
      config,
      database,
      web: { build: fakeServerBuild(options.routes ?? []), mode: "production", clientDir: options.clientDir },
      timeouts: options.timeouts,
      logStream: options.logStream,
    });
    await app.ready();
    return {
      app,
      database,
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

/** Text that must never reach a client: stack frames, source paths, SQL and driver vocabulary. */
export const leakPattern =
  /\bat [^\s]+ \(|\bat .+:\d+:\d+|node_modules[\\/][^\s"']+:\d+|\.tsx?:\d+|\bstack\b|\b(select|insert into|update|delete from)\b.+\b(from|values|set|where)\b|\brelation\b|\bsyntax error\b|\bviolates\b|\bconstraint\b|\bdrizzle\b|failed query|\bECONN/i;
