import type { FastifyInstance } from "fastify";
import { buildApp, type WebOptions } from "./app";
import { ConfigError, loadConfig, type Config } from "./config";
import { openDatabase, type DatabaseHandle } from "./db/database";
import { seedCatalogueWhenEmpty } from "./db/seed";

/** Reads the configuration or stops the process with one line that names the bad variable. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

export type RunningServer = { app: FastifyInstance; database: DatabaseHandle };

/** Opens the database, seeds an empty catalogue, listens, and shuts down cleanly on SIGINT/SIGTERM. */
export async function startServer(
  config: Config,
  makeWeb: () => Promise<WebOptions>,
): Promise<RunningServer> {
  let database: DatabaseHandle | undefined;
  let app: FastifyInstance | undefined;
  let stopping = false;

  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app?.log.info({ signal }, "shutting down");
    try {
      // Stops accepting, lets in-flight requests finish, then closes the database so its files are consistent.
      await app?.close();
      await database?.close();
      process.exit(0);
    } catch (error) {
      console.error("Shutdown failed:", error);
      process.exit(1);
    }
  };
  process.once("SIGINT", () => void stop("SIGINT"));
  process.once("SIGTERM", () => void stop("SIGTERM"));

  database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  if (config.seedWhenEmpty) await seedCatalogueWhenEmpty(database.db);
  app = await buildApp({ config, database, web: await makeWeb() });
  await app.listen({ port: config.port, host: config.host });
  return { app, database };
}
