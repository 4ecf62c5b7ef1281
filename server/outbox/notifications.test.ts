import { createHmac, timingSafeEqual } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DISGUISED_CHARACTER_MARKER } from "../../common/display-text";
import { validationMessages } from "../../common/validation";
import { openDatabase, type DatabaseHandle } from "../db/database";
import { messages, orders, outboxJobs } from "../db/schema";
import { apiPaths, expectError, postJson, validCustomer, validMessage } from "../../tests/helpers/api-client";
import { insertAccessory } from "../../tests/helpers/fixtures";
import { createTestApp, databaseKinds, type TestApp } from "../../tests/helpers/test-database";
import { createOutboxRepository } from "./outbox-repository";
import { createNotificationWorker } from "./start-notifications";
import {
  startSmtpSink,
  startWebhookReceiver,
  waitUntil,
  type ReceivedMail,
} from "../../tests/helpers/smtp-sink";
import { WEBHOOK_SIGNATURE_HEADER, WEBHOOK_TIMESTAMP_HEADER } from "./webhook-sender";

const SITE_URL = "https://shop.example.test";
const STAFF = ["orders@nakshi.test", "owner@nakshi.test"];
const SECRET = "webhook-secret-for-tests-0123456789";
const FAST_RETRIES = { firstDelayMs: 100, factor: 2, maxDelayMs: 400, retryForMs: 60_000 };
const silent = pino({ level: "silent" });

type Sink = Awaited<ReturnType<typeof startSmtpSink>>;
type Receiver = Awaited<ReturnType<typeof startWebhookReceiver>>;

// Without SMS_PROVIDER the worker writes each order's SMS as a file here, not in the working copy's data folder.
const DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "notifications-"));

function notificationEnv(smtpUrl: string, webhookUrl: string): Record<string, string> {
  return {
    DATA_DIR,
    SMTP_URL: smtpUrl,
    MAIL_FROM: "Nakshi Interiors <orders@nakshi.test>",
    NOTIFY_EMAILS: STAFF.join(", "),
    NOTIFY_WEBHOOK_URL: webhookUrl,
    NOTIFY_WEBHOOK_SECRET: SECRET,
    NOTIFY_ORDER_WAIT_MS: "800",
    OUTBOX_POLL_MS: "50",
    SITE_URL,
  };
}

async function placeOrder(
  app: TestApp["app"],
  customer: object,
  lines: { accessoryId: string; quantity: number }[],
) {
  const created = await postJson(app, apiPaths.saveOrder, customer);
  expect(created.statusCode, created.body).toBe(201);
  const orderId = (created.json() as { _id: string })._id;
  for (const line of lines) {
    const saved = await postJson(app, apiPaths.saveOrderDetails, { orderId, ...line });
    expect(saved.statusCode, saved.body).toBe(201);
  }
  return orderId;
}

const mailsWithId = (sink: Sink, messageId: string) =>
  sink.received.filter((mail) => mail.parsed.messageId === messageId);

async function jobsOf(database: DatabaseHandle, subjectId: string) {
  return database.db.select().from(outboxJobs).where(eq(outboxJobs.subjectId, subjectId));
}

function verifySignature(headers: Record<string, unknown>, body: string): boolean {
  const timestamp = String(headers[WEBHOOK_TIMESTAMP_HEADER]);
  const expected = `sha256=${createHmac("sha256", SECRET).update(`${timestamp}.${body}`).digest("hex")}`;
  const given = Buffer.from(String(headers[WEBHOOK_SIGNATURE_HEADER]));
  return given.length === expected.length && timingSafeEqual(given, Buffer.from(expected));
}

