import { and, eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInForTest, type TestSession } from "../../../tests/helpers/admin-session";
import { expectError } from "../../../tests/helpers/api-client";
import { insertAccessory } from "../../../tests/helpers/fixtures";
import { insertMessage, insertOrder } from "../../../tests/helpers/order-fixtures";
import { createTestApp, databaseKinds, type TestApp } from "../../../tests/helpers/test-database";
import { auditLog, orderItems, orders } from "../../db/schema";
import { ORDER_CSV_HEADER } from "./order-csv";

/** Parses the export (quoted cells with doubled quotes, CRLF rows) back into cells. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const character = text[index];
    if (quoted) {
      if (character === '"' && text[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (character === '"') quoted = false;
      else cell += character;
    } else if (character === '"') quoted = true;
    else if (character === ",") {
      row.push(cell);
      cell = "";
    } else if (character === "\r" && text[index + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      index++;
    } else cell += character;
  }
  return rows;
}

describe.each(databaseKinds())("back-office orders, messages and dashboard API on %s", (kind) => {
  let testApp: TestApp;
  let session: TestSession;
  let vaseId: string;
  let lampId: string;

  beforeAll(async () => {
    testApp = await createTestApp({ kind });
    session = await signInForTest(testApp.app, { role: "staff" });
    vaseId = await insertAccessory(testApp.database.db, { name: "Terracotta Floor Vase", code: "NI-VS-01" });
    lampId = await insertAccessory(testApp.database.db, { name: "Brass Table Lamp", code: "NI-LM-02" });
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const db = () => testApp.database.db;
  const get = (url: string, headers = session.headers) => testApp.app.inject({ method: "GET", url, headers });
  const send = (method: "POST" | "PUT", url: string, body: unknown, headers = session.headers) =>
    testApp.app.inject({
      method,
      url,
      headers: { ...headers, "content-type": "application/json" },
      payload: JSON.stringify(body),
    });

  describe("refuses anonymous and forged requests", () => {
    it.each([
      ["GET", "/api/admin/orders"],
      ["GET", "/api/admin/orders/export.csv"],
      ["GET", "/api/admin/orders/00000000-0000-4000-8000-000000000000"],
      ["POST", "/api/admin/orders/00000000-0000-4000-8000-000000000000/transitions"],
      ["PUT", "/api/admin/orders/00000000-0000-4000-8000-000000000000/notes"],
      ["GET", "/api/admin/messages"],
      ["GET", "/api/admin/messages/00000000-0000-4000-8000-000000000000"],
      ["PUT", "/api/admin/messages/00000000-0000-4000-8000-000000000000/status"],
      ["GET", "/api/admin/dashboard"],
    ] as const)("%s %s without a session answers 401", async (method, url) => {
      const response = await testApp.app.inject({
        method,
        url,
        headers: { origin: session.headers.origin, "content-type": "application/json" },
        payload: method === "GET" ? undefined : "{}",
      });
      expectError(response, 401, "unauthorized");
    });

    it("a status change without the CSRF token is refused with 403 and changes nothing", async () => {
      const order = await insertOrder(db());
      const { "x-csrf-token": _token, ...withoutToken } = session.headers;
      const response = await send(
        "POST",
        `/api/admin/orders/${order.id}/transitions`,
        { action: "confirm", version: 1 },
        withoutToken,
      );
      expectError(response, 403);
      const [stored] = await db().select().from(orders).where(eq(orders.id, order.id));
      expect(stored.status).toBe("pending");
    });
  });

  describe("orders", () => {
    it("lists, filters, searches and pages, with private no-store answers", async () => {
      await db().delete(orders);
      for (let index = 0; index < 27; index++) {
        await insertOrder(db(), {
          name: index === 3 ? "Mahmuda Chowdhury" : `Customer ${index}`,
          status: index % 2 ? "confirmed" : "pending",
          createdAt: new Date(Date.parse("2026-11-10T06:00:00Z") + index * 86_400_000),
        });
      }
      const first = await get("/api/admin/orders");
      expect(first.statusCode).toBe(200);
      expect(first.headers["cache-control"]).toBe("private, no-store");
      const body = first.json();
      expect(body.data).toHaveLength(25);
      expect(body.pagination).toEqual({ page: 1, perPage: 25, totalItems: 27, totalPages: 2 });
      expect(body.data[0]).toMatchObject({ customerName: "Customer 26", status: "pending" });
      expect(Object.keys(body.data[0]).sort()).toEqual(
        [
          "customerName",
          "deliveryCharge",
          "deliveryZone",
          "id",
          "itemCount",
          "itemsSubtotal",
          "orderNumber",
          "phone",
          "placedAt",
          "status",
          "total",
        ].sort(),
      );
      expect((await get("/api/admin/orders?page=2")).json().data).toHaveLength(2);
      const confirmed = (
        await get("/api/admin/orders?status=confirmed&from=2026-11-12&to=2026-11-15")
      ).json();
      expect(confirmed.data.map((row: { customerName: string }) => row.customerName)).toEqual([
        "Customer 5",
        "Mahmuda Chowdhury",
      ]);
      const searched = (await get("/api/admin/orders?q=chowdhury")).json();
      expect(searched.data.map((row: { customerName: string }) => row.customerName)).toEqual([
        "Mahmuda Chowdhury",
      ]);
      expect(searched.filters).toEqual({ q: "chowdhury", page: 1 });
    });

    it("runs the workflow: each allowed change answers the new order; a refused one and a stale one answer 409", async () => {
      const order = await insertOrder(db(), { lines: [{ accessoryId: vaseId, quantity: 2, rate: 4_750 }] });
      const url = `/api/admin/orders/${order.id}`;
      const page = (await get(url)).json().data;
      expect(page).toMatchObject({
        orderNumber: order.orderNumber,
        total: 9_500,
        allowedActions: ["confirm", "cancel"],
      });

      const confirmed = await send("POST", `${url}/transitions`, { action: "confirm", version: 1 });
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json().data).toMatchObject({ status: "confirmed", version: 2 });

      const refused = expectError(
        await send("POST", `${url}/transitions`, { action: "return", version: 2 }),
        409,
      );
      expect(refused.code).toBe("transition_refused");

      const stale = expectError(
        await send("POST", `${url}/transitions`, {
          action: "cancel",
          version: 1,
          reason: "Customer unreachable",
        }),
        409,
      );
      expect(stale.code).toBe("changed_meanwhile");
      expect(stale.message).toContain("Nothing was saved");

      const shipped = await send("POST", `${url}/transitions`, {
        action: "ship",
        version: 2,
        courierName: "Pathao",
        consignmentNumber: "PT-1001",
      });
      expect(shipped.json().data).toMatchObject({ status: "shipped", courierName: "Pathao", version: 3 });
      const delivered = await send("POST", `${url}/transitions`, { action: "deliver", version: 3 });
      expect(delivered.json().data).toMatchObject({ status: "delivered", allowedActions: [] });

      const notes = await send("PUT", `${url}/notes`, { version: 4, notes: "Paid in cash to the driver" });
      expect(notes.json().data).toMatchObject({ notes: "Paid in cash to the driver", version: 5 });

      const entries = await db()
        .select({
          action: auditLog.action,
          actorName: auditLog.actorName,
          staffAccountId: auditLog.staffAccountId,
        })
        .from(auditLog)
        .where(and(eq(auditLog.entityType, "order"), eq(auditLog.entityId, order.id)))
        .orderBy(auditLog.createdAt);
      expect(entries.map((entry) => entry.action)).toEqual([
        "order.confirmed",
        "order.shipped",
        "order.delivered",
        "order.notes_updated",
      ]);
      expect(entries.every((entry) => entry.staffAccountId === session.staff.id)).toBe(true);
      expect(entries[0].actorName).toBe(session.staff.name);
    });

    it("answers 400 for a cancel without a reason and 404 for an unknown order", async () => {
      const order = await insertOrder(db());
      const error = expectError(
        await send("POST", `/api/admin/orders/${order.id}/transitions`, { action: "cancel", version: 1 }),
        400,
      );
      expect(error.fields).toEqual({ reason: "Give a reason for cancelling the order" });
      expectError(await get("/api/admin/orders/00000000-0000-4000-8000-000000000000"), 404);
    });

    it("exports the filtered orders as CSV: BOM, header, one row per line, every text quoted, formulas escaped, bidi made visible", async () => {
      await db().delete(orderItems);
      await db().delete(orders);
      const hostile = await insertOrder(db(), {
        name: '=HYPERLINK("http://evil.example","Click")',
        address: "@SUM(1+1);=cmd|' /C calc'!A0",
        phone: "01711223344",
        email: "-cmd@example.com",
        createdAt: new Date("2026-11-20T06:00:00Z"),
        lines: [
          { accessoryId: vaseId, quantity: 2, rate: 4_750 },
          { accessoryId: lampId, quantity: 1, rate: 12_300 },
        ],
      });
      const bangla = await insertOrder(db(), {
        name: "ফারহানা \u202eরহমান",
        address: "+880 Road, Dhaka",
        createdAt: new Date("2026-11-21T06:00:00Z"),
        lines: [{ accessoryId: vaseId, quantity: 1, rate: 4_750 }],
      });
      await insertOrder(db(), { status: "cancelled", createdAt: new Date("2026-11-22T06:00:00Z") });

      const response = await get("/api/admin/orders/export.csv?status=pending");
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
      expect(response.headers["content-disposition"]).toMatch(
        /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      expect(response.headers["cache-control"]).toBe("private, no-store");
      expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));

      const body = response.body.replace(/^\ufeff/, "");
      // Every text cell is quoted; the numbers are bare.
      expect(body.split("\r\n")[1]).toMatch(
        /^"NI-\d{4}-\d{4}",".*","NI-VS-01",1,4750,4750,4750,0,0,"Unknown",4750,,,$/,
      );
      const rows = parseCsv(body);
      expect(rows[0]).toEqual([...ORDER_CSV_HEADER]);
      expect(rows).toHaveLength(4);
      const column = (name: (typeof ORDER_CSV_HEADER)[number]) => ORDER_CSV_HEADER.indexOf(name);
      expect(rows.slice(1).map((row) => row[column("Order number")])).toEqual([
        bangla.orderNumber,
        hostile.orderNumber,
        hostile.orderNumber,
      ]);
      const [banglaRow, vaseRow, lampRow] = rows.slice(1);
      expect(banglaRow[column("Customer")]).toBe("ফারহানা \ufffdরহমান");
      expect(banglaRow[column("Address")]).toBe("'+880 Road, Dhaka");
      expect(vaseRow[column("Customer")]).toBe('\'=HYPERLINK("http://evil.example","Click")');
      expect(vaseRow[column("Address")]).toBe("'@SUM(1+1);'=cmd|' /C calc'!A0");
      expect(vaseRow[column("Email")]).toBe("'-cmd@example.com");
      expect(vaseRow.slice(column("Accessory"), column("Order total (BDT)") + 1)).toEqual([
        "Terracotta Floor Vase",
        "NI-VS-01",
        "2",
        "4750",
        "9500",
        "21800",
        "0",
        "0",
        "Unknown",
        "21800",
      ]);
      expect(lampRow[column("Accessory")]).toBe("Brass Table Lamp");
      expect(vaseRow[column("Status")]).toBe("New");
      expect(vaseRow[column("Placed (Dhaka)")]).toBe("20 Nov 2026, 12:00");
    });
  });

  describe("messages", () => {
    it("lists, opens (marking read), changes status and notes, and shows who changed what", async () => {
      const message = await insertMessage(db(), { name: "Tanvir \u202eHasan" });
      const list = (await get("/api/admin/messages?status=new")).json();
      expect(list.data.find((row: { id: string }) => row.id === message.id)).toMatchObject({ unread: true });

      const opened = await send("PUT", `/api/admin/messages/${message.id}/read`, {});
      expect(opened.json().data.readAt).not.toBeNull();
      const contacted = await send("PUT", `/api/admin/messages/${message.id}/status`, {
        status: "contacted",
        version: 1,
      });
      expect(contacted.json().data).toMatchObject({ status: "contacted", version: 2 });
      const stale = expectError(
        await send("PUT", `/api/admin/messages/${message.id}/status`, { status: "closed", version: 1 }),
        409,
      );
      expect(stale.code).toBe("changed_meanwhile");
      const noted = await send("PUT", `/api/admin/messages/${message.id}/notes`, {
        notes: "Quote sent",
        version: 2,
      });
      expect(noted.json().data.history.map((entry: { summary: string }) => entry.summary)).toEqual([
        "Opened the message",
        "Status New → Contacted",
        "Updated the internal notes",
      ]);
      const after = (await get("/api/admin/messages?status=contacted")).json();
      expect(after.data.find((row: { id: string }) => row.id === message.id)).toMatchObject({
        unread: false,
      });
    });
  });

  describe("dashboard", () => {
    it("answers the figures", async () => {
      await db().delete(orders);
      await insertOrder(db());
      await insertOrder(db(), { status: "confirmed" });
      await insertOrder(db(), {
        status: "shipped",
        lines: [{ accessoryId: lampId, quantity: 1, rate: 12_300 }],
      });
      const response: LightMyRequestResponse = await get("/api/admin/dashboard");
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({
        ordersToConfirm: 1,
        ordersToDeliver: 1,
        ordersThisWeek: 3,
        cashOutstanding: 12_300,
        ordersOutstanding: 1,
      });
    });
  });
});
