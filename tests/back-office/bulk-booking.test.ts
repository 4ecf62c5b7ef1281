import { and, eq, inArray } from "drizzle-orm";
import pino from "pino";
import type { ActionFunctionArgs } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as ordersAction } from "../../app/routes/admin/orders";
import type { BulkBookingResult } from "../../common/couriers";
import { COURIER_BULK_BOOKING_LIMIT } from "../../common/limits";
import { signInForTest, TEST_ORIGIN, type TestSession } from "../helpers/admin-session";
import { insertAccessory } from "../helpers/fixtures";
import { insertOrder } from "../helpers/order-fixtures";
import { databaseKinds } from "../helpers/test-database";
import { createWebTestApp, type WebTestApp } from "../reliability/support/web-app";
import { loadConfig } from "../../server/config";
import { orders, outboxJobs } from "../../server/db/schema";
import { createNotificationWorker } from "../../server/outbox/start-notifications";
import type { OutboxWorker } from "../../server/outbox/outbox-worker";
import { createPathaoClient } from "../../server/couriers/pathao/pathao-client";
import { createSteadfastClient } from "../../server/couriers/steadfast/steadfast-client";
import { startFakePathao, type FakePathao } from "../../server/couriers/test-support/fake-pathao";
import { startFakeSteadfast, type FakeSteadfast } from "../../server/couriers/test-support/fake-steadfast";

const STEADFAST_TOKEN = "steadfast-webhook-token-for-tests";
const PATHAO_SECRET = "pathao-webhook-secret-for-tests";
const silent = pino({ level: "silent" });

/** What the order list's action answered, as the page would get it. */
type Answer = { results?: BulkBookingResult[]; problem?: string };

