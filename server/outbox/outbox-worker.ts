import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { PermanentMailError } from "./mail-transport";
import { PermanentJobError, type JobHandler } from "./notification-handlers";
import type { OutboxJob, OutboxJobKind, OutboxRepository } from "./outbox-repository";
import { defaultRetryPolicy, nextRetryDelayMs, type RetryPolicy } from "./retry-policy";
import {
  OUTBOX_BATCH_SIZE,
  OUTBOX_LEASE_MS,
  OUTBOX_PAUSE_AFTER_ERROR_MS,
  OUTBOX_SHUTDOWN_GRACE_MS,
} from "../../common/limits";

export type OutboxWorkerOptions = {
  repository: OutboxRepository;
  handlers: Record<OutboxJobKind, JobHandler>;
  log: Pick<FastifyBaseLogger, "info" | "warn" | "error">;
  pollMs: number;
  /** How long a claimed job stays this worker's; a worker that dies lets it lapse and another takes over. */
  leaseMs?: number;
  batchSize?: number;
  retryPolicy?: RetryPolicy;
  /** On shutdown, how long jobs in flight may take to finish before they are handed back to the queue. */
  shutdownGraceMs?: number;
  workerId?: string;
};

export type OutboxWorker = {
  readonly workerId: string;
  start: () => void;
  /** Claims and sends the jobs due now; how many it handled. */
  runOnce: () => Promise<number>;
  /** Stops claiming, lets jobs in flight finish within the grace period, and releases the rest. */
  stop: () => Promise<void>;
};

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const workerId = options.workerId ?? `worker-${randomUUID()}`;
  const leaseMs = options.leaseMs ?? OUTBOX_LEASE_MS;
  const batchSize = options.batchSize ?? OUTBOX_BATCH_SIZE;
  const retryPolicy = options.retryPolicy ?? defaultRetryPolicy;
  const { repository, log } = options;
  let stopping = false;
  let loop: Promise<void> | undefined;
  let wake: (() => void) | undefined;

  async function handle(job: OutboxJob) {
    const handler = options.handlers[job.kind as OutboxJobKind];
    try {
      if (!handler) throw new PermanentJobError(`Unknown notification kind "${job.kind}".`);
      await handler(job);
      const stillOurs = await repository.markSent(job.id, workerId);
      if (!stillOurs) log.warn({ jobId: job.id }, "notification sent after its lease ran out");
      else log.info({ jobId: job.id, kind: job.kind, attempts: job.attempts }, "notification sent");
    } catch (error) {
      const permanent = error instanceof PermanentJobError || error instanceof PermanentMailError;
      const retryInMs = permanent ? null : nextRetryDelayMs(retryPolicy, job.attempts);
      const status = await repository.recordFailure(job.id, workerId, { reason: describe(error), retryInMs });
      const details = { jobId: job.id, kind: job.kind, attempts: job.attempts, reason: describe(error) };
      if (status === "failed") log.error(details, "notification failed for good; staff can retry it");
      else log.warn({ ...details, retryInMs }, "notification attempt failed; it will be retried");
    }
  }

  async function runOnce(): Promise<number> {
    const jobs = await repository.claimDueJobs(workerId, leaseMs, batchSize);
    await Promise.all(jobs.map((job) => handle(job)));
    return jobs.length;
  }

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  async function run() {
    while (!stopping) {
      let handled = 0;
      try {
        handled = await runOnce();
      } catch (error) {
        // The database may be away for a moment; the jobs wait in it, so the worker only has to keep trying.
        log.warn({ err: error }, "could not claim notifications; trying again shortly");
        await pause(Math.max(options.pollMs, OUTBOX_PAUSE_AFTER_ERROR_MS));
        continue;
      }
      // A full batch suggests more are due: go again at once.
      if (handled < batchSize && !stopping) await pause(options.pollMs);
    }
  }

  return {
    workerId,
    start() {
      if (loop) return;
      // The id is what `outbox_jobs.locked_by` holds: this line says which process a claimed job is with.
      log.info({ workerId }, "outbox worker started");
      loop = run();
    },
    runOnce,
    async stop() {
      stopping = true;
      wake?.();
      if (!loop) return;
      const grace = options.shutdownGraceMs ?? OUTBOX_SHUTDOWN_GRACE_MS;
      let timer: NodeJS.Timeout | undefined;
      const finished = await Promise.race([
        loop.then(() => true),
        new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), grace))),
      ]);
      clearTimeout(timer);
      if (!finished) {
        const released = await repository.releaseJobs(workerId);
        log.warn({ released }, "notifications still in flight at shutdown were handed back to the queue");
      }
    },
  };
}
