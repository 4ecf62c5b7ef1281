import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiPaths, postJson, validCustomer } from "../helpers/api-client";
import { createTestApp, databaseKinds, type TestApp } from "../helpers/test-database";
import { queryRows } from "./support/query-rows";

const CHECKOUTS = 200;
const LINES = 3;

type Line = { accessoryId: string; quantity: number };
type Checkout = {
  key: string;
  name: string;
  lines: Line[];
  retries: "none" | "double-submit" | "line-retry" | "late-replay";
};

describe.each(databaseKinds())(`${CHECKOUTS} checkouts at once on %s`, (kind) => {
  let testApp: TestApp;
  let rates: Map<string, number>;

  beforeAll(async () => {
    testApp = await createTestApp({ kind, seed: true });
    const rows = await queryRows<{ id: string; rate: number }>(
      testApp.database.db,
      sql`select id, rate from accessories order by code`,
    );
    rates = new Map(rows.map((row) => [row.id, row.rate]));
  });
  afterAll(async () => {
    await testApp?.close();
  });

  let busyAnswers = 0;

  /**
   * A request that waited too long for a free database connection is answered 503 with Retry-After, the
   * server's busy answer (a loaded CI machine reaches it with 1,000 requests on 10 connections); the customer
   * presses again, with the same idempotency key, which must still make exactly one order.
   */
  async function pressedUntilAnswered(send: () => ReturnType<typeof postJson>) {
    for (let attempt = 1; ; attempt++) {
      const response = await send();
      if (response.statusCode !== 503 || attempt === 5) return response;
      busyAnswers += 1;
      await new Promise((resolve) => setTimeout(resolve, Number(response.headers["retry-after"] ?? 1) * 200));
    }
  }

  const saveOrder = (checkout: Checkout) =>
    pressedUntilAnswered(() =>
      postJson(
        testApp.app,
        apiPaths.saveOrder,
        { ...validCustomer, name: checkout.name },
        { "idempotency-key": checkout.key },
      ),
    );

  const saveLine = (orderId: string, line: Line) =>
    pressedUntilAnswered(() => postJson(testApp.app, apiPaths.saveOrderDetails, { orderId, ...line }));

  /** One browser's checkout: the order, then its lines in parallel, with the retries a flaky network causes. */
  async function runCheckout(checkout: Checkout): Promise<string> {
    const attempts =
      checkout.retries === "double-submit"
        ? [saveOrder(checkout), saveOrder(checkout)]
        : [saveOrder(checkout)];
    const responses = await Promise.all(attempts);
    for (const response of responses) expect(response.statusCode, response.body).toBe(201);
    const ids = new Set(responses.map((response) => response.json()._id as string));
    expect(ids.size).toBe(1);
    const [orderId] = ids;

    const lineRequests = checkout.lines.map((line) => saveLine(orderId, line));
    if (checkout.retries === "line-retry") lineRequests.push(saveLine(orderId, checkout.lines[0]));
    for (const response of await Promise.all(lineRequests))
      expect(response.statusCode, response.body).toBe(201);

    if (checkout.retries === "late-replay") {
      const replay = await saveOrder(checkout);
      expect(replay.statusCode).toBe(201);
      expect(replay.headers["idempotent-replayed"]).toBe("true");
      expect(replay.json()._id).toBe(orderId);
    }
    return orderId;
  }

  it("stores exactly one order per checkout, each with its lines at the catalogue's rates and the right totals", async () => {
    const accessoryIds = [...rates.keys()];
    const keyPrefix = `concurrency-${randomUUID()}-`;
    busyAnswers = 0;
    const retryKinds = ["none", "double-submit", "line-retry", "late-replay"] as const;
    const checkouts: Checkout[] = Array.from({ length: CHECKOUTS }, (_, index) => ({
      key: `${keyPrefix}${index}`,
      name: `Concurrent Customer ${index}`,
      retries: retryKinds[index % retryKinds.length],
      lines: Array.from({ length: LINES }, (_, line) => ({
        accessoryId: accessoryIds[(index * LINES + line) % accessoryIds.length],
        quantity: ((index + line) % 7) + 1,
      })),
    }));

    const started = performance.now();
    const orderIds = await Promise.all(checkouts.map(runCheckout));
    const seconds = (performance.now() - started) / 1000;
    expect(new Set(orderIds).size).toBe(CHECKOUTS);

    // This try's orders only: a retried test (CI retries once) runs on the same database.
    const { db } = testApp.database;
    const keyPattern = `${keyPrefix}%`;
    const orders = await queryRows<{ id: string; name: string; idempotency_key: string }>(
      db,
      sql`select id, name, idempotency_key from orders where idempotency_key like ${keyPattern}`,
    );
    expect(orders).toHaveLength(CHECKOUTS);
    const items = await queryRows<{ order_id: string; accessory_id: string; quantity: number; rate: number }>(
      db,
      sql`select order_id, accessory_id, quantity, rate from order_items
          where order_id in (select id from orders where idempotency_key like ${keyPattern})`,
    );
    expect(items).toHaveLength(CHECKOUTS * LINES);

    const replays = await Promise.all(checkouts.map(saveOrder));
    checkouts.forEach((checkout, index) => {
      const orderId = orderIds[index];
      const order = orders.find((row) => row.id === orderId);
      expect(order).toMatchObject({ name: checkout.name, idempotency_key: checkout.key });
      const stored = items
        .filter((row) => row.order_id === orderId)
        .map((row) => ({ accessoryId: row.accessory_id, quantity: row.quantity, rate: row.rate }));
      const expected = checkout.lines.map((line) => ({ ...line, rate: rates.get(line.accessoryId)! }));
      const byAccessory = (a: { accessoryId: string }, b: { accessoryId: string }) =>
        a.accessoryId.localeCompare(b.accessoryId);
      expect(stored.sort(byAccessory)).toEqual(expected.sort(byAccessory));

      const replay = replays[index].json();
      expect(replay._id).toBe(orderId);
      expect(replay.total).toBe(expected.reduce((sum, line) => sum + line.rate * line.quantity, 0));
      expect(replay.totalItems).toBe(expected.reduce((sum, line) => sum + line.quantity, 0));
    });

    const requests = checkouts.reduce(
      (sum, checkout) => sum + 1 + LINES + (checkout.retries === "none" ? 0 : 1),
      0,
    );
    console.info(
      `[concurrency ${kind}] ${CHECKOUTS} checkouts (${requests} requests) at once in ${seconds.toFixed(2)} s: ${(CHECKOUTS / seconds).toFixed(0)} checkouts/s; ${busyAnswers} busy answers pressed again`,
    );
    // A minute and a half: the stock locks queue lines of one accessory, and a busy test machine is slower.
  }, 90_000);
});