describe.each(databaseKinds())("bulk booking from the order list on %s", (kind) => {
  let steadfast: FakeSteadfast;
  let pathao: FakePathao;
  let web: WebTestApp;
  let session: TestSession;
  let worker: OutboxWorker;
  let closeWorker: () => Promise<void>;
  let lampId: string;
  let actionsRun = 0;
  /** The action's last answer: a page post gets the page back, so the test reads the data here. */
  let lastAnswer: unknown;

  beforeAll(async () => {
    steadfast = await startFakeSteadfast();
    pathao = await startFakePathao();
    const pathaoSettings = pathao.settings(PATHAO_SECRET);
    const env = {
      ...steadfast.env(STEADFAST_TOKEN),
      ...pathao.env(PATHAO_SECRET),
    };
    web = await createWebTestApp({
      kind,
      env,
      routes: [
        {
          // The order list's real action; the page itself is not rendered here, its answer is sent as JSON.
          path: "admin/orders",
          Component: () => null,
          action: async (args: ActionFunctionArgs) => {
            actionsRun += 1;
            const answer = (await ordersAction(args as never)) as unknown;
            const wrapped = answer as { data?: unknown; init?: { status?: number } | null };
            if (wrapped && typeof wrapped === "object" && "init" in wrapped) {
              lastAnswer = wrapped.data;
              return new Response(null, { status: wrapped.init?.status ?? 200 });
            }
            lastAnswer = answer;
            return new Response(null, { status: 200 });
          },
        },
      ],
    });
    session = await signInForTest(web.app, { role: "staff" });
    lampId = await insertAccessory(web.database.db, { name: "Brass Table Lamp", code: "NI-LM-02" });
    const config = loadConfig({ NODE_ENV: "production", LOG_LEVEL: "silent", ...env });
    const created = createNotificationWorker(config, web.database, silent, {
      retryPolicy: { firstDelayMs: 0, factor: 1, maxDelayMs: 0, retryForMs: 60_000 },
      courierClients: {
        steadfast: createSteadfastClient({ settings: steadfast.settings(STEADFAST_TOKEN), timeoutMs: 2_000 }),
        pathao: createPathaoClient({ settings: pathaoSettings, timeoutMs: 2_000 }),
      },
    });
    worker = created.worker;
    closeWorker = created.close;
  }, 180_000);
  afterAll(async () => {
    await closeWorker?.();
    await web?.close();
    await steadfast?.close();
    await pathao?.close();
  });

  const db = () => web.database.db;

  const newOrder = (status: "confirmed" | "pending") =>
    insertOrder(db(), {
      status,
      district: "Dhaka",
      area: "Dhanmondi",
      deliveryZone: "inside_dhaka",
      deliveryCharge: 80,
      deliveryChargeSource: "rates",
      weightGrams: 1_200,
      lines: [{ accessoryId: lampId, quantity: 1, rate: 1_850 }],
    });

  const formBody = (fields: [string, string][]) => new URLSearchParams(fields).toString();

  async function post(fields: [string, string][], headers: Record<string, string> = {}) {
    lastAnswer = undefined;
    const response = await web.app.inject({
      method: "POST",
      url: "/admin/orders",
      headers: {
        cookie: session.cookie,
        origin: TEST_ORIGIN,
        "content-type": "application/x-www-form-urlencoded",
        ...headers,
      },
      payload: formBody(fields),
    });
    return { statusCode: response.statusCode, headers: response.headers, json: <T>() => lastAnswer as T };
  }

  const bookForm = (courier: string, ids: string[]): [string, string][] => [
    ["_csrf", session.csrfToken],
    ["intent", "bulk-booking"],
    ["courier", courier],
    ...ids.map((id): [string, string] => ["ids", id]),
  ];

  async function drainOutbox() {
    for (let round = 0; round < 50; round += 1) {
      if ((await worker.runOnce()) === 0) return;
    }
  }

  it("books 50 confirmed orders once each, reports the one not confirmed, and books nothing twice on a second submit", async () => {
    const confirmed: Awaited<ReturnType<typeof newOrder>>[] = [];
    for (let i = 0; i < 50; i += 1) confirmed.push(await newOrder("confirmed"));
    const unconfirmed = await newOrder("pending");
    const ids = [...confirmed.map((order) => order.id), unconfirmed.id];

    // The table and the phone's cards both hold a checkbox: an id sent twice is booked once.
    const response = await post(bookForm("steadfast", [...ids, confirmed[0].id]));
    expect(response.statusCode).toBe(200);
    const answer = response.json<Answer>();
    expect(answer.results).toHaveLength(51);
    const byId = new Map(answer.results!.map((result) => [result.orderId, result]));
    for (const order of confirmed) {
      expect(byId.get(order.id)).toMatchObject({ orderNumber: order.orderNumber, outcome: "queued" });
    }
    expect(byId.get(unconfirmed.id)).toMatchObject({
      outcome: "skipped",
      message: "Not confirmed: the order is New.",
    });

    // Each order is its own booking job in the outbox.
    const jobs = await db()
      .select()
      .from(outboxJobs)
      .where(and(eq(outboxJobs.kind, "courier-booking"), inArray(outboxJobs.subjectId, ids)));
    expect(jobs).toHaveLength(50);

    // Submitted again before the jobs ran: every order is already being booked, nothing new is queued.
    const again = await post(bookForm("steadfast", ids));
    expect(again.json<Answer>().results!.filter((result) => result.outcome === "queued")).toEqual([]);
    expect(again.json<Answer>().results!.find((result) => result.orderId === confirmed[1].id)).toMatchObject({
      outcome: "skipped",
      message: "Already being booked with Steadfast.",
    });

    await drainOutbox();
    for (const order of confirmed) {
      expect(steadfast.parcels.filter((parcel) => parcel.invoice === order.orderNumber)).toHaveLength(1);
    }
    expect(steadfast.parcels.filter((parcel) => parcel.invoice === unconfirmed.orderNumber)).toHaveLength(0);
    const rows = await db().select().from(orders).where(inArray(orders.id, ids));
    expect(
      rows.filter((row) => row.status === "shipped" && row.courierBookingState === "booked"),
    ).toHaveLength(50);

    // And after they are booked, a third submit (to the other courier, too) books nothing.
    const third = await post(
      bookForm(
        "pathao",
        confirmed.map((order) => order.id),
      ),
    );
    const results = third.json<Answer>().results!;
    expect(results.every((result) => result.outcome === "skipped")).toBe(true);
    expect(results[0].message).toBe("Already booked with Steadfast.");
    await drainOutbox();
    expect(
      pathao.parcels.filter((parcel) => confirmed.some((o) => o.orderNumber === parcel.merchantOrderId)),
    ).toEqual([]);
    for (const order of confirmed) {
      expect(steadfast.parcels.filter((parcel) => parcel.invoice === order.orderNumber)).toHaveLength(1);
    }
  }, 120_000);

  it("refuses more than the limit, no orders, and an unknown courier, and says which order was not found", async () => {
    const tooMany = Array.from({ length: COURIER_BULK_BOOKING_LIMIT + 1 }, () => crypto.randomUUID());
    const over = await post(bookForm("steadfast", tooMany));
    expect(over.statusCode).toBe(400);
    expect(over.json<Answer>().problem).toBe(
      `At most ${COURIER_BULK_BOOKING_LIMIT} orders can be booked at once; choose fewer and book the rest after.`,
    );
    const none = await post(bookForm("steadfast", []));
    expect(none.statusCode).toBe(400);
    expect(none.json<Answer>().problem).toBe("Choose the orders to book.");
    const order = await newOrder("confirmed");
    const courierless = await post(bookForm("dhl", [order.id]));
    expect(courierless.statusCode).toBe(400);
    expect(
      (await db().select().from(orders).where(eq(orders.id, order.id)))[0].courierBookingState,
    ).toBeNull();

    const missing = crypto.randomUUID();
    const answer = (await post(bookForm("pathao", [missing]))).json<Answer>();
    expect(answer.results).toEqual([
      { orderId: missing, orderNumber: null, outcome: "refused", message: "Order not found." },
    ]);
  });

  it("refuses an anonymous post and a forged or missing CSRF token, and books nothing", async () => {
    const order = await newOrder("confirmed");
    const before = actionsRun;
    const anonymous = await web.app.inject({
      method: "POST",
      url: "/admin/orders",
      headers: { origin: TEST_ORIGIN, "content-type": "application/x-www-form-urlencoded" },
      payload: formBody(bookForm("steadfast", [order.id]).slice(1)),
    });
    expect(anonymous.statusCode).toBe(303);
    expect(anonymous.headers.location).toBe(`/admin/login?next=${encodeURIComponent("/admin/orders")}`);
    const forged = await post([["_csrf", "forged"], ...bookForm("steadfast", [order.id]).slice(1)]);
    expect(forged.statusCode).toBe(403);
    const withoutToken = await post(bookForm("steadfast", [order.id]).slice(1));
    expect(withoutToken.statusCode).toBe(403);
    const elsewhere = await post(bookForm("steadfast", [order.id]), { origin: "https://evil.example" });
    expect(elsewhere.statusCode).toBe(403);
    expect(actionsRun).toBe(before);
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row.courierBookingState).toBeNull();
    const jobs = await db().select().from(outboxJobs).where(eq(outboxJobs.subjectId, order.id));
    expect(jobs).toEqual([]);
  });
});
