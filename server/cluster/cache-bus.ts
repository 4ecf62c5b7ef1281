import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import type { Database } from "../db/database";
import { CACHE_BUS_LIMITS } from "../../common/limits";

/** The PostgreSQL channel every instance listens on; the payload is the sending instance's id. */
export const CATALOGUE_CHANNEL = "nakshi_catalogue_changed";

/** The listening connection's application_name, so operators (and tests) can find it in pg_stat_activity. */
export const CACHE_BUS_APPLICATION_NAME = "nakshi-interiors cache bus";

type Log = {
  info: (details: object, message: string) => void;
  warn: (details: object, message: string) => void;
};

/** The part of repositories/catalogue-freshness.ts's CatalogueFreshness the bus uses. */
export type CatalogueChanges = {
  /** Empties this instance's catalogue answers and catalogue pages. */
  invalidateCatalogue(): void;
  /** Called after every change committed on this instance; returns the unsubscribe function. */
  onCatalogueChanged(listener: () => void): () => void;
};

export type CacheBusOptions = {
  /** The postgres:// URL; the bus opens its own connection (a pooled one cannot keep a LISTEN). */
  databaseUrl: string;
  /** Sends the notifications through the shared pool, so a change is announced even while the listener reconnects. */
  db: Database;
  freshness: CatalogueChanges;
  log: Log;
  /** How often the listening connection is checked; a connection that silently died is replaced. */
  heartbeatMs?: number;
  /** The longest pause between two reconnection attempts. */
  maxReconnectDelayMs?: number;
  /** How long start-up waits for the first LISTEN before serving anyway (it keeps trying in the background). */
  startTimeoutMs?: number;
};

export type CacheBus = {
  readonly instanceId: string;
  /** Whether the LISTEN connection is up right now. */
  listening: () => boolean;
  close: () => Promise<void>;
};

/**
 * Tells every instance on one PostgreSQL that the catalogue changed, through LISTEN/NOTIFY. A change saved
 * here is announced after its commit (catalogue-freshness.ts calls the publisher); an announcement from
 * another instance empties this instance's catalogue answers and catalogue pages. Notifications are not
 * queued for a connection that is down, so after a dropped listening connection the bus empties the caches
 * once it listens again: whatever changed in between is read afresh.
 */
export async function startCacheBus(options: CacheBusOptions): Promise<CacheBus> {
  const { databaseUrl, db, freshness, log } = options;
  const heartbeatMs = options.heartbeatMs ?? CACHE_BUS_LIMITS.heartbeatMs;
  const maxReconnectDelayMs = options.maxReconnectDelayMs ?? CACHE_BUS_LIMITS.maxReconnectDelayMs;
  const instanceId = randomUUID();
  let client: pg.Client | undefined;
  let closed = false;
  let everListened = false;
  let failures = 0;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;

  const stopPublishing = freshness.onCatalogueChanged(() => {
    void publish();
  });

  async function publish(attempt = 1): Promise<void> {
    try {
      await db.execute(sql`select pg_notify(${CATALOGUE_CHANNEL}, ${instanceId})`);
    } catch (error) {
      if (attempt < 3 && !closed) {
        await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
        return publish(attempt + 1);
      }
      log.warn({ err: error }, "could not announce a catalogue change to the other instances");
    }
  }

  function lost(which: pg.Client, error?: unknown) {
    if (client !== which) return;
    client = undefined;
    clearInterval(heartbeat);
    which.removeAllListeners("notification");
    which.on("error", () => {});
    void which.end().catch(() => {});
    if (closed) return;
    log.warn({ err: error }, "the cache bus lost its database connection; reconnecting");
    scheduleReconnect();
  }

  function scheduleReconnect() {
    if (closed || reconnectTimer) return;
    const delay = Math.min(maxReconnectDelayMs, 100 * 2 ** Math.min(failures, 10));
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      void connect();
    }, delay);
    reconnectTimer.unref();
  }

  async function connect(): Promise<boolean> {
    const candidate = new pg.Client({
      connectionString: databaseUrl,
      application_name: CACHE_BUS_APPLICATION_NAME,
      keepAlive: true,
      connectionTimeoutMillis: CACHE_BUS_LIMITS.connectionTimeoutMs,
      query_timeout: Math.max(1_000, heartbeatMs),
    });
    candidate.on("error", (error) => lost(candidate, error));
    candidate.on("end", () => lost(candidate));
    candidate.on("notification", (message) => {
      if (message.channel === CATALOGUE_CHANNEL && message.payload !== instanceId)
        freshness.invalidateCatalogue();
    });
    try {
      await candidate.connect();
      await candidate.query(`listen ${CATALOGUE_CHANNEL}`);
    } catch (error) {
      candidate.removeAllListeners();
      candidate.on("error", () => {});
      void candidate.end().catch(() => {});
      failures += 1;
      if (failures === 1 || failures % 20 === 0) {
        log.warn({ err: error, attempts: failures }, "the cache bus cannot listen yet; trying again");
      }
      scheduleReconnect();
      return false;
    }
    if (closed) {
      await candidate.end().catch(() => {});
      return false;
    }
    client = candidate;
    failures = 0;
    if (everListened) {
      // Announcements sent while this instance was not listening are gone: start again from the database.
      freshness.invalidateCatalogue();
      log.info({}, "the cache bus listens again; the catalogue caches were emptied");
    }
    everListened = true;
    heartbeat = setInterval(() => {
      candidate.query("select 1").catch((error: unknown) => lost(candidate, error));
    }, heartbeatMs);
    heartbeat.unref();
    return true;
  }

  const first = connect();
  const startTimeoutMs = options.startTimeoutMs ?? CACHE_BUS_LIMITS.startTimeoutMs;
  let startTimer: NodeJS.Timeout | undefined;
  await Promise.race([first, new Promise((resolve) => (startTimer = setTimeout(resolve, startTimeoutMs)))]);
  clearTimeout(startTimer);

  return {
    instanceId,
    listening: () => client !== undefined,
    close: async () => {
      closed = true;
      stopPublishing();
      clearTimeout(reconnectTimer);
      clearInterval(heartbeat);
      const current = client;
      client = undefined;
      if (current) {
        current.removeAllListeners();
        current.on("error", () => {});
        await current.end().catch(() => {});
      }
    },
  };
}
