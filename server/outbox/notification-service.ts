import { inArray } from "drizzle-orm";
import { z } from "zod";
import { DATE_KEY_PATTERN, formatDhakaDate } from "../../common/dhaka-time";
import type {
  FailedNotificationView,
  NotificationChannel,
  NotificationSubject,
  NotificationView,
} from "../../common/notifications";
import { recordAudit, type AuditActor } from "../admin/audit/audit-log";
import type { Database } from "../db/database";
import { messages, orders } from "../db/schema";
import { conflict, notFound } from "../http/api-error";
import {
  createOutboxRepository,
  type OutboxJob,
  type OutboxJobKind,
  type OutboxSubjectType,
} from "./outbox-repository";
import { smsRecipientOf } from "./sms-jobs";
import { FAILED_NOTIFICATIONS_SHOWN } from "../../common/limits";

/** A notification as the back office shows it (the order and message pages list these). */
export type NotificationJson = NotificationView;

/** Every kind of job as staff know it; a new kind does not compile until it is named here. */
const KINDS: Record<OutboxJobKind, { label: string; channel: NotificationChannel }> = {
  "order-staff-email": { label: "Email to staff", channel: "email" },
  "order-customer-email": { label: "Confirmation to the customer", channel: "email" },
  "order-webhook": { label: "Webhook", channel: "webhook" },
  "message-staff-email": { label: "Email to staff", channel: "email" },
  "message-webhook": { label: "Webhook", channel: "webhook" },
  "order-customer-sms": { label: "SMS to the customer", channel: "sms" },
  "order-staff-sms": { label: "SMS to staff", channel: "sms" },
  "order-confirmed-sms": { label: "Confirmation SMS to the customer", channel: "sms" },
  "order-courier-sms": { label: "SMS with the tracking code", channel: "sms" },
  "courier-booking": { label: "Booking with the courier", channel: "webhook" },
  "courier-status": { label: "Parcel status from the courier", channel: "webhook" },
  "courier-poll": { label: "Asking the couriers about shipped parcels", channel: "webhook" },
  "low-stock-email": { label: "Low stock email to staff", channel: "email" },
};

export function toNotificationJson(job: OutboxJob): NotificationJson {
  // A kind this version does not know (written by a newer one during a rolling deploy) shows by its name.
  const known = KINDS[job.kind as OutboxJobKind] ?? { label: job.kind, channel: "webhook" };
  return {
    _id: job.id,
    kind: job.kind,
    label: known.label,
    channel: known.channel,
    recipient: smsRecipientOf(job),
    status: job.status,
    attempts: job.attempts,
    lastError: job.lastError,
    runAt: job.runAt.toISOString(),
    sentAt: job.sentAt?.toISOString() ?? null,
    createdAt: job.createdAt.toISOString(),
  };
}

const uuid = z.uuid();

/** The low-stock email's day as staff read it ("27 Nov 2026"), from the job's Dhaka day. */
function lowStockDayOf(job: OutboxJob): string {
  const dateKey = (job.payload as { dateKey?: unknown } | null)?.dateKey;
  return typeof dateKey === "string" && DATE_KEY_PATTERN.test(dateKey)
    ? formatDhakaDate(`${dateKey}T12:00:00+06:00`)
    : formatDhakaDate(job.createdAt);
}

/** The subjects whose failures the dashboard lists: all but the couriers' poll (`schedule`). */
const LISTED_SUBJECT_TYPES: ReadonlySet<string> = new Set<Exclude<OutboxSubjectType, "schedule">>([
  "order",
  "message",
  "stock",
]);

/** What a failed job belongs to, named as staff know it; `titles`: the orders' numbers and visitors' names. */
function subjectOf(job: OutboxJob, titles: ReadonlyMap<string, string>): NotificationSubject {
  const subjectType = job.subjectType as Exclude<OutboxSubjectType, "schedule">;
  switch (subjectType) {
    case "order":
      return { type: "order", id: job.subjectId, title: titles.get(job.subjectId) || "An order" };
    case "message":
      return { type: "message", id: job.subjectId, title: titles.get(job.subjectId) || "A contact request" };
    case "stock":
      return { type: "stock", id: job.subjectId, title: lowStockDayOf(job) };
  }
}

/** The back office's view of the outbox: an order's or a message's notifications, and retrying a failed one. */
export function createNotificationService(db: Database) {
  const repository = createOutboxRepository(db);
  return {
    async listFor(subjectType: OutboxSubjectType, subjectId: string): Promise<NotificationJson[]> {
      if (!uuid.safeParse(subjectId).success) return [];
      return (await repository.listJobsFor(subjectType, subjectId)).map(toNotificationJson);
    },

    /** The newest failed notifications of every order, contact request and low-stock email, for the dashboard. */
    async listFailed(limit = FAILED_NOTIFICATIONS_SHOWN): Promise<FailedNotificationView[]> {
      // The couriers' poll belongs to no order or message; its failures are in the log and it runs again.
      const jobs = (await repository.listFailedJobs(limit)).filter((job) =>
        LISTED_SUBJECT_TYPES.has(job.subjectType),
      );
      const idsOf = (type: OutboxSubjectType) =>
        jobs.filter((job) => job.subjectType === type).map((job) => job.subjectId);
      const [orderRows, messageRows] = await Promise.all([
        idsOf("order").length
          ? db
              .select({ id: orders.id, title: orders.orderNumber })
              .from(orders)
              .where(inArray(orders.id, idsOf("order")))
          : [],
        idsOf("message").length
          ? db
              .select({ id: messages.id, title: messages.name })
              .from(messages)
              .where(inArray(messages.id, idsOf("message")))
          : [],
      ]);
      const titles = new Map<string, string>(
        [...orderRows, ...messageRows].map((row) => [row.id, row.title ?? ""]),
      );
      return jobs.map((job) => ({ ...toNotificationJson(job), subject: subjectOf(job, titles) }));
    },

    /** Queues a failed notification again with a fresh set of attempts; recorded in the audit log. */
    async retry(jobId: string, staff: AuditActor): Promise<NotificationJson> {
      if (!uuid.safeParse(jobId).success) throw notFound("Notification not found");
      return db.transaction(async (tx) => {
        const requeued = await repository.requeueFailedJob(jobId, tx);
        if (!requeued) {
          const existing = await repository.findJob(jobId, tx);
          if (!existing) throw notFound("Notification not found");
          throw conflict(`Only a failed notification can be retried; this one is ${existing.status}.`);
        }
        await recordAudit(tx, {
          staff,
          action: "notification.retried",
          entityType: requeued.subjectType,
          entityId: requeued.subjectId,
          before: { notification: requeued.id, kind: requeued.kind, status: "failed" },
          after: { notification: requeued.id, kind: requeued.kind, status: "queued" },
        });
        return toNotificationJson(requeued);
      });
    },
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;
