import type { StaffActor } from "../audit/audit-log";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  ORDER_ACTION_TARGETS,
  ORDER_ACTIONS,
  ORDER_STATUS_VALUES,
  orderActionAllowed,
} from "../../../common/order-workflow";
import { insertAccessory } from "../../../tests/helpers/fixtures";
import { insertOrder, insertStaff } from "../../../tests/helpers/order-fixtures";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../../../tests/helpers/test-database";
import { ApiError } from "../../http/api-error";
import { auditLog, orderEvents, orderItems, orders } from "../../db/schema";
import { createOrderAdminService, type OrderAdminService } from "./order-admin-service";
import { parseOrderFilters } from "../../../common/order-filters";

const ORDER_NUMBER = /^NI-\d{4}-\d{4,}$/;

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe.each(databaseKinds())("order desk on %s", (kind) => {
  let database: TestDatabase;
  let service: OrderAdminService;
  let staff: StaffActor;
  let colleague: StaffActor;
  let vaseId: string;
  let lampId: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    service = createOrderAdminService(database.db);
    staff = await insertStaff(database.db, "Rahim Uddin");
    colleague = await insertStaff(database.db, "Nusrat Jahan");
    vaseId = await insertAccessory(database.db, {
      name: "Terracotta Floor Vase",
      code: "NI-VS-01",
      rate: 4_750,
    });
    lampId = await insertAccessory(database.db, { name: "Brass Table Lamp", code: "NI-LM-02", rate: 12_300 });
  });
  afterAll(async () => {
    await database?.destroy();
  });

  const db = () => database.db;

  describe("the list", () => {
    beforeEach(async () => {
      await db().delete(orders);
    });

    it("shows 25 orders a page, newest first, with the number of items and the total", async () => {
      const base = Date.parse("2026-11-01T06:00:00Z");
      for (let index = 0; index < 30; index++) {
        await insertOrder(db(), {
          name: `Customer ${index}`,
          createdAt: new Date(base + index * 60_000),
          lines:
            index === 29
              ? [
                  { accessoryId: vaseId, quantity: 2, rate: 4_750 },
                  { accessoryId: lampId, quantity: 1, rate: 12_300 },
                ]
              : [],
        });
      }
      const first = await service.list(parseOrderFilters({}));
      expect(first.orders).toHaveLength(25);
      expect(first.orders[0]).toMatchObject({
        customerName: "Customer 29",
        itemCount: 3,
        total: 21_800,
        status: "pending",
      });
      expect(first.orders[0].orderNumber).toMatch(ORDER_NUMBER);
      expect(first.orders.map((row) => row.customerName).slice(0, 3)).toEqual([
        "Customer 29",
        "Customer 28",
        "Customer 27",
      ]);
      expect(first.pagination).toEqual({ page: 1, perPage: 25, totalItems: 30, totalPages: 2 });

      const second = await service.list(parseOrderFilters({ page: "2" }));
      expect(second.orders.map((row) => row.customerName)).toEqual(
        [4, 3, 2, 1, 0].map((n) => `Customer ${n}`),
      );
    });

    it("filters by status and by a date range of Dhaka days", async () => {
      // 2026-11-09 23:30 in Dhaka is 17:30 UTC on the 9th; 00:30 on the 10th in Dhaka is 18:30 UTC on the 9th.
      await insertOrder(db(), { name: "Late on the ninth", createdAt: new Date("2026-11-09T17:30:00Z") });
      await insertOrder(db(), {
        name: "Early on the tenth",
        createdAt: new Date("2026-11-09T18:30:00Z"),
        status: "confirmed",
      });
      await insertOrder(db(), { name: "On the eleventh", createdAt: new Date("2026-11-11T06:00:00Z") });

      const tenth = await service.list(parseOrderFilters({ from: "2026-11-10", to: "2026-11-10" }));
      expect(tenth.orders.map((row) => row.customerName)).toEqual(["Early on the tenth"]);
      const upToTenth = await service.list(parseOrderFilters({ to: "2026-11-10" }));
      expect(upToTenth.orders.map((row) => row.customerName)).toEqual([
        "Early on the tenth",
        "Late on the ninth",
      ]);
      const pending = await service.list(parseOrderFilters({ status: "pending" }));
      expect(pending.orders.map((row) => row.customerName)).toEqual(["On the eleventh", "Late on the ninth"]);
      const confirmedFromTenth = await service.list(
        parseOrderFilters({ status: "confirmed", from: "2026-11-10" }),
      );
      expect(confirmedFromTenth.orders.map((row) => row.customerName)).toEqual(["Early on the tenth"]);
    });

    it("drops filters that make no sense instead of failing", async () => {
      await insertOrder(db());
      const list = await service.list(
        parseOrderFilters({ status: "lost", from: "2026-02-30", to: "yesterday", page: "-3", q: "   " }),
      );
      expect(list.filters).toEqual({ page: 1 });
      expect(list.orders).toHaveLength(1);
    });

    it("searches by order number, its last part, any part of the name and the phone", async () => {
      const farhana = await insertOrder(db(), { name: "Farhana Rahman", phone: "01711223344" });
      const karim = await insertOrder(db(), { name: "Abdul Karim", phone: "01998765432" });
      await insertOrder(db(), { name: "Someone Else", phone: "01555000111" });
      const found = async (q: string) =>
        (await service.list(parseOrderFilters({ q }))).orders.map((row) => row.customerName).sort();

      expect(await found(karim.orderNumber)).toEqual(["Abdul Karim"]);
      expect(await found(karim.orderNumber.toLowerCase())).toEqual(["Abdul Karim"]);
      expect(await found(farhana.orderNumber.slice(-4))).toEqual(["Farhana Rahman"]);
      expect(await found("RAHMAN")).toEqual(["Farhana Rahman"]);
      expect(await found("arhan")).toEqual(["Farhana Rahman"]);
      expect(await found("9876")).toEqual(["Abdul Karim"]);
      expect(await found("+880 1711-223344")).toEqual(["Farhana Rahman"]);
      expect(await found("nobody at all")).toEqual([]);
      // `%` and `_` are searched for, not wildcards.
      expect(await found("%")).toEqual([]);
    });
  });

  describe("the order page", () => {
    it("has the customer, the lines with their accessories, the total and the actions that apply", async () => {
      const order = await insertOrder(db(), {
        lines: [
          { accessoryId: vaseId, quantity: 2, rate: 4_500 },
          { accessoryId: lampId, quantity: 1, rate: 12_300 },
        ],
      });
      const detail = await service.get(order.id);
      expect(detail).toMatchObject({
        orderNumber: order.orderNumber,
        status: "pending",
        customer: { name: "Farhana Rahman", phone: "01711223344", email: "farhana@example.com" },
        itemCount: 3,
        total: 21_300,
        version: 1,
        allowedActions: ["confirm", "cancel"],
      });
      expect(detail.lines[0]).toEqual({
        accessoryId: vaseId,
        accessoryName: "Terracotta Floor Vase",
        accessoryCode: "NI-VS-01",
        accessoryPath: `/accessories/details/terracotta-floor-vase/${vaseId}`,
        quantity: 2,
        rate: 4_500,
        lineTotal: 9_000,
      });
    });

    it("answers 404 for an unknown or malformed id", async () => {
      expect((await rejection(service.get("b1f0c5d2-0000-4000-8000-000000000000"))).statusCode).toBe(404);
      expect((await rejection(service.get("not-an-id"))).statusCode).toBe(404);
    });
  });

  describe("the workflow", () => {
    const cases = ORDER_STATUS_VALUES.flatMap((from) => ORDER_ACTIONS.map((action) => ({ from, action })));

    it.each(cases)("$action from $from", async ({ from, action }) => {
      const order = await insertOrder(db(), { status: from });
      const input = { action, version: 1, reason: "Customer unreachable", courierName: "Pathao" };
      if (orderActionAllowed(from, action)) {
        const detail = await service.transition(order.id, input, staff);
        const to = ORDER_ACTION_TARGETS[action];
        expect(detail).toMatchObject({ status: to, version: 2 });
        expect(detail.timeline).toEqual([
          expect.objectContaining({ actorName: "Rahim Uddin", fromStatus: from, toStatus: to }),
        ]);
        const [entry] = await db()
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.entityType, "order"), eq(auditLog.entityId, order.id)));
        expect(entry).toMatchObject({
          staffAccountId: staff.id,
          actorName: "Rahim Uddin",
          action: `order.${to}`,
          before: expect.objectContaining({ status: from, version: 1 }),
          after: expect.objectContaining({ status: to, version: 2 }),
        });
      } else {
        const error = await rejection(service.transition(order.id, input, staff));
        expect(error.statusCode).toBe(409);
        expect(error.code).toBe("transition_refused");
        const [stored] = await db().select().from(orders).where(eq(orders.id, order.id));
        expect(stored).toMatchObject({ status: from, version: 1 });
        expect(await db().select().from(orderEvents).where(eq(orderEvents.orderId, order.id))).toEqual([]);
      }
    });

    it("needs a reason to cancel, and keeps it", async () => {
      const order = await insertOrder(db());
      const error = await rejection(service.transition(order.id, { action: "cancel", version: 1 }, staff));
      expect(error.statusCode).toBe(400);
      expect(error.fields).toEqual({ reason: "Give a reason for cancelling the order" });
      const cancelled = await service.transition(
        order.id,
        { action: "cancel", version: 1, reason: "  Fake order  " },
        staff,
      );
      expect(cancelled).toMatchObject({ status: "cancelled", cancelReason: "Fake order" });
      expect(cancelled.timeline[0].note).toBe("Fake order");
    });

    it("records the courier and consignment number when shipping, both optional", async () => {
      const order = await insertOrder(db(), { status: "confirmed" });
      const shipped = await service.transition(
        order.id,
        { action: "ship", version: "1", courierName: "Steadfast", consignmentNumber: "SF-99812" },
        staff,
      );
      expect(shipped).toMatchObject({ courierName: "Steadfast", consignmentNumber: "SF-99812" });
      expect(shipped.timeline[0].note).toBe("Courier: Steadfast · Consignment: SF-99812");

      const other = await insertOrder(db(), { status: "confirmed" });
      expect(await service.transition(other.id, { action: "ship", version: 1 }, staff)).toMatchObject({
        status: "shipped",
        courierName: null,
        consignmentNumber: null,
      });
    });

    it("refuses an unknown action or a missing version with 400", async () => {
      const order = await insertOrder(db());
      expect(
        (await rejection(service.transition(order.id, { action: "archive", version: 1 }, staff))).statusCode,
      ).toBe(400);
      expect(
        (await rejection(service.transition(order.id, { action: "confirm" }, staff))).fields,
      ).toHaveProperty("version");
    });
  });

  describe("two people changing one order", () => {
    it("the second change, made on the old version, is refused with who changed it, and nothing is overwritten", async () => {
      const order = await insertOrder(db());
      await service.transition(order.id, { action: "confirm", version: 1 }, colleague);
      const error = await rejection(
        service.transition(order.id, { action: "cancel", version: 1, reason: "Customer unreachable" }, staff),
      );
      expect(error.statusCode).toBe(409);
      expect(error.code).toBe("changed_meanwhile");
      expect(error.message).toMatch(
        /changed by Nusrat Jahan at .+ \(it is now Confirmed\)\. Nothing was saved/,
      );
      const detail = await service.get(order.id);
      expect(detail).toMatchObject({ status: "confirmed", version: 2, cancelReason: null });
      expect(detail.timeline).toHaveLength(1);
    });

    it("at the same moment, exactly one of two changes is saved", async () => {
      const order = await insertOrder(db());
      const results = await Promise.allSettled([
        service.transition(order.id, { action: "confirm", version: 1 }, staff),
        service.transition(order.id, { action: "cancel", version: 1, reason: "Duplicate" }, colleague),
      ]);
      expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
      const refused = results.find((result) => result.status === "rejected") as PromiseRejectedResult;
      expect((refused.reason as ApiError).statusCode).toBe(409);
      const events = await db().select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
      expect(events).toHaveLength(1);
      const [stored] = await db().select().from(orders).where(eq(orders.id, order.id));
      expect(stored.version).toBe(2);
      expect(stored.status).toBe(events[0].toStatus);
    });

    it("notes follow the same rule, and a saved note is audited", async () => {
      const order = await insertOrder(db());
      const saved = await service.updateNotes(order.id, { version: 1, notes: "Call after 6 pm" }, staff);
      expect(saved).toMatchObject({ notes: "Call after 6 pm", version: 2 });
      expect(saved.timeline.at(-1)).toMatchObject({
        actorName: "Rahim Uddin",
        note: "Updated the internal notes",
      });
      const error = await rejection(
        service.updateNotes(order.id, { version: 1, notes: "Overwrite" }, colleague),
      );
      expect(error.code).toBe("changed_meanwhile");
      expect((await service.get(order.id)).notes).toBe("Call after 6 pm");
      const entries = await db().select().from(auditLog).where(eq(auditLog.entityId, order.id));
      expect(entries).toEqual([
        expect.objectContaining({
          action: "order.notes_updated",
          before: expect.objectContaining({ notes: "" }),
          after: expect.objectContaining({ notes: "Call after 6 pm" }),
        }),
      ]);
    });
  });

  describe("the CSV export's batches", () => {
    it("walks every matching order with its lines, newest first, across batches", async () => {
      await db().delete(orderItems);
      await db().delete(orders);
      const created = [];
      for (let index = 0; index < 7; index++) {
        created.push(
          await insertOrder(db(), {
            name: `Batch ${index}`,
            // Same millisecond, different microseconds: the cursor must not skip or repeat any.
            createdAt: sql`'2026-11-20T10:00:00.123Z'::timestamptz + make_interval(secs => ${index} / 1000000.0)`,
            lines: [{ accessoryId: vaseId, quantity: 1, rate: 100 + index }],
          }),
        );
      }
      const seen: string[] = [];
      for await (const batch of service.exportBatches({}, 3)) {
        for (const entry of batch) {
          seen.push(entry.order.id);
          expect(entry.lines).toHaveLength(1);
        }
      }
      expect(seen.sort()).toEqual(created.map((order) => order.id).sort());
    });
  });
});
