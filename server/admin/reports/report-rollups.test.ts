import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertAccessory } from "../../../tests/helpers/fixtures";
import { insertOrder, insertStaff } from "../../../tests/helpers/order-fixtures";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../../../tests/helpers/test-database";
import type { Database } from "../../db/database";
import { queryRows } from "../../db/query-rows";
import { orderEvents, orderItems, orders } from "../../db/schema";
import { createOrderAdminService } from "../orders/order-admin-service";
import { createReportService } from "./report-service";

/**
 * The reports' running totals (migration 0014) against a count from scratch: after every kind of write the
 * shop makes (and a few it never makes, such as moving an order's day or deleting it), the rows the triggers
 * kept must equal what report_rollups_rebuild() computes from the orders, lines and timeline as they stand.
 */

type Snapshot = { days: unknown[]; cash: unknown[]; sold: unknown[] };

/** The totals' rows that hold anything (a row that fell back to 0 is the same as no row). */
async function snapshot(db: Pick<Database, "execute">): Promise<Snapshot> {
  const [days, cash, sold] = await Promise.all([
    queryRows(
      db,
      sql`select to_char(day, 'YYYY-MM-DD') as day, delivery_zone, district, orders, cancelled, returned, delivered,
            sales, sales_value::text from report_days
          where orders <> 0 or cancelled <> 0 or returned <> 0 or delivered <> 0 or sales <> 0 or sales_value <> 0
          order by 1, 2, 3 nulls first`,
    ),
    queryRows(
      db,
      sql`select to_char(day, 'YYYY-MM-DD') as day, orders, amount::text from report_cash_days
          where orders <> 0 or amount <> 0 order by 1`,
    ),
    queryRows(
      db,
      sql`select to_char(day, 'YYYY-MM-DD') as day, accessory_id, quantity::text, revenue::text
          from report_accessory_days where quantity <> 0 or revenue <> 0 order by 1, 2`,
    ),
  ]);
  return { days, cash, sold };
}

class RolledBack extends Error {}

/** What a rebuild from scratch gives, read inside a transaction that is then rolled back. */
async function fromScratch(db: Database): Promise<Snapshot> {
  let rebuilt: Snapshot | undefined;
  await db
    .transaction(async (tx) => {
      await tx.execute(sql`select report_rollups_rebuild()`);
      rebuilt = await snapshot(tx);
      throw new RolledBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error;
    });
  return rebuilt!;
}

