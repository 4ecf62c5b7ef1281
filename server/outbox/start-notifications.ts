import path from "node:path";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { Config } from "../config";
import type { DatabaseHandle } from "../db/database";
import { createSmsTransport } from "../sms/create-sms-transport";
import { createOrderAdminService } from "../admin/orders/order-admin-service";
import { createCourierClients, type CourierClients } from "../couriers/courier-clients";
import { createCourierOrderService } from "../couriers/courier-orders";
import { createCourierPoller, type CourierPoller, type CourierPollTuning } from "../couriers/courier-polling";
import { createMailTransport } from "./mail-transport";
import { createNotificationHandlers } from "./notification-handlers";
import { createOutboxRepository } from "./outbox-repository";
import { createOutboxWorker, type OutboxWorker, type OutboxWorkerOptions } from "./outbox-worker";

export type NotificationWorkerTuning = Pick<
  OutboxWorkerOptions,
  "leaseMs" | "retryPolicy" | "shutdownGraceMs" | "batchSize" | "workerId"
> & {
  /** How long an SMS gateway may take to answer (15 s unless a test says otherwise). */
  smsTimeoutMs?: number;
  /** The couriers' clients (tests pass clients with short deadlines); else made from the configuration. */
  courierClients?: CourierClients;
  /** The couriers' poll: its interval, batch and pauses (tests shorten them). */
  courierPoll?: CourierPollTuning;
  /** A courier's status change moved counted stock: the app's `catalogueChanged` (see stock-ledger.ts). */
  stockChanged?: () => void;
};

/** The worker with its mail transport, for this configuration and database. */
export function createNotificationWorker(
  config: Config,
  database: DatabaseHandle,
  log: FastifyBaseLogger,
  tuning: NotificationWorkerTuning = {},
): { worker: OutboxWorker; poller: CourierPoller; close: () => Promise<void> } {
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
  const { smsTimeoutMs, courierClients, courierPoll, stockChanged, ...workerTuning } = tuning;
  const smsDir = path.join(config.dataDir, "sms");
  const gateway = settings.sms.gateway;
  if (gateway) log.info({ gateway: gateway.provider }, `SMS go through ${gateway.provider}`);
  else log.info({ smsDir }, `SMS_PROVIDER is not set: SMS are written as text files under ${smsDir}`);
  const sms = createSmsTransport(settings.sms, {
    smsDir,
    onSaved: (file) => log.info({ file }, `SMS written to ${file}`),
    timeoutMs: smsTimeoutMs,
  });
  const repository = createOutboxRepository(database.db);
  const clients = courierClients ?? createCourierClients(config.couriers);
  const couriers = createCourierOrderService({
    db: database.db,
    config,
    orders: createOrderAdminService(database.db, { stockChanged }),
    clients,
    log,
  });
  const poller = createCourierPoller({ db: database.db, clients, couriers, log, tuning: courierPoll });
  const worker = createOutboxWorker({
    ...workerTuning,
    repository,
    handlers: createNotificationHandlers({ config, repository, transport, sms, log, couriers, poller }),
    log,
    pollMs: settings.pollMs,
  });
  return {
    worker,
    poller,
    close: async () => {
      await worker.stop();
      transport.close();
      sms.close();
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
  const log = app.log.child({ component: "notifications" });
  const { worker, poller, close } = createNotificationWorker(config, database, log, {
    stockChanged: () => app.catalogueFreshness.catalogueChanged(),
  });
  worker.start();
  // The couriers' poll runs in time slots; every process asks for the next one and the dedupe key keeps one.
  poller
    .schedule()
    .catch((error: unknown) => log.warn({ err: error }, "could not schedule the couriers' poll"));
  app.addHook("onClose", close);
  return worker;
}
