import type { FastifyBaseLogger } from "fastify";
import { z } from "zod";
import type { Config } from "../config";
import { companyFacts } from "../emails/email-data";
import { orderEmailData } from "../emails/notification-emails";
import { normaliseMobileNumber, maskMobileNumber } from "../sms/phone-number";
import { composeSms, SmsTooLongError, type ComposedSms } from "../sms/sms-composer";
import { SMS_LANGUAGES, trackOrderUrl, type SmsLanguage, type SmsMessage } from "../sms/sms-texts";
import { clientMessageIdFor, PermanentSmsError, type SmsTransport } from "../sms/sms-transport";
import { PermanentJobError, type JobHandler } from "./notification-handlers";
import type { NotificationConfig } from "../config/notification-settings";
import type { NewOutboxJob, OutboxJob, OutboxRepository } from "./outbox-repository";

/**
 * The SMS an order gets through the outbox: one to the customer ("order received") and one to each staff
 * number in NOTIFY_SMS ("new order") when it is placed, and one to the customer when staff confirm it. Each job carries its recipient and language, fixed when the order is
 * saved; the text is composed when it is sent, from the order as it is then, so it has every line.
 */
export const SMS_JOB_KINDS = [
  "order-customer-sms",
  "order-staff-sms",
  "order-confirmed-sms",
  "order-courier-sms",
] as const;
export type SmsJobKind = (typeof SMS_JOB_KINDS)[number];

const smsJobPayload = z.object({
  /** 8801XXXXXXXXX, or null when the order's phone is not a Bangladeshi mobile number. */
  to: z
    .string()
    .regex(/^8801[3-9]\d{8}$/)
    .nullable(),
  language: z.enum(SMS_LANGUAGES),
});
export type SmsJobPayload = z.infer<typeof smsJobPayload>;

/** The recipient of an SMS job as the back office may show it (masked), or null for another kind of job. */
export function smsRecipientOf(job: Pick<OutboxJob, "kind" | "payload">): string | null {
  if (!(SMS_JOB_KINDS as readonly string[]).includes(job.kind)) return null;
  const payload = smsJobPayload.safeParse(job.payload);
  return payload.success && payload.data.to ? maskMobileNumber(payload.data.to) : null;
}

/** A new order's SMS jobs, written in the order's transaction and due when its emails are. */
export function smsJobsForNewOrder(
  config: NotificationConfig,
  order: { id: string; phone: string; language?: SmsLanguage | null },
): NewOutboxJob[] {
  const base = { subjectType: "order", subjectId: order.id, delayMs: config.orderWaitMs } as const;
  const to = normaliseMobileNumber(order.phone);
  const customer: NewOutboxJob = {
    ...base,
    kind: "order-customer-sms",
    messageId: clientMessageIdFor(`order-customer-sms:${order.id}`),
    payload: { to, language: order.language ?? "en" } satisfies SmsJobPayload,
  };
  const staff = config.sms.notifyNumbers.map((number): NewOutboxJob => ({
    ...base,
    kind: "order-staff-sms",
    recipient: number,
    messageId: clientMessageIdFor(`order-staff-sms:${order.id}:${number}`),
    payload: { to: number, language: "en" } satisfies SmsJobPayload,
  }));
  return [customer, ...staff];
}

/** The customer's "order confirmed" SMS, written in the transaction that confirms the order, due at once. */
export function smsJobForConfirmedOrder(order: {
  id: string;
  phone: string;
  language?: SmsLanguage | null;
}): NewOutboxJob {
  return {
    kind: "order-confirmed-sms",
    subjectType: "order",
    subjectId: order.id,
    delayMs: 0,
    messageId: clientMessageIdFor(`order-confirmed-sms:${order.id}`),
    payload: {
      to: normaliseMobileNumber(order.phone),
      language: order.language ?? "en",
    } satisfies SmsJobPayload,
  };
}

/**
 * The customer's SMS once a courier has the parcel ("on its way with Steadfast, tracking code …"), written
 * when the booking is stored, in the order's language; one per order whatever the retries.
 */
export function courierSmsJob(order: {
  id: string;
  phone: string;
  language?: SmsLanguage | null;
}): NewOutboxJob {
  const to = normaliseMobileNumber(order.phone);
  return {
    kind: "order-courier-sms",
    subjectType: "order",
    subjectId: order.id,
    delayMs: 0,
    messageId: clientMessageIdFor(`order-courier-sms:${order.id}`),
    payload: { to, language: order.language ?? "en" } satisfies SmsJobPayload,
  };
}

