import fs from "node:fs";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "../../server/db/database";
import { orderEvents, orders, outboxJobs } from "../../server/db/schema";
import { startFakePathao, type FakePathao } from "../../server/couriers/test-support/fake-pathao";
import { startFakeSteadfast, type FakeSteadfast } from "../../server/couriers/test-support/fake-steadfast";
import { insertAccessory } from "../helpers/fixtures";
import { insertOrder } from "../helpers/order-fixtures";
import { waitUntil } from "../helpers/smtp-sink";
import {
  createPostgresDatabase,
  createStubBuild,
  killIfRunning,
  startServerProcess,
  temporaryDirectory,
  type ServerProcess,
} from "../reliability/support/server-process";

/**
 * Booking a parcel with two production server processes on one PostgreSQL database, the couriers being
 * in-process fakes the servers reach through STEADFAST_BASE_URL and PATHAO_BASE_URL: two members of staff
 * on two instances pressing **Book with Steadfast** at the same moment, and an instance killed (SIGKILL)
 * after the courier took the parcel but before its answer was stored. Never a second parcel. Needs
 * TEST_DATABASE_URL; the API is all it uses, so the page renderer is a stub build.
 */
const SITE = "http://shop.example.test";
const OWNER = { name: "Owner", email: "owner@nakshi.test", password: "two instances share one database" };
const STAFF = {
  name: "Rahim Uddin",
  email: "rahim@nakshi.test",
  password: "packing parcels at the warehouse",
};
const STEADFAST_TOKEN = "steadfast-webhook-token-for-the-cluster";
const PATHAO_SECRET = "pathao-webhook-secret-for-the-cluster";
const RACED_ORDERS = 4;

type Instance = ServerProcess & { name: string };
type Session = { name: string; headers: Record<string, string> };

