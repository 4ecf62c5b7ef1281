import { and, asc, desc, eq, inArray, lt, lte, or, sql } from "drizzle-orm";
import type { Database } from "../db/database";
import { accessories, messages, orderItems, orders, outboxJobs, type OutboxJobStatus } from "../db/schema";
import { NOTIFICATION_ERROR_MAX_LENGTH } from "../../common/limits";
import { lowStockAccessories } from "../stock/stock-ledger";

/** What a job sends; the worker has one handler per kind. */
export const OUTBOX_JOB_KINDS = [
  "order-staff-email",
  "order-customer-email",
  "order-webhook",
  "message-staff-email",
  "message-webhook",
  "order-customer-sms",
  "order-staff-sms",
  "order-confirmed-sms",
  "order-courier-sms",
  "courier-booking",
  "courier-status",
  "low-stock-email",
  "courier-poll",
] as const;
export type OutboxJobKind = (typeof OUTBOX_JOB_KINDS)[number];

/**
 * `stock`: the day's low-stock email, whose subject id stands for the Dhaka day (see server/stock).
 * `schedule`: a recurring job of no order or message (the couriers' poll), one per time slot.
 */
export type OutboxSubjectType = "order" | "message" | "stock" | "schedule";

export type OutboxJob = typeof outboxJobs.$inferSelect;

export type NewOutboxJob = {
  kind: OutboxJobKind;
  subjectType: OutboxSubjectType;
  subjectId: string;
  /** Not before this many milliseconds from now (the database's clock). */
  delayMs: number;
  messageId: string;
  /** For a kind sent to several recipients (an SMS to each staff number): one job per recipient. */
  recipient?: string;
  payload?: Record<string, unknown>;
};

/** A Drizzle database or a transaction on it: enqueueing always happens in the caller's transaction. */
export type Executor = Pick<Database, "insert" | "update" | "select">;

const afterMs = (ms: number) => sql`now() + ${Math.max(0, Math.round(ms))} * interval '1 millisecond'`;

/**
 * Records jobs in the caller's transaction. The dedupe key (kind, subject and, for a kind with several
 * recipients, the recipient) makes a repeated trigger a no-op, so one order or message never gets two jobs
 * of a kind for one recipient.
 */
export async function enqueueJobs(executor: Executor, jobs: NewOutboxJob[]): Promise<void> {
  if (jobs.length === 0) return;
  await executor
    .insert(outboxJobs)
    .values(
      jobs.map((job) => ({
        kind: job.kind,
        subjectType: job.subjectType,
        subjectId: job.subjectId,
        dedupeKey: job.recipient
          ? `${job.kind}:${job.subjectId}:${job.recipient}`
          : `${job.kind}:${job.subjectId}`,
        payload: job.payload ?? {},
        runAt: afterMs(job.delayMs),
        messageId: job.messageId,
      })),
    )
    .onConflictDoNothing({ target: outboxJobs.dedupeKey });
}

/** Pushes back a subject's queued jobs, so an order's emails wait until its lines have stopped arriving. */
export async function postponeQueuedJobs(
  executor: Executor,
  subjectType: OutboxSubjectType,
  subjectId: string,
  delayMs: number,
): Promise<void> {
  // The lines of one cart arrive side by side, each in its own transaction. Waiting for one another's lock on
  // the order's jobs would queue them one after another (and, on a busy database, past the query timeout);
  // a job locked by another line's transaction is being pushed back by it at this moment, which is as good.
  const queuedForSubject = executor
    .select({ id: outboxJobs.id })
    .from(outboxJobs)
    .where(
      and(
        eq(outboxJobs.subjectType, subjectType),
        eq(outboxJobs.subjectId, subjectId),
        eq(outboxJobs.status, "queued"),
      ),
    )
    .for("update", { skipLocked: true });
  await executor
    .update(outboxJobs)
    .set({ runAt: afterMs(delayMs), updatedAt: sql`now()` })
    .where(inArray(outboxJobs.id, queuedForSubject));
}

