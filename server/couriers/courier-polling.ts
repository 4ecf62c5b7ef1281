import { and, asc, eq, isNotNull, lt, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { COURIER_DISPLAY_NAMES, type CourierName } from "../../common/couriers";
import {
  COURIER_POLL_BUDGET_MS,
  COURIER_POLL_INTERVAL_MS,
  COURIER_POLL_PER_RUN,
  COURIER_POLL_SPACING_MS,
  COURIER_POLL_STALE_MS,
} from "../../common/limits";
import type { Database } from "../db/database";
import { orders } from "../db/schema";
import { enqueueJobs, type Executor } from "../outbox/outbox-repository";
import type { CourierClients } from "./courier-clients";
import { CourierRefusedError } from "./courier-errors";
import type { CourierOrderService } from "./courier-orders";
import { pathaoStatusKey } from "./pathao/pathao-statuses";
import { steadfastStatusKey } from "./steadfast/steadfast-statuses";

type OrderRow = typeof orders.$inferSelect;
type Log = Pick<FastifyBaseLogger, "info" | "warn" | "error">;

/** The outbox needs a subject for every job; the poll's is this fixed id (no order or message has it). */
export const COURIER_POLL_SUBJECT_ID = "00000000-0000-0000-0000-000000000000";

export type CourierPollTuning = {
  intervalMs?: number;
  staleMs?: number;
  perRun?: number;
  spacingMs?: number;
  budgetMs?: number;
  /** The clock the time slots are read from; tests move it. */
  now?: () => number;
};

/** What one run did, per courier: asked (answers received), changed, failed. */
export type CourierPollRun = Record<CourierName, { asked: number; changed: number; failed: number }>;

/** `Delivered` from a webhook and `delivered` from a status answer are one word. */
function sameStatus(courier: CourierName, word: string, stored: string | null): boolean {
  if (stored === null) return false;
  const key = courier === "steadfast" ? steadfastStatusKey : pathaoStatusKey;
  return key(word) === key(stored);
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Polling, the fallback to the couriers' webhooks. A `courier-poll` outbox job per time slot (its dedupe key
 * names the slot, so however many server processes schedule it, one job exists and one worker claims it)
 * asks each courier about shipped parcels it has not spoken of for a while, oldest first, one at a time,
 * and applies the answer through the same `applyParcelStatus` as the webhooks.
 */
export function createCourierPoller(deps: {
  db: Database;
  clients: CourierClients | undefined;
  couriers: Pick<CourierOrderService, "applyParcelStatus">;
  log?: Log;
  tuning?: CourierPollTuning;
}) {
  const { db, clients, couriers, log } = deps;
  const intervalMs = deps.tuning?.intervalMs ?? COURIER_POLL_INTERVAL_MS;
  const staleMs = deps.tuning?.staleMs ?? COURIER_POLL_STALE_MS;
  const perRun = deps.tuning?.perRun ?? COURIER_POLL_PER_RUN;
  const spacingMs = deps.tuning?.spacingMs ?? COURIER_POLL_SPACING_MS;
  const budgetMs = deps.tuning?.budgetMs ?? COURIER_POLL_BUDGET_MS;
  const now = deps.tuning?.now ?? Date.now;

  const connected = (): CourierName[] =>
    (["steadfast", "pathao"] as const).filter((name) => clients?.[name] != null);

  /**
   * Queues the run of the next time slot (or of the slot `slotsAhead` from now). A second call, from this
   * process or another, meets the dedupe key and adds nothing.
   */
  async function schedule(executor: Executor = db, slotsAhead = 1): Promise<void> {
    if (connected().length === 0) return;
    const at = now();
    const slot = Math.floor(at / intervalMs) + slotsAhead;
    await enqueueJobs(executor, [
      {
        kind: "courier-poll",
        subjectType: "schedule",
        subjectId: COURIER_POLL_SUBJECT_ID,
        recipient: String(slot),
        delayMs: Math.max(0, slot * intervalMs - at),
        messageId: `courier-poll:${slot}`,
      },
    ]);
  }

  const lastHeard = sql`coalesce(${orders.courierStatusAt}, ${orders.updatedAt})`;

  /**
   * Takes the next parcel of this courier that is due, for this run alone: its row is locked while its
   * time is set to now, and a row another run holds is skipped, so two workers never ask about one parcel.
   */
  async function claimNext(courier: CourierName): Promise<OrderRow | undefined> {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.status, "shipped"),
            eq(orders.courier, courier),
            isNotNull(orders.courierConsignmentId),
            lt(lastHeard, sql`now() - ${staleMs} * interval '1 millisecond'`),
          ),
        )
        .orderBy(asc(lastHeard), asc(orders.id))
        .limit(1)
        .for("update", { skipLocked: true });
      if (!row) return undefined;
      await tx
        .update(orders)
        .set({ courierStatusAt: sql`now()` })
        .where(eq(orders.id, row.id));
      return row;
    });
  }

  /** A failed question changes nothing: the parcel's time goes back, so the next run asks again. */
  async function release(row: OrderRow): Promise<void> {
    await db
      .update(orders)
      .set({ courierStatusAt: row.courierStatusAt })
      .where(
        and(
          eq(orders.id, row.id),
          sql`${orders.courierStatus} is not distinct from ${row.courierStatus}`,
          eq(orders.status, "shipped"),
        ),
      );
  }

  async function pollCourier(courier: CourierName, deadline: number, run: CourierPollRun): Promise<void> {
    const client = clients?.[courier];
    if (!client) return;
    const counts = run[courier];
    for (let index = 0; index < perRun && now() < deadline; index += 1) {
      if (index > 0 && spacingMs > 0) await pause(spacingMs);
      const row = await claimNext(courier);
      if (!row?.courierConsignmentId) return;
      let status;
      try {
        status = await client.parcelStatus(row.courierConsignmentId);
      } catch (error) {
        counts.failed += 1;
        const message = error instanceof Error ? error.message : String(error);
        if (error instanceof CourierRefusedError && error.reason === "not_found") {
          // Asked and unknown: left as asked, so it is not asked again before the next stale period.
          log?.warn({ courier, orderId: row.id, reason: message }, "courier poll: the parcel is unknown");
          continue;
        }
        await release(row);
        // The courier is down or refuses our keys: the rest wait for the next run rather than hammer it.
        log?.warn({ courier, orderId: row.id, reason: message }, "courier poll failed; asked again later");
        return;
      }
      counts.asked += 1;
      // The same word again: only the time it was last heard moves (the claim set it).
      if (sameStatus(courier, status.courierStatus, row.courierStatus)) continue;
      const applied = await couriers.applyParcelStatus(
        row,
        status,
        `${courier}:status:${row.courierConsignmentId}:${status.courierStatus}`,
      );
      if (applied === "applied") counts.changed += 1;
    }
  }

  /** One run: each connected courier side by side, each one parcel at a time. */
  async function pollOnce(): Promise<CourierPollRun> {
    const run: CourierPollRun = {
      steadfast: { asked: 0, changed: 0, failed: 0 },
      pathao: { asked: 0, changed: 0, failed: 0 },
    };
    const deadline = now() + budgetMs;
    await Promise.all(connected().map((courier) => pollCourier(courier, deadline, run)));
    for (const courier of connected()) {
      const counts = run[courier];
      if (counts.asked + counts.failed > 0)
        log?.info({ courier, ...counts }, `${COURIER_DISPLAY_NAMES[courier]} asked about shipped parcels`);
    }
    return run;
  }

  /** The outbox job: the next slot is queued first, so a run that fails never ends the polling. */
  async function runPollJob(): Promise<void> {
    await schedule();
    await pollOnce();
  }

  return { schedule, pollOnce, runPollJob };
}

export type CourierPoller = ReturnType<typeof createCourierPoller>;
