import type { FastifyBaseLogger } from "fastify";
import { z } from "zod";
import { neutraliseDisplayText } from "../../common/display-text";
import type { Config } from "../config";
import { companyFacts } from "../emails/email-data";
import {
  composeContactRequestEmail,
  composeNewOrderEmail,
  composeOrderConfirmationEmail,
  contactRequestEmailData,
  orderEmailData,
  type ComposedEmail,
} from "../emails/notification-emails";
import type { SmsTransport } from "../sms/sms-transport";
import { trackOrderUrl } from "../sms/sms-texts";
import type { CourierOrderService } from "../couriers/courier-orders";
import type { CourierPoller } from "../couriers/courier-polling";
import type { MailTransport } from "./mail-transport";
import type { OutboxJob, OutboxJobKind, OutboxRepository } from "./outbox-repository";
import { createSmsJobHandlers } from "./sms-jobs";
import { sendWebhook } from "./webhook-sender";
import { composeLowStockEmail } from "../stock/low-stock-email";
import { dhakaDateKey } from "../../common/dhaka-time";

/** A job that can never succeed as it stands (its order is gone, an address is invalid): no retries. */
export class PermanentJobError extends Error {}

export type JobHandler = (job: OutboxJob) => Promise<void>;

const emailAddress = z.email();

export function createNotificationHandlers(deps: {
  config: Config;
  repository: OutboxRepository;
  transport: MailTransport;
  sms: SmsTransport;
  log: Pick<FastifyBaseLogger, "info">;
  /** Booking parcels and following them; without it, courier jobs wait for a worker that has it. */
  couriers?: Pick<CourierOrderService, "runBookingJob" | "runStatusJob">;
  /** Asking the couriers about parcels their webhooks left silent. */
  poller?: Pick<CourierPoller, "runPollJob">;
}): Record<OutboxJobKind, JobHandler> {
  const { config, repository, transport } = deps;
  const settings = config.notifications;
  const company = companyFacts(config.site);
  const siteUrl = config.siteUrl ?? `http://localhost:${config.port}`;
  const orderUrl = (id: string) => `${siteUrl}/admin/orders/${id}`;
  const messageUrl = (id: string) => `${siteUrl}/admin/messages/${id}`;

  async function send(job: OutboxJob, to: string[], email: ComposedEmail, replyTo?: string) {
    // Headers are built from the company's configuration only; a visitor's address reaches Reply-To as a
    // parsed address object after validation, never as text pasted into a header.
    const delivery = await transport.send({
      from: settings.from,
      to: to.map((address) => ({ name: "", address })),
      replyTo: replyTo ? { name: "", address: replyTo } : undefined,
      subject: email.subject,
      text: email.text,
      html: email.html,
      messageId: job.messageId,
      headers: { "X-Auto-Response-Suppress": "All" },
      disableFileAccess: true,
      disableUrlAccess: true,
    });
    if (delivery.accepted.length === 0) {
      throw new Error(`No recipient was accepted (${delivery.rejected.join(", ")})`);
    }
  }

  async function loadOrder(job: OutboxJob) {
    const found = await repository.loadOrder(job.subjectId);
    if (!found) throw new PermanentJobError("The order no longer exists.");
    return orderEmailData(found.order, found.lines, orderUrl(found.order.id));
  }

  async function loadMessage(job: OutboxJob) {
    const message = await repository.loadMessage(job.subjectId);
    if (!message) throw new PermanentJobError("The contact request no longer exists.");
    return message;
  }

  const staffRecipients = () => {
    if (settings.notifyEmails.length === 0) throw new PermanentJobError("NOTIFY_EMAILS is empty.");
    return settings.notifyEmails;
  };

  const webhookTarget = () => {
    if (!settings.webhookUrl || !settings.webhookSecret) {
      throw new PermanentJobError("NOTIFY_WEBHOOK_URL is no longer set.");
    }
    return { url: settings.webhookUrl, secret: settings.webhookSecret };
  };

  return {
    "low-stock-email": async (job) => {
      const rows = await repository.loadLowStock();
      // Restocked since the job was queued: nothing to tell.
      if (rows.length === 0) return;
      const dateKey = (job.payload as { dateKey?: unknown }).dateKey;
      await send(
        job,
        staffRecipients(),
        composeLowStockEmail(
          rows,
          typeof dateKey === "string" ? dateKey : dhakaDateKey(job.createdAt),
          siteUrl,
        ),
      );
    },

    "order-staff-email": async (job) => {
      const order = await loadOrder(job);
      await send(job, staffRecipients(), await composeNewOrderEmail(order, company));
    },

    "order-customer-email": async (job) => {
      const found = await repository.loadOrder(job.subjectId);
      if (!found) throw new PermanentJobError("The order no longer exists.");
      const address = found.order.email;
      if (!address || !emailAddress.safeParse(address).success) {
        throw new PermanentJobError("The customer's email address is missing or invalid.");
      }
      if (found.lines.length === 0) {
        throw new PermanentJobError("The order has no lines, so no confirmation was sent.");
      }
      const order = orderEmailData(found.order, found.lines, orderUrl(found.order.id));
      const trackUrl = trackOrderUrl(siteUrl, order.orderNumber, order.language);
      await send(job, [address], await composeOrderConfirmationEmail(order, company, trackUrl));
    },

    "message-staff-email": async (job) => {
      const message = await loadMessage(job);
      const replyTo =
        message.email && emailAddress.safeParse(message.email).success ? message.email : undefined;
      const request = contactRequestEmailData(message, messageUrl(message.id));
      await send(job, staffRecipients(), await composeContactRequestEmail(request, company), replyTo);
    },

    "order-webhook": async (job) => {
      const target = webhookTarget();
      const order = await loadOrder(job);
      await sendWebhook(target, {
        id: job.messageId,
        event: "order.placed",
        occurredAt: order.placedAt.toISOString(),
        data: {
          orderId: job.subjectId,
          orderNumber: order.orderNumber,
          customer: order.customer,
          lines: order.lines.map(({ name, code, quantity, rate }) => ({
            name,
            code,
            quantity,
            rate,
            lineTotal: rate * quantity,
          })),
          itemsSubtotal: order.itemsSubtotal,
          delivery: order.delivery,
          total: order.total,
          adminUrl: order.adminUrl,
        },
      });
    },

    "message-webhook": async (job) => {
      const target = webhookTarget();
      const message = await loadMessage(job);
      const request = contactRequestEmailData(message, messageUrl(message.id));
      await sendWebhook(target, {
        id: job.messageId,
        event: "message.received",
        occurredAt: message.createdAt.toISOString(),
        data: {
          messageId: message.id,
          visitor: request.visitor,
          message: neutraliseDisplayText(message.message),
          adminUrl: request.adminUrl,
        },
      });
    },

    ...createSmsJobHandlers({ config, repository, transport: deps.sms, log: deps.log }),

    "courier-booking": async (job) => {
      if (!deps.couriers) throw new Error("This worker cannot reach the couriers.");
      await deps.couriers.runBookingJob(job);
    },

    "courier-status": async (job) => {
      if (!deps.couriers) throw new Error("This worker cannot reach the couriers.");
      await deps.couriers.runStatusJob(job);
    },

    "courier-poll": async () => {
      if (!deps.poller) throw new Error("This worker cannot reach the couriers.");
      await deps.poller.runPollJob();
    },
  };
}
