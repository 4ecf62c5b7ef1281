import rateLimit, { type FastifyRateLimitOptions, type FastifyRateLimitStore } from "@fastify/rate-limit";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import type { DatabaseHandle, Database } from "../db/database";
import {
  RATE_LIMIT_STORE_WARNING_EVERY_MS,
  RATE_LIMIT_SWEEP_EVERY_MS,
  RATE_LIMIT_WINDOW_MS,
  REDIS_CONNECT_TIMEOUT_MS,
} from "../../common/limits";

/** Where the POST rate-limit counters live: shared by every instance, or this process's memory. */
export type RateLimitStoreKind = "redis" | "postgres" | "memory";

/** The settings the rate limits read (a subset of server/config.ts's Config). */
export type RateLimitSettings = { redisUrl?: string; rateLimitMax: number };

export function rateLimitStoreKind(
  config: Pick<RateLimitSettings, "redisUrl">,
  database: Pick<DatabaseHandle, "kind">,
): RateLimitStoreKind {
  if (config.redisUrl) return "redis";
  return database.kind === "postgres" ? "postgres" : "memory";
}

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** What @fastify/rate-limit hands `child`: the route's merged limit settings, with the route under `routeInfo`. */
type ChildOptions = Parameters<FastifyRateLimitStore["child"]>[0] & {
  routeInfo?: { method?: string | string[]; url?: string };
};

/**
 * A store for @fastify/rate-limit in the rate_limit_counters table: one fixed window per client and route,
 * counted by a single upsert, so the limit holds across every instance on the database. Windows are timed
 * by the database's clock, so instances whose clocks differ still agree on when a window ends.
 */
export function postgresRateLimitStore(
  db: Database,
): new (options: FastifyRateLimitOptions) => FastifyRateLimitStore {
  class PostgresRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: FastifyRateLimitOptions,
      private readonly prefix = "",
    ) {}

    incr(key: string, callback: Callback, timeWindow = RATE_LIMIT_WINDOW_MS): void {
      count(`${this.prefix}${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore["child"]>[0]): FastifyRateLimitStore {
      const route = (routeOptions as ChildOptions).routeInfo;
      return new PostgresRateLimitStore(
        {},
        `${this.prefix}${String(route?.method ?? "")}${route?.url ?? ""}-`,
      );
    }
  }

  async function count(key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
    const result = await db.execute(sql`
      with clock as (select (extract(epoch from clock_timestamp()) * 1000)::bigint as now)
      insert into rate_limit_counters as counter (key, hits, reset_at)
      select ${key}, 1, now + ${windowMs} from clock
      on conflict (key) do update set
        hits = case when counter.reset_at <= (select now from clock) then 1 else counter.hits + 1 end,
        reset_at = case
          when counter.reset_at <= (select now from clock) then (select now from clock) + ${windowMs}
          else counter.reset_at
        end
      returning hits, (reset_at - (select now from clock))::int as ttl`);
    const [row] = (result as unknown as { rows: { hits: number; ttl: number }[] }).rows;
    return { current: Number(row.hits), ttl: Math.max(0, Number(row.ttl)) };
  }

  return PostgresRateLimitStore;
}

/** Deletes the counters whose window ended; they would be reset on their next hit anyway. */
export async function sweepRateLimitCounters(db: Database): Promise<void> {
  await db.execute(
    sql`delete from rate_limit_counters where reset_at < (extract(epoch from clock_timestamp()) * 1000)::bigint - ${RATE_LIMIT_SWEEP_EVERY_MS}`,
  );
}

/**
 * Registers @fastify/rate-limit (off for every route unless the route asks for it) with counters that every
 * instance shares: in Redis when REDIS_URL is set, else in PostgreSQL when that is the database, else (the
 * embedded PGlite, one process) in memory. When the shared store cannot be reached the request goes through
 * uncounted rather than failing: an order must not be lost to a counter.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  config: RateLimitSettings,
  database: DatabaseHandle,
): Promise<RateLimitStoreKind> {
  const kind = rateLimitStoreKind(config, database);
  const base = {
    global: false,
    max: config.rateLimitMax,
    timeWindow: RATE_LIMIT_WINDOW_MS,
    skipOnError: kind !== "memory",
  };
  if (kind === "redis") {
    const redis = new Redis(config.redisUrl!, {
      connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
      maxRetriesPerRequest: 1,
      connectionName: "nakshi-interiors rate limits",
    });
    let reported = 0;
    redis.on("error", (error: Error) => {
      // One line per outage, not one per retry.
      if (Date.now() - reported > RATE_LIMIT_STORE_WARNING_EVERY_MS)
        app.log.warn({ err: error }, "rate-limit store (Redis) unavailable");
      reported = Date.now();
    });
    app.addHook("onClose", async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
    await app.register(rateLimit, { ...base, redis, nameSpace: "nakshi-interiors:rate-limit:" });
    return kind;
  }
  if (kind === "postgres") {
    const sweep = setInterval(() => {
      sweepRateLimitCounters(database.db).catch((error: unknown) =>
        app.log.warn({ err: error }, "could not delete expired rate-limit counters"),
      );
    }, RATE_LIMIT_SWEEP_EVERY_MS);
    sweep.unref();
    app.addHook("onClose", async () => clearInterval(sweep));
    await app.register(rateLimit, { ...base, store: postgresRateLimitStore(database.db) });
    return kind;
  }
  await app.register(rateLimit, base);
  return kind;
}
