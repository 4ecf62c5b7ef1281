import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
import { startSmtpSink, waitUntil } from "../../tests/helpers/smtp-sink";

async function postJson(baseUrl: string, path: string, body: unknown) {
  const response = await fetch(`${baseUrl}/api/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe.each(databaseKinds())("notifications across a crash of the real server process on %s", (kind) => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let buildDir: string;
  let dataDir: string;
  let dropDatabase: (() => Promise<void>) | undefined;
  let env: Record<string, string>;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    sink = await startSmtpSink();
    buildDir = createStubBuild();
    dataDir = temporaryDirectory("notify-crash-");
    let databaseUrl = "";
    if (kind === "postgres") {
      const database = await createPostgresDatabase(process.env.TEST_DATABASE_URL!, "notify_crash");
      databaseUrl = database.url;
      dropDatabase = database.drop;
    }
    env = {
      BUILD_DIR: buildDir,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SITE_URL: "https://shop.example.test",
      SEED_WHEN_EMPTY: "true",
      SMTP_URL: sink.url,
      NOTIFY_EMAILS: "orders@nakshi.test",
      // Long enough that the kill lands before the send, short enough for a quick test.
      NOTIFY_ORDER_WAIT_MS: "1500",
      OUTBOX_POLL_MS: "100",
    };
  });
  afterAll(async () => {
    await killIfRunning(server);
    await sink?.stop();
    await dropDatabase?.();
    if (buildDir) fs.rmSync(buildDir, { recursive: true, force: true });
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("sends an order's emails once after a SIGKILL right after the order was acknowledged", async () => {
    server = await startServerProcess(env);
    const catalogue = await fetch(`${server.baseUrl}/api/accessory/get-all-accessories?page=1`);
    const accessory = ((await catalogue.json()) as { data: { _id: string }[] }).data[0];
    const order = await postJson(server.baseUrl, "order/save-order", validCustomer);
    expect(order.status).toBe(201);
    const line = await postJson(server.baseUrl, "order/save-order-details", {
      orderId: order.body._id,
      accessoryId: accessory._id,
      quantity: 2,
    });
    expect(line.status).toBe(201);
    server.child.kill("SIGKILL");
    expect(await server.exited).toEqual({ code: null, signal: "SIGKILL" });
    expect(sink.received).toHaveLength(0);

    server = await startServerProcess(env);
    await waitUntil(() => sink.received.length === 2, "the staff email and the confirmation", 20_000);
    // Time for a duplicate to show up, were there one.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(sink.received.map((mail) => mail.envelopeTo.join()).sort()).toEqual(
      [validCustomer.email, "orders@nakshi.test"].sort(),
    );
    expect(new Set(sink.received.map((mail) => mail.parsed.messageId)).size).toBe(2);
    expect(sink.received.every((mail) => /Code|code/.test(mail.parsed.text ?? ""))).toBe(true);

    // A graceful stop with nothing in flight still exits cleanly, the worker included.
    server.child.kill("SIGTERM");
    expect(await server.exited).toEqual({ code: 0, signal: null });
    // Two real server processes start here; on a busy machine each start alone can take a minute.
  }, 240_000);
});
