import type { NotificationConfig } from "../config";
import { enqueueJobs, postponeQueuedJobs, type Executor, type NewOutboxJob } from "./outbox-repository";
import { smsJobForConfirmedOrder, smsJobsForNewOrder } from "./sms-jobs";

/** What the outbox needs of a new order; `language` is the site's the order was placed on (English unless given). */
export type PlacedOrder = Parameters<typeof smsJobsForNewOrder>[1] & { email: string | null };

/**
 * The one place that decides which notifications an order or a message gets. The repositories call it inside
 * the transaction that saves the order, line or message, so the job exists exactly when the data does.
 */
export function createNotificationOutbox(config: NotificationConfig) {
  const domain = config.from.address.split("@")[1] ?? "localhost";
  // Stable per job: the same on every attempt, so a mail client that gets a resend shows it once.
  const messageIdOf = (kind: string, subjectId: string) => `<${kind}.${subjectId}@${domain}>`;

  return {
    /** New orders: their emails and SMS wait `orderWaitMs` for the lines, which arrive in separate requests. */
    async orderPlaced(executor: Executor, placed: PlacedOrder[]): Promise<void> {
      const jobs: NewOutboxJob[] = [];
      for (const order of placed) {
        const base = { subjectType: "order", subjectId: order.id, delayMs: config.orderWaitMs } as const;
        if (config.notifyEmails.length > 0) {
          jobs.push({ ...base, kind: "order-staff-email", messageId: messageIdOf("order-staff", order.id) });
        }
        if (order.email) {
          jobs.push({
            ...base,
            kind: "order-customer-email",
            messageId: messageIdOf("order-confirmation", order.id),
          });
        }
        if (config.webhookUrl) {
          jobs.push({ ...base, kind: "order-webhook", messageId: `order.placed.${order.id}` });
        }
        jobs.push(...smsJobsForNewOrder(config, order));
      }
      await enqueueJobs(executor, jobs);
    },

    /** Each saved line restarts the order's wait, so its emails list every line. */
    async orderLineSaved(executor: Executor, orderId: string): Promise<void> {
      await postponeQueuedJobs(executor, "order", orderId, config.orderWaitMs);
    },

    async messageReceived(executor: Executor, message: { id: string }): Promise<void> {
      const base = { subjectType: "message", subjectId: message.id, delayMs: 0 } as const;
      const jobs: NewOutboxJob[] = [];
      if (config.notifyEmails.length > 0) {
        jobs.push({ ...base, kind: "message-staff-email", messageId: messageIdOf("contact", message.id) });
      }
      if (config.webhookUrl) {
        jobs.push({ ...base, kind: "message-webhook", messageId: `message.received.${message.id}` });
      }
      await enqueueJobs(executor, jobs);
    },
  };
}

export type NotificationOutbox = ReturnType<typeof createNotificationOutbox>;

/**
 * Staff confirmed an order (after calling the customer): the customer's "order confirmed" SMS, in the
 * transaction that confirms it. It needs no setting: without a gateway it is written to a file, like the first.
 */
export async function orderConfirmed(
  executor: Executor,
  order: Parameters<typeof smsJobForConfirmedOrder>[0],
): Promise<void> {
  await enqueueJobs(executor, [smsJobForConfirmedOrder(order)]);
}
