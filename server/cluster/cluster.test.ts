import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { apiPaths, validCustomer } from "../../tests/helpers/api-client";
import {
  createTestApp,
  createTestDatabase,
  type TestApp,
  type TestDatabase,
} from "../../tests/helpers/test-database";
import { openDatabase, type DatabaseHandle } from "../db/database";
import { createCatalogueFreshness } from "../repositories/catalogue-freshness";
import { CACHE_BUS_APPLICATION_NAME, startCacheBus, type CacheBus } from "./cache-bus";
import { postgresRateLimitStore, rateLimitStoreKind, sweepRateLimitCounters } from "./rate-limit-store";

const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;
const silent = { info: () => {}, warn: () => {} };

async function waitFor(check: () => boolean, withinMs: number): Promise<number> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > withinMs) throw new Error(`not within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return Date.now() - started;
}

describe("where the POST rate-limit counters live", () => {
  it("keeps them in memory on the embedded database and shares them otherwise", () => {
    expect(rateLimitStoreKind({ redisUrl: undefined }, { kind: "pglite" })).toBe("memory");
    expect(rateLimitStoreKind({ redisUrl: undefined }, { kind: "postgres" })).toBe("postgres");
    expect(rateLimitStoreKind({ redisUrl: "redis://127.0.0.1:6379" }, { kind: "postgres" })).toBe("redis");
  });
});

describe("POST rate limits in Redis (REDIS_URL)", () => {
  const orderFrom = (app: TestApp, client: string) =>
    app.app.inject({
      method: "POST",
      url: apiPaths.saveOrder,
      remoteAddress: client,
      headers: { "content-type": "application/json" },
      payload: JSON.stringify(validCustomer),
    });

  // Needs a Redis server: TEST_REDIS_URL names one (redis://127.0.0.1:6379 on the project's machines).
  it.skipIf(!process.env.TEST_REDIS_URL)(
    "holds one client's limit across two servers",
    async () => {
      const env = { RATE_LIMIT_MAX: "3", REDIS_URL: process.env.TEST_REDIS_URL! };
      // One embedded database under both: the count is what they must share, and one migration is cheaper.
      const database = await createTestDatabase();
      const a = await createTestApp({ env, database });
      const b = await createTestApp({ env, database });
      try {
        // A client address of its own each run (CI runs two Node lines at once on one Redis): the counters
        // outlive the test by up to a minute. 198.18.0.0/15 is reserved for benchmarks: 65,000 addresses.
        const client = `198.18.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 254) + 1}`;
        const statuses = [];
        for (const app of [a, b, a, b]) statuses.push((await orderFrom(app, client)).statusCode);
        expect(statuses).toEqual([201, 201, 201, 429]);
      } finally {
        await a.close();
        await b.close();
        await database.destroy();
      }
    },
    120_000,
  );

  it("lets orders through uncounted while Redis cannot be reached, rather than losing them", async () => {
    // Port 1 is closed: every count fails at once.
    const testApp = await createTestApp({ env: { RATE_LIMIT_MAX: "1", REDIS_URL: "redis://127.0.0.1:1" } });
    try {
      const statuses = [];
      for (let attempt = 0; attempt < 3; attempt++)
        statuses.push((await orderFrom(testApp, "192.0.2.200")).statusCode);
      expect(statuses).toEqual([201, 201, 201]);
    } finally {
      await testApp.close();
    }
  }, 120_000);
});

onPostgres("several instances on one PostgreSQL", () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase("postgres");
  });
  afterAll(async () => {
    await database?.destroy();
  });

  describe("start-up", () => {
    it("applies the migrations once when several instances open the database at the same moment", async () => {
      const serverUrl = process.env.TEST_DATABASE_URL!;
      const name = `test_startup_${Date.now()}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      const handles: DatabaseHandle[] = [];
      try {
        const opened = await Promise.allSettled(
          Array.from({ length: 4 }, () =>
            openDatabase({ databaseUrl: url.toString(), dataDir: "memory://" }),
          ),
        );
        for (const result of opened) if (result.status === "fulfilled") handles.push(result.value);
        expect(opened.map((result) => result.status)).toEqual([
          "fulfilled",
          "fulfilled",
          "fulfilled",
          "fulfilled",
        ]);
        const applied = await handles[0].db.execute(
          sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
        );
        const files = await handles[0].db.execute(
          sql`select count(distinct hash)::int as n from drizzle.__drizzle_migrations`,
        );
        const rows = (result: unknown) => (result as { rows: { n: number }[] }).rows[0].n;
        expect(rows(applied)).toBe(rows(files));
        expect(rows(applied)).toBeGreaterThan(0);
      } finally {
        await Promise.all(handles.map((handle) => handle.close()));
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    });
  });

  describe("POST rate limits", () => {
    it("counts one client's requests across instances in one window", async () => {
      const Store = postgresRateLimitStore(database.db);
      const route = { routeInfo: { method: "POST", url: "/api/save-order" } } as never;
      const onA = new Store({}).child(route);
      const onB = new Store({}).child(route);
      const incr = (store: typeof onA, key: string) =>
        new Promise<{ current: number; ttl: number }>((resolve, reject) =>
          (
            store.incr as (
              k: string,
              cb: (e: Error | null, r?: { current: number; ttl: number }) => void,
              w: number,
            ) => void
          )(key, (error, result) => (error ? reject(error) : resolve(result!)), 60_000),
        );
      expect((await incr(onA, "203.0.113.7")).current).toBe(1);
      expect((await incr(onB, "203.0.113.7")).current).toBe(2);
      const third = await incr(onA, "203.0.113.7");
      expect(third.current).toBe(3);
      expect(third.ttl).toBeGreaterThan(55_000);
      expect(third.ttl).toBeLessThanOrEqual(60_000);
      // Another client and another route count on their own.
      expect((await incr(onB, "203.0.113.8")).current).toBe(1);
      const otherRoute = new Store({}).child({
        routeInfo: { method: "POST", url: "/api/send-message" },
      } as never);
      expect((await incr(otherRoute, "203.0.113.7")).current).toBe(1);
    });

    it("starts a new window once the old one ended, and sweeps ended windows away", async () => {
      const Store = postgresRateLimitStore(database.db);
      const store = new Store({});
      const incr = (windowMs: number) =>
        new Promise<{ current: number; ttl: number }>((resolve, reject) =>
          (
            store.incr as (
              k: string,
              cb: (e: Error | null, r?: { current: number; ttl: number }) => void,
              w: number,
            ) => void
          )("198.51.100.1", (error, result) => (error ? reject(error) : resolve(result!)), windowMs),
        );
      expect((await incr(50)).current).toBe(1);
      expect((await incr(50)).current).toBe(2);
      await new Promise((resolve) => setTimeout(resolve, 80));
      expect((await incr(50)).current).toBe(1);
      await database.db.execute(sql`update rate_limit_counters set reset_at = reset_at - 120000`);
      await sweepRateLimitCounters(database.db);
      const left = await database.db.execute(sql`select count(*)::int as n from rate_limit_counters`);
      expect((left as unknown as { rows: { n: number }[] }).rows[0].n).toBe(0);
    });

    it("holds the order limit for one client across two servers", async () => {
      const env = { RATE_LIMIT_MAX: "3" };
      const a = await createTestApp({ database, env });
      const b = await createTestApp({ database, env });
      try {
        const post = (app: typeof a) =>
          app.app.inject({
            method: "POST",
            url: apiPaths.saveOrder,
            remoteAddress: "192.0.2.44",
            headers: { "content-type": "application/json" },
            payload: JSON.stringify(validCustomer),
          });
        const statuses = [];
        for (const app of [a, b, a, b]) statuses.push((await post(app)).statusCode);
        expect(statuses).toEqual([201, 201, 201, 429]);
      } finally {
        await a.close();
        await b.close();
      }
    });
  });

  describe("cache invalidation through LISTEN/NOTIFY", () => {
    const buses: CacheBus[] = [];
    afterEach(async () => {
      await Promise.all(buses.splice(0).map((bus) => bus.close()));
    });

    async function instance() {
      const freshness = createCatalogueFreshness();
      let invalidations = 0;
      freshness.onInvalidate(() => (invalidations += 1));
      const bus = await startCacheBus({
        databaseUrl: database.url!,
        db: database.db,
        freshness,
        log: silent,
        heartbeatMs: 200,
        maxReconnectDelayMs: 200,
      });
      buses.push(bus);
      return { freshness, bus, invalidations: () => invalidations };
    }

    it("empties the other instance's caches within a second of a change, and this one's once", async () => {
      const a = await instance();
      const b = await instance();
      expect(a.bus.listening() && b.bus.listening()).toBe(true);
      a.freshness.catalogueChanged();
      const took = await waitFor(() => b.invalidations() === 1, 1_000);
      expect(took).toBeLessThan(1_000);
      await new Promise((resolve) => setTimeout(resolve, 100));
      // A's own announcement comes back to it and is ignored: it already emptied its caches.
      expect(a.invalidations()).toBe(1);
      expect(b.invalidations()).toBe(1);
    });

    it("empties the caches and listens again after the listening connection drops", async () => {
      const a = await instance();
      const b = await instance();
      await database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where application_name = ${CACHE_BUS_APPLICATION_NAME} and datname = current_database()`,
      );
      await waitFor(() => b.invalidations() === 1 && a.invalidations() === 1, 3_000);
      await waitFor(() => a.bus.listening() && b.bus.listening(), 3_000);
      // Listening again: the next change still reaches the other instance.
      b.freshness.catalogueChanged();
      await waitFor(() => a.invalidations() === 2, 1_000);
    });
  });
});
