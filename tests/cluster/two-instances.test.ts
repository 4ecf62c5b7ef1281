import { randomUUID } from "node:crypto";
import fs from "node:fs";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessoryPath, paths } from "../../common/paths";
import { groupThousands } from "../../common/format";
import { startSmtpSink, waitUntil } from "../helpers/smtp-sink";
import { validCustomer, validMessage } from "../helpers/api-client";
import {
  createPostgresDatabase,
  killIfRunning,
  startServerProcess,
  temporaryDirectory,
  type ServerProcess,
} from "../reliability/support/server-process";
import { ensureProductionBuild } from "./production-build";

/**
 * Two production server processes on one PostgreSQL database, as behind a load balancer: whatever one
 * instance is told, the other knows. Needs TEST_DATABASE_URL (the embedded PGlite is one process only).
 */
const SITE = "http://shop.example.test";
const OWNER = { email: "owner@nakshi.test", password: "two instances share one database" };
const RATE_LIMIT_MAX = 4;

type Instance = ServerProcess & { name: string };

describe.skipIf(!process.env.TEST_DATABASE_URL)("two server instances on one PostgreSQL database", () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let database: { url: string; drop: () => Promise<void> };
  // One connection, not a pool: pg's Pool.end() resolves before its connections have closed, and the forced
  // drop of the database at the end could then reach one still closing ("terminating connection due to
  // administrator command", thrown from an unheard event); Client.end() resolves once it is closed.
  let sql: pg.Client;
  let a: Instance;
  let b: Instance;
  const dataDirs: string[] = [];
  let session: { cookie: string; csrfToken: string };

  const start = async (name: string, env: Record<string, string>): Promise<Instance> => {
    const dataDir = temporaryDirectory(`cluster-${name}-`);
    dataDirs.push(dataDir);
    return { name, ...(await startServerProcess({ ...env, DATA_DIR: dataDir }, 120_000)) };
  };

  /** A request as the load balancer forwards it: the visitor's address in X-Forwarded-For. */
  const call = (
    instance: Instance,
    path: string,
    {
      method = "GET",
      body,
      client = "198.51.100.10",
      headers = {},
    }: {
      method?: string;
      body?: unknown;
      client?: string;
      headers?: Record<string, string>;
    } = {},
  ) =>
    fetch(`${instance.baseUrl}${path}`, {
      method,
      headers: {
        "x-forwarded-for": client,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });

  /**
   * Waits until the outbox holds no job waiting or being sent; on timeout the error lists what is left. (An
   * order that never got a line has no confirmation to send: that job is marked failed at once.)
   */
  const allNotificationsSent = async (what: string, timeoutMs: number) => {
    const unsent = async () =>
      (
        await sql.query(
          "select kind, status, attempts, last_error, run_at, locked_by from outbox_jobs where status in ('queued', 'sending') order by run_at",
        )
      ).rows;
    try {
      await waitUntil(async () => (await unsent()).length === 0, what, timeoutMs);
    } catch (error) {
      throw new Error(`${(error as Error).message}: ${JSON.stringify((await unsent()).slice(0, 5))}`);
    }
  };

  const staffHeaders = () => ({ cookie: session.cookie, origin: SITE, "x-csrf-token": session.csrfToken });

  beforeAll(async () => {
    const buildDir = await ensureProductionBuild();
    sink = await startSmtpSink();
    database = await createPostgresDatabase(process.env.TEST_DATABASE_URL!, "cluster");
    sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
    const env = {
      BUILD_DIR: buildDir,
      DATABASE_URL: database.url,
      SITE_URL: SITE,
      // The test plays the load balancer: one proxy hop in front of each instance.
      TRUST_PROXY: "1",
      RATE_LIMIT_MAX: String(RATE_LIMIT_MAX),
      PAGE_RATE_LIMIT_MAX: "0",
      // A minute: a change seen within a second was announced, not waited out.
      CATALOGUE_CACHE_MS: "60000",
      SEED_WHEN_EMPTY: "true",
      ADMIN_EMAIL: OWNER.email,
      ADMIN_PASSWORD: OWNER.password,
      SMTP_URL: sink.url,
      NOTIFY_EMAILS: "orders@nakshi.test",
      NOTIFY_ORDER_WAIT_MS: "300",
      OUTBOX_POLL_MS: "100",
    };
    // Both at the same moment on an empty database: migrations, the seed and the first owner race.
    [a, b] = await Promise.all([start("A", env), start("B", env)]);
  }, 600_000);

  afterAll(async () => {
    await killIfRunning(a);
    await killIfRunning(b);
    await sql?.end();
    await sink?.stop();
    await database?.drop();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("starts both at once on an empty database: migrations, seed and first owner done once, no errors", async () => {
    const count = async (query: string) => Number((await sql.query(query)).rows[0].n);
    const migrationFiles = fs
      .readdirSync("server/db/migrations")
      .filter((file) => file.endsWith(".sql")).length;
    expect(await count("select count(*) as n from drizzle.__drizzle_migrations")).toBe(migrationFiles);
    expect(await count("select count(*) as n from staff_accounts")).toBe(1);
    const seeded = await count("select count(*) as n from accessories");
    expect(seeded).toBeGreaterThan(0);
    expect(
      await count(
        "select count(*) as n from (select code from accessories group by code having count(*) > 1) d",
      ),
    ).toBe(0);
    for (const instance of [a, b]) {
      // pino's levels: 50 error, 60 fatal.
      expect(instance.output(), `instance ${instance.name}`).not.toMatch(/"level":(50|60)/);
      expect(instance.output()).not.toContain("no owner was created");
    }
    const created = [a, b].filter((instance) =>
      instance.output().includes("created the owner account"),
    ).length;
    expect(created).toBe(1);
  });

  it("keeps a session opened on B working on A, and shows an order placed on A in B's back office", async () => {
    const signIn = await call(b, "/api/admin/session", {
      method: "POST",
      body: OWNER,
      headers: { origin: SITE },
    });
    expect(signIn.status, await signIn.clone().text()).toBe(200);
    const cookie = signIn.headers.getSetCookie()[0].split(";")[0];
    session = { cookie, csrfToken: ((await signIn.json()) as { csrfToken: string }).csrfToken };

    const onA = await call(a, "/api/admin/session", { headers: { cookie } });
    expect(onA.status).toBe(200);
    expect(((await onA.json()) as { staff: { email: string } }).staff.email).toBe(OWNER.email);

    const order = await call(a, "/api/order/save-order", {
      method: "POST",
      body: validCustomer,
      client: "198.51.100.20",
    });
    expect(order.status).toBe(201);
    const orderId = ((await order.json()) as { _id: string })._id;
    const inBackOffice = await call(b, `/api/admin/orders/${orderId}`, { headers: { cookie } });
    expect(inBackOffice.status).toBe(200);
    expect(await inBackOffice.json()).toMatchObject({ data: { id: orderId } });
  });

  it("puts a price edited on B on A's API and A's rendered page within a second", async () => {
    const list = (await (await call(a, "/api/accessory/get-all-accessories?page=1")).json()) as {
      data: { _id: string; name: string; rate: number }[];
    };
    const target = list.data[0];
    const pagePath = accessoryPath(target);
    // Warm A's caches: the answer and the page are now held in A's memory.
    expect((await call(a, `/api/accessory/get-accessory/${target._id}`)).status).toBe(200);
    const first = await call(a, pagePath);
    expect(first.status).toBe(200);
    await first.text();
    const again = await call(a, pagePath);
    expect(again.headers.get("x-page-cache")).toBe("hit");
    await again.text();

    const editing = (await (
      await call(b, `/api/admin/accessories/${target._id}`, { headers: staffHeaders() })
    ).json()) as {
      data: Record<string, unknown> & { version: number; rate: number };
    };
    const newRate = editing.data.rate + 123_457;
    const form = Object.fromEntries(
      [
        "name",
        "code",
        "size",
        "category",
        "description",
        "specifications",
        "additionalInformation",
        "photos",
        "outOfStock",
        "version",
      ].map((key) => [key, editing.data[key]]),
    );
    const saved = await call(b, `/api/admin/accessories/${target._id}`, {
      method: "PUT",
      body: { ...form, rate: newRate },
      headers: staffHeaders(),
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const savedAt = performance.now();

    await waitUntil(
      async () => {
        const answer = (await (await call(a, `/api/accessory/get-accessory/${target._id}`)).json()) as {
          data: { rate: number };
        };
        return answer.data.rate === newRate;
      },
      "the new price on A's API",
      1_000,
    );
    await waitUntil(
      async () => (await (await call(a, pagePath)).text()).includes(groupThousands(newRate)),
      "the new price on A's rendered page",
      Math.max(1, 1_000 - (performance.now() - savedAt)),
    );
    const seenAfterMs = performance.now() - savedAt;
    console.info(`[cluster] a price saved on B was on A's API and page ${seenAfterMs.toFixed(0)} ms later`);
    expect(seenAfterMs).toBeLessThan(1_000);
  });

  it("takes an accessory marked out of stock, then archived, on A off B's answers within a second", async () => {
    const list = (await (await call(b, "/api/accessory/get-all-accessories?page=1")).json()) as {
      data: { _id: string }[];
    };
    const id = list.data[2]._id;
    const onB = async () => {
      const response = await call(b, `/api/accessory/get-accessory/${id}`);
      return {
        status: response.status,
        body: (await response.json()) as { data?: { outOfStock?: boolean } },
      };
    };
    expect((await onB()).body.data?.outOfStock).not.toBe(true);
    const editing = (await (
      await call(a, `/api/admin/accessories/${id}`, { headers: staffHeaders() })
    ).json()) as {
      data: { version: number };
    };
    const marked = await call(a, `/api/admin/accessories/${id}/stock`, {
      method: "POST",
      body: { outOfStock: true, version: editing.data.version },
      headers: staffHeaders(),
    });
    expect(marked.status, await marked.clone().text()).toBe(200);
    await waitUntil(async () => (await onB()).body.data?.outOfStock === true, "out of stock on B", 1_000);

    const archived = await call(a, `/api/admin/accessories/${id}/archive`, {
      method: "POST",
      body: { version: editing.data.version + 1 },
      headers: staffHeaders(),
    });
    expect(archived.status, await archived.clone().text()).toBe(200);
    await waitUntil(async () => (await onB()).status === 404, "archived: gone from B", 1_000);
  });

  it("sells the last piece once when customers on A and B race for it, and both show the new count at once", async () => {
    // A counted accessory neither instance has cached yet: two pieces, "Only N left" from two.
    const name = "Cluster Last Vase";
    const {
      rows: [vase],
    } = await sql.query<{ id: string }>(
      `insert into accessories (name, size, code, rate, description, category, stock, low_stock_threshold)
       values ($1, '30 cm', 'NI-CL-LAST', 2500, 'A vase for the race.', 'Vases', 2, 2) returning id`,
      [name],
    );
    const pagePath = accessoryPath({ _id: vase.id, name });
    let client = 0;
    /** Each customer from an address of their own (the POST limit counts per address). */
    const customer = () => `198.51.100.${100 + client++}`;
    const orderOn = async (instance: Instance, quantity: number) => {
      const address = customer();
      const order = await call(instance, "/api/order/save-order", {
        method: "POST",
        body: validCustomer,
        client: address,
      });
      expect(order.status).toBe(201);
      const orderId = ((await order.json()) as { _id: string })._id;
      return () =>
        call(instance, "/api/order/save-order-details", {
          method: "POST",
          body: { orderId, accessoryId: vase.id, quantity },
          client: address,
        });
    };
    const available = async (instance: Instance) =>
      (
        (await (await call(instance, `/api/accessory/get-accessory/${vase.id}`)).json()) as {
          data: { available?: number };
        }
      ).data.available;
    const catalogueShows = async (instance: Instance, words: string) =>
      (await (await call(instance, paths.accessories)).text()).includes(words);
    const pageSaysOutOfStock = async (instance: Instance) =>
      (await (await call(instance, pagePath)).text()).includes("Out of stock");

    // Both instances hold the answer and the pages in memory (CATALOGUE_CACHE_MS is a minute).
    for (const instance of [a, b]) {
      expect(await available(instance)).toBe(2);
      expect(await catalogueShows(instance, "Only 2 left")).toBe(true);
      expect(await pageSaysOutOfStock(instance)).toBe(false);
      const again = await call(instance, paths.accessories);
      expect(again.headers.get("x-page-cache")).toBe("hit");
      await again.text();
    }

    // One piece ordered on A: A shows the new count at once, B within a second.
    const firstLine = await (await orderOn(a, 1))();
    expect(firstLine.status, await firstLine.clone().text()).toBe(201);
    expect(await available(a)).toBe(1);
    expect(await catalogueShows(a, "Only 1 left")).toBe(true);
    await waitUntil(async () => (await available(b)) === 1, "one left on B's API", 1_000);
    await waitUntil(async () => catalogueShows(b, "Only 1 left"), "Only 1 left on B's catalogue page", 1_000);

    // The last piece: three customers on each instance ask for it at the same moment.
    const lines = await Promise.all([a, b, a, b, a, b].map((instance) => orderOn(instance, 1)));
    const answers = await Promise.all(lines.map((send) => send()));
    const statuses = answers.map((answer) => answer.status);
    expect([...statuses].sort()).toEqual([201, 409, 409, 409, 409, 409]);
    for (const answer of answers.filter((each) => each.status === 409)) {
      expect(await answer.json()).toMatchObject({
        error: {
          code: "not_enough_stock",
          message: `${name} is out of stock. Please remove it from your cart to place your order.`,
        },
      });
    }
    const stored = await sql.query("select stock, stock_reserved from accessories where id = $1", [vase.id]);
    expect(stored.rows[0]).toEqual({ stock: 2, stock_reserved: 2 });
    const moves = await sql.query("select count(*)::int as n from stock_movements where accessory_id = $1", [
      vase.id,
    ]);
    expect(moves.rows[0].n).toBe(2);

    // Nothing left: both instances' pages say so within a second, whichever took the last order.
    for (const instance of [a, b]) {
      await waitUntil(
        async () => (await available(instance)) === 0,
        `none left on ${instance.name}'s API`,
        1_000,
      );
      await waitUntil(
        async () => pageSaysOutOfStock(instance),
        `Out of stock on ${instance.name}'s page`,
        1_000,
      );
    }
  });

  it("counts one client's orders across both instances against one limit", async () => {
    const client = "203.0.113.77";
    const statuses: number[] = [];
    for (const instance of [a, b, a, b, a, b]) {
      const response = await call(instance, "/api/order/save-order", {
        method: "POST",
        body: validCustomer,
        client,
      });
      statuses.push(response.status);
      await response.arrayBuffer();
    }
    expect(statuses).toEqual([201, 201, 201, 201, 429, 429]);
    // Another client is not held back by the first one's count.
    const other = await call(b, "/api/order/save-order", {
      method: "POST",
      body: validCustomer,
      client: "203.0.113.78",
    });
    expect(other.status).toBe(201);
  });

  it("sends each notification once with both instances' workers running", async () => {
    const before = sink.received.length;
    const accessoryId = (
      (await (await call(a, "/api/accessory/get-all-accessories?page=1")).json()) as {
        data: { _id: string }[];
      }
    ).data[1]._id;
    const orders = 6;
    for (let index = 0; index < orders; index++) {
      const instance = index % 2 === 0 ? a : b;
      const client = `192.0.2.${100 + index}`;
      const order = await call(instance, "/api/order/save-order", {
        method: "POST",
        body: { ...validCustomer, email: `customer${index}@example.com` },
        client,
      });
      const orderId = ((await order.json()) as { _id: string })._id;
      const line = await call(instance === a ? b : a, "/api/order/save-order-details", {
        method: "POST",
        body: { orderId, accessoryId, quantity: 1 },
        client,
      });
      expect(line.status).toBe(201);
    }
    const message = await call(b, "/api/message/send-message", {
      method: "POST",
      body: validMessage,
      client: "192.0.2.99",
    });
    expect(message.status).toBe(201);
    // Each order: the staff email and the customer's confirmation; the message: one staff email. The
    // orders of the earlier tests send theirs too, so wait for the outbox to be empty, then count.
    await allNotificationsSent("every notification sent", 30_000);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const sent = Number(
      (await sql.query("select count(*) as n from outbox_jobs where kind like '%email' and status = 'sent'"))
        .rows[0].n,
    );
    const ids = sink.received.map((mail) => mail.parsed.messageId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(sink.received.length).toBe(sent);
    expect(sink.received.length - before).toBeGreaterThanOrEqual(orders * 2 + 1);
    const senders = (
      await sql.query("select distinct locked_by from outbox_jobs where locked_by is not null")
    ).rows.length;
    console.info(`[cluster] ${sink.received.length} emails, each sent once, by ${senders} workers`);
  });

  it("keeps B answering and every acknowledged order stored when A is killed during a burst on both", async () => {
    const accessoryIds = (
      (await (await call(b, "/api/accessory/get-all-accessories?page=1")).json()) as {
        data: { _id: string }[];
      }
    ).data.map((accessory) => accessory._id);
    const acked: { orderId: string; lineAcked: boolean; on: string }[] = [];
    let failedOnB = 0;
    let stopped = false;
    let killed = false;
    let sequence = 0;
    const burst = async (instance: Instance) => {
      while (!stopped && !(instance === a && killed)) {
        sequence += 1;
        // One client per order, as many shoppers: the per-client limit is not what this measures.
        const client = `10.${(sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence & 255}`;
        try {
          const order = await call(instance, "/api/order/save-order", {
            method: "POST",
            body: { ...validCustomer, name: `Burst ${sequence}` },
            client,
            headers: { "idempotency-key": randomUUID() },
          });
          if (order.status !== 201) {
            if (instance === b) failedOnB += 1;
            await order.arrayBuffer();
            continue;
          }
          const entry = {
            orderId: ((await order.json()) as { _id: string })._id,
            lineAcked: false,
            on: instance.name,
          };
          acked.push(entry);
          const line = await call(instance, "/api/order/save-order-details", {
            method: "POST",
            body: {
              orderId: entry.orderId,
              accessoryId: accessoryIds[sequence % accessoryIds.length],
              quantity: 1,
            },
            client,
          });
          entry.lineAcked = line.status === 201;
          await line.arrayBuffer();
        } catch {
          if (instance === b) failedOnB += 1;
          if (instance === a && killed) return;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      }
    };
    const workers = [a, a, a, a, b, b, b, b].map((instance) => burst(instance));
    await waitUntil(() => acked.filter((order) => order.on === "A").length >= 40, "40 orders on A", 30_000);
    killed = true;
    a.child.kill("SIGKILL");
    expect(await a.exited).toEqual({ code: null, signal: "SIGKILL" });
    const ackedOnBAtKill = acked.filter((order) => order.on === "B").length;
    // B goes on serving after A died.
    await waitUntil(
      () => acked.filter((order) => order.on === "B").length >= ackedOnBAtKill + 40,
      "40 more orders on B after A was killed",
      30_000,
    );
    const health = await call(b, "/api/health");
    expect(health.status).toBe(200);
    stopped = true;
    await Promise.all(workers);
    expect(failedOnB).toBe(0);

    const ids = acked.map((order) => order.orderId);
    const stored = await sql.query<{ id: string }>("select id from orders where id = any($1::uuid[])", [ids]);
    expect(stored.rows.length).toBe(ids.length);
    const lineIds = acked.filter((order) => order.lineAcked).map((order) => order.orderId);
    const withLines = await sql.query(
      "select distinct order_id from order_items where order_id = any($1::uuid[])",
      [lineIds],
    );
    expect(withLines.rows.length).toBe(lineIds.length);

    // A job A had claimed when it died is claimed again once its lease runs out: run the clock forward.
    // B sends a job within milliseconds of claiming it: one still "sending" seconds later was A's.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const orphaned = await sql.query(
      "update outbox_jobs set locked_until = now() - interval '1 second' where status = 'sending' and updated_at < now() - interval '2 seconds'",
    );
    await allNotificationsSent("every notification sent by B", 60_000);
    const ids2 = sink.received.map((mail) => mail.parsed.messageId);
    const duplicates = ids2.length - new Set(ids2).size;
    console.info(
      `[cluster] SIGKILL of A after ${acked.filter((o) => o.on === "A").length} orders on A; ${acked.length} acknowledged in all, all stored; ${orphaned.rowCount} jobs A held were sent by B after their lease; ${duplicates} emails sent twice; ${sink.connectionErrors.length} SMTP connections cut by the kill`,
    );
  });
});
