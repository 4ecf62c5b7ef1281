import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  parseReportFilters,
  rangeCsvFileName,
  reportCsvPath,
  reportFiltersSchema,
  reportRangeInstants,
  reportRangeOf,
} from "../../../common/report-filters";
import type { ReportData } from "../../../common/reports";
import { signInForTest, TEST_ORIGIN, type TestSession } from "../../../tests/helpers/admin-session";
import { insertAccessory } from "../../../tests/helpers/fixtures";
import { insertOrder, insertStaff } from "../../../tests/helpers/order-fixtures";
import { createTestApp, databaseKinds, type TestApp } from "../../../tests/helpers/test-database";
import { orderEvents } from "../../db/schema";
import { createDashboardService } from "../dashboard/dashboard-service";
import { ORDER_CSV_HEADER } from "../orders/order-csv";

/** Parses a CSV (quoted cells with doubled quotes, CRLF rows, a byte-order mark) back into cells. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  const body = text.replace(/^\ufeff/, "");
  for (let index = 0; index < body.length; index++) {
    const character = body[index];
    if (quoted) {
      if (character === '"' && body[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (character === '"') quoted = false;
      else cell += character;
    } else if (character === '"') quoted = true;
    else if (character === ",") {
      row.push(cell);
      cell = "";
    } else if (character === "\r" && body[index + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      index++;
    } else cell += character;
  }
  return rows;
}

const RANGE = "from=2026-10-01&to=2026-11-30";

describe("the reports' date range", () => {
  const now = new Date("2026-11-25T04:00:00Z");

  it("defaults to the last 30 Dhaka days and fills a missing end from the default", () => {
    expect(parseReportFilters({}, now)).toEqual({
      ok: true,
      filters: { from: "2026-10-27", to: "2026-11-25" },
    });
    // 23:30 on the 25th in UTC is the 26th in Dhaka.
    expect(parseReportFilters({}, new Date("2026-11-25T18:30:00Z")).filters.to).toBe("2026-11-26");
    expect(parseReportFilters(new URLSearchParams("from=2026-11-01"), now)).toEqual({
      ok: true,
      filters: { from: "2026-11-01", to: "2026-11-25" },
    });
  });

  it("refuses days that are not days, a reversed range and one longer than three years", () => {
    expect(parseReportFilters({ from: "2026-02-30" }, now)).toMatchObject({ ok: false });
    expect(parseReportFilters({ from: "yesterday" }, now)).toMatchObject({ ok: false });
    expect(parseReportFilters({ from: "2026-11-20", to: "2026-11-01" }, now)).toMatchObject({
      ok: false,
      problem: "The start date must not be after the end date.",
    });
    expect(reportFiltersSchema.safeParse({ from: "2023-11-26", to: "2026-11-25" }).success).toBe(true);
    expect(reportFiltersSchema.safeParse({ from: "2023-11-25", to: "2026-11-25" }).success).toBe(false);
  });

  it("gives a page its range from the address: the one asked for, or the default with what was wrong", () => {
    const presets = [
      { label: "Last 30 days", from: "2026-10-27", to: "2026-11-25" },
      { label: "Last 90 days", from: "2026-08-28", to: "2026-11-25" },
      { label: "Last 12 months", from: "2025-12-01", to: "2026-11-25" },
    ];
    expect(reportRangeOf("https://shop.example/admin/reconcile?from=2026-11-01&to=2026-11-15", now)).toEqual({
      filters: { from: "2026-11-01", to: "2026-11-15" },
      problem: undefined,
      presets,
    });
    expect(reportRangeOf(new URL("https://shop.example/admin/reports?to=2026-02-30"), now)).toEqual({
      filters: { from: "2026-10-27", to: "2026-11-25" },
      problem: "The end date is not a real day.",
      presets,
    });
  });

  it("covers whole Dhaka days, and names its CSV address and file after the range", () => {
    const range = { from: "2026-11-01", to: "2026-11-30" };
    expect(reportRangeInstants(range)).toEqual({
      since: new Date("2026-10-31T18:00:00Z"),
      before: new Date("2026-11-30T18:00:00Z"),
    });
    expect(() => reportRangeInstants({ from: "2026-11-31", to: "2026-11-30" })).toThrow(/Not a report range/);
    expect(reportCsvPath("/api/admin/reconcile", range)).toBe(
      "/api/admin/reconcile/export.csv?from=2026-11-01&to=2026-11-30",
    );
    expect(rangeCsvFileName("reconcile", range)).toBe("reconcile-2026-11-01-to-2026-11-30.csv");
  });
});

describe.each(databaseKinds())("the reports on %s", (kind) => {
  let testApp: TestApp;
  let session: TestSession;

  beforeAll(async () => {
    testApp = await createTestApp({ kind });
    session = await signInForTest(testApp.app, { role: "staff" });
    const db = testApp.database.db;
    const staff = await insertStaff(db);
    const vase = await insertAccessory(db, { name: "=Terracotta Vase", code: "NI-VS-01", rate: 1_000 });
    const lamp = await insertAccessory(db, { name: "Brass Table Lamp", code: "NI-LM-02", rate: 4_000 });
    const delivered = async (orderId: string, at: string) =>
      db.insert(orderEvents).values({
        orderId,
        actorName: staff.name,
        fromStatus: "shipped",
        toStatus: "delivered",
        createdAt: new Date(at),
      });
    // 1 Nov 00:05 in Dhaka (still 31 Oct in UTC).
    await insertOrder(db, {
      status: "pending",
      createdAt: new Date("2026-10-31T18:05:00Z"),
      district: "Dhaka",
      area: "Dhanmondi",
      deliveryZone: "inside_dhaka",
      deliveryCharge: 70,
      lines: [{ accessoryId: vase, quantity: 2, rate: 1_000 }],
    });
    // 31 Oct 23:55 in Dhaka.
    await insertOrder(db, {
      status: "cancelled",
      createdAt: new Date("2026-10-31T17:55:00Z"),
      district: "Dhaka",
      area: "Gulshan",
      deliveryZone: "inside_dhaka",
      deliveryCharge: 70,
      lines: [{ accessoryId: vase, quantity: 5, rate: 1_000 }],
    });
    const october = await insertOrder(db, {
      status: "delivered",
      createdAt: new Date("2026-10-15T06:00:00Z"),
      district: "Chattogram",
      deliveryZone: "outside_dhaka",
      deliveryCharge: 155,
      lines: [
        { accessoryId: lamp, quantity: 1, rate: 4_000 },
        { accessoryId: vase, quantity: 1, rate: 1_000 },
      ],
    });
    // Delivered at 00:10 on 1 Nov in Dhaka: November's cash.
    await delivered(october.id, "2026-10-31T18:10:00Z");
    await insertOrder(db, {
      status: "returned",
      createdAt: new Date("2026-11-02T06:00:00Z"),
      district: "Gazipur",
      deliveryZone: "dhaka_suburbs",
      deliveryCharge: 110,
      lines: [{ accessoryId: lamp, quantity: 2, rate: 4_000 }],
    });
    const noDistrict = await insertOrder(db, {
      status: "delivered",
      createdAt: new Date("2026-11-03T06:00:00Z"),
      deliveryCharge: null,
      deliveryZone: "unknown",
      lines: [{ accessoryId: vase, quantity: 3, rate: 1_000 }],
    });
    // 23:59 on 4 Nov in Dhaka.
    await delivered(noDistrict.id, "2026-11-04T17:59:00Z");
    await insertOrder(db, {
      status: "shipped",
      createdAt: new Date("2026-11-05T06:00:00Z"),
      district: "Chattogram",
      deliveryZone: "outside_dhaka",
      deliveryCharge: 155,
      lines: [{ accessoryId: lamp, quantity: 1, rate: 4_000 }],
    });
    // Placed 23:59 on 30 Sep in Dhaka, before the range; its cash came at 00:30 on 1 Oct, inside it.
    const september = await insertOrder(db, {
      status: "delivered",
      createdAt: new Date("2026-09-30T17:59:00Z"),
      district: "Dhaka",
      lines: [{ accessoryId: vase, quantity: 1, rate: 1_000 }],
    });
    await delivered(september.id, "2026-09-30T18:30:00Z");
    // 00:00 on 1 Dec in Dhaka: after the range.
    await insertOrder(db, {
      status: "pending",
      createdAt: new Date("2026-11-30T18:00:00Z"),
      district: "Dhaka",
      lines: [{ accessoryId: lamp, quantity: 9, rate: 4_000 }],
    });
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const get = (url: string, headers: Record<string, string> = session.headers) =>
    testApp.app.inject({ method: "GET", url, headers });
  async function report<Name extends keyof ReportData>(name: Name, query = RANGE): Promise<ReportData[Name]> {
    const response = await get(`/api/admin/reports/${name}?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  }

  it("counts orders by the Dhaka day they were placed and cash by the Dhaka day it was collected", async () => {
    expect(await report("summary")).toEqual({
      ordersPlaced: 6,
      cancelled: 1,
      returned: 1,
      delivered: 2,
      sales: 4,
      // 2,070 + 5,155 + 3,000 + 4,155
      salesValue: 14_380,
      averageOrderValue: 3_595,
      // 5,155 and 3,000 in November, 1,000 on 1 October for the order placed in September.
      cashCollected: 9_155,
      ordersCollected: 3,
      cancellationRate: 1 / 6,
      returnRate: 1 / 3,
    });

    const monthly = await report("monthly");
    expect(monthly).toEqual([
      {
        month: "2026-10",
        orders: 2,
        cancelled: 1,
        returned: 0,
        delivered: 1,
        cancellationRate: 0.5,
        returnRate: 0,
        cashCollected: 1_000,
        ordersCollected: 1,
      },
      {
        month: "2026-11",
        orders: 4,
        cancelled: 0,
        returned: 1,
        delivered: 1,
        cancellationRate: 0,
        returnRate: 0.5,
        cashCollected: 8_155,
        ordersCollected: 2,
      },
    ]);

    const daily = await report("daily");
    expect(daily).toHaveLength(61);
    expect(daily?.[0]).toEqual({ day: "2026-10-01", orders: 0, cashCollected: 1_000, ordersCollected: 1 });
    const busy = daily?.filter((row) => row.orders > 0 || row.cashCollected > 0);
    expect(busy).toEqual([
      { day: "2026-10-01", orders: 0, cashCollected: 1_000, ordersCollected: 1 },
      { day: "2026-10-15", orders: 1, cashCollected: 0, ordersCollected: 0 },
      { day: "2026-10-31", orders: 1, cashCollected: 0, ordersCollected: 0 },
      { day: "2026-11-01", orders: 1, cashCollected: 5_155, ordersCollected: 1 },
      { day: "2026-11-02", orders: 1, cashCollected: 0, ordersCollected: 0 },
      { day: "2026-11-03", orders: 1, cashCollected: 0, ordersCollected: 0 },
      { day: "2026-11-04", orders: 0, cashCollected: 3_000, ordersCollected: 1 },
      { day: "2026-11-05", orders: 1, cashCollected: 0, ordersCollected: 0 },
    ]);
    // The days and the months add up to the whole.
    expect(daily?.reduce((sum, row) => sum + row.cashCollected, 0)).toBe(9_155);
    expect(monthly.reduce((sum, row) => sum + row.orders, 0)).toBe(6);
  });

  it("gives cancellation and return rates per delivery zone and per district", async () => {
    expect(await report("zones")).toEqual([
      {
        zone: "inside_dhaka",
        orders: 2,
        cancelled: 1,
        returned: 0,
        delivered: 0,
        cancellationRate: 0.5,
        returnRate: null,
      },
      {
        zone: "dhaka_suburbs",
        orders: 1,
        cancelled: 0,
        returned: 1,
        delivered: 0,
        cancellationRate: 0,
        returnRate: 1,
      },
      {
        zone: "outside_dhaka",
        orders: 2,
        cancelled: 0,
        returned: 0,
        delivered: 1,
        cancellationRate: 0,
        returnRate: 0,
      },
      {
        zone: "unknown",
        orders: 1,
        cancelled: 0,
        returned: 0,
        delivered: 1,
        cancellationRate: 0,
        returnRate: 0,
      },
    ]);
    expect(await report("districts")).toEqual([
      {
        district: "Chattogram",
        orders: 2,
        cancelled: 0,
        returned: 0,
        delivered: 1,
        cancellationRate: 0,
        returnRate: 0,
      },
      {
        district: "Dhaka",
        orders: 2,
        cancelled: 1,
        returned: 0,
        delivered: 0,
        cancellationRate: 0.5,
        returnRate: null,
      },
      {
        district: "Gazipur",
        orders: 1,
        cancelled: 0,
        returned: 1,
        delivered: 0,
        cancellationRate: 0,
        returnRate: 1,
      },
      {
        district: null,
        orders: 1,
        cancelled: 0,
        returned: 0,
        delivered: 1,
        cancellationRate: 0,
        returnRate: 0,
      },
    ]);
  });

  it("ranks the accessories sold, leaving out cancelled and returned orders", async () => {
    const byQuantity = await report("best-sellers-by-quantity");
    expect(byQuantity.map(({ name, quantity, revenue }) => ({ name, quantity, revenue }))).toEqual([
      { name: "=Terracotta Vase", quantity: 6, revenue: 6_000 },
      { name: "Brass Table Lamp", quantity: 2, revenue: 8_000 },
    ]);
    const byRevenue = await report("best-sellers-by-revenue");
    expect(byRevenue.map((row) => row.name)).toEqual(["Brass Table Lamp", "=Terracotta Vase"]);
  });

  it("agrees with the order list, its CSV and the dashboard for the same dates", async () => {
    const summary = await report("summary");
    const listTotal = async (query: string) => {
      const response = await get(`/api/admin/orders?${query}`);
      expect(response.statusCode).toBe(200);
      return response.json().pagination.totalItems as number;
    };
    expect(await listTotal(RANGE)).toBe(summary.ordersPlaced);
    expect(await listTotal(`${RANGE}&status=cancelled`)).toBe(summary.cancelled);
    expect(await listTotal(`${RANGE}&status=returned`)).toBe(summary.returned);
    expect(await listTotal(`${RANGE}&status=delivered`)).toBe(summary.delivered);

    const exported = await get(`/api/admin/orders/export.csv?${RANGE}`);
    const [header, ...rows] = parseCsv(exported.body);
    expect(header).toEqual([...ORDER_CSV_HEADER]);
    const column = (name: (typeof ORDER_CSV_HEADER)[number]) => header.indexOf(name);
    const orders = new Map<string, { status: string; total: number; district: string }>();
    const sold = new Map<string, number>();
    for (const row of rows) {
      const status = row[column("Status")];
      orders.set(row[column("Order number")], {
        status,
        total: Number(row[column("Order total (BDT)")]),
        district: row[column("District")],
      });
      if (status !== "Cancelled" && status !== "Returned") {
        const name = row[column("Accessory")].replace(/^'/, "");
        sold.set(name, (sold.get(name) ?? 0) + Number(row[column("Quantity")]));
      }
    }
    const all = [...orders.values()];
    const sales = all.filter((order) => order.status !== "Cancelled" && order.status !== "Returned");
    expect(orders.size).toBe(summary.ordersPlaced);
    expect(all.filter((order) => order.status === "Cancelled")).toHaveLength(summary.cancelled);
    expect(all.filter((order) => order.status === "Returned")).toHaveLength(summary.returned);
    expect(sales).toHaveLength(summary.sales);
    expect(sales.reduce((sum, order) => sum + order.total, 0)).toBe(summary.salesValue);
    const bestSellers = await report("best-sellers-by-quantity");
    expect(Object.fromEntries(bestSellers.map((row) => [row.name, row.quantity]))).toEqual(
      Object.fromEntries(sold),
    );
    const districts = await report("districts");
    for (const row of districts) {
      expect(all.filter((order) => order.district === (row.district ?? ""))).toHaveLength(row.orders);
    }

    // The dashboard's cash this month is the report's for the month so far.
    const dashboard = await createDashboardService(testApp.database.db).figures(
      new Date("2026-11-25T04:00:00Z"),
    );
    const november = await report("summary", "from=2026-11-01&to=2026-11-25");
    expect(dashboard.cashCollectedThisMonth).toBe(november.cashCollected);
    expect(november.cashCollected).toBe(8_155);
  });

  it("exports each table as CSV, numbers as numbers and text guarded against formulas", async () => {
    const response = await get(`/api/admin/reports/best-sellers-by-quantity/export.csv?${RANGE}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe(
      'attachment; filename="report-best-sellers-by-quantity-2026-10-01-to-2026-11-30.csv"',
    );
    expect(response.body.startsWith("\ufeff")).toBe(true);
    expect(parseCsv(response.body)).toEqual([
      ["Accessory", "Code", "Quantity", "Revenue (BDT)"],
      ["'=Terracotta Vase", "NI-VS-01", "6", "6000"],
      ["Brass Table Lamp", "NI-LM-02", "2", "8000"],
    ]);

    const monthly = parseCsv((await get(`/api/admin/reports/monthly/export.csv?${RANGE}`)).body);
    expect(monthly[0][0]).toBe("Month (Dhaka)");
    expect(monthly.slice(1)).toEqual([
      ["2026-10", "2", "1", "50", "1", "0", "0", "1000", "1"],
      ["2026-11", "4", "0", "0", "1", "1", "50", "8155", "2"],
    ]);
    const zones = parseCsv((await get(`/api/admin/reports/zones/export.csv?${RANGE}`)).body);
    // No order reached a door inside Dhaka: no return rate, an empty cell.
    expect(zones[1]).toEqual(["Inside Dhaka", "2", "1", "50", "0", "0", ""]);
    const districts = parseCsv((await get(`/api/admin/reports/districts/export.csv?${RANGE}`)).body);
    expect(districts.map((row) => row[0])).toEqual([
      "District",
      "Chattogram",
      "Dhaka",
      "Gazipur",
      "Not given",
    ]);
    const summary = parseCsv((await get(`/api/admin/reports/summary/export.csv?${RANGE}`)).body);
    expect(summary).toContainEqual(["Cash collected (BDT)", "9155"]);
    expect(summary).toContainEqual(["Cancellation rate (%)", "16.7"]);
    const daily = parseCsv((await get(`/api/admin/reports/daily/export.csv?${RANGE}`)).body);
    expect(daily).toHaveLength(62);
  });

  it("answers a long range without days, and refuses bad dates and unknown reports", async () => {
    expect(await report("daily", "from=2025-12-01&to=2026-11-30")).toBeNull();
    const year = "from=2025-12-01&to=2026-11-30";
    expect(await report("monthly", year)).toHaveLength(12);
    // A long range's queries join the lines in one pass; the figures are the same rule's. The September order
    // now counts among the sales, the December one is still out.
    expect(await report("summary", year)).toMatchObject({
      ordersPlaced: 7,
      sales: 5,
      salesValue: 14_380 + 1_000,
      cashCollected: 9_155,
      ordersCollected: 3,
    });
    expect((await report("monthly", year)).map((row) => row.cashCollected).slice(-3)).toEqual([
      0, 1_000, 8_155,
    ]);

    const reversed = await get("/api/admin/reports/summary?from=2026-11-30&to=2026-10-01");
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error.message).toBe("The start date must not be after the end date.");
    expect((await get("/api/admin/reports/summary/export.csv?from=2026-13-01")).statusCode).toBe(400);
    expect((await get(`/api/admin/reports/everything?${RANGE}`)).statusCode).toBe(404);
  });

  it("is for signed-in staff only, and takes no changes", async () => {
    for (const url of [
      `/api/admin/reports/summary?${RANGE}`,
      `/api/admin/reports/daily/export.csv?${RANGE}`,
    ]) {
      const anonymous = await get(url, {});
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.body).not.toContain("9155");
    }
    const page = await get("/admin/reports", {});
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe("/admin/login?next=%2Fadmin%2Freports");

    const forged = await testApp.app.inject({
      method: "POST",
      url: "/api/admin/reports/summary",
      headers: {
        cookie: session.cookie,
        origin: TEST_ORIGIN,
        "x-csrf-token": "forged",
        "content-type": "application/json",
      },
      payload: "{}",
    });
    expect(forged.statusCode).toBe(403);
    const crossSite = await testApp.app.inject({
      method: "POST",
      url: "/api/admin/reports/summary",
      headers: { ...session.headers, origin: "https://attacker.example", "content-type": "application/json" },
      payload: "{}",
    });
    expect(crossSite.statusCode).toBe(403);
  });
});
