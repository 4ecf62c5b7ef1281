import path from "node:path";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { Config } from "../config";
import type { DatabaseHandle } from "../db/database";
import { createMailTransport } from "./mail-transport";
import { createNotificationHandlers } from "./notification-handlers";
import { createOutboxRepository } from "./outbox-repository";
import { createOutboxWorker, type OutboxWorker, type OutboxWorkerOptions } from "./outbox-worker";

export type NotificationWorkerTuning = Pick<
  OutboxWorkerOptions,
  "leaseMs" | "retryPolicy" | "shutdownGraceMs" | "batchSize" | "workerId"
>;

/** The worker with its mail transport, for this configuration and database. */
export function createNotificationWorker(
  config: Config,
  database: DatabaseHandle,
  log: FastifyBaseLogger,
  tuning: NotificationWorkerTuning = {},
): { worker: OutboxWorker; close: () => Promise<void> } {
  const settings = config.notifications;
  const mailDir = path.join(config.dataDir, "mail");
  if (!settings.smtpUrl) {
    log.info({ mailDir }, `SMTP_URL is not set: emails are written as .eml files under ${mailDir}`);
  }
  const transport = createMailTransport({
    smtpUrl: settings.smtpUrl,
    mailDir,
    onSaved: (file) => log.info({ file }, `email written to ${file}`),
  });
  const repository = createOutboxRepository(database.db);
  const worker = createOutboxWorker({
    ...tuning,
    repository,
    handlers: createNotificationHandlers({ config, repository, transport }),
    log,
    pollMs: settings.pollMs,
  });
  return {
    worker,
    close: async () => {
      await worker.stop();
      transport.close();
    },
  };
}

/**
 * Starts the server process's notification worker; it stops with the app (its onClose hook), before the
 * database closes, finishing or handing back the jobs in flight.
 */
export function startNotificationWorker(
  app: FastifyInstance,
  config: Config,
  database: DatabaseHandle,
): OutboxWorker {
  const { worker, close } = createNotificationWorker(
    config,
    database,
    app.log.child({ component: "notifications" }),
  );
  worker.start();
  app.addHook("onClose", close);
  return worker;
}