describe.skipIf(!process.env.TEST_DATABASE_URL)("booking a parcel with two server instances", () => {
  let steadfast: FakeSteadfast;
  let pathao: FakePathao;
  let database: { url: string; drop: () => Promise<void> };
  let handle: DatabaseHandle;
  let env: Record<string, string>;
  let buildDir: string;
  const dataDirs: string[] = [];
  const instances: Record<"A" | "B", Instance | undefined> = { A: undefined, B: undefined };
  let owner: Session;
  let staff: Session;
  let lampId: string;

  const start = async (name: "A" | "B"): Promise<Instance> => {
    const dataDir = temporaryDirectory(`courier-cluster-${name}-`);
    dataDirs.push(dataDir);
    const instance = { name, ...(await startServerProcess({ ...env, DATA_DIR: dataDir }, 120_000)) };
    instances[name] = instance;
    return instance;
  };
  const instance = (name: "A" | "B") => {
    const found = instances[name];
    if (!found) throw new Error(`instance ${name} is not running`);
    return found;
  };

  const call = (
    on: Instance,
    path: string,
    {
      method = "GET",
      body,
      headers = {},
    }: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
  ) =>
    fetch(`${on.baseUrl}${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });

  async function signIn(on: Instance, account: { name: string; email: string; password: string }) {
    const response = await call(on, "/api/admin/session", {
      method: "POST",
      body: { email: account.email, password: account.password },
      headers: { origin: SITE },
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const cookie = response.headers.getSetCookie()[0].split(";")[0];
    const { csrfToken } = (await response.json()) as { csrfToken: string };
    return { name: account.name, headers: { cookie, origin: SITE, "x-csrf-token": csrfToken } };
  }

  const db = () => handle.db;
  const orderRow = async (orderId: string) =>
    (await db().select().from(orders).where(eq(orders.id, orderId)))[0];

  async function confirmedOrder() {
    return insertOrder(db(), {
      status: "confirmed",
      district: "Dhaka",
      area: "Dhanmondi",
      deliveryZone: "inside_dhaka",
      deliveryCharge: 80,
      deliveryChargeSource: "rates",
      weightGrams: 1_200,
      lines: [{ accessoryId: lampId, quantity: 2, rate: 1_850 }],
    });
  }

  /** What the order page's **Book with …** form sends: the preview the server offers, and the version seen. */
  async function bookingForm(
    on: Instance,
    session: Session,
    orderId: string,
    courier: "steadfast" | "pathao",
  ) {
    const response = await call(on, `/api/admin/orders/${orderId}/courier`, { headers: session.headers });
    expect(response.status).toBe(200);
    const view = ((await response.json()) as { data: { preview: Record<string, unknown>; canBook: boolean } })
      .data;
    expect(view.canBook).toBe(true);
    return { ...view.preview, courier, version: (await orderRow(orderId)).version };
  }

  const book = (on: Instance, session: Session, orderId: string, form: Record<string, unknown>) =>
    call(on, `/api/admin/orders/${orderId}/courier-booking`, {
      method: "POST",
      body: form,
      headers: session.headers,
    });

  /** The instance whose outbox worker holds the job now (its start-up line names the worker id). */
  async function holderOf(jobKey: string): Promise<"A" | "B"> {
    const [job] = await db()
      .select({ lockedBy: outboxJobs.lockedBy, status: outboxJobs.status })
      .from(outboxJobs)
      .where(eq(outboxJobs.dedupeKey, jobKey));
    expect(job?.status).toBe("sending");
    const holder = (["A", "B"] as const).find((name) =>
      instance(name).output().includes(`"workerId":"${job.lockedBy}"`),
    );
    if (!holder) throw new Error(`no running instance has the worker ${job.lockedBy}`);
    return holder;
  }

  /**
   * SIGKILLs an instance, and lets its outbox lease lapse at once (it would two minutes later): the other
   * instance's worker then claims what the dead one held, as it would after the lease.
   */
  async function killAndLapseLease(name: "A" | "B") {
    const victim = instance(name);
    const workerId = /"workerId":"([^"]+)"/.exec(victim.output())?.[1];
    expect(workerId).toBeDefined();
    victim.child.kill("SIGKILL");
    expect(await victim.exited).toEqual({ code: null, signal: "SIGKILL" });
    instances[name] = undefined;
    await db()
      .update(outboxJobs)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(and(eq(outboxJobs.lockedBy, workerId!), eq(outboxJobs.status, "sending")));
  }

  const timelineOf = (orderId: string) =>
    db()
      .select({ actor: orderEvents.actorName, to: orderEvents.toStatus, note: orderEvents.note })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, orderId))
      .orderBy(orderEvents.createdAt);

  beforeAll(async () => {
    steadfast = await startFakeSteadfast();
    pathao = await startFakePathao();
    buildDir = createStubBuild();
    database = await createPostgresDatabase(process.env.TEST_DATABASE_URL!, "courier_cluster");
    env = {
      BUILD_DIR: buildDir,
      DATABASE_URL: database.url,
      SITE_URL: SITE,
      SEED_WHEN_EMPTY: "true",
      ADMIN_EMAIL: OWNER.email,
      ADMIN_PASSWORD: OWNER.password,
      NOTIFY_EMAILS: "",
      OUTBOX_POLL_MS: "100",
      ...steadfast.env(STEADFAST_TOKEN),
      ...pathao.env(PATHAO_SECRET),
    };
    await Promise.all([start("A"), start("B")]);
    handle = await openDatabase({ databaseUrl: database.url, dataDir: dataDirs[0] });
    lampId = await insertAccessory(db(), { name: "Brass Table Lamp", code: "NI-LM-CL" });

    owner = await signIn(instance("A"), OWNER);
    const added = await call(instance("A"), "/api/admin/staff", {
      method: "POST",
      body: { name: STAFF.name, email: STAFF.email, password: STAFF.password, role: "staff" },
      headers: owner.headers,
    });
    expect(added.status, await added.clone().text()).toBe(201);
    staff = await signIn(instance("B"), STAFF);
  }, 300_000);

  // A test that killed an instance leaves the next one to start it again on the same database.
  beforeEach(async () => {
    for (const name of ["A", "B"] as const) if (!instances[name]) await start(name);
  }, 180_000);

  afterAll(async () => {
    await killIfRunning(instances.A);
    await killIfRunning(instances.B);
    await handle?.close();
    await database?.drop();
    await steadfast?.close();
    await pathao?.close();
    for (const dir of [...dataDirs, buildDir]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("books one parcel when two members of staff on two instances press Book with Steadfast at once", async () => {
    const a = instance("A");
    const b = instance("B");
    for (let round = 0; round < RACED_ORDERS; round++) {
      const order = await confirmedOrder();
      // Both forms are opened first, on the same version, as two people looking at the same order.
      const [ownerForm, staffForm] = await Promise.all([
        bookingForm(a, owner, order.id, "steadfast"),
        bookingForm(b, staff, order.id, "steadfast"),
      ]);
      // Then both press the button at the same moment; which request leaves first alternates by round.
      const presses = [() => book(a, owner, order.id, ownerForm), () => book(b, staff, order.id, staffForm)];
      if (round % 2 === 1) presses.reverse();
      const answers = await Promise.all(presses.map((press) => press()));
      const statuses = answers.map((answer) => answer.status);
      if (round % 2 === 1) statuses.reverse();
      expect(statuses.slice().sort()).toEqual([202, 409]);
      const refused = answers.find((answer) => answer.status === 409)!;
      const refusal = ((await refused.json()) as { error: { code: string; message: string } }).error;
      expect(["changed_meanwhile", "transition_refused"]).toContain(refusal.code);
      expect(refusal.message).toMatch(/Nothing was sent|already being booked|already booked/);
      const winner = statuses[0] === 202 ? owner : staff;
      const loser = winner === owner ? staff : owner;

      await waitUntil(
        async () => (await orderRow(order.id)).status === "shipped",
        `order ${order.orderNumber} shipped`,
        20_000,
      );
      const row = await orderRow(order.id);
      const parcels = steadfast.parcels.filter((parcel) => parcel.invoice === row.orderNumber);
      expect(parcels).toHaveLength(1);
      expect(row).toMatchObject({
        courier: "steadfast",
        courierBookingState: "booked",
        courierConsignmentId: String(parcels[0].consignmentId),
        courierTrackingCode: parcels[0].trackingCode,
        consignmentNumber: parcels[0].trackingCode,
        courierMayHaveActed: false,
      });
      expect(parcels[0].codAmount).toBe(2 * 1_850 + 80);
      await waitUntil(
        async () =>
          (
            await db()
              .select()
              .from(outboxJobs)
              .where(eq(outboxJobs.dedupeKey, row.courierBookingRequest!.jobKey))
          )[0]?.status === "sent",
        "the booking job done",
        10_000,
      );
      const timeline = await timelineOf(order.id);
      const requested = timeline.filter((event) => event.note === "Booking with Steadfast requested");
      expect(requested.map((event) => event.actor)).toEqual([winner.name]);
      expect(timeline.filter((event) => event.to === "shipped").map((event) => event.actor)).toEqual([
        winner.name,
      ]);
      expect(timeline.some((event) => event.actor === loser.name)).toBe(false);
    }
    const jobs = await db()
      .select({ status: outboxJobs.status })
      .from(outboxJobs)
      .where(eq(outboxJobs.kind, "courier-booking"));
    expect(jobs.map((job) => job.status)).toEqual(Array(RACED_ORDERS).fill("sent"));
    expect(steadfast.requestsTo("POST", /\/create_order$/)).toHaveLength(RACED_ORDERS);
  });

  it("asks Steadfast by order number, and books nothing more, after an instance is killed once Steadfast took the parcel", async () => {
    const order = await confirmedOrder();
    const form = await bookingForm(instance("A"), owner, order.id, "steadfast");
    let release!: () => void;
    const until = new Promise<void>((resolve) => (release = resolve));
    let held = false;
    steadfast.failNext("POST", /\/create_order$/, { kind: "hold", until, held: () => (held = true) });
    const lookupsBefore = steadfast.requestsTo("GET", /\/status_by_invoice\//).length;

    const answer = await book(instance("A"), owner, order.id, form);
    expect(answer.status, await answer.clone().text()).toBe(202);
    await waitUntil(() => held, "Steadfast to take the parcel and hold its answer", 20_000);
    const jobKey = (await orderRow(order.id)).courierBookingRequest!.jobKey;
    const victim = await holderOf(jobKey);
    // Steadfast has the parcel; the instance that sent it dies before hearing so.
    expect(steadfast.parcels.filter((parcel) => parcel.invoice === order.orderNumber)).toHaveLength(1);
    expect(await orderRow(order.id)).toMatchObject({
      status: "confirmed",
      courierBookingState: "requested",
      courierMayHaveActed: true,
    });
    await killAndLapseLease(victim);
    release();

    const survivor = victim === "A" ? "B" : "A";
    await waitUntil(
      async () => (await orderRow(order.id)).status === "shipped",
      `the surviving instance ${survivor} to finish the booking`,
      20_000,
    );
    const parcels = steadfast.parcels.filter((parcel) => parcel.invoice === order.orderNumber);
    expect(parcels).toHaveLength(1);
    expect(
      steadfast
        .requestsTo("POST", /\/create_order$/)
        .filter((request) => JSON.stringify(request.body).includes(order.orderNumber)),
    ).toHaveLength(1);
    expect(steadfast.requestsTo("GET", /\/status_by_invoice\//).length).toBeGreaterThan(lookupsBefore);
    expect(await orderRow(order.id)).toMatchObject({
      courierBookingState: "booked",
      courierConsignmentId: String(parcels[0].consignmentId),
      courierMayHaveActed: false,
    });
    const job = async () => (await db().select().from(outboxJobs).where(eq(outboxJobs.dedupeKey, jobKey)))[0];
    await waitUntil(async () => (await job()).status === "sent", "the booking job done", 10_000);
    expect(await job()).toMatchObject({ status: "sent", attempts: 2 });
    expect(instance(survivor).output()).not.toMatch(/"level":(50|60)/);
    const timeline = await timelineOf(order.id);
    expect(timeline.filter((event) => event.to === "shipped").map((event) => event.actor)).toEqual([
      OWNER.name,
    ]);
  });

  it("leaves a Pathao booking unconfirmed after an instance is killed once Pathao took it, until order.created settles it", async () => {
    const order = await confirmedOrder();
    const form = await bookingForm(instance("B"), staff, order.id, "pathao");
    let release!: () => void;
    const until = new Promise<void>((resolve) => (release = resolve));
    let held = false;
    pathao.failNext("POST", /\/orders$/, { kind: "hold", until, held: () => (held = true) });

    const answer = await book(instance("B"), staff, order.id, form);
    expect(answer.status, await answer.clone().text()).toBe(202);
    await waitUntil(() => held, "Pathao to take the parcel and hold its answer", 20_000);
    const jobKey = (await orderRow(order.id)).courierBookingRequest!.jobKey;
    const victim = await holderOf(jobKey);
    const taken = pathao.parcels.filter((parcel) => parcel.merchantOrderId === order.orderNumber);
    expect(taken).toHaveLength(1);
    await killAndLapseLease(victim);
    release();

    const survivor = instance(victim === "A" ? "B" : "A");
    // Pathao cannot be asked by order number: the survivor sends nothing and says so on the order.
    await waitUntil(
      async () => (await orderRow(order.id)).courierBookingState === "unconfirmed",
      "the booking marked as not confirmed",
      20_000,
    );
    const unconfirmed = await orderRow(order.id);
    expect(unconfirmed).toMatchObject({ status: "confirmed", courierConsignmentId: null });
    expect(unconfirmed.courierBookingError).toContain(order.orderNumber);
    const view = await call(survivor, `/api/admin/orders/${order.id}/courier`, { headers: staff.headers });
    expect(((await view.json()) as { data: { state: string; canBook: boolean } }).data).toMatchObject({
      state: "unconfirmed",
      canBook: true,
    });
    const job = async () => (await db().select().from(outboxJobs).where(eq(outboxJobs.dedupeKey, jobKey)))[0];
    await waitUntil(async () => (await job()).status === "failed", "the booking job ended", 10_000);
    // Failed for good: staff look in Pathao's panel and book again, or the webhook settles it.
    expect(await job()).toMatchObject({ status: "failed", attempts: 2 });
    expect(pathao.requestsTo("POST", /\/orders$/)).toHaveLength(1);

    // Pathao's order.created event names the order number: the booking is settled, with no second parcel.
    const created = await pathao.sendWebhook(
      `${survivor.baseUrl}/api/couriers/pathao/webhook`,
      pathao.event(taken[0].consignmentId, "order.created"),
      PATHAO_SECRET,
    );
    expect(created.status).toBe(202);
    await waitUntil(
      async () => (await orderRow(order.id)).status === "shipped",
      "the order shipped once Pathao's webhook arrived",
      20_000,
    );
    expect(await orderRow(order.id)).toMatchObject({
      courier: "pathao",
      courierBookingState: "booked",
      courierConsignmentId: taken[0].consignmentId,
    });
    expect(pathao.parcels.filter((parcel) => parcel.merchantOrderId === order.orderNumber)).toHaveLength(1);
    expect(pathao.requestsTo("POST", /\/orders$/)).toHaveLength(1);
    const timeline = await timelineOf(order.id);
    expect(timeline.filter((event) => event.to === "shipped").map((event) => event.actor)).toEqual([
      STAFF.name,
    ]);
  });
});
