import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { signInForTest, type TestSession } from "../../tests/helpers/admin-session";
import { apiPaths, expectError, postJson, validCustomer } from "../../tests/helpers/api-client";
import { insertAccessory } from "../../tests/helpers/fixtures";
import { createTestApp, databaseKinds, type TestApp } from "../../tests/helpers/test-database";
import { openDatabase, type DatabaseHandle } from "../db/database";
import { orders, outboxJobs } from "../db/schema";
import { createDeliverySettingsStore } from "../delivery/delivery-settings-store";
import { createOrderRepository } from "../repositories/order-repository";
import { startFakeSslWireless, type FakeSslWireless } from "../sms/test-support/fake-sslwireless";
import { measureSms } from "../sms/sms-parts";
import { createNotificationOutbox } from "./notification-outbox";
import { createNotificationWorker } from "./start-notifications";
import { createOrderAdminService } from "../admin/orders/order-admin-service";
import { insertStaff } from "../../tests/helpers/order-fixtures";
import { waitUntil } from "../../tests/helpers/smtp-sink";

const SITE_URL = "https://shop.example.test";
const API_TOKEN = "sms-api-token-for-tests-0123456789";
const STAFF_NUMBERS = ["8801811000111", "8801911000222"];
const FAST_RETRIES = { firstDelayMs: 100, factor: 2, maxDelayMs: 400, retryForMs: 60_000 };
const silent = pino({ level: "silent" });
const DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "sms-notifications-"));

function smsEnv(baseUrl: string): Record<string, string> {
  return {
    DATA_DIR,
    SITE_URL,
    SMS_PROVIDER: "sslwireless",
    SMS_API_KEY: API_TOKEN,
    SMS_SENDER_ID: "NAKSHI",
    SMS_BASE_URL: baseUrl,
    NOTIFY_SMS: "01811000111, +880 1911-000222",
    NOTIFY_EMAILS: "",
    NOTIFY_ORDER_WAIT_MS: "600",
    OUTBOX_POLL_MS: "50",
  };
}