describe.each(databaseKinds())("the reports' running totals on %s", (kind) => {
  let database: TestDatabase;
  let db: Database;
  let vase: string;
  let lamp: string;
  let staff: Awaited<ReturnType<typeof insertStaff>>;

  const expectTrue = async () => {
    // Every change was added to its total when its transaction committed.
    const [pending] = await queryRows<{ changes: number }>(
      db,
      sql`select (select count(*) from report_day_changes) + (select count(*) from report_cash_day_changes)
            + (select count(*) from report_accessory_day_changes) as changes`,
    );
    expect(Number(pending.changes)).toBe(0);
    const kept = await snapshot(db);
    expect(kept).toEqual(await fromScratch(db));
    return kept;
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = database.db;
    staff = await insertStaff(db);
    vase = await insertAccessory(db, { name: "Terracotta Vase", code: "NI-VS-01", rate: 1_000 });
    lamp = await insertAccessory(db, { name: "Brass Table Lamp", code: "NI-LM-02", rate: 4_000 });
  });

  afterAll(async () => {
    await database?.destroy();
  });

  it("follow orders through the workflow, with the reports reading them", async () => {
    const admin = createOrderAdminService(db);
    const reports = createReportService(db);
    // 10 Nov 23:50 in Dhaka.
    const order = await insertOrder(db, {
      createdAt: new Date("2026-11-10T17:50:00Z"),
      district: "Dhaka",
      deliveryZone: "inside_dhaka",
      deliveryCharge: 70,
      lines: [
        { accessoryId: vase, quantity: 2, rate: 1_000 },
        { accessoryId: lamp, quantity: 1, rate: 4_000 },
      ],
    });
    await expectTrue();
    const range = { from: "2026-11-10", to: "2026-11-12" };
    expect(await reports.report("summary", range)).toMatchObject({
      ordersPlaced: 1,
      sales: 1,
      salesValue: 6_070,
      cashCollected: 0,
    });

    let version = 1;
    for (const action of ["confirm", "ship", "deliver"] as const) {
      await admin.transition(order.id, { action, version, courierName: "Pathao" }, staff);
      version++;
      await expectTrue();
    }
    // The delivery is dated now, outside the range; a range that holds today counts its cash.
    const today = new Date(Date.now() + 6 * 3_600_000).toISOString().slice(0, 10);
    expect(await reports.report("summary", { from: "2026-11-10", to: today })).toMatchObject({
      delivered: 1,
      cashCollected: 6_070,
      ordersCollected: 1,
    });

    const second = await insertOrder(db, {
      createdAt: new Date("2026-11-11T06:00:00Z"),
      district: "Gazipur",
      deliveryZone: "dhaka_suburbs",
      deliveryCharge: 110,
      lines: [{ accessoryId: vase, quantity: 3, rate: 1_000 }],
    });
    await admin.transition(
      second.id,
      { action: "cancel", version: 1, reason: "Customer unreachable" },
      staff,
    );
    await expectTrue();
    expect(await reports.report("best-sellers-by-quantity", range)).toEqual([
      expect.objectContaining({ accessoryId: vase, quantity: 2, revenue: 2_000 }),
      expect.objectContaining({ accessoryId: lamp, quantity: 1, revenue: 4_000 }),
    ]);
    expect(await reports.report("districts", range)).toEqual([
      expect.objectContaining({ district: "Dhaka", orders: 1, delivered: 1 }),
      expect.objectContaining({ district: "Gazipur", orders: 1, cancelled: 1 }),
    ]);
  });

  it("stay equal to a count from scratch after any write to orders, lines or the timeline", async () => {
    const placed = await insertOrder(db, {
      status: "delivered",
      createdAt: new Date("2026-10-31T18:05:00Z"),
      district: null,
      deliveryZone: "unknown",
      deliveryCharge: null,
      lines: [{ accessoryId: vase, quantity: 1, rate: 1_000 }],
    });
    await db.insert(orderEvents).values({
      orderId: placed.id,
      actorName: staff.name,
      fromStatus: "shipped",
      toStatus: "delivered",
      createdAt: new Date("2026-11-01T05:00:00Z"),
    });
    await expectTrue();
    // A line saved again, another added, one removed: the delivered order's cash follows its total.
    await db
      .update(orderItems)
      .set({ quantity: 4 })
      .where(and(eq(orderItems.orderId, placed.id), eq(orderItems.accessoryId, vase)));
    await db.insert(orderItems).values({ orderId: placed.id, accessoryId: lamp, quantity: 2, rate: 4_000 });
    await expectTrue();
    await db
      .delete(orderItems)
      .where(and(eq(orderItems.orderId, placed.id), eq(orderItems.accessoryId, vase)));
    // Its charge set, its district and day moved, then returned: every figure moves with it.
    await db
      .update(orders)
      .set({ deliveryCharge: 130, district: "Sylhet", deliveryZone: "outside_dhaka" })
      .where(eq(orders.id, placed.id));
    await expectTrue();
    await db
      .update(orders)
      .set({ createdAt: new Date("2026-09-15T10:00:00Z") })
      .where(eq(orders.id, placed.id));
    await expectTrue();
    // Several orders in one statement, as an import would write them.
    await db
      .update(orders)
      .set({ status: "returned" })
      .where(sql`${orders.district} is not null`);
    await expectTrue();
    await db.update(orders).set({ status: "delivered" }).where(eq(orders.id, placed.id));
    await db.delete(orderEvents).where(eq(orderEvents.orderId, placed.id));
    await expectTrue();

    // An order deleted takes its lines and timeline with it; the totals lose all of it.
    await db.insert(orderEvents).values({
      orderId: placed.id,
      actorName: staff.name,
      fromStatus: "shipped",
      toStatus: "delivered",
    });
    const before = await expectTrue();
    await db.delete(orders).where(eq(orders.id, placed.id));
    const after = await expectTrue();
    expect(after).not.toEqual(before);
  });

  it("are counted again from scratch when a table is emptied at once", async () => {
    await insertOrder(db, {
      status: "confirmed",
      createdAt: new Date("2026-11-20T06:00:00Z"),
      lines: [{ accessoryId: lamp, quantity: 1, rate: 4_000 }],
    });
    await db.execute(sql`truncate order_items`);
    const kept = await expectTrue();
    expect(kept.sold).toEqual([]);
    await db.execute(sql`truncate orders cascade`);
    expect(await expectTrue()).toEqual({ days: [], cash: [], sold: [] });
  });
});
