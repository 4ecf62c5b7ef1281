import fs from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { validCustomer } from "../../tests/helpers/api-client";
import { databaseKinds } from "../../tests/helpers/test-database";
import {
  createPostgresDatabase,
  createStubBuild,
  killIfRunning,
  startServerProcess,
  temporaryDirectory,
  type ServerProcess,
} from "../../tests/reliability/support/server-process";
import { openDatabase } from "../db/database";
import { outboxJobs } from "../db/schema";
import { startFakeBulkSmsBd } from "../sms/test-support/fake-bulksmsbd";
import { startFakeSslWireless } from "../sms/test-support/fake-sslwireless";
import { waitUntil } from "../../tests/helpers/smtp-sink";

const API_KEY = "sms-key-for-the-crash-test-0123456789";
const STAFF_NUMBER = "8801811000111";

async function postJson(baseUrl: string, path: string, body: unknown) {
  const response = await fetch(`${baseUrl}/api/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** An order with one line, acknowledged by the server: from here its SMS must go out exactly once. */
async function placeOrder(server: ServerProcess) {
  const catalogue = await fetch(`${server.baseUrl}/api/accessory/get-all-accessories?page=1`);
  const accessory = ((await catalogue.json()) as { data: { _id: string }[] }).data[0];
  const order = await postJson(server.baseUrl, "order/save-order", { ...validCustomer, email: "" });
  expect(order.status).toBe(201);
  const line = await postJson(server.baseUrl, "order/save-order-details", {
    orderId: order.body._id,
    accessoryId: accessory._id,
    quantity: 2,
  });
  expect(line.status).toBe(201);
}

describe.each(databaseKinds())("SMS across a crash of the real server process on %s", (kind) => {
  const cleanups: (() => Promise<void> | void)[] = [];
  let server: ServerProcess | undefined;

  afterEach(async () => {
    await killIfRunning(server);
    server = undefined;
  });
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  /** A data folder and, on PostgreSQL, a database of its own; and a way into it while no server runs. */
  async function storage(name: string) {
    const buildDir = createStubBuild();
    const dataDir = temporaryDirectory(`sms-crash-${name}-`);
    cleanups.push(() => fs.rmSync(buildDir, { recursive: true, force: true }));
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    let databaseUrl = "";
    if (kind === "postgres") {
      const database = await createPostgresDatabase(process.env.TEST_DATABASE_URL!, `sms_crash_${name}`);
      databaseUrl = database.url;
      cleanups.push(database.drop);
    }
    const withDatabase = async <T>(
      work: (db: Awaited<ReturnType<typeof openDatabase>>["db"]) => Promise<T>,
    ) => {
      const handle = await openDatabase({ databaseUrl: databaseUrl || undefined, dataDir });
      try {
        return await work(handle.db);
      } finally {
        await handle.close();
      }
    };
    const env = {
      BUILD_DIR: buildDir,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SITE_URL: "https://shop.example.test",
      SEED_WHEN_EMPTY: "true",
      NOTIFY_EMAILS: "",
      NOTIFY_SMS: STAFF_NUMBER,
      SMS_API_KEY: API_KEY,
      SMS_SENDER_ID: "NAKSHI",
      // Long enough that the kill lands before the send, short enough for a quick test.
      NOTIFY_ORDER_WAIT_MS: "1500",
      OUTBOX_POLL_MS: "100",
    };
    return { env, withDatabase };
  }

  it("sends an order's SMS once after a SIGKILL right after the order was acknowledged", async () => {
    const fake = await startFakeBulkSmsBd({ apiKey: API_KEY, senderId: "NAKSHI" });
    cleanups.push(fake.stop);
    const { env } = await storage("before");
    const smsEnv = { ...env, SMS_PROVIDER: "bulksmsbd", SMS_BASE_URL: fake.url };

    server = await startServerProcess(smsEnv);
    await placeOrder(server);
    server.child.kill("SIGKILL");
    expect(await server.exited).toEqual({ code: null, signal: "SIGKILL" });
    expect(fake.delivered).toHaveLength(0);

    server = await startServerProcess(smsEnv);
    await waitUntil(() => fake.delivered.length === 2, "the customer's and the staff SMS", 20_000);
    // Time for a duplicate to show up, were there one.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(fake.delivered.map((sms) => sms.number).sort()).toEqual(["8801711223344", STAFF_NUMBER]);
    server.child.kill("SIGTERM");
    expect(await server.exited).toEqual({ code: 0, signal: null });
  }, 240_000);

  it("sends an SMS once when the server dies after the gateway took it but before it heard back", async () => {
    const fake = await startFakeSslWireless({ apiToken: API_KEY, sid: "NAKSHI" });
    cleanups.push(fake.stop);
    const { env, withDatabase } = await storage("during");
    const smsEnv = { ...env, SMS_PROVIDER: "sslwireless", SMS_BASE_URL: fake.url };

    // The first SMS is taken by the gateway, whose answer never comes back; the other one goes through.
    fake.next("accept-then-hang");
    server = await startServerProcess(smsEnv);
    await placeOrder(server);
    await waitUntil(() => fake.delivered.length === 2, "both SMS to reach the gateway", 20_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.child.kill("SIGKILL");
    expect(await server.exited).toEqual({ code: null, signal: "SIGKILL" });

    // The dead worker's lease would lapse two minutes later; let that time pass at once.
    const inFlight = await withDatabase(async (db) =>
      db
        .update(outboxJobs)
        .set({ lockedUntil: sql`now() - interval '1 second'` })
        .where(sql`${outboxJobs.status} = 'sending'`)
        .returning({ kind: outboxJobs.kind, messageId: outboxJobs.messageId }),
    );
    expect(inFlight.length).toBeGreaterThanOrEqual(1);
    const requestsBefore = fake.requests.length;

    server = await startServerProcess(smsEnv);
    // The new worker tries the SMS in flight again with the same csms_id; the gateway says it has it already.
    await waitUntil(
      () => fake.requests.length >= requestsBefore + inFlight.length,
      "the retried SMS",
      20_000,
    );
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    server.child.kill("SIGTERM");
    expect(await server.exited).toEqual({ code: 0, signal: null });

    expect(fake.delivered.map((sms) => sms.msisdn).sort()).toEqual(["8801711223344", STAFF_NUMBER]);
    const retriedIds = fake.requests.slice(requestsBefore).map((request) => request.fields.csms_id);
    expect(retriedIds.sort()).toEqual(inFlight.map((job) => job.messageId).sort());
    const jobs = await withDatabase(async (db) => db.select().from(outboxJobs));
    const smsJobs = jobs.filter((job) => job.kind.endsWith("-sms"));
    expect(smsJobs.map((job) => job.status)).toEqual(["sent", "sent"]);
    expect(
      smsJobs.find((job) => inFlight.some((flying) => flying.messageId === job.messageId))?.attempts,
    ).toBe(2);
  }, 240_000);
});
