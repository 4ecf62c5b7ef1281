import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq, inArray } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { signInForTest, type TestSession } from "../../tests/helpers/admin-session";
import { insertAccessory } from "../../tests/helpers/fixtures";
import { insertOrder } from "../../tests/helpers/order-fixtures";
import { createTestApp, databaseKinds, type TestApp } from "../../tests/helpers/test-database";
import { orderEvents, orders, outboxJobs } from "../db/schema";
import { createNotificationWorker } from "../outbox/start-notifications";
import type { OutboxWorker } from "../outbox/outbox-worker";
import type { CourierClients } from "./courier-clients";
import type { CourierPoller } from "./courier-polling";
import { createPathaoClient } from "./pathao/pathao-client";
import { createSteadfastClient } from "./steadfast/steadfast-client";
import { startFakePathao, type FakePathao } from "./test-support/fake-pathao";
import { startFakeSteadfast, type FakeSteadfast } from "./test-support/fake-steadfast";

const STEADFAST_TOKEN = "steadfast-webhook-token-for-tests";
const PATHAO_SECRET = "pathao-webhook-secret-for-tests";
const HOUR_MS = 60 * 60_000;
const PER_RUN = 3;
const silent = pino({ level: "silent" });

describe.each(databaseKinds())("asking the couriers about silent parcels, on %s", (kind) => {
  let steadfast: FakeSteadfast;
  let pathao: FakePathao;
  let testApp: TestApp;
  let session: TestSession;
  let worker: OutboxWorker;
  let poller: CourierPoller;
  let secondPoller: CourierPoller;
  const closers: Array<() => Promise<void>> = [];
  let lampId: string;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "courier-polling-"));

  beforeAll(async () => {
    steadfast = await startFakeSteadfast();
    pathao = await startFakePathao();
    const pathaoSettings = pathao.settings(PATHAO_SECRET);
    testApp = await createTestApp({
      kind,
      env: {
        DATA_DIR: dataDir,
        ...steadfast.env(STEADFAST_TOKEN),
        ...pathao.env(PATHAO_SECRET),
      },
    });
    session = await signInForTest(testApp.app, { role: "staff" });
    lampId = await insertAccessory(testApp.database.db, { name: "Brass Table Lamp", code: "NI-LM-02" });
    // Two server processes: each with its own clients, worker and poller, on one database.
    const instance = () => {
      const clients: CourierClients = {
        steadfast: createSteadfastClient({ settings: steadfast.settings(STEADFAST_TOKEN), timeoutMs: 500 }),
        pathao: createPathaoClient({ settings: pathaoSettings, timeoutMs: 500 }),
      };
      const created = createNotificationWorker(testApp.config, testApp.database, silent, {
        retryPolicy: { firstDelayMs: 0, factor: 1, maxDelayMs: 0, retryForMs: 60_000 },
        courierClients: clients,
        courierPoll: { perRun: PER_RUN, spacingMs: 0 },
      });
      closers.push(created.close);
      return created;
    };
    const first = instance();
    worker = first.worker;
    poller = first.poller;
    secondPoller = instance().poller;
  });
  afterAll(async () => {
    for (const close of closers) await close();
    await testApp?.close();
    await steadfast?.close();
    await pathao?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const db = () => testApp.database.db;
  const orderRow = async (orderId: string) =>
    (await db().select().from(orders).where(eq(orders.id, orderId)))[0];

  // Each test sees only its own silent parcels: those of earlier tests were heard from just now.
  beforeEach(async () => {
    await db().update(orders).set({ courierStatusAt: new Date() }).where(eq(orders.status, "shipped"));
  });

  /** A confirmed order booked through the order page and the outbox, as staff do: shipped, with a parcel. */
  async function shipped(courier: "steadfast" | "pathao") {
    const order = await insertOrder(db(), {
      status: "confirmed",
      district: "Dhaka",
      area: "Dhanmondi",
      deliveryZone: "inside_dhaka",
      deliveryCharge: 80,
      deliveryChargeSource: "rates",
      weightGrams: 1_200,
      lines: [{ accessoryId: lampId, quantity: 2, rate: 1_850 }],
    });
    const view = await testApp.app.inject({
      method: "GET",
      url: `/api/admin/orders/${order.id}/courier`,
      headers: session.headers,
    });
    const booked = await testApp.app.inject({
      method: "POST",
      url: `/api/admin/orders/${order.id}/courier-booking`,
      headers: { ...session.headers, "content-type": "application/json" },
      payload: JSON.stringify({ ...view.json().data.preview, courier, version: order.version }),
    });
    expect(booked.statusCode).toBe(202);
    await worker.runOnce();
    const row = await orderRow(order.id);
    expect(row).toMatchObject({ status: "shipped", courier, courierBookingState: "booked" });
    return row;
  }

  /** The courier last spoke of this parcel `hours` ago. */
  async function silentFor(orderId: string, hours: number) {
    await db()
      .update(orders)
      .set({ courierStatusAt: new Date(Date.now() - hours * HOUR_MS) })
      .where(eq(orders.id, orderId));
  }

  const steadfastAsks = (consignmentId: string | null) =>
    steadfast.requestsTo("GET", new RegExp(`/status_by_cid/${consignmentId}$`)).length;

  const timeline = async (orderId: string) =>
    (await db().select().from(orderEvents).where(eq(orderEvents.orderId, orderId))).map(
      (event) => event.note,
    );

  it("delivers a parcel Steadfast has been silent about for hours, and does not ask about a fresh one", async () => {
    const stale = await shipped("steadfast");
    const fresh = await shipped("steadfast");
    await silentFor(stale.id, 7);
    await silentFor(fresh.id, 1);
    steadfast.setStatus(stale.courierConsignmentId!, "delivered");
    steadfast.setStatus(fresh.courierConsignmentId!, "delivered");

    const run = await poller.pollOnce();
    expect(run.steadfast).toEqual({ asked: 1, changed: 1, failed: 0 });
    expect(steadfastAsks(stale.courierConsignmentId)).toBe(1);
    expect(steadfastAsks(fresh.courierConsignmentId)).toBe(0);
    expect(await orderRow(stale.id)).toMatchObject({
      status: "delivered",
      courierStatus: "delivered",
      cashCollected: 3_780,
      cashFlagged: false,
    });
    expect(await timeline(stale.id)).toContain("Steadfast: Delivered, Tk 3,780 collected");
    expect((await orderRow(fresh.id)).status).toBe("shipped");
  });

  it("keeps another status in the timeline, once, and moves a cancelled Pathao parcel to returned", async () => {
    const held = await shipped("steadfast");
    const pathaoParcel = await shipped("pathao");
    await silentFor(held.id, 8);
    await silentFor(pathaoParcel.id, 8);
    steadfast.setStatus(held.courierConsignmentId!, "hold");
    pathao.setStatus(pathaoParcel.courierConsignmentId!, "order.returned");

    await poller.pollOnce();
    expect(await orderRow(held.id)).toMatchObject({ status: "shipped", courierStatus: "hold" });
    expect(await timeline(held.id)).toContain("Steadfast: On hold at Steadfast");
    const asked = pathao.requestsTo("GET", new RegExp(`/orders/${pathaoParcel.courierConsignmentId}/info$`));
    expect(asked).toHaveLength(1);
    expect((await orderRow(pathaoParcel.id)).status).toBe("returned");

    // Asked again six hours later, the same word adds nothing to the timeline.
    await silentFor(held.id, 7);
    await poller.pollOnce();
    expect(steadfastAsks(held.courierConsignmentId)).toBe(2);
    const entries = (await timeline(held.id)).filter((note) => note === "Steadfast: On hold at Steadfast");
    expect(entries).toHaveLength(1);
  });

  it("changes nothing when the courier answers 500, and asks again on the next run", async () => {
    const order = await shipped("steadfast");
    await silentFor(order.id, 9);
    const before = await orderRow(order.id);
    steadfast.setStatus(order.courierConsignmentId!, "cancelled");
    steadfast.failNext("GET", /\/status_by_cid\//, {
      kind: "answer",
      answer: { status: 500, body: { message: "Server Error" } },
    });

    const failed = await poller.pollOnce();
    expect(failed.steadfast).toMatchObject({ asked: 0, failed: 1 });
    const after = await orderRow(order.id);
    expect(after).toMatchObject({
      status: "shipped",
      courierStatus: before.courierStatus,
      version: before.version,
    });
    expect(after.courierStatusAt?.getTime()).toBe(before.courierStatusAt?.getTime());

    await poller.pollOnce();
    expect(steadfastAsks(order.courierConsignmentId)).toBe(2);
    expect((await orderRow(order.id)).status).toBe("returned");
  });

  it("asks about at most a run's worth, oldest first, and the rest on the next run", async () => {
    const parcels: Array<Awaited<ReturnType<typeof shipped>>> = [];
    for (const hours of [10, 9, 8, 7]) {
      const order = await shipped("steadfast");
      await silentFor(order.id, hours);
      parcels.push(order);
    }
    const asked = () => parcels.map((order) => steadfastAsks(order.courierConsignmentId));

    const first = await poller.pollOnce();
    expect(first.steadfast.asked).toBe(PER_RUN);
    expect(asked()).toEqual([1, 1, 1, 0]);
    await poller.pollOnce();
    expect(asked()).toEqual([1, 1, 1, 1]);
    // Nothing is silent now: a third run asks nobody.
    expect((await poller.pollOnce()).steadfast.asked).toBe(0);
  });

  it("never asks about one parcel twice when two processes poll at the same moment", async () => {
    const parcels: Array<Awaited<ReturnType<typeof shipped>>> = [];
    for (const hours of [7, 8, 9]) {
      const order = await shipped("steadfast");
      await silentFor(order.id, hours);
      parcels.push(order);
    }
    const runs = await Promise.all([poller.pollOnce(), secondPoller.pollOnce()]);
    expect(runs[0].steadfast.asked + runs[1].steadfast.asked).toBe(3);
    expect(parcels.map((order) => steadfastAsks(order.courierConsignmentId))).toEqual([1, 1, 1]);
  });

  it("runs as one outbox job per time slot, however many processes schedule it, and schedules the next", async () => {
    const order = await shipped("steadfast");
    await silentFor(order.id, 7);
    steadfast.setStatus(order.courierConsignmentId!, "delivered");
    const pollJobs = () => db().select().from(outboxJobs).where(eq(outboxJobs.kind, "courier-poll"));
    const before = (await pollJobs()).length;
    // This slot, due now, scheduled by both processes.
    await poller.schedule(db(), 0);
    await secondPoller.schedule(db(), 0);
    const due = await pollJobs();
    expect(due).toHaveLength(before + 1);

    await worker.runOnce();
    expect((await orderRow(order.id)).status).toBe("delivered");
    const jobs = await pollJobs();
    const ran = jobs.find((job) => job.id === due.at(-1)!.id)!;
    expect(ran.status).toBe("sent");
    // The run queued the next slot's job, which is not due yet.
    const queued = jobs.filter((job) => job.status === "queued");
    expect(queued).toHaveLength(1);
    expect(queued[0].runAt.getTime()).toBeGreaterThan(Date.now());
    const notRun = await db()
      .select()
      .from(outboxJobs)
      .where(and(eq(outboxJobs.kind, "courier-poll"), inArray(outboxJobs.status, ["sending", "failed"])));
    expect(notRun).toHaveLength(0);
  });
});
