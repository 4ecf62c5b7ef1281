import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiPaths, expectError, postJson, validCustomer } from "../../tests/helpers/api-client";
import { insertAccessory } from "../../tests/helpers/fixtures";
import { insertStaff } from "../../tests/helpers/order-fixtures";
import { signInForTest } from "../../tests/helpers/admin-session";
import {
  createTestApp,
  createTestDatabase,
  databaseKinds,
  type TestApp,
} from "../../tests/helpers/test-database";
import { openDatabase } from "../db/database";
import type { StaffActor } from "../admin/audit/audit-log";
import { createOrderAdminService, type OrderAdminService } from "../admin/orders/order-admin-service";
import { createStockAdminService, type StockAdminService } from "../admin/stock/stock-admin-service";
import { accessories, auditLog, orders, outboxJobs, stockMovements } from "../db/schema";
import { composeLowStockEmail, queueLowStockEmailIfDue } from "./low-stock-email";
import { lowStockAccessories } from "./stock-ledger";
import { ApiError } from "../http/api-error";

describe.each(databaseKinds())("stock counts on %s", (kind) => {
  let testApp: TestApp;
  let orderDesk: OrderAdminService;
  let stockDesk: StockAdminService;
  let staff: StaffActor;

  beforeAll(async () => {
    testApp = await createTestApp({ kind });
    orderDesk = createOrderAdminService(testApp.database.db);
    stockDesk = createStockAdminService(testApp.database.db);
    staff = await insertStaff(testApp.database.db, "Rahim Uddin");
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const db = () => testApp.database.db;

  async function counts(accessoryId: string) {
    const [row] = await db()
      .select({ stock: accessories.stock, reserved: accessories.stockReserved })
      .from(accessories)
      .where(eq(accessories.id, accessoryId));
    return row;
  }

  async function ledger(accessoryId: string) {
    return db()
      .select({
        reason: stockMovements.reason,
        stockChange: stockMovements.stockChange,
        reservedChange: stockMovements.reservedChange,
        stockAfter: stockMovements.stockAfter,
        reservedAfter: stockMovements.reservedAfter,
        orderId: stockMovements.orderId,
        actorName: stockMovements.actorName,
      })
      .from(stockMovements)
      .where(eq(stockMovements.accessoryId, accessoryId))
      .orderBy(asc(stockMovements.createdAt), asc(stockMovements.reservedAfter));
  }

  async function placeOrder(lines: { accessoryId: string; quantity: number }[]) {
    const order = await postJson(testApp.app, apiPaths.saveOrder, validCustomer, {
      "idempotency-key": randomUUID(),
    });
    expect(order.statusCode).toBe(201);
    const orderId = order.json()._id as string;
    const responses = [];
    for (const line of lines) {
      responses.push(await postJson(testApp.app, apiPaths.saveOrderDetails, { orderId, ...line }));
    }
    return { orderId, responses };
  }

  async function transition(orderId: string, action: string, extra: Record<string, unknown> = {}) {
    const [row] = await db().select({ version: orders.version }).from(orders).where(eq(orders.id, orderId));
    // The test orders name no place, so confirming one needs the charge agreed on the call.
    const charge =
      action === "confirm" ? { deliveryCharge: 100, deliveryChargeReason: "Agreed on the call" } : {};
    return orderDesk.transition(orderId, { action, version: row.version, ...charge, ...extra }, staff);
  }

  it("reserves a counted accessory's line when it is placed, and writes the ledger", async () => {
    const vaseId = await insertAccessory(db(), { name: "Terracotta Vase", stock: 5 });
    const { orderId, responses } = await placeOrder([{ accessoryId: vaseId, quantity: 2 }]);
    expect(responses[0].statusCode).toBe(201);
    expect(await counts(vaseId)).toEqual({ stock: 5, reserved: 2 });
    expect(await ledger(vaseId)).toEqual([
      {
        reason: "order_placed",
        stockChange: 0,
        reservedChange: 2,
        stockAfter: 5,
        reservedAfter: 2,
        orderId,
        actorName: "Customer",
      },
    ]);

    // The same line again with another quantity reserves only the difference.
    const again = await postJson(testApp.app, apiPaths.saveOrderDetails, {
      orderId,
      accessoryId: vaseId,
      quantity: 3,
    });
    expect(again.statusCode).toBe(201);
    expect(await counts(vaseId)).toEqual({ stock: 5, reserved: 3 });
  });

  it("refuses a line beyond what is available with 409, naming the accessory and how many can be ordered", async () => {
    const lampId = await insertAccessory(db(), { name: "Brass Lamp", stock: 3 });
    await placeOrder([{ accessoryId: lampId, quantity: 2 }]);
    const { responses } = await placeOrder([{ accessoryId: lampId, quantity: 2 }]);
    const error = expectError(responses[0], 409, "not_enough_stock");
    expect(error.message).toBe(
      "Only 1 of Brass Lamp can be ordered. Please lower the quantity in your cart to 1.",
    );
    expect(await counts(lampId)).toEqual({ stock: 3, reserved: 2 });

    await placeOrder([{ accessoryId: lampId, quantity: 1 }]);
    const { responses: none } = await placeOrder([{ accessoryId: lampId, quantity: 1 }]);
    expect(expectError(none[0], 409, "not_enough_stock").message).toBe(
      "Brass Lamp is out of stock. Please remove it from your cart to place your order.",
    );
    expect((await ledger(lampId)).map((row) => row.reason)).toEqual(["order_placed", "order_placed"]);
  });

  it("leaves an accessory that is not counted alone", async () => {
    const rugId = await insertAccessory(db(), { name: "Jute Rug" });
    const { responses } = await placeOrder([{ accessoryId: rugId, quantity: 50 }]);
    expect(responses[0].statusCode).toBe(201);
    expect(await counts(rugId)).toEqual({ stock: null, reserved: 0 });
    expect(await ledger(rugId)).toEqual([]);
  });

  it("takes delivered pieces off for good and puts cancelled and returned ones back", async () => {
    const bowlId = await insertAccessory(db(), { name: "Wooden Bowl", stock: 10 });
    const delivered = await placeOrder([{ accessoryId: bowlId, quantity: 3 }]);
    const cancelled = await placeOrder([{ accessoryId: bowlId, quantity: 2 }]);
    const returned = await placeOrder([{ accessoryId: bowlId, quantity: 1 }]);
    expect(await counts(bowlId)).toEqual({ stock: 10, reserved: 6 });

    await transition(delivered.orderId, "confirm");
    await transition(delivered.orderId, "deliver");
    expect(await counts(bowlId)).toEqual({ stock: 7, reserved: 3 });

    await transition(cancelled.orderId, "cancel", { reason: "Customer changed their mind" });
    expect(await counts(bowlId)).toEqual({ stock: 7, reserved: 1 });

    await transition(returned.orderId, "confirm");
    await transition(returned.orderId, "ship");
    expect(await counts(bowlId)).toEqual({ stock: 7, reserved: 1 });
    await transition(returned.orderId, "return");
    expect(await counts(bowlId)).toEqual({ stock: 7, reserved: 0 });

    const rows = await ledger(bowlId);
    expect(
      rows.slice(3).map((row) => [row.reason, row.stockChange, row.reservedChange, row.actorName]),
    ).toEqual([
      ["order_delivered", -3, -3, "Rahim Uddin"],
      ["order_cancelled", 0, -2, "Rahim Uddin"],
      ["order_returned", 0, -1, "Rahim Uddin"],
    ]);
    expect(rows[3].orderId).toBe(delivered.orderId);
  });

  it("records staff corrections with their reason in the ledger and the audit log", async () => {
    const trayId = await insertAccessory(db(), { name: "Cane Tray", stock: 4 });
    await placeOrder([{ accessoryId: trayId, quantity: 3 }]);

    const result = await stockDesk.correct(trayId, { change: "+6", reason: "new_delivery", note: "" }, staff);
    expect(result).toEqual({ stock: 10, reserved: 3, available: 7 });
    await stockDesk.correct(trayId, { change: -2, reason: "damaged", note: "Cracked in the van" }, staff);
    expect(await counts(trayId)).toEqual({ stock: 8, reserved: 3 });

    // Below what the open orders hold: refused, nothing written.
    const refused = await stockDesk
      .correct(trayId, { change: -6, reason: "stock_take" }, staff)
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).code).toBe("stock_below_reserved");
    // "Other" needs a note.
    const noNote = await stockDesk
      .correct(trayId, { change: 1, reason: "other" }, staff)
      .catch((error: unknown) => error);
    expect((noNote as ApiError).fields).toEqual({ note: "Say what happened (required for Other)" });
    expect(await counts(trayId)).toEqual({ stock: 8, reserved: 3 });

    const movements = await stockDesk.movements(trayId);
    expect(movements.map((row) => [row.reasonLabel, row.stockChange, row.stockAfter, row.note])).toEqual([
      ["Damaged", -2, 8, "Cracked in the van"],
      ["New delivery", 6, 10, null],
      ["Order placed", 0, 4, null],
    ]);
    const audits = await db().select().from(auditLog).where(eq(auditLog.entityId, trayId));
    expect(audits.map((row) => row.action)).toEqual([
      "accessory.stock_corrected",
      "accessory.stock_corrected",
    ]);
  });

  it("lists the accessories at or below their threshold as low stock", async () => {
    const low = await insertAccessory(db(), { name: "Low Candle", stock: 3, lowStockThreshold: 2 });
    const fine = await insertAccessory(db(), { name: "Plenty Candle", stock: 30, lowStockThreshold: 2 });
    await placeOrder([{ accessoryId: low, quantity: 1 }]);
    const ids = (await stockDesk.lowStock()).map((row) => row.id);
    expect(ids).toContain(low);
    expect(ids).not.toContain(fine);
    expect((await stockDesk.lowStock()).find((row) => row.id === low)).toMatchObject({
      stock: 3,
      reserved: 1,
      available: 2,
    });
  });

  it("sells the last piece once when ten customers order it at the same moment", async () => {
    const lastId = await insertAccessory(db(), { name: "Last Vase", stock: 1 });
    const orderIds = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const order = await postJson(testApp.app, apiPaths.saveOrder, validCustomer, {
          "idempotency-key": randomUUID(),
        });
        return order.json()._id as string;
      }),
    );
    const responses = await Promise.all(
      orderIds.map((orderId) =>
        postJson(testApp.app, apiPaths.saveOrderDetails, { orderId, accessoryId: lastId, quantity: 1 }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, ...Array(9).fill(409)]);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(expectError(response, 409, "not_enough_stock").message).toContain("Last Vase is out of stock");
    }
    expect(await counts(lastId)).toEqual({ stock: 1, reserved: 1 });
    expect(await ledger(lastId)).toHaveLength(1);
  });

  it("keeps the table's promise: no statement reserves more than the stock", async () => {
    const id = await insertAccessory(db(), { name: "Guarded Bowl", stock: 1 });
    await expect(
      db().update(accessories).set({ stockReserved: 2 }).where(eq(accessories.id, id)),
    ).rejects.toThrow();
  });

  it("queues one low-stock email a Dhaka day, however many instances check", async () => {
    await insertAccessory(db(), { name: "Nearly Gone <Jar>", stock: 1, lowStockThreshold: 2 });
    const staffEmails = ["shop@example.com"];
    const jobs = () => db().select().from(outboxJobs).where(eq(outboxJobs.kind, "low-stock-email"));
    // 08:30 in Dhaka: not yet.
    expect(await queueLowStockEmailIfDue(db(), staffEmails, new Date("2026-11-27T02:30:00Z"))).toBe(false);
    // Nobody to tell.
    expect(await queueLowStockEmailIfDue(db(), [], new Date("2026-11-27T04:00:00Z"))).toBe(false);
    // Two instances at 10:00 and one at 18:00 the same day: one job.
    await Promise.all([
      queueLowStockEmailIfDue(db(), staffEmails, new Date("2026-11-27T04:00:00Z")),
      queueLowStockEmailIfDue(db(), staffEmails, new Date("2026-11-27T04:00:01Z")),
    ]);
    await queueLowStockEmailIfDue(db(), staffEmails, new Date("2026-11-27T12:00:00Z"));
    expect(await jobs()).toHaveLength(1);
    // The next Dhaka day (00:30 on the 28th is still before 09:00, 03:30Z is 09:30): a second one.
    await queueLowStockEmailIfDue(db(), staffEmails, new Date("2026-11-27T18:30:00Z"));
    expect(await jobs()).toHaveLength(1);
    await queueLowStockEmailIfDue(db(), staffEmails, new Date("2026-11-28T03:30:00Z"));
    expect(await jobs()).toHaveLength(2);

    const email = composeLowStockEmail(await lowStockAccessories(db()), "2026-11-27", "https://example.com");
    expect(email.text).toContain("Nearly Gone <Jar>");
    expect(email.html).toContain("Nearly Gone &#60;Jar&#62;");
    expect(email.html).not.toContain("<Jar>");
    expect(email.text).toContain("https://example.com/admin/accessories?stock=low");
  });
});

