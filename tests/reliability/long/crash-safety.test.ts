import fs from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../../server/db/database";
import { databaseKinds } from "../../helpers/test-database";
import { queryRows } from "../support/query-rows";
import { startOrderLoad, verifyAcknowledged, type AckedOrder } from "../support/order-load";
import {
  createPostgresDatabase,
  createStubBuild,
  killIfRunning,
  startServerProcess,
  temporaryDirectory,
  type ServerProcess,
} from "../support/server-process";

const MIN_ORDERS_BEFORE_SIGNAL = 150;

function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) =>
      setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms),
    ),
  ]);
}

describe.each(databaseKinds())("crash safety of the real server process on %s", (kind) => {
  let buildDir: string;
  let dataDir: string;
  let env: Record<string, string>;
  let dropDatabase: (() => Promise<void>) | undefined;
  let databaseUrl: string | undefined;
  let server: ServerProcess | undefined;
  const everyAcked: AckedOrder[] = [];

  beforeAll(async () => {
    buildDir = createStubBuild();
    dataDir = temporaryDirectory("crash-data-");
    if (kind === "postgres") {
      const database = await createPostgresDatabase(process.env.TEST_DATABASE_URL!, "crash");
      databaseUrl = database.url;
      dropDatabase = database.drop;
    }
    env = { BUILD_DIR: buildDir, DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? "" };
  });
  afterAll(async () => {
    await killIfRunning(server);
    await dropDatabase?.();
    if (buildDir) fs.rmSync(buildDir, { recursive: true, force: true });
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("keeps every order it answered 201 through a SIGKILL mid-stream, and starts again on the same data", async () => {
    server = await startServerProcess(env);
    const probe = await fetch(`${server.baseUrl}/api/health`);
    const probeId = probe.headers.get("x-request-id");
    expect(probeId).toMatch(/^[0-9a-f-]{36}$/);

    const load = await startOrderLoad(server.baseUrl);
    await load.waitFor(MIN_ORDERS_BEFORE_SIGNAL, 20_000);
    server.child.kill("SIGKILL");
    expect(await server.exited).toEqual({ code: null, signal: "SIGKILL" });
    const { acked, failed, ordersPerSecond } = await load.stop();
    // Request ids reach the log, so a client's report can be matched to the server's record.
    expect(server.output()).toContain(`"reqId":"${probeId}"`);
    expect(acked.length).toBeGreaterThanOrEqual(MIN_ORDERS_BEFORE_SIGNAL);
    everyAcked.push(...acked);

    const started = performance.now();
    server = await startServerProcess(env);
    const restartSeconds = (performance.now() - started) / 1000;
    expect(await verifyAcknowledged(server.baseUrl, acked)).toEqual([]);
    console.info(
      `[crash ${kind}] SIGKILL after ${acked.length} acknowledged orders (${ordersPerSecond.toFixed(0)} orders/s, ${failed} cut off in flight); restart in ${restartSeconds.toFixed(1)} s; all ${acked.length} found`,
    );
  });

  it("shuts down cleanly on SIGTERM mid-stream with exit code 0, losing no acknowledged order", async () => {
    expect(server, "the SIGKILL test leaves a running server").toBeDefined();
    const load = await startOrderLoad(server!.baseUrl);
    await load.waitFor(MIN_ORDERS_BEFORE_SIGNAL, 20_000);
    server!.child.kill("SIGTERM");
    const exit = await within(server!.exited, 15_000, "a SIGTERM shutdown");
    const { acked, ordersPerSecond } = await load.stop();
    expect(exit, server!.output().slice(-2_000)).toEqual({ code: 0, signal: null });
    expect(acked.length).toBeGreaterThanOrEqual(MIN_ORDERS_BEFORE_SIGNAL);
    everyAcked.push(...acked);

    server = await startServerProcess(env);
    expect(await verifyAcknowledged(server.baseUrl, everyAcked)).toEqual([]);
    server.child.kill("SIGTERM");
    expect(await within(server.exited, 15_000, "an idle SIGTERM shutdown")).toEqual({
      code: 0,
      signal: null,
    });
    console.info(
      `[crash ${kind}] SIGTERM after ${acked.length} acknowledged orders (${ordersPerSecond.toFixed(0)} orders/s); exit code 0`,
    );
  });

  it("leaves a database that opens cleanly in another process and holds every acknowledged order once", async () => {
    const handle = await openDatabase({ databaseUrl, dataDir });
    try {
      const rows = await queryRows<{ id: string; idempotency_key: string }>(
        handle.db,
        sql`select id, idempotency_key from orders`,
      );
      const byKey = new Map(rows.map((row) => [row.idempotency_key, row.id]));
      expect(byKey.size).toBe(rows.length);
      for (const order of everyAcked) expect(byKey.get(order.key)).toBe(order.orderId);
      const [orphans] = await queryRows<{ count: number }>(
        handle.db,
        sql`select count(*)::int as count from order_items i left join orders o on o.id = i.order_id where o.id is null`,
      );
      expect(orphans.count).toBe(0);
    } finally {
      await handle.close();
    }
  });
});
