import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Accessory, AccessoryPage } from "../../common/catalogue";
import { apiPaths, postJson, validCustomer } from "../../tests/helpers/api-client";
import { countRows } from "../../tests/helpers/fixtures";
import { createTestApp, databaseKinds, type TestApp } from "../../tests/helpers/test-database";
import { orderItems, orders } from "../db/schema";

const CHECKOUTS = 50;
const LINES_PER_CHECKOUT = 3;

describe.each(databaseKinds())("checkouts at once on %s", (kind) => {
  let testApp: TestApp;
  let catalogue: Accessory[];

  beforeAll(async () => {
    testApp = await createTestApp({ kind, seed: true });
    const pages = await Promise.all(
      [1, 2, 3].map((page) =>
        testApp.app.inject({ method: "GET", url: `${apiPaths.accessories}?page=${page}` }),
      ),
    );
    catalogue = pages.flatMap((response) => (response.json() as AccessoryPage).data);
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it(`persists ${CHECKOUTS} simultaneous checkouts (an order plus ${LINES_PER_CHECKOUT} lines each) with correct totals`, async () => {
    const { app, database } = testApp;
    const before = await countRows(database.db);
    // The browser's checkout: create the order, then save every cart line in parallel.
    const checkouts = Array.from({ length: CHECKOUTS }, (_, index) => ({
      key: randomUUID(),
      customer: { ...validCustomer, name: `Customer ${index + 1}` },
      lines: Array.from({ length: LINES_PER_CHECKOUT }, (_, line) => ({
        accessory: catalogue[(index * LINES_PER_CHECKOUT + line) % catalogue.length],
        quantity: ((index + line * 7) % 99) + 1,
      })),
    }));

    const results = await Promise.all(
      checkouts.map(async (checkout) => {
        const order = await postJson(app, apiPaths.saveOrder, checkout.customer, {
          "idempotency-key": checkout.key,
        });
        expect(order.statusCode).toBe(201);
        const orderId = order.json()._id as string;
        const lines = await Promise.all(
          checkout.lines.map((line) =>
            postJson(app, apiPaths.saveOrderDetails, {
              orderId,
              accessoryId: line.accessory._id,
              quantity: line.quantity,
            }),
          ),
        );
        return { checkout, orderId, lines };
      }),
    );

    const after = await countRows(database.db);
    expect(after.orders - before.orders).toBe(CHECKOUTS);
    expect(after.orderItems - before.orderItems).toBe(CHECKOUTS * LINES_PER_CHECKOUT);
    expect(new Set(results.map((result) => result.orderId)).size).toBe(CHECKOUTS);

    const stored = await database.db
      .select({
        orderId: orderItems.orderId,
        lines: sql<number>`count(*)::int`,
        total: sql<number>`sum(${orderItems.rate} * ${orderItems.quantity})::int`,
      })
      .from(orderItems)
      .groupBy(orderItems.orderId);
    const storedByOrder = new Map(stored.map((row) => [row.orderId, row]));

    for (const { checkout, orderId, lines } of results) {
      expect(lines.map((line) => line.statusCode)).toEqual(Array(LINES_PER_CHECKOUT).fill(201));
      const expectedTotal = checkout.lines.reduce(
        (sum, line) => sum + line.accessory.rate * line.quantity,
        0,
      );
      const expectedItems = checkout.lines.reduce((sum, line) => sum + line.quantity, 0);
      expect(storedByOrder.get(orderId)).toEqual({
        orderId,
        lines: LINES_PER_CHECKOUT,
        total: expectedTotal,
      });
      const [order] = await database.db.select().from(orders).where(eq(orders.id, orderId));
      expect(order).toMatchObject({ name: checkout.customer.name, status: "pending" });
      // A retried checkout gets the same order back, its totals derived from the saved lines.
      const replay = await postJson(app, apiPaths.saveOrder, checkout.customer, {
        "idempotency-key": checkout.key,
      });
      expect(replay.json()).toMatchObject({ _id: orderId, total: expectedTotal, totalItems: expectedItems });
    }
  });

  it("keeps one line when the same cart line is saved several times at once", async () => {
    const { app, database } = testApp;
    const orderId = (await postJson(app, apiPaths.saveOrder, validCustomer)).json()._id as string;
    const accessory = catalogue[0];
    const responses = await Promise.all(
      [1, 2, 3, 4, 5].map((quantity) =>
        postJson(app, apiPaths.saveOrderDetails, { orderId, accessoryId: accessory._id, quantity }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(responses.map((response) => response.json()._id)).size).toBe(1);
    const lines = await database.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    expect(lines).toHaveLength(1);
    expect([1, 2, 3, 4, 5]).toContain(lines[0].quantity);
    expect(lines[0].rate).toBe(accessory.rate);
  });
});