describe.runIf(databaseKinds().includes("postgres"))("the last piece across two instances", () => {
  it("is sold once when customers on two instances of one PostgreSQL order it at the same moment", async () => {
    const first = await createTestDatabase("postgres");
    // A second instance: its own connection pool and app on the same database.
    const secondHandle = await openDatabase({ databaseUrl: first.url!, dataDir: "memory://" });
    const one = await createTestApp({ database: first });
    const two = await createTestApp({ database: secondHandle });
    try {
      const lastId = await insertAccessory(first.db, { name: "Shared Last Vase", stock: 1 });
      const apps = [one.app, two.app];
      const orderIds = await Promise.all(
        Array.from({ length: 10 }, async (_, index) => {
          const order = await postJson(apps[index % 2], apiPaths.saveOrder, validCustomer, {
            "idempotency-key": randomUUID(),
          });
          return order.json()._id as string;
        }),
      );
      const responses = await Promise.all(
        orderIds.map((orderId, index) =>
          postJson(apps[index % 2], apiPaths.saveOrderDetails, { orderId, accessoryId: lastId, quantity: 1 }),
        ),
      );
      expect(responses.map((response) => response.statusCode).sort()).toEqual([201, ...Array(9).fill(409)]);
      const [row] = await first.db
        .select({ stock: accessories.stock, reserved: accessories.stockReserved })
        .from(accessories)
        .where(eq(accessories.id, lastId));
      expect(row).toEqual({ stock: 1, reserved: 1 });
    } finally {
      await two.close();
      await one.close();
      await secondHandle.close();
      await first.destroy();
    }
  });
});