describe.each(databaseKinds())("notifications through the outbox on %s", (kind) => {
  let sink: Sink;
  let receiver: Receiver;
  let testApp: TestApp;
  let lamp: string;
  let rug: string;
  let stopWorker: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    sink = await startSmtpSink();
    receiver = await startWebhookReceiver();
    testApp = await createTestApp({ kind, env: notificationEnv(sink.url, receiver.url) });
    lamp = await insertAccessory(testApp.database.db, {
      name: "Brass table lamp",
      code: "NI-LMP-01",
      rate: 4_500,
    });
    rug = await insertAccessory(testApp.database.db, {
      name: "Jute & cotton rug",
      code: "NI-RUG-07",
      rate: 12_250,
    });
  });
  afterAll(async () => {
    await testApp?.close();
    await sink?.stop();
    await receiver?.close();
    fs.rmSync(DATA_DIR, { recursive: true, force: true });
  });
  beforeEach(() => {
    sink.received.length = 0;
    receiver.calls.length = 0;
  });
  afterEach(async () => {
    await stopWorker?.();
    stopWorker = undefined;
    // Jobs a test did not wait for must not be delivered during the next one.
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
      ...tuning,
    });
    worker.start();
    stopWorker = close;
    return worker;
  }

  it("takes the lines of a cart sent all at once, and lists every one in the staff email", async () => {
    // The checkout sends a cart's lines side by side; each line's transaction pushes the order's emails back.
    const codes = Array.from({ length: 30 }, (_, index) => `NI-BULK-${String(index).padStart(2, "0")}`);
    const ids = await Promise.all(
      codes.map((code) => insertAccessory(testApp.database.db, { name: `Bulk item ${code}`, code })),
    );
    const created = await postJson(testApp.app, apiPaths.saveOrder, validCustomer);
    const orderId = (created.json() as { _id: string })._id;
    const saved = await Promise.all(
      ids.map((accessoryId) =>
        postJson(testApp.app, apiPaths.saveOrderDetails, { orderId, accessoryId, quantity: 1 }),
      ),
    );
    expect(saved.map((response) => response.statusCode)).toEqual(ids.map(() => 201));

    runWorker();
    const [row] = await testApp.database.db.select().from(orders).where(eq(orders.id, orderId));
    await waitUntil(
      () => sink.received.some((mail) => mail.parsed.subject === `New order ${row.orderNumber}`),
      "the staff email",
    );
    const staff = sink.received.find((mail) => mail.parsed.subject === `New order ${row.orderNumber}`)!;
    for (const code of codes) expect(staff.parsed.text).toContain(code);
  });

  it("emails staff every line of a new order once its lines stop arriving, and confirms to the customer", async () => {
    runWorker();
    const created = await postJson(testApp.app, apiPaths.saveOrder, validCustomer);
    const order = created.json() as { _id: string };
    // Lines arrive one by one, each inside the wait that the previous one restarted.
    await new Promise((resolve) => setTimeout(resolve, 150));
    await postJson(testApp.app, apiPaths.saveOrderDetails, {
      orderId: order._id,
      accessoryId: lamp,
      quantity: 2,
    });
    await new Promise((resolve) => setTimeout(resolve, 150));
    await postJson(testApp.app, apiPaths.saveOrderDetails, {
      orderId: order._id,
      accessoryId: rug,
      quantity: 1,
    });
    const lastLineAt = Date.now();

    const [row] = await testApp.database.db.select().from(orders).where(eq(orders.id, order._id));
    await waitUntil(
      () => sink.received.length === 2 && receiver.calls.length === 1,
      "the order's notifications",
    );
    expect(Date.now() - lastLineAt).toBeGreaterThanOrEqual(250);

    const staff = sink.received.find((mail) => mail.parsed.subject === `New order ${row.orderNumber}`)!;
    expect(staff.envelopeTo.sort()).toEqual([...STAFF].sort());
    expect(staff.parsed.from?.value).toEqual([{ name: "Nakshi Interiors", address: "orders@nakshi.test" }]);
    // The worker marks a job sent just after the mail server accepted it.
    await waitUntil(
      async () => (await jobsOf(testApp.database, order._id)).every((job) => job.status === "sent"),
      "the order's jobs marked sent",
    );
    const jobs = await jobsOf(testApp.database, order._id);
    const staffJob = jobs.find((job) => job.kind === "order-staff-email")!;
    expect(staff.parsed.messageId).toBe(staffJob.messageId);
    for (const part of [staff.parsed.html as string, staff.parsed.text!]) {
      expect(part).toContain(row.orderNumber);
      expect(part).toContain(validCustomer.name);
      expect(part).toContain(validCustomer.address);
      expect(part).toContain(validCustomer.email);
      expect(part).toContain(validCustomer.phone);
      expect(part).toContain("Brass table lamp");
      expect(part).toContain("NI-LMP-01");
      expect(part).toContain("৳ 4,500");
      expect(part).toContain("৳ 9,000");
      expect(part).toContain("NI-RUG-07");
      expect(part).toContain("৳ 12,250");
      expect(part).toContain("৳ 21,250");
      expect(part).toContain(`${SITE_URL}/admin/orders/${order._id}`);
    }
    expect(staff.parsed.html).toContain(`href="tel:${validCustomer.phone}"`);
    expect(staff.parsed.html).toContain("Jute &amp; cotton rug");
    expect(staff.parsed.text).toContain("Jute & cotton rug (code NI-RUG-07): 1 x ৳ 12,250 = ৳ 12,250");

    const confirmation = sink.received.find((mail) => mail !== staff)!;
    expect(confirmation.envelopeTo).toEqual([validCustomer.email]);
    expect(confirmation.parsed.subject).toBe(`Your order ${row.orderNumber} at Nakshi Interiors`);
    for (const part of [confirmation.parsed.html as string, confirmation.parsed.text!]) {
      expect(part).toContain(row.orderNumber);
      expect(part).toContain("NI-RUG-07");
      expect(part).toContain("৳ 21,250");
      expect(part).toContain(testApp.config.site.phone.display);
      expect(part).toContain(testApp.config.site.showroom.oneLine);
      expect(part).not.toContain("/admin/");
    }

    const [call] = receiver.calls;
    expect(verifySignature(call.headers, call.body)).toBe(true);
    const event = JSON.parse(call.body) as {
      event: string;
      data: { orderNumber: string; total: number; lines: unknown[] };
    };
    expect(event.event).toBe("order.placed");
    expect(event.data.orderNumber).toBe(row.orderNumber);
    expect(event.data.total).toBe(21_250);
    expect(event.data.lines).toHaveLength(2);
    expect(jobs.every((job) => job.status === "sent" || job.kind !== "order-staff-email")).toBe(true);
  });

  it("confirms an order from the Bengali site in Bengali with Bengali digits; staff get English naming the language", async () => {
    const sideboard = await insertAccessory(testApp.database.db, {
      name: "Teak sideboard",
      nameBn: "সেগুন কাঠের সাইডবোর্ড",
      code: "NI-SB-12",
      rate: 125_000,
      weightGrams: 1_500,
    });
    runWorker();
    // Typed in Bengali digits with a dash: the shared schema keeps the ASCII digits.
    const orderId = await placeOrder(
      testApp.app,
      { ...validCustomer, phone: "০১৭১১-২২৩৩৪৪", district: "Dhaka", area: "Dhanmondi", language: "bn" },
      [
        { accessoryId: sideboard, quantity: 1 },
        { accessoryId: lamp, quantity: 2 },
      ],
    );
    const [row] = await testApp.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row).toMatchObject({ phone: "01711223344", language: "bn", deliveryZone: "inside_dhaka" });
    await waitUntil(() => sink.received.length >= 2, "the order's emails");

    const confirmation = sink.received.find((mail) => mail.envelopeTo.includes(validCustomer.email))!;
    expect(confirmation.parsed.subject).toBe(`আপনার অর্ডার ${row.orderNumber} পেয়েছি · Nakshi Interiors`);
    const total = 125_000 + 9_000 + row.deliveryCharge!;
    const bengaliTotal = `৳ ${new Intl.NumberFormat("bn-BD").format(total)}`;
    expect(bengaliTotal).toMatch(/^৳ [০-৯]{1,2},[০-৯]{2},[০-৯]{3}$/);
    expect(confirmation.parsed.html).toContain('lang="bn"');
    for (const part of [confirmation.parsed.html as string, confirmation.parsed.text!]) {
      expect(part).toContain("প্রিয় Farhana Rahman,");
      expect(part).toContain(row.orderNumber);
      // The catalogue's Bengali name where it has one, the English where not.
      expect(part).toContain("সেগুন কাঠের সাইডবোর্ড");
      expect(part).not.toContain("Teak sideboard");
      expect(part).toContain("Brass table lamp");
      expect(part).toContain("৳ ১,২৫,০০০");
      expect(part).toContain("৳ ৯,০০০");
      expect(part).toContain(bengaliTotal);
      expect(part).toMatch(/ডেলিভারি \(ঢাকার ভেতরে: Dhanmondi, Dhaka; [০-৯]+(\.[০-৯]+)? কেজি\)/);
      expect(part).toContain("ডেলিভারির সময় মোট পরিশোধ");
      expect(part).toContain(`${SITE_URL}/bn/track-order?number=${row.orderNumber}`);
      expect(part).toMatch(/অর্ডারের সময়: [০-৯]{1,2} [^\s,]+, [০-৯]{4}, [০-৯]{2}:[০-৯]{2} \(ঢাকার সময়\)।/);
      expect(part).not.toMatch(/৳ [0-9]/);
    }
    expect(confirmation.parsed.text).toContain(
      "- সেগুন কাঠের সাইডবোর্ড (কোড NI-SB-12): ১ x ৳ ১,২৫,০০০ = ৳ ১,২৫,০০০",
    );

    const staff = sink.received.find((mail) => mail.parsed.subject === `New order ${row.orderNumber}`)!;
    for (const part of [staff.parsed.html as string, staff.parsed.text!]) {
      expect(part).toContain("Bengali (বাংলা)");
      expect(part).toContain("Teak sideboard");
      expect(part).toContain("৳ 125,000");
      expect(part).not.toContain("সেগুন");
    }
    expect(staff.parsed.text).toContain("Language: Bengali (বাংলা)");
  });

  it("a forged or altered webhook call fails the signature check", async () => {
    runWorker();
    const created = await postJson(testApp.app, apiPaths.sendMessage, validMessage);
    expect(created.statusCode).toBe(201);
    await waitUntil(() => receiver.calls.length === 1, "the webhook call");
    const [call] = receiver.calls;
    expect(verifySignature(call.headers, call.body)).toBe(true);
    expect(verifySignature(call.headers, call.body.replace("Uttara", "Mirpur"))).toBe(false);
    expect(verifySignature({ ...call.headers, [WEBHOOK_TIMESTAMP_HEADER]: "1" }, call.body)).toBe(false);
    expect(JSON.parse(call.body)).toMatchObject({
      event: "message.received",
      data: { message: validMessage.message },
    });
  });

  it("emails staff a contact request with everything sent, Reply-To the visitor", async () => {
    runWorker();
    const created = await postJson(testApp.app, apiPaths.sendMessage, {
      ...validMessage,
      message: "Line one\nLine two: a quote for Uttara",
    });
    const message = created.json() as { _id: string };
    await waitUntil(() => sink.received.length === 1, "the contact request email");
    const [mail] = sink.received;
    expect(mail.envelopeTo.sort()).toEqual([...STAFF].sort());
    expect(mail.parsed.subject).toBe("New contact request");
    expect(mail.parsed.replyTo?.value).toEqual([{ name: "", address: validMessage.email }]);
    for (const part of [mail.parsed.html as string, mail.parsed.text!]) {
      for (const value of [validMessage.name, validMessage.email, validMessage.phone, validMessage.address]) {
        expect(part).toContain(value);
      }
      expect(part).toContain("Line two: a quote for Uttara");
      expect(part).toContain(`${SITE_URL}/admin/messages/${message._id}`);
    }
    expect(mail.parsed.text).toContain("Line one\nLine two");
    expect(mail.parsed.text).toContain("Language: English");
  });

  it("names a contact request's language to staff, in an English email", async () => {
    runWorker();
    await postJson(testApp.app, apiPaths.sendMessage, {
      ...validMessage,
      name: "ফারহানা রহমান",
      phone: "০১৭১১-২২৩৩৪৪",
      language: "bn",
    });
    await waitUntil(() => sink.received.length === 1, "the contact request email");
    const [mail] = sink.received;
    expect(mail.parsed.subject).toBe("New contact request");
    for (const part of [mail.parsed.html as string, mail.parsed.text!]) {
      expect(part).toContain("Bengali (বাংলা)");
      expect(part).toContain("ফারহানা রহমান");
      expect(part).toContain("01711223344");
    }
    expect(mail.parsed.text).toContain("Language: Bengali (বাংলা)");
  });

  it("sends no Reply-To without the visitor's email, and no confirmation for an order without one", async () => {
    runWorker();
    await postJson(testApp.app, apiPaths.sendMessage, { ...validMessage, email: "" });
    const orderId = await placeOrder(testApp.app, { ...validCustomer, email: "" }, [
      { accessoryId: lamp, quantity: 1 },
    ]);
    await waitUntil(() => sink.received.length === 2, "the two staff emails");
    expect(sink.received.every((mail) => mail.parsed.replyTo === undefined)).toBe(true);
    expect(sink.received.every((mail) => mail.envelopeTo.sort().join() === [...STAFF].sort().join())).toBe(
      true,
    );
    expect((await jobsOf(testApp.database, orderId)).map((job) => job.kind).sort()).toEqual([
      "order-customer-sms",
      "order-staff-email",
      "order-webhook",
    ]);
  });

  it("escapes visitor text in the HTML and keeps it out of every header", async () => {
    runWorker();
    // A line break in a name never gets past the API: names are one line.
    const multiLine = await postJson(testApp.app, apiPaths.sendMessage, {
      ...validMessage,
      name: "Rahim\r\nBcc: thief@evil.test",
    });
    expect(expectError(multiLine, 400).fields).toEqual({ name: validationMessages.nameOneLine });
    const hostileName = "<script>alert(1)</script> Rahim\u202e Bcc: thief@evil.test";
    const created = await postJson(testApp.app, apiPaths.sendMessage, {
      ...validMessage,
      name: hostileName,
      message: '<img src=x onerror="alert(2)"> & </td></tr> Subject: free',
    });
    expect(created.statusCode, created.body).toBe(201);
    // A stored address that would smuggle a header (older data, or a path around the API's validation).
    const [stored] = await testApp.database.db
      .insert(messages)
      .values({
        name: "Header\r\nBcc: thief@evil.test",
        email: "visitor@example.com\r\nBcc: thief@evil.test",
        address: "Gulshan",
        phone: "01711223344",
        message: "Hello",
      })
      .returning();
    await testApp.database.db.insert(outboxJobs).values({
      kind: "message-staff-email",
      subjectType: "message",
      subjectId: stored.id,
      dedupeKey: `message-staff-email:${stored.id}`,
      messageId: `<contact.${stored.id}@nakshi.test>`,
    });

    await waitUntil(() => sink.received.length === 2, "both contact request emails");
    for (const mail of sink.received) {
      const headers = mail.raw.slice(0, mail.raw.indexOf("\r\n\r\n"));
      expect(headers).not.toMatch(/thief|evil\.test|Rahim|script|^Bcc:/im);
      expect(mail.envelopeTo.sort()).toEqual([...STAFF].sort());
      expect(mail.parsed.subject).toBe("New contact request");
    }
    const hostile = sink.received.find((mail) => (mail.parsed.text ?? "").includes("Rahim"))!;
    const html = hostile.parsed.html as string;
    expect(html).not.toContain("<script>");
    expect(html).not.toMatch(/<img[^>]*onerror/);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt; Rahim");
    expect(html).toContain("&lt;img src=x onerror=");
    // The right-to-left override is shown as a visible marker, not obeyed.
    expect(hostile.parsed.text).toContain(`Rahim${DISGUISED_CHARACTER_MARKER}`);
    expect(hostile.parsed.text).not.toContain("\u202e");
    expect(hostile.parsed.replyTo?.value).toEqual([{ name: "", address: validMessage.email }]);
    const smuggled = sink.received.find((mail) => mail !== hostile)!;
    expect(smuggled.parsed.replyTo).toBeUndefined();
  });

  it("keeps an order's emails while the mail server is down and delivers each once when it is back", async () => {
    await sink.stop();
    runWorker();
    const orderId = await placeOrder(testApp.app, validCustomer, [{ accessoryId: lamp, quantity: 1 }]);
    await waitUntil(
      async () =>
        (await jobsOf(testApp.database, orderId)).some(
          (job) => job.kind === "order-staff-email" && job.attempts >= 2,
        ),
      "a retried staff email",
    );
    const waiting = (await jobsOf(testApp.database, orderId)).find(
      (job) => job.kind === "order-staff-email",
    )!;
    expect(waiting.status).not.toBe("failed");
    expect(waiting.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(sink.received).toHaveLength(0);

    await sink.start();
    await waitUntil(() => sink.received.length === 2, "both emails after the outage");
    const emailJobs = async () =>
      (await jobsOf(testApp.database, orderId)).filter((job) => job.kind.endsWith("-email"));
    await waitUntil(
      async () => (await emailJobs()).every((job) => job.status === "sent"),
      "both jobs marked sent",
    );
    // A little longer, for a second copy to show up if there were one.
    await new Promise((resolve) => setTimeout(resolve, 400));
    for (const job of await emailJobs()) {
      expect(job.status).toBe("sent");
      expect(mailsWithId(sink, job.messageId)).toHaveLength(1);
    }
  });

  it("marks a job failed once its retries run out, and a staff retry sends it", async () => {
    await sink.stop();
    runWorker({ retryPolicy: { firstDelayMs: 50, factor: 1, maxDelayMs: 50, retryForMs: 120 } });
    const created = await postJson(testApp.app, apiPaths.sendMessage, validMessage);
    const messageId = (created.json() as { _id: string })._id;
    const staffJob = async () =>
      (await jobsOf(testApp.database, messageId)).find((job) => job.kind === "message-staff-email")!;
    await waitUntil(async () => (await staffJob()).status === "failed", "the job to fail for good");
    expect((await staffJob()).attempts).toBeGreaterThanOrEqual(3);

    await sink.start();
    const repository = createOutboxRepository(testApp.database.db);
    const requeued = await repository.requeueFailedJob((await staffJob()).id);
    expect(requeued?.status).toBe("queued");
    await waitUntil(() => sink.received.length === 1, "the retried email");
    // The worker marks the job sent once the mail server has accepted the email, a moment after it arrives.
    await waitUntil(async () => (await staffJob()).status === "sent", "the job marked sent");
    expect(sink.received).toHaveLength(1);
    expect(await repository.requeueFailedJob((await staffJob()).id)).toBeNull();
  });

  it("claims a job again once the lease of a worker that died runs out, and sends it once", async () => {
    const orderId = await placeOrder(testApp.app, { ...validCustomer, email: "" }, [
      { accessoryId: rug, quantity: 3 },
    ]);
    await testApp.database.db
      .update(outboxJobs)
      .set({ runAt: sql`now()` })
      .where(eq(outboxJobs.subjectId, orderId));
    const repository = createOutboxRepository(testApp.database.db);
    // A worker claims the jobs and dies before sending them.
    const claimed = await repository.claimDueJobs("worker-that-died", 400, 10);
    expect(claimed.map((job) => job.subjectId)).toContain(orderId);

    const worker = runWorker({ leaseMs: 5_000 });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(sink.received).toHaveLength(0);
    await waitUntil(() => sink.received.length === 1 && receiver.calls.length === 1, "the re-claimed jobs");
    const findStaffJob = async () =>
      (await jobsOf(testApp.database, orderId)).find((job) => job.kind === "order-staff-email")!;
    await waitUntil(async () => (await findStaffJob()).status === "sent", "the job marked sent");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sink.received).toHaveLength(1);
    const staffJob = await findStaffJob();
    expect(staffJob).toMatchObject({ status: "sent", attempts: 2, lockedBy: worker.workerId });
    // The dead worker's late report changes nothing: the job is no longer its own.
    expect(await repository.markSent(staffJob.id, "worker-that-died")).toBe(false);
  });

  it("finishes a send in flight when it stops", async () => {
    const slowSink = await startSmtpSink({ delayMs: 400 });
    const slowApp = await createTestApp({
      database: testApp.database,
      env: {
        ...notificationEnv(slowSink.url, receiver.url),
        NOTIFY_WEBHOOK_URL: "",
        NOTIFY_EMAILS: STAFF[0],
      },
    });
    try {
      const { worker, close } = createNotificationWorker(slowApp.config, testApp.database, silent);
      const created = await postJson(slowApp.app, apiPaths.sendMessage, validMessage);
      const messageId = (created.json() as { _id: string })._id;
      worker.start();
      await waitUntil(
        async () => (await jobsOf(testApp.database, messageId)).some((job) => job.status === "sending"),
        "the job to be claimed",
      );
      await close();
      const [job] = await jobsOf(testApp.database, messageId);
      expect(job.status).toBe("sent");
      expect(slowSink.received).toHaveLength(1);
    } finally {
      await slowApp.close();
      await slowSink.stop();
    }
  });

  it("accepts an order's lines only while it is new and within 30 minutes of placing it (409 after)", async () => {
    const fresh = await placeOrder(testApp.app, validCustomer, []);
    const line = { accessoryId: lamp, quantity: 1 };
    expect(
      (await postJson(testApp.app, apiPaths.saveOrderDetails, { orderId: fresh, ...line })).statusCode,
    ).toBe(201);

    const old = await placeOrder(testApp.app, validCustomer, []);
    await testApp.database.db
      .update(orders)
      .set({ createdAt: sql`now() - interval '31 minutes'` })
      .where(eq(orders.id, old));
    const late = expectError(
      await postJson(testApp.app, apiPaths.saveOrderDetails, { orderId: old, ...line }),
      409,
    );
    expect(late.message).toMatch(/within 30 minutes/);

    await testApp.database.db.update(orders).set({ status: "confirmed" }).where(eq(orders.id, fresh));
    const confirmed = expectError(
      await postJson(testApp.app, apiPaths.saveOrderDetails, {
        orderId: fresh,
        accessoryId: rug,
        quantity: 2,
      }),
      409,
    );
    expect(confirmed.message).toMatch(/no longer be changed/);
    // Neither refused call changed the order's lines.
    const jobs = await jobsOf(testApp.database, fresh);
    expect(jobs.length).toBeGreaterThan(0);
    expect(
      (
        await postJson(testApp.app, apiPaths.saveOrderDetails, {
          orderId: fresh,
          accessoryId: lamp,
          quantity: 5,
        })
      ).statusCode,
    ).toBe(409);
  });

  it.runIf(kind === "postgres")(
    "two app instances with both workers on one database send every email once",
    async () => {
      const second: DatabaseHandle = await openDatabase({
        databaseUrl: (testApp.database as { url?: string }).url,
        dataDir: "memory://",
      });
      const otherApp = await createTestApp({
        database: second,
        env: notificationEnv(sink.url, receiver.url),
      });
      try {
        runWorker({ batchSize: 2 });
        const { worker, close } = createNotificationWorker(otherApp.config, second, silent, { batchSize: 2 });
        worker.start();
        const ids = await Promise.all(
          Array.from({ length: 12 }, (_, index) =>
            placeOrder(
              index % 2 ? otherApp.app : testApp.app,
              { ...validCustomer, email: `buyer${index}@example.com` },
              [{ accessoryId: lamp, quantity: 1 + index }],
            ),
          ),
        );
        await waitUntil(
          () => sink.received.length === 24 && receiver.calls.length === 12,
          "24 emails and 12 calls",
          20_000,
        ).catch(async (error: Error) => {
          // Say where every job stood, so a failure here can be understood from the report alone.
          const jobs = (await Promise.all(ids.map((id) => jobsOf(testApp.database, id)))).flat();
          const states = jobs.map((job) => [job.kind, job.status, job.attempts, job.lastError, job.lockedBy]);
          throw new Error(
            `${error.message}: ${sink.received.length} emails, ${receiver.calls.length} calls; jobs ${JSON.stringify(states)}`,
          );
        });
        await new Promise((resolve) => setTimeout(resolve, 500));
        await close();
        const byMessageId = new Map<string, ReceivedMail[]>();
        for (const mail of sink.received)
          byMessageId.set(mail.parsed.messageId!, [...(byMessageId.get(mail.parsed.messageId!) ?? []), mail]);
        expect(byMessageId.size).toBe(24);
        expect([...byMessageId.values()].every((mails) => mails.length === 1)).toBe(true);
        const jobs = (await Promise.all(ids.map((id) => jobsOf(testApp.database, id)))).flat();
        // Both workers took part.
        expect(new Set(jobs.map((job) => job.lockedBy)).size).toBe(2);
        expect(jobs.every((job) => job.status === "sent" && job.attempts === 1)).toBe(true);
      } finally {
        await otherApp.close();
        await second.close();
      }
    },
  );
});
