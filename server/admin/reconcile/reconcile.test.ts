import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Reconciliation } from "../../../common/reconcile";
import type { ReportData } from "../../../common/reports";
import { signInForTest, type TestSession } from "../../../tests/helpers/admin-session";
import { insertAccessory } from "../../../tests/helpers/fixtures";
import { insertOrder, insertStaff } from "../../../tests/helpers/order-fixtures";
import { createTestApp, databaseKinds, type TestApp } from "../../../tests/helpers/test-database";
import { orderEvents, type OrderStatus } from "../../db/schema";
import { createReconcileService } from "./reconcile-service";
import { RECONCILE_CSV_HEADER } from "./reconcile-routes";

const RANGE = "from=2026-11-01&to=2026-11-30";

describe.each(databaseKinds())("the courier reconciliation on %s", (kind) => {
  let testApp: TestApp;
  let session: TestSession;
  let partialId = "";
  let partialNumber = "";

  beforeAll(async () => {
    testApp = await createTestApp({ kind });
    session = await signInForTest(testApp.app, { role: "staff" });
    const db = testApp.database.db;
    const staff = await insertStaff(db);
    const vase = await insertAccessory(db, { name: "Terracotta Vase", code: "NI-VS-11", rate: 1_000 });
    const event = (orderId: string, fromStatus: OrderStatus, toStatus: OrderStatus, at: string) =>
      db
        .insert(orderEvents)
        .values({ orderId, actorName: staff.name, fromStatus, toStatus, createdAt: new Date(at) });
    let consignment = 0;
    /** A parcel booked with `courier`: shipped at `shippedAt`, then delivered or returned at `endedAt`. */
    const parcel = async (
      courier: "steadfast" | "pathao" | null,
      status: OrderStatus,
      options: {
        quantity: number;
        deliveryCharge?: number;
        shippedAt?: string;
        endedAt?: string;
        cashCollected?: number | null;
        cashFlagged?: boolean;
        consignmentId?: string;
      },
    ) => {
      consignment += 1;
      const order = await insertOrder(db, {
        status,
        createdAt: new Date("2026-10-20T06:00:00Z"),
        deliveryCharge: options.deliveryCharge ?? 0,
        courier,
        courierConsignmentId: courier ? (options.consignmentId ?? `C-${consignment}`) : null,
        courierBookingState: courier ? "booked" : null,
        cashCollected: options.cashCollected ?? null,
        cashFlagged: options.cashFlagged ?? false,
        lines: [{ accessoryId: vase, quantity: options.quantity, rate: 1_000 }],
      });
      if (options.shippedAt) await event(order.id, "confirmed", "shipped", options.shippedAt);
      if (options.endedAt) await event(order.id, "shipped", status, options.endedAt);
      return order;
    };
    // Steadfast: the total collected; a partial delivery; no amount reported; a return; one still out; and one
    // booked in October but delivered at 00:10 on 1 November in Dhaka (31 October in UTC).
    await parcel("steadfast", "delivered", {
      quantity: 2,
      deliveryCharge: 100,
      shippedAt: "2026-11-02T06:00:00Z",
      endedAt: "2026-11-03T06:00:00Z",
      cashCollected: 2_100,
    });
    const partial = await parcel("steadfast", "delivered", {
      quantity: 3,
      deliveryCharge: 100,
      shippedAt: "2026-11-04T06:00:00Z",
      endedAt: "2026-11-05T06:00:00Z",
      cashCollected: 1_500,
      cashFlagged: true,
      consignmentId: "=HYPERLINK(1)",
    });
    partialId = partial.id;
    partialNumber = partial.orderNumber;
    await parcel("steadfast", "delivered", {
      quantity: 1,
      deliveryCharge: 100,
      shippedAt: "2026-11-05T06:00:00Z",
      endedAt: "2026-11-06T06:00:00Z",
    });
    await parcel("steadfast", "returned", {
      quantity: 1,
      shippedAt: "2026-11-06T06:00:00Z",
      endedAt: "2026-11-08T06:00:00Z",
    });
    await parcel("steadfast", "shipped", { quantity: 1, shippedAt: "2026-11-10T06:00:00Z" });
    await parcel("steadfast", "delivered", {
      quantity: 1,
      shippedAt: "2026-10-28T06:00:00Z",
      endedAt: "2026-10-31T18:10:00Z",
      cashCollected: 1_000,
    });
    // Pathao: one delivered in the range, one booked in it but delivered at 00:05 on 1 December in Dhaka.
    await parcel("pathao", "delivered", {
      quantity: 4,
      shippedAt: "2026-11-11T06:00:00Z",
      endedAt: "2026-11-12T06:00:00Z",
      cashCollected: 4_000,
    });
    await parcel("pathao", "delivered", {
      quantity: 1,
      shippedAt: "2026-11-29T06:00:00Z",
      endedAt: "2026-11-30T18:05:00Z",
      cashCollected: 1_000,
    });
    // Delivered by the shop's own hand: cash in the reports, no courier's.
    await parcel(null, "delivered", {
      quantity: 1,
      shippedAt: "2026-11-14T06:00:00Z",
      endedAt: "2026-11-15T06:00:00Z",
    });
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const get = (url: string, headers: Record<string, string> = session.headers) =>
    testApp.app.inject({ method: "GET", url, headers });
  async function reconciliation(query = RANGE): Promise<Reconciliation> {
    const response = await get(`/api/admin/reconcile?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  }

  it("counts each courier's parcels booked, delivered, returned and still out, and the cash it owes", async () => {
    const data = await reconciliation();
    expect(data.couriers).toEqual([
      {
        courier: "steadfast",
        booked: 5,
        stillOut: 1,
        delivered: 4,
        collected: 2_100 + 1_500 + 1_100 + 1_000,
        fallbackCount: 1,
        orderTotals: 2_100 + 3_100 + 1_100 + 1_000,
        flagged: 1,
        returned: 1,
        owed: 5_700,
      },
      {
        courier: "pathao",
        booked: 2,
        stillOut: 0,
        delivered: 1,
        collected: 4_000,
        fallbackCount: 0,
        orderTotals: 4_000,
        flagged: 0,
        returned: 0,
        owed: 4_000,
      },
    ]);
    expect(data.totals).toEqual({
      booked: 7,
      stillOut: 1,
      delivered: 5,
      collected: 9_700,
      fallbackCount: 1,
      orderTotals: 11_300,
      flagged: 1,
      returned: 1,
      owed: 9_700,
    });
    expect(data.flagged).toEqual([
      {
        orderId: partialId,
        orderNumber: partialNumber,
        courier: "steadfast",
        consignmentId: "=HYPERLINK(1)",
        deliveredAt: "2026-11-05T06:00:00.000Z",
        orderTotal: 3_100,
        collected: 1_500,
      },
    ]);
  });

  it("agrees with the reports' cash collected for the same dates, apart from the partial delivery", async () => {
    const response = await get(`/api/admin/reports/summary?${RANGE}`);
    expect(response.statusCode).toBe(200);
    const summary: ReportData["summary"] = response.json().data;
    const data = await reconciliation();
    // The reports count every delivered order's total; the couriers' parcels are all of them but the one the
    // shop delivered itself (৳ 1,000).
    expect(summary.cashCollected).toBe(data.totals.orderTotals + 1_000);
    expect(summary.ordersCollected).toBe(data.totals.delivered + 1);
    // What the couriers collected falls short of those totals by the partial delivery's difference only.
    expect(data.totals.orderTotals - data.totals.collected).toBe(3_100 - 1_500);

    // A range holding only the first of November: the late October booking's delivery, the same in both.
    const first = await reconciliation("from=2026-11-01&to=2026-11-01");
    const firstSummary = (await get("/api/admin/reports/summary?from=2026-11-01&to=2026-11-01")).json().data;
    expect(first.totals.collected).toBe(firstSummary.cashCollected);
    expect(first.totals).toMatchObject({ booked: 0, delivered: 1, collected: 1_000, owed: 1_000 });
  });

  it("exports the tables as CSV, text guarded against formulas", async () => {
    const response = await get(`/api/admin/reconcile/export.csv?${RANGE}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe(
      'attachment; filename="reconcile-2026-11-01-to-2026-11-30.csv"',
    );
    const lines = response.body.replace(/^\ufeff/, "").split("\r\n");
    expect(lines[0]).toBe(RECONCILE_CSV_HEADER.map((cell) => `"${cell}"`).join(","));
    expect(lines[1]).toBe('"Steadfast",5,1,4,5700,1,7300,1,1,5700');
    expect(lines[2]).toBe('"Pathao",2,0,1,4000,0,4000,0,0,4000');
    expect(lines[3]).toBe('"All couriers",7,1,5,9700,1,11300,1,1,9700');
    expect(response.body).toContain(`"${partialNumber}","Steadfast","'=HYPERLINK(1)"`);
    expect(response.body).toMatch(/,3100,1500\r\n$/);
  });

  it("points the dashboard to flagged deliveries of the last 30 days only", async () => {
    const service = createReconcileService(testApp.database.db);
    expect(await service.recentFlaggedCount(30, new Date("2026-11-25T04:00:00Z"))).toBe(1);
    expect(await service.recentFlaggedCount(30, new Date("2027-01-30T04:00:00Z"))).toBe(0);
  });

  it("refuses bad dates, and anyone not signed in", async () => {
    expect((await get("/api/admin/reconcile?from=2026-13-01")).statusCode).toBe(400);
    for (const url of [`/api/admin/reconcile?${RANGE}`, `/api/admin/reconcile/export.csv?${RANGE}`]) {
      const anonymous = await get(url, {});
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.body).not.toContain("5700");
    }
    const page = await get("/admin/reconcile", {});
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe("/admin/login?next=%2Fadmin%2Freconcile");
  });
});