describe.each(databaseKinds())("the shop's cached stock on %s", (kind) => {
  let testApp: TestApp;

  beforeAll(async () => {
    // Answers kept for ten minutes: a count seen afresh was dropped from the cache, not waited out.
    testApp = await createTestApp({ kind, env: { CATALOGUE_CACHE_MS: "600000" } });
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const shown = async (accessoryId: string) => {
    const answer = await testApp.app.inject({ method: "GET", url: apiPaths.accessory(accessoryId) });
    expect(answer.statusCode).toBe(200);
    const { available, outOfStock } = answer.json().data as { available?: number; outOfStock?: boolean };
    const listed = (await testApp.app.inject({ method: "GET", url: `${apiPaths.accessories}?page=1` })).json()
      .data as { _id: string; available?: number }[];
    return {
      available,
      outOfStock: outOfStock ?? false,
      listed: listed.find((row) => row._id === accessoryId)?.available,
    };
  };

  it("shows the new count right after an order and after a cancellation", async () => {
    const db = testApp.database.db;
    const bowlId = await insertAccessory(db, { name: "Brass Bowl", stock: 3 });
    const session = await signInForTest(testApp.app, { role: "staff" });
    expect(await shown(bowlId)).toEqual({ available: 3, outOfStock: false, listed: 3 });
    // Cached now: a change written behind the app's back is not seen (the cache is in use).
    await db.update(accessories).set({ lowStockThreshold: 5 }).where(eq(accessories.id, bowlId));
    expect(
      (await testApp.app.inject({ method: "GET", url: apiPaths.accessory(bowlId) })).json().data.lowStockAt,
    ).toBe(2);

    const order = await postJson(testApp.app, apiPaths.saveOrder, validCustomer, {
      "idempotency-key": randomUUID(),
    });
    const orderId = order.json()._id as string;
    const line = await postJson(testApp.app, apiPaths.saveOrderDetails, {
      orderId,
      accessoryId: bowlId,
      quantity: 2,
    });
    expect(line.statusCode).toBe(201);
    expect(await shown(bowlId)).toEqual({ available: 1, outOfStock: false, listed: 1 });

    const other = await postJson(testApp.app, apiPaths.saveOrder, validCustomer, {
      "idempotency-key": randomUUID(),
    });
    await postJson(testApp.app, apiPaths.saveOrderDetails, {
      orderId: other.json()._id,
      accessoryId: bowlId,
      quantity: 1,
    });
    expect(await shown(bowlId)).toEqual({ available: 0, outOfStock: true, listed: 0 });

    // Cancelled in the back office: its two pieces are back on the shop at once.
    const cancelled = await testApp.app.inject({
      method: "POST",
      url: `/api/admin/orders/${orderId}/transitions`,
      headers: session.headers,
      payload: { action: "cancel", version: 1, reason: "Customer unreachable" },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await shown(bowlId)).toEqual({ available: 2, outOfStock: false, listed: 2 });
  });
});