describe.each(databaseKinds())("SMS through the outbox on %s", (kind) => {
  let fake: FakeSslWireless;
  let testApp: TestApp;
  let lamp: string;
  let rug: string;
  let stopWorker: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    fake = await startFakeSslWireless({ apiToken: API_TOKEN, sid: "NAKSHI" });
    testApp = await createTestApp({ kind, env: smsEnv(fake.url) });
    lamp = await insertAccessory(testApp.database.db, {
      name: "Brass table lamp",
      code: "NI-LMP-01",
      rate: 4_500,
    });
    rug = await insertAccessory(testApp.database.db, { name: "Jute rug", code: "NI-RUG-07", rate: 12_250 });
  });
  afterAll(async () => {
    await testApp?.close();
    await fake?.stop();
    fs.rmSync(DATA_DIR, { recursive: true, force: true });
  });
  beforeEach(() => {
    fake.requests.length = 0;
    fake.delivered.length = 0;
  });
  afterEach(async () => {
    await stopWorker?.();
    stopWorker = undefined;
    // Jobs a test did not wait for must not be sent during the next one.
    await testApp.database.db
      .update(outboxJobs)
      .set({ status: "failed" })
      .where(sql`${outboxJobs.status} in ('queued', 'sending')`);
  });

  function runWorker(
    tuning: Parameters<typeof createNotificationWorker>[3] = {},
    database = testApp.database,
  ) {
    const { worker, close } = createNotificationWorker(testApp.config, database, silent, {
      retryPolicy: FAST_RETRIES,
      // Long enough that a busy machine never times out a healthy answer; the hang test waits this long once.
      smsTimeoutMs: 1_000,
      ...tuning,
    });
    worker.start();
    stopWorker = close;
    return worker;
  }

  async function placeOrder(
    lines: { accessoryId: string; quantity: number }[],
    customer: object = validCustomer,
  ) {
    const created = await postJson(testApp.app, apiPaths.saveOrder, customer);
    expect(created.statusCode, created.body).toBe(201);
    const orderId = (created.json() as { _id: string })._id;
    for (const line of lines) {
      const saved = await postJson(testApp.app, apiPaths.saveOrderDetails, { orderId, ...line });
      expect(saved.statusCode, saved.body).toBe(201);
    }
    return orderId;
  }

  const smsJobsOf = async (orderId: string) =>
    (await testApp.database.db.select().from(outboxJobs).where(eq(outboxJobs.subjectId, orderId))).filter(
      (job) => job.kind.endsWith("-sms"),
    );

  it("writes an order's SMS jobs in the order's own transaction, or not at all", async () => {
    const orderId = await placeOrder([]);
    const jobs = await smsJobsOf(orderId);
    expect(jobs.map((job) => [job.kind, job.payload, job.status]).sort()).toEqual([
      ["order-customer-sms", { to: "8801711223344", language: "en" }, "queued"],
      ["order-staff-sms", { to: STAFF_NUMBERS[0], language: "en" }, "queued"],
      ["order-staff-sms", { to: STAFF_NUMBERS[1], language: "en" }, "queued"],
    ]);
    expect(new Set(jobs.map((job) => job.messageId)).size).toBe(3);
    expect(jobs.every((job) => /^[A-Za-z0-9]{1,20}$/.test(job.messageId))).toBe(true);

    // The transaction that saves an order fails after its jobs were written: neither the order nor a job stays.
    const outbox = createNotificationOutbox(testApp.config.notifications);
    const failing = createOrderRepository(
      testApp.database.db,
      {
        ...outbox,
        orderPlaced: async (executor, placed) => {
          await outbox.orderPlaced(executor, placed);
          throw new Error("the process died before the commit");
        },
      },
      createDeliverySettingsStore(testApp.database.db),
    );
    const countJobs = async () => (await testApp.database.db.select().from(outboxJobs)).length;
    const countOrders = async () => (await testApp.database.db.select().from(orders)).length;
    const before = { jobs: await countJobs(), orders: await countOrders() };
    await expect(failing.createOrder({ ...validCustomer, email: "" })).rejects.toThrow(/before the commit/);
    expect({ jobs: await countJobs(), orders: await countOrders() }).toEqual(before);
  });

  it("texts the customer and each staff number once the lines stop arriving, with the total of every line", async () => {
    runWorker();
    const orderId = await placeOrder([{ accessoryId: lamp, quantity: 2 }]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await postJson(testApp.app, apiPaths.saveOrderDetails, { orderId, accessoryId: rug, quantity: 1 });
    const lastLineAt = Date.now();
    await waitUntil(() => fake.delivered.length === 3, "the three SMS");
    expect(Date.now() - lastLineAt).toBeGreaterThanOrEqual(450);
    await waitUntil(
      async () => (await smsJobsOf(orderId)).every((job) => job.status === "sent"),
      "jobs sent",
    );

    const [order] = await testApp.database.db.select().from(orders).where(eq(orders.id, orderId));
    const customer = fake.delivered.find((sms) => sms.msisdn === "8801711223344")!;
    expect(customer.sms).toBe(
      `Nakshi Interiors: Dear Farhana Rahman, we received your order ${order.orderNumber}, total Tk 21,250. We will call you from +880 1711-223344 to confirm it.`,
    );
    for (const number of STAFF_NUMBERS) {
      const staff = fake.delivered.find((sms) => sms.msisdn === number)!;
      expect(staff.sms).toBe(
        `New order ${order.orderNumber}: Tk 21,250, 3 items, from Farhana Rahman. ${SITE_URL}/admin/orders/${orderId}`,
      );
    }
    const jobs = await smsJobsOf(orderId);
    expect(fake.delivered.map((sms) => sms.csmsId).sort()).toEqual(jobs.map((job) => job.messageId).sort());
    expect(jobs.map((job) => [job.attempts, job.lastError])).toEqual(jobs.map(() => [1, null]));
  });

  it("texts the customer once when staff confirm the order, with the tracking link; a failed confirmation queues nothing", async () => {
    const orderId = await placeOrder([{ accessoryId: lamp, quantity: 1 }]);
    // The order's first SMS are not this test's: only the confirmation's is waited for.
    await testApp.database.db
      .update(outboxJobs)
      .set({ status: "failed" })
      .where(eq(outboxJobs.subjectId, orderId));
    const staff = await insertStaff(testApp.database.db, "Rahim Uddin");
    const admin = createOrderAdminService(testApp.database.db);
    // A stale version confirms nothing, and queues nothing either.
    await expect(admin.transition(orderId, { action: "confirm", version: 7 }, staff)).rejects.toThrow();
    expect((await smsJobsOf(orderId)).filter((job) => job.kind === "order-confirmed-sms")).toEqual([]);

    // The order gave no district: staff set the charge agreed on the call as they confirm it.
    await admin.transition(
      orderId,
      { action: "confirm", version: 1, deliveryCharge: 100, deliveryChargeReason: "Agreed on the call" },
      staff,
    );
    const [job] = (await smsJobsOf(orderId)).filter((queued) => queued.kind === "order-confirmed-sms");
    expect(job).toMatchObject({ status: "queued", payload: { to: "8801711223344", language: "en" } });
    runWorker();
    await waitUntil(() => fake.delivered.length === 1, "the confirmation SMS");
    await waitUntil(
      async () => (await smsJobsOf(orderId)).some((sent) => sent.status === "sent"),
      "job sent",
    );
    const [order] = await testApp.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(fake.delivered[0]).toMatchObject({ msisdn: "8801711223344", csmsId: job.messageId });
    expect(fake.delivered[0].sms).toBe(
      `Nakshi Interiors: Dear Farhana Rahman, your order ${order.orderNumber} is confirmed. Please keep Tk 4,600 ready to pay on delivery. Track it: ${SITE_URL}/track-order?number=${order.orderNumber}`,
    );
  });

  it("writes a Bengali order's SMS in Bengali", async () => {
    runWorker();
    const [order] = await testApp.database.db
      .insert(orders)
      .values({ name: "ফারহানা রহমান", address: "ধানমন্ডি, ঢাকা", phone: "01711223344" })
      .returning();
    await testApp.database.db.transaction(async (tx) => {
      await createNotificationOutbox(testApp.config.notifications).orderPlaced(tx, [
        { ...order, language: "bn" },
      ]);
    });
    await postJson(testApp.app, apiPaths.saveOrderDetails, {
      orderId: order.id,
      accessoryId: lamp,
      quantity: 1,
    });
    // Two jobs, sent in either order: wait for both before reading the staff's.
    await waitUntil(
      () =>
        fake.delivered.some((sms) => sms.msisdn === "8801711223344") &&
        fake.delivered.some((sms) => sms.msisdn === STAFF_NUMBERS[0]),
      "the customer's and the staff's SMS",
    );
    const customer = fake.delivered.find((sms) => sms.msisdn === "8801711223344")!;
    expect(customer.sms).toBe(
      `Nakshi Interiors: প্রিয় ফারহানা, আপনার অর্ডার ${order.orderNumber} পেয়েছি, মোট ৳৪,৫০০। নিশ্চিত করতে আমরা +880 1711-223344 থেকে ফোন করব।`,
    );
    // Staff read the back office in English, whatever the customer's language.
    expect(fake.delivered.find((sms) => sms.msisdn === STAFF_NUMBERS[0])!.sms).toMatch(/^New order /);
  });

  it("texts an order placed on the Bengali site in Bengali, to the phone typed in Bengali digits, confirmation too", async () => {
    const orderId = await placeOrder([{ accessoryId: rug, quantity: 10 }], {
      ...validCustomer,
      name: "ফারহানা রহমান",
      phone: "০১৭১১ ২২৩-৩৪৪",
      language: "bn",
    });
    const [received] = (await smsJobsOf(orderId)).filter((job) => job.kind === "order-customer-sms");
    expect(received.payload).toEqual({ to: "8801711223344", language: "bn" });
    runWorker();
    await waitUntil(
      () => fake.delivered.some((sms) => sms.csmsId === received.messageId),
      "the customer's SMS",
    );
    const [order] = await testApp.database.db.select().from(orders).where(eq(orders.id, orderId));
    const first = fake.delivered.find((sms) => sms.csmsId === received.messageId)!;
    // 10 x 12,250 = 1,22,500 taka, grouped in lakhs with Bengali digits.
    expect(first.sms).toBe(
      `Nakshi Interiors: প্রিয় ফারহানা, আপনার অর্ডার ${order.orderNumber} পেয়েছি, মোট ৳১,২২,৫০০। নিশ্চিত করতে আমরা +880 1711-223344 থেকে ফোন করব।`,
    );
    expect(measureSms(first.sms)).toEqual({ encoding: "UCS-2", parts: 2 });

    const staff = await insertStaff(testApp.database.db, "Rahim Uddin");
    await createOrderAdminService(testApp.database.db).transition(
      orderId,
      { action: "confirm", version: 1, deliveryCharge: 150, deliveryChargeReason: "Agreed on the call" },
      staff,
    );
    const [confirmed] = (await smsJobsOf(orderId)).filter((job) => job.kind === "order-confirmed-sms");
    expect(confirmed.payload).toEqual({ to: "8801711223344", language: "bn" });
    await waitUntil(
      () => fake.delivered.some((sms) => sms.csmsId === confirmed.messageId),
      "the confirmation SMS",
    );
    const second = fake.delivered.find((sms) => sms.csmsId === confirmed.messageId)!;
    expect(second.sms).toContain(`আপনার অর্ডার ${order.orderNumber} নিশ্চিত হয়েছে।`);
    expect(second.sms).toContain("৳১,২২,৬৫০");
    expect(measureSms(second.sms).parts).toBeLessThanOrEqual(2);
  });

  it("retries a gateway that is down or silent, with backoff, and sends each SMS once", async () => {
    fake.next("server-error", "hang", "internal-error");
    runWorker({ batchSize: 1 });
    const orderId = await placeOrder([{ accessoryId: lamp, quantity: 1 }], { ...validCustomer, email: "" });
    await waitUntil(() => fake.delivered.length === 3, "all three SMS after the failures", 15_000);
    await waitUntil(
      async () => (await smsJobsOf(orderId)).every((job) => job.status === "sent"),
      "jobs sent",
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fake.delivered).toHaveLength(3);
    const jobs = await smsJobsOf(orderId);
    expect(jobs.reduce((sum, job) => sum + job.attempts, 0)).toBe(6);
    expect(jobs.every((job) => job.lastError === null)).toBe(true);
  });

  it("stops at a permanent refusal, shows it to staff with the number, and a Retry sends it", async () => {
    const session: TestSession = await signInForTest(testApp.app, { role: "staff" });
    const list = async (orderId: string) =>
      (
        await testApp.app.inject({
          method: "GET",
          url: `/api/admin/notifications?orderId=${orderId}`,
          headers: session.headers,
        })
      ).json().data as {
        _id: string;
        kind: string;
        channel: string;
        recipient: string;
        status: string;
        lastError: string;
        attempts: number;
        label: string;
      }[];

    fake.next("balance", "ok", "ok");
    runWorker({ batchSize: 1 });
    const orderId = await placeOrder([{ accessoryId: rug, quantity: 1 }], { ...validCustomer, email: "" });
    await waitUntil(
      async () =>
        (await smsJobsOf(orderId)).filter((job) => job.status !== "queued" && job.status !== "sending")
          .length === 3,
      "every SMS job settled",
    );
    const listed = await list(orderId);
    const failed = listed.filter((job) => job.status === "failed");
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({
      channel: "sms",
      attempts: 1,
      lastError: "SSL Wireless refused the SMS: 4099 an undocumented code (Insufficient balance).",
    });
    expect(
      listed
        .filter((job) => job.channel === "sms")
        .map((job) => [job.label, job.recipient])
        .sort(),
    ).toEqual([
      ["SMS to staff", "88018•••••111"],
      ["SMS to staff", "88019•••••222"],
      ["SMS to the customer", "88017•••••344"],
    ]);
    expect(JSON.stringify(listed)).not.toContain(API_TOKEN);
    expect(fake.delivered).toHaveLength(2);

    // The dashboard lists it too, and Retry (with the CSRF token) queues it; the worker sends it.
    const dashboard = await testApp.app.inject({
      method: "GET",
      url: "/api/admin/notifications/failed",
      headers: session.headers,
    });
    expect(dashboard.json().data).toContainEqual(
      expect.objectContaining({ _id: failed[0]._id, channel: "sms" }),
    );
    const { "x-csrf-token": _token, ...withoutToken } = session.headers;
    expectError(
      await testApp.app.inject({
        method: "POST",
        url: `/api/admin/notifications/${failed[0]._id}/retry`,
        headers: withoutToken,
      }),
      403,
    );
    const retried = await testApp.app.inject({
      method: "POST",
      url: `/api/admin/notifications/${failed[0]._id}/retry`,
      headers: session.headers,
    });
    expect(retried.statusCode, retried.body).toBe(200);
    await waitUntil(() => fake.delivered.length === 3, "the retried SMS");
    await waitUntil(
      async () => (await list(orderId)).every((job) => job.status === "sent"),
      "every SMS sent",
    );
  });

  it("refuses for good an order whose phone is not a Bangladeshi mobile number, and says so", async () => {
    runWorker();
    const [order] = await testApp.database.db
      .insert(orders)
      .values({ name: "Landline", address: "Gulshan", phone: "029881234" })
      .returning();
    await testApp.database.db.transaction(async (tx) => {
      await createNotificationOutbox(testApp.config.notifications).orderPlaced(tx, [{ ...order }]);
    });
    await testApp.database.db
      .update(outboxJobs)
      .set({ runAt: sql`now()` })
      .where(eq(outboxJobs.subjectId, order.id));
    await waitUntil(
      async () =>
        (await smsJobsOf(order.id)).some(
          (job) => job.kind === "order-customer-sms" && job.status === "failed",
        ),
      "the customer's SMS to fail",
    );
    const job = (await smsJobsOf(order.id)).find((candidate) => candidate.kind === "order-customer-sms")!;
    expect(job).toMatchObject({
      attempts: 1,
      lastError: "The order's phone is not a Bangladeshi mobile number, so no SMS was sent.",
      payload: { to: null, language: "en" },
    });
    expect(fake.delivered.some((sms) => sms.msisdn.endsWith("9881234"))).toBe(false);
  });

  it.runIf(kind === "postgres")("two instances' workers on one database send every SMS once", async () => {
    const second: DatabaseHandle = await openDatabase({
      databaseUrl: (testApp.database as { url?: string }).url,
      dataDir: "memory://",
    });
    try {
      runWorker({ batchSize: 2 });
      const { worker, close } = createNotificationWorker(testApp.config, second, silent, { batchSize: 2 });
      worker.start();
      const ids = await Promise.all(
        Array.from({ length: 8 }, (_, index) =>
          placeOrder([{ accessoryId: lamp, quantity: 1 + index }], { ...validCustomer, email: "" }),
        ),
      );
      await waitUntil(() => fake.delivered.length === 24, "24 SMS", 20_000);
      await new Promise((resolve) => setTimeout(resolve, 500));
      await close();
      expect(fake.delivered).toHaveLength(24);
      expect(new Set(fake.delivered.map((sms) => sms.csmsId)).size).toBe(24);
      const jobs = (await Promise.all(ids.map((id) => smsJobsOf(id)))).flat();
      expect(new Set(jobs.map((job) => job.lockedBy)).size).toBe(2);
      expect(jobs.every((job) => job.status === "sent" && job.attempts === 1)).toBe(true);
    } finally {
      await second.close();
    }
  });
});
