import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertAccessory } from "../../../tests/helpers/fixtures";
import { insertMessage, insertOrder, insertStaff } from "../../../tests/helpers/order-fixtures";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../../../tests/helpers/test-database";
import { orderEvents } from "../../db/schema";
import { createDashboardService } from "./dashboard-service";

describe.each(databaseKinds())("dashboard figures on %s", (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it("counts the work waiting and the cash collected and outstanding, delivery charges included", async () => {
    const db = database.db;
    const staff = await insertStaff(db);
    const accessoryId = await insertAccessory(db, { rate: 1_000 });
    // Wednesday 25 Nov 2026, 10:00 in Dhaka. The week began on Saturday the 21st, the month on the 1st.
    const now = new Date("2026-11-25T04:00:00Z");
    const line = (quantity: number, rate: number) => [{ accessoryId, quantity, rate }];

    await insertOrder(db, {
      status: "pending",
      createdAt: new Date("2026-11-21T00:30:00Z"),
      lines: line(1, 500),
    });
    await insertOrder(db, { status: "pending", createdAt: new Date("2026-11-20T17:59:00Z") }); // Friday 23:59 Dhaka
    await insertOrder(db, { status: "confirmed", createdAt: new Date("2026-11-10T06:00:00Z") });
    await insertOrder(db, {
      status: "shipped",
      createdAt: new Date("2026-11-12T06:00:00Z"),
      lines: line(2, 3_000),
      deliveryZone: "outside_dhaka",
      deliveryCharge: 155,
    });
    await insertOrder(db, {
      status: "shipped",
      createdAt: new Date("2026-10-12T06:00:00Z"),
      lines: line(1, 1_250),
      // An unknown zone whose charge nobody set: the items alone.
      deliveryCharge: null,
    });
    const deliveredNow = await insertOrder(db, {
      status: "delivered",
      createdAt: new Date("2026-10-28T06:00:00Z"),
      lines: line(3, 2_000),
      deliveryZone: "inside_dhaka",
      deliveryCharge: 70,
    });
    const deliveredLastMonth = await insertOrder(db, {
      status: "delivered",
      createdAt: new Date("2026-10-01T06:00:00Z"),
      lines: line(1, 9_999),
    });
    await db.insert(orderEvents).values([
      // 1 Nov 00:10 in Dhaka: this month.
      {
        orderId: deliveredNow.id,
        actorName: staff.name,
        fromStatus: "shipped",
        toStatus: "delivered",
        createdAt: new Date("2026-10-31T18:10:00Z"),
      },
      // 31 Oct 23:50 in Dhaka: last month.
      {
        orderId: deliveredLastMonth.id,
        actorName: staff.name,
        fromStatus: "shipped",
        toStatus: "delivered",
        createdAt: new Date("2026-10-31T17:50:00Z"),
      },
    ]);
    await insertMessage(db);
    await insertMessage(db);
    await insertMessage(db, { status: "contacted" });
    // Low stock: counted, on the shop, at or below its own threshold.
    await insertAccessory(db, { stock: 2, lowStockThreshold: 2 });
    await insertAccessory(db, { stock: 10, lowStockThreshold: 2 });
    await insertAccessory(db, { stock: 1, lowStockThreshold: 0 });
    await insertAccessory(db, { stock: 0, archivedAt: new Date() });

    expect(await createDashboardService(db).figures(now)).toEqual({
      ordersToConfirm: 2,
      ordersToDeliver: 1,
      newMessages: 2,
      ordersThisWeek: 1,
      weekStartsOn: "2026-11-21",
      cashCollectedThisMonth: 6_070,
      monthStartsOn: "2026-11-01",
      cashOutstanding: 7_405,
      ordersOutstanding: 2,
      lowStock: 1,
    });
  });
});