export function createOutboxRepository(db: Database) {
  return {
    /** The accessories at or below their low-stock threshold, for the daily email. */
    loadLowStock: () => lowStockAccessories(db),

    /**
     * Claims up to `limit` due jobs for this worker under a lease: queued jobs whose time has come, and jobs
     * whose worker's lease ran out (it died or hung). SKIP LOCKED lets several workers claim side by side
     * without ever taking the same job.
     */
    async claimDueJobs(workerId: string, leaseMs: number, limit: number): Promise<OutboxJob[]> {
      const due = db
        .select({ id: outboxJobs.id })
        .from(outboxJobs)
        .where(
          or(
            and(eq(outboxJobs.status, "queued"), lte(outboxJobs.runAt, sql`now()`)),
            and(eq(outboxJobs.status, "sending"), lt(outboxJobs.lockedUntil, sql`now()`)),
          ),
        )
        .orderBy(asc(outboxJobs.runAt))
        .limit(limit)
        .for("update", { skipLocked: true });
      return db
        .update(outboxJobs)
        .set({
          status: "sending",
          lockedUntil: afterMs(leaseMs),
          lockedBy: workerId,
          attempts: sql`${outboxJobs.attempts} + 1`,
          updatedAt: sql`now()`,
        })
        .where(inArray(outboxJobs.id, due))
        .returning();
    },

    /** False when this worker no longer holds the job (its lease ran out and another worker took it). */
    async markSent(jobId: string, workerId: string): Promise<boolean> {
      const updated = await db
        .update(outboxJobs)
        .set({
          status: "sent",
          sentAt: sql`now()`,
          // locked_by stays: which worker sent it, for the log.
          lockedUntil: null,
          lastError: null,
          updatedAt: sql`now()`,
        })
        .where(and(eq(outboxJobs.id, jobId), eq(outboxJobs.lockedBy, workerId)))
        .returning({ id: outboxJobs.id });
      return updated.length > 0;
    },

    /** Queues the job again after `retryInMs`, or marks it failed for good. */
    async recordFailure(
      jobId: string,
      workerId: string,
      failure: { reason: string; retryInMs: number | null },
    ): Promise<OutboxJobStatus | null> {
      const giveUp = failure.retryInMs === null;
      const [updated] = await db
        .update(outboxJobs)
        .set({
          status: giveUp ? "failed" : "queued",
          ...(giveUp ? {} : { runAt: afterMs(failure.retryInMs!) }),
          lastError: failure.reason.slice(0, NOTIFICATION_ERROR_MAX_LENGTH),
          lockedUntil: null,
          lockedBy: null,
          updatedAt: sql`now()`,
        })
        .where(and(eq(outboxJobs.id, jobId), eq(outboxJobs.lockedBy, workerId)))
        .returning({ status: outboxJobs.status });
      return updated?.status ?? null;
    },

    /** On shutdown: jobs this worker claimed but did not finish go back to the queue at once. */
    async releaseJobs(workerId: string): Promise<number> {
      const released = await db
        .update(outboxJobs)
        .set({
          status: "queued",
          runAt: sql`now()`,
          lockedUntil: null,
          lockedBy: null,
          attempts: sql`greatest(${outboxJobs.attempts} - 1, 0)`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(outboxJobs.lockedBy, workerId), eq(outboxJobs.status, "sending")))
        .returning({ id: outboxJobs.id });
      return released.length;
    },

    async listJobsFor(subjectType: OutboxSubjectType, subjectId: string): Promise<OutboxJob[]> {
      return db
        .select()
        .from(outboxJobs)
        .where(and(eq(outboxJobs.subjectType, subjectType), eq(outboxJobs.subjectId, subjectId)))
        .orderBy(asc(outboxJobs.createdAt), asc(outboxJobs.kind));
    },

    async findJob(jobId: string, executor: Executor = db): Promise<OutboxJob | null> {
      const [job] = await executor.select().from(outboxJobs).where(eq(outboxJobs.id, jobId)).limit(1);
      return job ?? null;
    },

    /** A failed job starts over with a fresh set of attempts; any other job is left alone (null). */
    async requeueFailedJob(jobId: string, executor: Executor = db): Promise<OutboxJob | null> {
      const [job] = await executor
        .update(outboxJobs)
        .set({ status: "queued", runAt: sql`now()`, attempts: 0, updatedAt: sql`now()` })
        .where(and(eq(outboxJobs.id, jobId), eq(outboxJobs.status, "failed")))
        .returning();
      return job ?? null;
    },

    /** The order as it is now, with every line, for an email rendered at send time. */
    async loadOrder(orderId: string) {
      const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
      if (!order) return null;
      const lines = await db
        .select({
          name: accessories.name,
          nameBn: accessories.nameBn,
          code: accessories.code,
          quantity: orderItems.quantity,
          rate: orderItems.rate,
        })
        .from(orderItems)
        .innerJoin(accessories, eq(accessories.id, orderItems.accessoryId))
        .where(eq(orderItems.orderId, orderId))
        .orderBy(asc(orderItems.createdAt), asc(orderItems.id));
      return { order, lines };
    },

    async loadMessage(messageId: string) {
      const [message] = await db.select().from(messages).where(eq(messages.id, messageId)).limit(1);
      return message ?? null;
    },

    /** Newest failures first, for a glance at what needs a retry. */
    async listFailedJobs(limit: number): Promise<OutboxJob[]> {
      return db
        .select()
        .from(outboxJobs)
        .where(eq(outboxJobs.status, "failed"))
        .orderBy(desc(outboxJobs.updatedAt))
        .limit(limit);
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
