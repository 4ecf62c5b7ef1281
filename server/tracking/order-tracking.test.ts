import { and, eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TRACK_ORDER_RATE_MAX } from "../../common/limits";
import { trackedOrderSchema, trackOrderMessages } from "../../common/tracking";
import { insertAccessory } from "../../tests/helpers/fixtures";
import { insertOrder, insertStaff } from "../../tests/helpers/order-fixtures";
import { createTestApp, databaseKinds, type TestApp } from "../../tests/helpers/test-database";
import { createOrderAdminService } from "../admin/orders/order-admin-service";
import { courierEvents, outboxJobs } from "../db/schema";

const TRACK = "/api/track-order";
const NOT_FOUND = "We could not find an order with that number and phone";

// Things only staff may know about an order; none may reach the customer's answer.
const STAFF_NAME = "Rahim Uddin Secretname";
const NOTE = "Customer sounded unsure - check the address twice";
const CANCEL_REASON = "Suspected fake order from a reseller";
const ADDRESS = "House 12, Road 5, Dhanmondi, Dhaka 1205";

let client = 0;
/** Each test its own client address, so one test's attempts never count against another's. */
const nextClient = () => `198.51.100.${++client}`;

describe.each(databaseKinds())("order tracking on %s", (kind) => {
  let testApp: TestApp;
  let vaseId: string;
  let lampId: string;

  beforeAll(async () => {
    // Rate limits on (the test app turns them off by default): tracking has its own, far lower one.
    testApp = await createTestApp({ kind, env: { RATE_LIMIT_MAX: "1000" } });
    vaseId = await insertAccessory(testApp.database.db, {
      name: "Terracotta Floor Vase & Stand",
      rate: 4_750,
    });
    lampId = await insertAccessory(testApp.database.db, {
      name: "Brass Table Lamp",
      nameBn: "পিতলের টেবিল ল্যাম্প",
      rate: 12_300,
    });
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const track = (body: unknown, remoteAddress = nextClient()): Promise<LightMyRequestResponse> =>
    testApp.app.inject({
      method: "POST",
      url: TRACK,
      remoteAddress,
      headers: { "content-type": "application/json" },
      payload: JSON.stringify(body),
    });

  /** An order placed, confirmed and handed to Steadfast through the back office's own service. */
  async function shippedOrder() {
    const db = testApp.database.db;
    const admin = createOrderAdminService(db);
    const staff = await insertStaff(db, STAFF_NAME);
    const order = await insertOrder(db, {
      phone: "01711-223344",
      address: ADDRESS,
      notes: NOTE,
      deliveryCharge: 135,
      deliveryChargeSource: "rates",
      lines: [
        { accessoryId: vaseId, quantity: 2, rate: 4_750 },
        { accessoryId: lampId, quantity: 1, rate: 12_300 },
      ],
    });
    await admin.transition(order.id, { action: "confirm", version: 1 }, staff);
    await admin.transition(
      order.id,
      { action: "ship", version: 2, courierName: "Steadfast", consignmentNumber: "SFR2611A42" },
      staff,
    );
    return { order, staff };
  }

  it("answers the order, its lines, its total with delivery and its steps when number and phone match", async () => {
    const { order } = await shippedOrder();
    // The number as a customer may type it, the phone in its international spelling.
    const response = await track({
      number: ` ${order.orderNumber.toLowerCase()} `,
      phone: "+880 1711-223344",
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.headers["x-robots-tag"]).toBe("noindex, nofollow");
    const body = trackedOrderSchema.strict().parse(response.json());
    expect(body.orderNumber).toBe(order.orderNumber);
    expect(body.placedAt).toBe(order.createdAt.toISOString());
    expect(body.items).toEqual([
      { name: "Terracotta Floor Vase & Stand", quantity: 2, rate: 4_750, total: 9_500 },
      { name: "Brass Table Lamp", nameBn: "পিতলের টেবিল ল্যাম্প", quantity: 1, rate: 12_300, total: 12_300 },
    ]);
    // An accessory without a Bengali name answers without the field, in the English answer's shape.
    expect(Object.keys(body.items[0])).toEqual(["name", "quantity", "rate", "total"]);
    expect(body).toMatchObject({ itemsSubtotal: 21_800, deliveryCharge: 135, total: 21_935 });
    expect(body.timeline.map((entry) => entry.step)).toEqual(["received", "confirmed", "handed_to_courier"]);
    expect(body.timeline[2]).toMatchObject({
      courier: "Steadfast",
      trackingCode: "SFR2611A42",
      trackingUrl: "https://steadfast.com.bd/t/SFR2611A42",
    });
  });

  it("shows Out for delivery when the courier says a rider has the parcel, between the hand-over and the delivery", async () => {
    const { order, staff } = await shippedOrder();
    const db = testApp.database.db;
    // Stored as the webhooks and the polling job store them, each at the moment it arrives.
    const stored = async (courierStatus: string, courier: "pathao" | "steadfast") => {
      const [row] = await db
        .insert(courierEvents)
        .values({
          key: `${order.id}:${courierStatus}`,
          orderId: order.id,
          courier,
          courierStatus,
          label: courierStatus,
        })
        .returning({ createdAt: courierEvents.createdAt });
      return row.createdAt;
    };
    const lookUp = async () =>
      trackedOrderSchema
        .parse((await track({ number: order.orderNumber, phone: "01711223344" })).json())
        .timeline.map((entry) => entry.step);

    // Steadfast's "pending" is not a rider on the way: no step of its own.
    await stored("pending", "steadfast");
    expect(await lookUp()).toEqual(["received", "confirmed", "handed_to_courier"]);

    const outAt = await stored("order.assigned-for-delivery", "pathao");
    await stored("Assigned for Delivery", "pathao");
    const body = trackedOrderSchema.parse(
      (await track({ number: order.orderNumber, phone: "01711223344" })).json(),
    );
    expect(body.timeline.map((entry) => entry.step)).toEqual([
      "received",
      "confirmed",
      "handed_to_courier",
      "out_for_delivery",
    ]);
    // Once, at the first word of it; nothing from the courier's event but the step and its time.
    expect(body.timeline[3]).toEqual({ step: "out_for_delivery", at: outAt.toISOString() });

    await createOrderAdminService(db).transition(order.id, { action: "deliver", version: 3 }, staff);
    expect(await lookUp()).toEqual([
      "received",
      "confirmed",
      "handed_to_courier",
      "out_for_delivery",
      "delivered",
    ]);
  });

  it("matches the phone however it is spelled: 01711223344, 8801711223344, +8801711223344", async () => {
    const { order } = await shippedOrder();
    for (const phone of ["01711223344", "8801711223344", "+8801711223344", "017 1122 3344"]) {
      expect((await track({ number: order.orderNumber, phone })).statusCode, phone).toBe(200);
    }
  });

  it("shows no staff name, note, cancel reason, address or internal id, even for a cancelled order", async () => {
    const { order, staff } = await shippedOrder();
    const db = testApp.database.db;
    const cancelled = await insertOrder(db, { phone: "01811223344", notes: NOTE, address: ADDRESS });
    await createOrderAdminService(db).transition(
      cancelled.id,
      { action: "cancel", version: 1, reason: CANCEL_REASON },
      staff,
    );
    const answers = [
      await track({ number: order.orderNumber, phone: "01711223344" }),
      await track({ number: cancelled.orderNumber, phone: "01811223344" }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers[1].json().timeline.map((entry: { step: string }) => entry.step)).toEqual([
      "received",
      "cancelled",
    ]);
    for (const answer of answers) {
      for (const secret of [
        STAFF_NAME,
        NOTE,
        CANCEL_REASON,
        ADDRESS,
        order.id,
        cancelled.id,
        staff.id,
        vaseId,
      ]) {
        expect(answer.body).not.toContain(secret);
      }
      expect(answer.body).not.toMatch(/risk|actor|note|reason|staff|version|_id/i);
    }
  });

  it("answers an unknown number and a wrong phone exactly the same way", async () => {
    const { order } = await shippedOrder();
    const answers = [
      await track({ number: order.orderNumber, phone: "01999999999" }),
      await track({ number: "NI-0001-9999", phone: "01711223344" }),
      await track({ number: "NI-0001-9999", phone: "01999999999" }),
      // Enumerating numbers with one phone, or phones with one number: the same refusal each time.
      await track({
        number: order.orderNumber.replace(/\d$/, (digit) => String((Number(digit) + 1) % 10)),
        phone: "01711223344",
      }),
      await track({ number: order.orderNumber, phone: "01711223345" }),
    ];
    const comparable = (response: LightMyRequestResponse) => {
      const { date: _date, "x-request-id": _id, ...headers } = response.headers;
      return { status: response.statusCode, headers, body: response.body };
    };
    for (const answer of answers) expect(comparable(answer)).toEqual(comparable(answers[0]));
    expect(answers[0].statusCode).toBe(404);
    expect(answers[0].json()).toEqual({ error: { code: "not_found", message: NOT_FOUND } });
    expect(trackOrderMessages.notFound).toBe(NOT_FOUND);
    expect(answers[0].headers["cache-control"]).toBe("no-store");
  });

  it("refuses a missing field with 400 beside it, not cached either", async () => {
    const response = await track({ number: "", phone: "01711223344" });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ number: trackOrderMessages.numberRequired });
    expect(response.headers["cache-control"]).toBe("no-store");
  });

  it(`allows ${TRACK_ORDER_RATE_MAX} attempts a minute per client, then 429 with Retry-After`, async () => {
    const { order } = await shippedOrder();
    const address = nextClient();
    for (let attempt = 0; attempt < TRACK_ORDER_RATE_MAX; attempt += 1) {
      expect((await track({ number: `NI-0000-${attempt}`, phone: "01711223344" }, address)).statusCode).toBe(
        404,
      );
    }
    // Even the right number and phone wait now: the limit counts attempts, not failures.
    const limited = await track({ number: order.orderNumber, phone: "01711223344" }, address);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(limited.headers["retry-after"])).toBeLessThanOrEqual(60);
    expect(limited.json().error).toEqual({ code: "rate_limited", message: trackOrderMessages.tooMany });
    expect(limited.body).not.toContain(order.orderNumber);
    // Another client is not held back.
    expect((await track({ number: order.orderNumber, phone: "01711223344" })).statusCode).toBe(200);
  });

  it("confirming an order queues the customer's confirmation SMS in the same step, once", async () => {
    const { order } = await shippedOrder();
    const jobs = await testApp.database.db
      .select()
      .from(outboxJobs)
      .where(and(eq(outboxJobs.subjectId, order.id), eq(outboxJobs.kind, "order-confirmed-sms")));
    expect(jobs).toHaveLength(1);
    expect(jobs[0].payload).toEqual({ to: "8801711223344", language: "en" });
  });
});
