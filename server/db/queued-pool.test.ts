import net from "node:net";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { DatabaseBusyError, isDatabaseUnavailable } from "./database-errors";
import { QueuedPool } from "./queued-pool";

const serverUrl = process.env.TEST_DATABASE_URL;
const pools: pg.Pool[] = [];
const track = <T extends pg.Pool>(pool: T): T => {
  pools.push(pool);
  pool.on("error", () => {});
  return pool;
};
afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.end().catch(() => {})));
});

describe.skipIf(!serverUrl)("QueuedPool on PostgreSQL", () => {
  const burst = (pool: pg.Pool) =>
    Promise.allSettled(Array.from({ length: 40 }, () => pool.query("select pg_sleep(0.02)")));

  it("lets a burst wait its turn where pg's own pool reports a connection timeout", async () => {
    const config = { connectionString: serverUrl, max: 2, connectionTimeoutMillis: 150 };
    // 40 queries of 20 ms on 2 connections: the last ones wait about 400 ms for a free connection.
    const plain = await burst(track(new pg.Pool(config)));
    expect(plain.filter((result) => result.status === "rejected").length).toBeGreaterThan(0);

    const queued = await burst(track(new QueuedPool({ ...config, queueTimeoutMillis: 5_000 })));
    expect(queued.filter((result) => result.status === "rejected")).toEqual([]);
  });

  it("answers DatabaseBusyError when no connection frees up within the queue timeout, then serves again", async () => {
    const pool = track(new QueuedPool({ connectionString: serverUrl, max: 1, queueTimeoutMillis: 100 }));
    const held = await pool.connect();
    const started = performance.now();
    await expect(pool.connect()).rejects.toBeInstanceOf(DatabaseBusyError);
    expect(performance.now() - started).toBeGreaterThanOrEqual(95);
    expect(pool.queuedCount).toBe(0);
    held.release();
    const { rows } = await pool.query<{ answer: number }>("select 42 as answer");
    expect(rows).toEqual([{ answer: 42 }]);
  });

  it("keeps at most max connections busy and serves every waiter, through callbacks and promises", async () => {
    const pool = track(new QueuedPool({ connectionString: serverUrl, max: 2, queueTimeoutMillis: 5_000 }));
    const served: number[] = [];
    let holding = 0;
    let mostHeld = 0;
    await Promise.all(
      Array.from({ length: 8 }, async (_, index) => {
        const client =
          index % 2 === 0
            ? await pool.connect()
            : await new Promise<pg.PoolClient>((resolve, reject) =>
                pool.connect((error, connected) => (error ? reject(error) : resolve(connected!))),
              );
        served.push(index);
        mostHeld = Math.max(mostHeld, ++holding);
        await client.query("select pg_sleep(0.01)");
        holding--;
        client.release();
      }),
    );
    expect(served.sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(mostHeld).toBe(2);
    expect(pool.totalCount).toBeLessThanOrEqual(2);
    expect(pool.queuedCount).toBe(0);
  });

  it("survives the connection of a held client ending under it, and drops that client when released", async () => {
    const pool = track(new QueuedPool({ connectionString: serverUrl, max: 2, queueTimeoutMillis: 5_000 }));
    const held = await pool.connect();
    await held.query("begin");
    const {
      rows: [{ pid }],
    } = await held.query<{ pid: number }>("select pg_backend_pid() as pid");

    // The client emits "error" when its connection ends; unheard, that error would end the process (and
    // fail this run). The query in progress fails by itself.
    // Its failure is caught at once: it may come before the answer to the termination does.
    const waiting = held.query("select pg_sleep(30)").then(
      () => new Error("the query finished"),
      (error: Error) => error,
    );
    await pool.query("select pg_terminate_backend($1)", [pid]);
    expect((await waiting).message).toMatch(/terminat/i);
    await expect(held.query("select 1")).rejects.toThrow();

    held.release();
    const { rows } = await pool.query<{ answer: number }>("select 42 as answer");
    expect(rows).toEqual([{ answer: 42 }]);
    expect(pool.totalCount).toBe(1);
  });

  it("closes a connection whose query timed out inside a transaction instead of lending it again", async () => {
    const pool = track(
      new QueuedPool({ connectionString: serverUrl, max: 1, query_timeout: 300, queueTimeoutMillis: 5_000 }),
    );
    const client = await pool.connect();
    await client.query("begin");
    const { rows: before } = await client.query<{ pid: number }>("select pg_backend_pid() as pid");
    await expect(client.query("select pg_sleep(1)")).rejects.toThrow("Query read timeout");
    // What the request's code does next: roll back, which this connection, out of step, answers wrongly.
    await client.query("rollback").catch(() => undefined);
    client.release();

    // The next caller gets a new connection, outside any transaction, and the answers to its own queries.
    const next = await pool.connect();
    try {
      const { rows: after } = await next.query<{ pid: number }>("select pg_backend_pid() as pid");
      expect(after[0].pid).not.toBe(before[0].pid);
      await next.query("begin");
      const { rows } = await next.query<{ answer: number }>("select 7 as answer");
      expect(rows).toEqual([{ answer: 7 }]);
      await next.query("commit");
    } finally {
      next.release();
    }
  });
});

describe("QueuedPool when the database stops answering", () => {
  let silent: net.Server;
  let port: number;
  const sockets = new Set<net.Socket>();
  let connectionAttempts = 0;
  beforeAll(async () => {
    // Accepts connections and never says a word, like a database host that hangs.
    silent = net.createServer((socket) => {
      connectionAttempts += 1;
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
    });
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    port = (silent.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it("fails every waiting caller as soon as the first connection attempt times out", async () => {
    const pool = track(
      new QueuedPool({
        connectionString: `postgres://nobody@127.0.0.1:${port}/none`,
        max: 1,
        connectionTimeoutMillis: 200,
        queueTimeoutMillis: 10_000,
      }),
    );
    const attemptsBefore = connectionAttempts;
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => pool.query("select 1")));

    // One at a time, each caller would make its own attempt and wait its own 200 ms; the first failure
    // answers them all, so the hanging host saw one connection.
    expect(connectionAttempts - attemptsBefore).toBe(1);
    for (const result of results) {
      expect(result.status).toBe("rejected");
      expect(isDatabaseUnavailable((result as PromiseRejectedResult).reason)).toBe(true);
    }
    expect(pool.queuedCount).toBe(0);
  });
});
