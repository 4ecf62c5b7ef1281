import type { FastifyInstance } from "fastify";
import { holdDataDirectory } from "./admin/accounts/data-directory-holder";
import { prepareFirstOwner } from "./admin/accounts/first-owner";
import { buildApp, type WebOptions } from "./app";
import { ConfigError, loadServerConfig, type Config } from "./config";
import { openDatabase, type DatabaseHandle } from "./db/database";
import { seedCatalogueWhenEmpty } from "./db/seed";
import { withStartupLock } from "./db/startup-lock";
import { startNotificationWorker } from "./outbox/start-notifications";

/** Reads the configuration or stops the process with one line that names the bad variable. */
export function loadConfigOrExit(): Config {
  try {
    return loadServerConfig();
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
  // Filled in as start-up proceeds; a signal during start-up closes whatever is already open.
  const running: { app?: FastifyInstance; database?: DatabaseHandle } = {};
  let stopping = false;

  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    running.app?.log.info({ signal }, "shutting down");
    try {
      // Stops accepting, lets in-flight requests finish, then closes the database so its files are consistent.
      await running.app?.close();
      await running.database?.close();
      process.exit(0);
    } catch (error) {
      console.error("Shutdown failed:", error);
      process.exit(1);
    }
  };
  process.once("SIGINT", () => void stop("SIGINT"));
  process.once("SIGTERM", () => void stop("SIGTERM"));

  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  running.database = database;
  if (database.kind === "pglite") holdDataDirectory(config.dataDir);
  if (config.seedWhenEmpty) await seedCatalogueWhenEmpty(database.db);
  const app = await buildApp({ config, database, web: await makeWeb() });
  running.app = app;
  // Before listening: an instance that answers (health checks, a load balancer) already has its owner, so a
  // sign-in sent to it the moment it is up is not refused. Instances starting together: one creates the first
  // owner (or its setup link), the others find it done.
  await withStartupLock(config.databaseUrl, () => prepareFirstOwner(app.admin.accounts, config));
  startNotificationWorker(app, config, database);
  await app.listen({ port: config.port, host: config.host });
  return { app, database };
}
