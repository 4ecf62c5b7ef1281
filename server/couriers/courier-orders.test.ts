import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInForTest, type TestSession } from "../../tests/helpers/admin-session";
import { insertAccessory } from "../../tests/helpers/fixtures";
import { insertOrder } from "../../tests/helpers/order-fixtures";
import { createTestApp, databaseKinds, type TestApp } from "../../tests/helpers/test-database";
import { courierEvents, orderEvents, orders, outboxJobs } from "../db/schema";
import { createNotificationWorker } from "../outbox/start-notifications";
import type { OutboxWorker } from "../outbox/outbox-worker";
import { PATHAO_PUBLISHED_INTEGRATION_SECRET } from "./courier-config";
import { createPathaoClient } from "./pathao/pathao-client";
import { createSteadfastClient } from "./steadfast/steadfast-client";
import { startFakePathao, type FakePathao } from "./test-support/fake-pathao";
import { startFakeSteadfast, type FakeSteadfast } from "./test-support/fake-steadfast";

const STEADFAST_TOKEN = "steadfast-webhook-token-for-tests";
const PATHAO_SECRET = "pathao-webhook-secret-for-tests";
const silent = pino({ level: "silent" });

describe.each(databaseKinds())(
  "booking with Steadfast and Pathao, and following the parcel, on %s",
  (kind) => {
    let steadfast: FakeSteadfast;
    let pathao: FakePathao;
    let testApp: TestApp;
    let session: TestSession;
    let worker: OutboxWorker;
    let closeWorker: () => Promise<void>;
    let lampId: string;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "courier-orders-"));

    beforeAll(async () => {
      steadfast = await startFakeSteadfast();
      pathao = await startFakePathao();
      const pathaoSettings = pathao.settings(PATHAO_SECRET);
      testApp = await createTestApp({
        kind,
        env: {
          // Without an SMS gateway each SMS is a text file here.
          DATA_DIR: dataDir,
          SITE_URL: "https://shop.example",
          ...steadfast.env(STEADFAST_TOKEN),
          ...pathao.env(PATHAO_SECRET),
        },
      });
      session = await signInForTest(testApp.app, { role: "staff" });
      lampId = await insertAccessory(testApp.database.db, { name: "Brass Table Lamp", code: "NI-LM-02" });
      const created = createNotificationWorker(testApp.config, testApp.database, silent, {
        // Every retry is due at once, so a test runs the next attempt with runOnce().
        retryPolicy: { firstDelayMs: 0, factor: 1, maxDelayMs: 0, retryForMs: 60_000 },
        courierClients: {
          steadfast: createSteadfastClient({ settings: steadfast.settings(STEADFAST_TOKEN), timeoutMs: 500 }),
          pathao: createPathaoClient({ settings: pathaoSettings, timeoutMs: 500 }),
        },
      });
      worker = created.worker;
      closeWorker = created.close;
    });
    afterAll(async () => {
      await closeWorker?.();
      await testApp?.close();
      await steadfast?.close();
      await pathao?.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    const db = () => testApp.database.db;

    async function confirmedOrder(overrides: Partial<typeof orders.$inferInsert> = {}) {
      return insertOrder(db(), {
        status: "confirmed",
        district: "Dhaka",
        area: "Dhanmondi",
        deliveryZone: "inside_dhaka",
        deliveryCharge: 80,
        deliveryChargeSource: "rates",
        weightGrams: 1_200,
        lines: [{ accessoryId: lampId, quantity: 2, rate: 1_850 }],
        ...overrides,
      });
    }

    const courierView = async (orderId: string) => {
      const response = await testApp.app.inject({
        method: "GET",
        url: `/api/admin/orders/${orderId}/courier`,
        headers: session.headers,
      });
      expect(response.statusCode).toBe(200);
      return response.json().data;
    };

    const orderRow = async (orderId: string) =>
      (await db().select().from(orders).where(eq(orders.id, orderId)))[0];

    /** Submits the booking form as the order page does, starting from the preview the server offers. */
    async function book(
      orderId: string,
      courier: "steadfast" | "pathao",
      changes: Record<string, unknown> = {},
    ) {
      const view = await courierView(orderId);
      const { version } = await orderRow(orderId);
      return testApp.app.inject({
        method: "POST",
        url: `/api/admin/orders/${orderId}/courier-booking`,
        headers: { ...session.headers, "content-type": "application/json" },
        payload: JSON.stringify({ ...view.preview, courier, version, ...changes }),
      });
    }

    const parcelsFor = (orderNumber: string) =>
      steadfast.parcels.filter((parcel) => parcel.invoice === orderNumber);

    it("offers both couriers with a preview of what will be sent: address with area and district, cash with delivery", async () => {
      const order = await confirmedOrder({ address: "House 12, Road 5" });
      const view = await courierView(order.id);
      expect(view.offered).toEqual(["steadfast", "pathao"]);
      expect(view.canBook).toBe(true);
      expect(view.preview).toMatchObject({
        recipientName: "Farhana Rahman",
        recipientPhone: "01711223344",
        recipientAddress: "House 12, Road 5, Dhanmondi, Dhaka",
        cashToCollect: 2 * 1_850 + 80,
        weightKg: "1.2",
        itemDescription: "2 × Brass Table Lamp",
      });
    });

    it("books once for a double click: the parcel stored, the order shipped by the staff member, the SMS queued", async () => {
      const order = await confirmedOrder();
      const first = await book(order.id, "steadfast", { note: "Call before 3 PM" });
      expect(first.statusCode).toBe(202);
      const second = await book(order.id, "steadfast");
      expect(second.statusCode).toBe(409);
      await worker.runOnce();

      const parcels = parcelsFor(order.orderNumber);
      expect(parcels).toHaveLength(1);
      expect(parcels[0]).toMatchObject({
        codAmount: 3_780,
        recipientPhone: "01711223344",
        note: "Call before 3 PM",
      });
      const row = await orderRow(order.id);
      expect(row).toMatchObject({
        status: "shipped",
        courier: "steadfast",
        courierBookingState: "booked",
        courierConsignmentId: String(parcels[0].consignmentId),
        courierTrackingCode: parcels[0].trackingCode,
        courierName: "Steadfast",
        consignmentNumber: parcels[0].trackingCode,
      });
      const events = await db().select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
      expect(events).toContainEqual(
        expect.objectContaining({ actorName: "Test Staff", fromStatus: "confirmed", toStatus: "shipped" }),
      );
      const sms = await db()
        .select()
        .from(outboxJobs)
        .where(and(eq(outboxJobs.subjectId, order.id), eq(outboxJobs.kind, "order-courier-sms")));
      expect(sms).toHaveLength(1);
      expect((await courierView(order.id)).canBook).toBe(false);

      // The customer's SMS names the courier, the tracking code and the tracking page.
      await worker.runOnce();
      const texts = fs
        .readdirSync(path.join(dataDir, "sms"))
        .map((file) => fs.readFileSync(path.join(dataDir, "sms", file), "utf8"))
        .filter((text) => text.includes(order.orderNumber));
      expect(texts).toHaveLength(1);
      expect(texts[0]).toContain("To: 8801711223344");
      expect(texts[0]).toContain(`on its way with Steadfast, tracking code ${parcels[0].trackingCode}`);
      expect(texts[0]).toContain(`https://shop.example/track-order?number=${order.orderNumber}`);
    });

    it("lets only one of two members of staff booking at the same moment through", async () => {
      const order = await confirmedOrder();
      const answers = await Promise.all([book(order.id, "steadfast"), book(order.id, "pathao")]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([202, 409]);
      await worker.runOnce();
      const booked =
        parcelsFor(order.orderNumber).length +
        pathao.parcels.filter((parcel) => parcel.merchantOrderId === order.orderNumber).length;
      expect(booked).toBe(1);
    });

    it("refuses a field past the courier's limit before anything is queued", async () => {
      const order = await confirmedOrder();
      const answer = await book(order.id, "pathao", { recipientAddress: "Dhaka" });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error.fields.recipientAddress).toMatch(/Pathao needs 10 characters or more/);
      const phone = await book(order.id, "steadfast", { recipientPhone: "0171122" });
      expect(phone.statusCode).toBe(400);
      expect(phone.json().error.fields.recipientPhone).toMatch(/11 digits/);
      expect((await orderRow(order.id)).courierBookingState).toBeNull();
    });

    it.each([
      [
        422,
        { status: 422, errors: { recipient_address: ["The recipient address field is required."] } },
        /recipient address/i,
      ],
      [401, { message: "Unauthenticated." }, /Steadfast/],
    ])(
      "shows a %s refusal on the order with the courier's message, and Retry books it",
      async (status, body, message) => {
        const order = await confirmedOrder();
        steadfast.failNext("POST", /\/create_order$/, { kind: "answer", answer: { status, body } });
        expect((await book(order.id, "steadfast")).statusCode).toBe(202);
        await worker.runOnce();
        const refused = await courierView(order.id);
        expect(refused.state).toBe("refused");
        expect(refused.error).toMatch(message);
        expect(refused.canBook).toBe(true);
        expect((await orderRow(order.id)).status).toBe("confirmed");

        expect((await book(order.id, "steadfast")).statusCode).toBe(202);
        await worker.runOnce();
        expect(parcelsFor(order.orderNumber)).toHaveLength(1);
        expect((await orderRow(order.id)).status).toBe("shipped");
      },
    );

    it("retries a 500 with backoff and books one parcel", async () => {
      const order = await confirmedOrder();
      steadfast.failNext("POST", /\/create_order$/, {
        kind: "answer",
        answer: { status: 500, body: { message: "Server Error" } },
      });
      await book(order.id, "steadfast");
      await worker.runOnce();
      expect((await orderRow(order.id)).courierBookingState).toBe("requested");
      const [job] = await db()
        .select()
        .from(outboxJobs)
        .where(and(eq(outboxJobs.subjectId, order.id), eq(outboxJobs.kind, "courier-booking")));
      expect(job.status).toBe("queued");
      await worker.runOnce();
      expect(parcelsFor(order.orderNumber)).toHaveLength(1);
      expect((await orderRow(order.id)).status).toBe("shipped");
    });

    it("never books a second parcel when the answer was lost after Steadfast booked (a timeout, or a crash before we stored it)", async () => {
      const order = await confirmedOrder();
      steadfast.failNext("POST", /\/create_order$/, { kind: "drop-after" });
      await book(order.id, "steadfast");
      await worker.runOnce();
      const waiting = await orderRow(order.id);
      expect(waiting.courierBookingState).toBe("requested");
      expect(waiting.courierMayHaveActed).toBe(true);
      expect(parcelsFor(order.orderNumber)).toHaveLength(1);

      await worker.runOnce();
      expect(parcelsFor(order.orderNumber)).toHaveLength(1);
      const row = await orderRow(order.id);
      expect(row).toMatchObject({ status: "shipped", courierBookingState: "booked" });
      expect(row.courierConsignmentId).toBe(String(parcelsFor(order.orderNumber)[0].consignmentId));
    });

    it("books with Pathao, and settles a lost Pathao answer from its order.created webhook instead of booking again", async () => {
      const order = await confirmedOrder();
      await book(order.id, "pathao");
      await worker.runOnce();
      const row = await orderRow(order.id);
      expect(row).toMatchObject({ status: "shipped", courier: "pathao", courierBookingState: "booked" });
      expect(pathao.parcels.filter((parcel) => parcel.merchantOrderId === order.orderNumber)).toHaveLength(1);

      const lost = await confirmedOrder();
      pathao.failNext("POST", /\/orders$/, { kind: "drop-after" });
      await book(lost.id, "pathao");
      await worker.runOnce();
      await worker.runOnce();
      const unconfirmed = await courierView(lost.id);
      expect(unconfirmed.state).toBe("unconfirmed");
      expect(unconfirmed.error).toContain(lost.orderNumber);
      const parcels = pathao.parcels.filter((parcel) => parcel.merchantOrderId === lost.orderNumber);
      expect(parcels).toHaveLength(1);

      const created = await pathao.sendWebhook(
        `${await address()}/api/couriers/pathao/webhook`,
        pathao.event(parcels[0].consignmentId, "order.created"),
        PATHAO_SECRET,
      );
      expect(created.status).toBe(202);
      expect(await orderRow(lost.id)).toMatchObject({
        status: "shipped",
        courierBookingState: "booked",
        courierConsignmentId: parcels[0].consignmentId,
      });
    });

    /** The app listening on a port, for the fakes' webhook senders. */
    let listening: string | undefined;
    async function address() {
      listening ??= await testApp.app.listen({ port: 0, host: "127.0.0.1" });
      return listening;
    }

    describe("Steadfast's webhook", () => {
      const post = (body: unknown, authorization?: string) =>
        testApp.app.inject({
          method: "POST",
          url: "/api/couriers/steadfast/webhook",
          headers: { "content-type": "application/json", ...(authorization ? { authorization } : {}) },
          payload: JSON.stringify(body),
        });

      async function shippedWithSteadfast() {
        const order = await confirmedOrder();
        await book(order.id, "steadfast");
        await worker.runOnce();
        return { order, consignmentId: (await orderRow(order.id)).courierConsignmentId! };
      }

      it("refuses a wrong or missing token with 401 and changes nothing", async () => {
        const { order, consignmentId } = await shippedWithSteadfast();
        steadfast.setStatus(consignmentId, "delivered");
        const body = steadfast.deliveryStatusNotification(consignmentId);
        expect((await post(body)).statusCode).toBe(401);
        expect((await post(body, "Bearer not-the-token-at-all")).statusCode).toBe(401);
        expect((await orderRow(order.id)).status).toBe("shipped");
      });

      it("marks the order delivered with the cash collected, once however often it is replayed", async () => {
        const { order, consignmentId } = await shippedWithSteadfast();
        steadfast.setStatus(consignmentId, "delivered");
        const body = steadfast.deliveryStatusNotification(consignmentId);
        const first = await post(body, `Bearer ${STEADFAST_TOKEN}`);
        expect(first.statusCode).toBe(200);
        const row = await orderRow(order.id);
        expect(row).toMatchObject({
          status: "delivered",
          cashCollected: 3_780,
          cashFlagged: false,
          courierStatus: "delivered",
        });
        const timeline = await db().select().from(orderEvents).where(eq(orderEvents.orderId, order.id));

        const replay = await post(body, `Bearer ${STEADFAST_TOKEN}`);
        expect(replay.statusCode).toBe(200);
        expect(replay.json().message).toBe("Already received");
        expect(await db().select().from(orderEvents).where(eq(orderEvents.orderId, order.id))).toHaveLength(
          timeline.length,
        );
        expect(
          await db().select().from(courierEvents).where(eq(courierEvents.orderId, order.id)),
        ).toHaveLength(1);
      });

      it("flags a partial delivery and a different amount", async () => {
        const { order, consignmentId } = await shippedWithSteadfast();
        steadfast.setStatus(consignmentId, "partial_delivered");
        await post(
          steadfast.deliveryStatusNotification(consignmentId, { cod_amount: 1_850 }),
          `Bearer ${STEADFAST_TOKEN}`,
        );
        expect(await orderRow(order.id)).toMatchObject({
          status: "delivered",
          cashCollected: 1_850,
          cashFlagged: true,
        });
      });

      it("moves a cancelled parcel to returned and keeps other statuses in the timeline", async () => {
        const { order, consignmentId } = await shippedWithSteadfast();
        steadfast.setStatus(consignmentId, "hold");
        await post(steadfast.deliveryStatusNotification(consignmentId), `Bearer ${STEADFAST_TOKEN}`);
        expect((await orderRow(order.id)).status).toBe("shipped");
        steadfast.setStatus(consignmentId, "cancelled");
        await post(steadfast.deliveryStatusNotification(consignmentId), `Bearer ${STEADFAST_TOKEN}`);
        expect((await orderRow(order.id)).status).toBe("returned");
        const notes = (await db().select().from(orderEvents).where(eq(orderEvents.orderId, order.id))).map(
          (event) => event.note,
        );
        expect(notes.some((note) => note?.startsWith("Steadfast: "))).toBe(true);
      });

      it("ignores an unknown consignment and a malformed body, changing nothing", async () => {
        const { order, consignmentId } = await shippedWithSteadfast();
        const unknown = steadfast.deliveryStatusNotification(consignmentId, {
          consignment_id: 987_654_321,
          status: "delivered",
        });
        expect((await post(unknown, `Bearer ${STEADFAST_TOKEN}`)).json().message).toBe("Unknown consignment");
        const malformed = await post({ notification_type: "delivery_status" }, `Bearer ${STEADFAST_TOKEN}`);
        expect(malformed.statusCode).toBe(200);
        expect(malformed.json().status).toBe("ignored");
        expect((await orderRow(order.id)).status).toBe("shipped");
      });

      it("refuses a body over the limit", async () => {
        const answer = await testApp.app.inject({
          method: "POST",
          url: "/api/couriers/steadfast/webhook",
          headers: { "content-type": "application/json", authorization: `Bearer ${STEADFAST_TOKEN}` },
          payload: JSON.stringify({ notification_type: "tracking_update", padding: "x".repeat(20_000) }),
        });
        expect(answer.statusCode).toBe(413);
      });
    });

    describe("Pathao's webhook", () => {
      it("answers the handshake with 202 and the integration header, and refuses a wrong secret", async () => {
        const url = `${await address()}/api/couriers/pathao/webhook`;
        expect(await pathao.acceptsWebhookAddress(url, PATHAO_SECRET)).toBe(true);
        const wrong = await pathao.sendWebhook(
          url,
          { event: "webhook_integration" },
          "not-the-secret-at-all",
        );
        expect(wrong.status).toBe(401);
        expect(wrong.headers.get("X-Pathao-Merchant-Webhook-Integration-Secret")).toBeNull();
        expect(PATHAO_PUBLISHED_INTEGRATION_SECRET).toHaveLength(36);
      });

      it("takes an event as a signal only: the status Pathao gives when asked decides", async () => {
        const order = await confirmedOrder();
        await book(order.id, "pathao");
        await worker.runOnce();
        const consignmentId = (await orderRow(order.id)).courierConsignmentId!;
        const url = `${await address()}/api/couriers/pathao/webhook`;

        // A forged "delivered" while Pathao still has the parcel in transit changes only the timeline.
        pathao.setStatus(consignmentId, "order.in-transit");
        expect(
          (await pathao.sendWebhook(url, pathao.event(consignmentId, "order.delivered"), PATHAO_SECRET))
            .status,
        ).toBe(202);
        await worker.runOnce();
        expect((await orderRow(order.id)).status).toBe("shipped");

        pathao.setStatus(consignmentId, "order.delivered");
        const event = pathao.event(consignmentId, "order.delivered", {
          timestamp: "2026-11-27T10:00:00+00:00",
        });
        await pathao.sendWebhook(url, event, PATHAO_SECRET);
        await pathao.sendWebhook(url, event, PATHAO_SECRET);
        await worker.runOnce();
        expect(await orderRow(order.id)).toMatchObject({ status: "delivered", cashCollected: 3_780 });
        const statusJobs = await db()
          .select()
          .from(outboxJobs)
          .where(and(eq(outboxJobs.subjectId, order.id), eq(outboxJobs.kind, "courier-status")));
        expect(statusJobs).toHaveLength(2);
      });
    });

    describe("a phone number's history", () => {
      it("counts earlier orders and marks 40% or more cancelled or returned as high risk", async () => {
        const phone = "01999000111";
        for (const status of ["delivered", "cancelled", "returned", "delivered"] as const) {
          await insertOrder(db(), { phone, status });
        }
        const order = await insertOrder(db(), { phone });
        const view = await courierView(order.id);
        expect(view.phoneHistory).toEqual({
          previousOrders: 4,
          delivered: 2,
          cancelled: 1,
          returned: 1,
          risk: "high",
        });
        const first = await insertOrder(db(), { phone: "01999000222" });
        expect((await courierView(first.id)).phoneHistory).toMatchObject({ previousOrders: 0, risk: "low" });
      });
    });
  },
);

describe("without courier settings", () => {
  let testApp: TestApp;
  let session: TestSession;
  beforeAll(async () => {
    testApp = await createTestApp();
    session = await signInForTest(testApp.app, { role: "staff" });
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it("offers no courier, refuses a booking and answers the webhooks 404", async () => {
    const order = await insertOrder(testApp.database.db, { status: "confirmed" });
    const view = await testApp.app.inject({
      method: "GET",
      url: `/api/admin/orders/${order.id}/courier`,
      headers: session.headers,
    });
    expect(view.json().data).toMatchObject({ offered: [], canBook: false });
    const booking = await testApp.app.inject({
      method: "POST",
      url: `/api/admin/orders/${order.id}/courier-booking`,
      headers: { ...session.headers, "content-type": "application/json" },
      payload: JSON.stringify({ ...view.json().data.preview, courier: "steadfast", version: order.version }),
    });
    expect(booking.statusCode).toBe(400);
    const webhook = await testApp.app.inject({
      method: "POST",
      url: "/api/couriers/steadfast/webhook",
      headers: { "content-type": "application/json", authorization: "Bearer anything-at-all-here" },
      payload: "{}",
    });
    expect(webhook.statusCode).toBe(404);
  });
});