export function createSmsJobHandlers(deps: {
  config: Config;
  repository: OutboxRepository;
  transport: SmsTransport;
  log: Pick<FastifyBaseLogger, "info">;
}): Record<SmsJobKind, JobHandler> {
  const { config, repository, transport, log } = deps;
  const company = companyFacts(config.site);
  const shop = { name: company.name, phone: company.phone };
  const siteUrl = config.siteUrl ?? `http://localhost:${config.port}`;

  function payloadOf(job: OutboxJob): SmsJobPayload & { to: string } {
    const payload = smsJobPayload.safeParse(job.payload);
    if (!payload.success) throw new PermanentJobError("The SMS job names no recipient it can use.");
    if (!payload.data.to) {
      throw new PermanentJobError(
        "The order's phone is not a Bangladeshi mobile number, so no SMS was sent.",
      );
    }
    return { ...payload.data, to: payload.data.to };
  }

  async function loadOrder(job: OutboxJob) {
    const found = await repository.loadOrder(job.subjectId);
    if (!found) throw new PermanentJobError("The order no longer exists.");
    const email = orderEmailData(found.order, found.lines, `${siteUrl}/admin/orders/${found.order.id}`);
    return { ...found, total: email.total, adminUrl: email.adminUrl };
  }

  function compose(message: SmsMessage, language: SmsLanguage, name: string): ComposedSms {
    try {
      return composeSms({ message, language, shop, name });
    } catch (error) {
      if (error instanceof SmsTooLongError) throw new PermanentJobError(error.message);
      throw error;
    }
  }

  async function send(job: OutboxJob, to: string, sms: ComposedSms) {
    try {
      const receipt = await transport.send({ to, ...sms, clientMessageId: job.messageId });
      log.info(
        {
          jobId: job.id,
          gateway: transport.name,
          to: maskMobileNumber(to),
          encoding: sms.encoding,
          parts: sms.parts,
          gatewayMessageId: receipt.gatewayMessageId,
        },
        receipt.alreadyAccepted
          ? "the SMS gateway had already accepted this SMS; it was not sent again"
          : "SMS handed to the gateway",
      );
    } catch (error) {
      if (error instanceof PermanentSmsError) throw new PermanentJobError(error.message);
      throw error;
    }
  }

  return {
    "order-customer-sms": async (job) => {
      const { to, language } = payloadOf(job);
      const order = await loadOrder(job);
      if (order.lines.length === 0)
        throw new PermanentJobError("The order has no lines, so no SMS was sent.");
      const message: SmsMessage = {
        kind: "order-received",
        orderNumber: order.order.orderNumber,
        total: order.total,
      };
      await send(job, to, compose(message, language, order.order.name));
    },

    "order-confirmed-sms": async (job) => {
      const { to, language } = payloadOf(job);
      const order = await loadOrder(job);
      const message: SmsMessage = {
        kind: "order-confirmed",
        orderNumber: order.order.orderNumber,
        total: order.total,
        trackUrl: trackOrderUrl(siteUrl, order.order.orderNumber, language),
      };
      await send(job, to, compose(message, language, order.order.name));
    },

    "order-courier-sms": async (job) => {
      const { to, language } = payloadOf(job);
      const order = await loadOrder(job);
      const { courierName, orderNumber } = order.order;
      const trackingCode = order.order.courierTrackingCode ?? order.order.courierConsignmentId;
      if (!courierName || !trackingCode)
        throw new PermanentJobError("The order has no courier booking, so no SMS was sent.");
      const message: SmsMessage = {
        kind: "courier-booked",
        orderNumber,
        courier: courierName,
        trackingCode,
        trackUrl: trackOrderUrl(siteUrl, orderNumber, language),
      };
      await send(job, to, compose(message, language, order.order.name));
    },

    "order-staff-sms": async (job) => {
      const { to, language } = payloadOf(job);
      const order = await loadOrder(job);
      const items = order.lines.reduce((sum, line) => sum + line.quantity, 0);
      const message: SmsMessage = {
        kind: "new-order-for-staff",
        orderNumber: order.order.orderNumber,
        total: order.total,
        items,
        adminUrl: order.adminUrl,
      };
      await send(job, to, compose(message, language, order.order.name));
    },
  };
}
