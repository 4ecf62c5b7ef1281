import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import fc from "fast-check";
import { createElement } from "react";
import { useLoaderData } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiPaths, postJson, validCustomer } from "../helpers/api-client";
import { createTestApp, databaseKinds, type TestApp } from "../helpers/test-database";
import {
  anyEmail,
  anyPhone,
  anyText,
  extraFields,
  htmlPayloads,
  idChoice,
  idempotencyKey,
  pageValue,
  quantityValue,
  transport,
  validEmail,
  validPhone,
  validText,
  type IdChoice,
  type Transport,
} from "./support/fuzz-arbitraries";
import {
  canonicalId,
  customerFingerprint,
  IDEMPOTENCY_KEY,
  judgeCustomer,
  judgeMessage,
  judgeOrderItem,
  judgePage,
  MAX_BODY_BYTES,
  normaliseCustomer,
  isPoisoned,
  type Verdict,
} from "./support/fuzz-oracle";
import { expectInlineScriptsAllowed } from "./support/csp";
import { queryRows } from "./support/query-rows";
import { createWebTestApp, leakPattern } from "./support/web-app";

const RUNS = { list: 350, detail: 350, order: 700, orderDetails: 700, message: 600, wrongMethod: 100 };

type Customer = ReturnType<typeof normaliseCustomer>;
type Model = {
  accessories: Map<string, number>;
  orders: Map<string, Customer>;
  keys: Map<string, { fingerprint: string; orderId: string }>;
  items: Map<string, number>;
  messages: Map<string, Customer & { message: string }>;
  requests: number;
  statuses: Map<number, number>;
};

const customerFields = (withMessage: boolean) =>
  fc.record({
    name: anyText(100),
    email: anyEmail(),
    address: anyText(300),
    phone: anyPhone(),
    ...(withMessage ? { message: anyText(2000) } : {}),
  });

const validCustomerFields = (withMessage: boolean) =>
  fc.record({
    name: validText(100),
    email: fc.oneof(validEmail, fc.constantFrom(undefined, null, "")),
    address: validText(300),
    phone: validPhone,
    ...(withMessage ? { message: validText(2000) } : {}),
  });

/** Mostly fully valid bodies (so the database gets rows), otherwise any mix of good and bad fields. */
const bodyFields = (withMessage: boolean) =>
  fc.oneof(
    { weight: 2, arbitrary: validCustomerFields(withMessage) },
    { weight: 3, arbitrary: customerFields(withMessage) },
  ) as fc.Arbitrary<Record<string, unknown>>;

function withExtras(
  fields: Record<string, unknown>,
  extras: Record<string, unknown>,
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(extras))
    if (!["name", "email", "address", "phone", "message", "orderId", "accessoryId", "quantity"].includes(key))
      body[key] = value;
  return { ...body, ...fields };
}

type Encoded = { headers: Record<string, string>; payload?: string; parsed?: unknown; parses: boolean };

/** Turns a body into the bytes and headers that travel, and says whether the server can read it as JSON. */
function encode(body: Record<string, unknown>, how: Transport): Encoded {
  const json = JSON.stringify(body);
  switch (how.kind) {
    case "json":
      // Extra fields are generated freely, so a body may carry a poisoning key the server refuses.
      return {
        headers: { "content-type": how.contentType },
        payload: json,
        // What the server reads: JSON has no Infinity or NaN (they travel as null) and drops undefined.
        parsed: JSON.parse(json) as unknown,
        parses: !isPoisoned(body),
      };
    case "broken": {
      const payload = json.slice(0, how.cut % json.length) + how.junk;
      let parsed: unknown;
      let parses = true;
      try {
        parsed = JSON.parse(payload);
      } catch {
        parses = false;
      }
      return {
        headers: { "content-type": "application/json" },
        payload,
        parsed,
        parses: parses && !isPoisoned(parsed),
      };
    }
    case "non-object":
      return {
        headers: { "content-type": "application/json" },
        payload: how.value,
        parsed: JSON.parse(how.value),
        parses: true,
      };
    case "poisoned":
      return { headers: { "content-type": "application/json" }, payload: how.value, parses: false };
    case "wrong-type":
      return { headers: { "content-type": how.contentType }, payload: json, parses: false };
    case "no-content-type":
      return { headers: {}, payload: json, parses: false };
    case "empty":
      return { headers: { "content-type": "application/json" }, payload: "", parses: false };
  }
}

/** The status a body earns before its content is judged: too big, unreadable, or not JSON. */
function transportStatus(encoded: Encoded, how: Transport): number | "any-4xx" | undefined {
  const bytes = Buffer.byteLength(encoded.payload ?? "");
  if (how.kind === "wrong-type") return bytes > MAX_BODY_BYTES ? "any-4xx" : 415;
  if (how.kind === "no-content-type") return "any-4xx";
  if (bytes > MAX_BODY_BYTES) return 413;
  if (!encoded.parses) return 400;
  return undefined;
}

function describeFailure(response: LightMyRequestResponse): string | undefined {
  if (response.statusCode >= 500) return `server error ${response.statusCode}: ${response.body}`;
  if (!/^application\/json/.test(String(response.headers["content-type"]))) return "not JSON";
  if (response.headers["x-content-type-options"] !== "nosniff") return "no nosniff";
  if (response.statusCode >= 400) {
    let body: unknown;
    try {
      body = response.json();
    } catch {
      return "error body is not JSON";
    }
    const error = (body as { error?: Record<string, unknown> }).error;
    if (!error || Object.keys(body as object).length !== 1) return `error body shape: ${response.body}`;
    if (typeof error.code !== "string" || typeof error.message !== "string" || !error.message)
      return "error fields";
    if (Object.keys(error).some((key) => !["code", "message", "fields"].includes(key)))
      return "extra error keys";
    if (leakPattern.test(response.body)) return `leak: ${response.body}`;
  }
  return undefined;
}

function expectStatus(response: LightMyRequestResponse, expected: number | "any-4xx", context: unknown) {
  const problem = describeFailure(response);
  expect(problem, JSON.stringify(context)).toBeUndefined();
  if (expected === "any-4xx") {
    expect(response.statusCode, `${response.body} for ${JSON.stringify(context)}`).toBeGreaterThanOrEqual(
      400,
    );
    expect(response.statusCode).toBeLessThan(500);
  } else {
    expect(response.statusCode, `${response.body} for ${JSON.stringify(context)}`).toBe(expected);
  }
}

/** React's text escaping, to find where a payload was rendered as text. */
function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" })[char]!,
  );
}

function resolveId(choice: IdChoice, pool: string[]): unknown {
  if (choice.kind === "literal" || pool.length === 0)
    return choice.kind === "literal" ? choice.value : randomUUID();
  const id = pool[choice.index % pool.length];
  if (choice.form === "upper") return id.toUpperCase();
  if (choice.form === "padded") return ` ${id}\t`;
  return id;
}

describe.each(databaseKinds())("fuzzing the five API endpoints on %s", (kind) => {
  let testApp: TestApp;
  const model: Model = {
    accessories: new Map(),
    orders: new Map(),
    keys: new Map(),
    items: new Map(),
    messages: new Map(),
    requests: 0,
    statuses: new Map(),
  };
  let startedAt = 0;

  const send = async (options: InjectOptions) => {
    const response = await testApp.app.inject(options);
    model.requests += 1;
    model.statuses.set(response.statusCode, (model.statuses.get(response.statusCode) ?? 0) + 1);
    return response;
  };

  beforeAll(async () => {
    testApp = await createTestApp({ kind, seed: true });
    const rows = await queryRows<{ id: string; rate: number }>(
      testApp.database.db,
      sql`select id, rate from accessories`,
    );
    for (const row of rows) model.accessories.set(row.id, row.rate);
    for (let index = 0; index < 5; index += 1) {
      const response = await postJson(testApp.app, apiPaths.saveOrder, validCustomer);
      model.requests += 1;
      expect(response.statusCode).toBe(201);
      model.orders.set(response.json()._id, normaliseCustomer(validCustomer));
    }
    startedAt = Date.now();
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it(`answers ${RUNS.list} generated catalogue page requests with a page or a 400`, async () => {
    const totalItems = model.accessories.size;
    await fc.assert(
      fc.asyncProperty(
        pageValue,
        fc.constantFrom("encoded", "raw", "repeated", "with-extra"),
        async (page, style) => {
          let query = "";
          if (page !== undefined) {
            // "raw" leaves the reserved characters a browser would leave; nothing can send a bare control character.
            const value =
              style === "raw"
                ? encodeURI(page).replace(/[#&+?=]/g, encodeURIComponent)
                : encodeURIComponent(page);
            query = `?page=${value}`;
            if (style === "repeated") query += "&page=2";
            if (style === "with-extra") query += "&sort=desc&limit=1000&page[]=";
          }
          const values = new URLSearchParams(query).getAll("page");
          const extraPageArray = style === "with-extra" && page !== undefined;
          const verdict: Verdict = extraPageArray ? "unknown" : judgePage(values);
          const response = await send({ method: "GET", url: `${apiPaths.accessories}${query}` });
          if (verdict === "unknown") {
            expectStatus(response, response.statusCode === 200 ? 200 : 400, { query });
          } else {
            expectStatus(response, verdict === "valid" ? 200 : 400, { query });
          }
          if (response.statusCode === 200) {
            const body = response.json();
            const pageNumber = values[0] ? Number(values[0]) : 1;
            expect(body.pagination).toEqual({
              totalItems,
              itemsPerPage: 8,
              currentPage: pageNumber,
              totalPages: Math.max(1, Math.ceil(totalItems / 8)),
            });
            expect(body.data).toHaveLength(Math.max(0, Math.min(8, totalItems - (pageNumber - 1) * 8)));
          }
        },
      ),
      { numRuns: RUNS.list },
    );
  });

  it(`answers ${RUNS.detail} generated accessory lookups with the accessory or a JSON 404`, async () => {
    const pool = [...model.accessories.keys()];
    await fc.assert(
      fc.asyncProperty(idChoice(2), async (choice) => {
        const resolved = resolveId(choice, pool);
        const id = typeof resolved === "string" ? resolved : JSON.stringify(resolved);
        const response = await send({ method: "GET", url: apiPaths.accessory(encodeURIComponent(id)) });
        const found =
          canonicalId(id) !== undefined && id === id.trim() && model.accessories.has(id.toLowerCase());
        expectStatus(response, found ? 200 : 404, { id });
        if (found) expect(response.json().data._id).toBe(id.toLowerCase());
      }),
      { numRuns: RUNS.detail },
    );
  });

  it(`answers ${RUNS.order} generated orders with 201, a replay, a 409 or a 4xx, as the contract says`, async () => {
    await fc.assert(
      fc.asyncProperty(
        bodyFields(false),
        extraFields,
        transport,
        idempotencyKey,
        async (fields, extras, how, key) => {
          const body = withExtras(fields, extras);
          const encoded = encode(body, how);
          const headers = { ...encoded.headers, ...(key === undefined ? {} : { "idempotency-key": key }) };
          const response = await send({
            method: "POST",
            url: apiPaths.saveOrder,
            headers,
            payload: encoded.payload,
          });
          const context = { payload: encoded.payload?.slice(0, 300), headers };

          const early = transportStatus(encoded, how);
          if (early !== undefined) return expectStatus(response, early, context);
          const verdict = judgeCustomer(encoded.parsed);
          if (verdict === "invalid") return expectStatus(response, 400, context);
          if (key !== undefined && !IDEMPOTENCY_KEY.test(key)) return expectStatus(response, 400, context);

          const parsed = encoded.parsed as Record<string, unknown>;
          const fingerprint = customerFingerprint(parsed);
          const previous = key === undefined ? undefined : model.keys.get(key);
          const conflicting = previous !== undefined && previous.fingerprint !== fingerprint;
          if (verdict === "unknown" && response.statusCode !== 201) {
            return expectStatus(response, conflicting && response.statusCode === 409 ? 409 : 400, context);
          }
          if (conflicting) return expectStatus(response, 409, context);
          expectStatus(response, 201, context);
          const order = response.json();
          if (previous) {
            expect(order._id).toBe(previous.orderId);
            expect(response.headers["idempotent-replayed"]).toBe("true");
            return;
          }
          expect(model.orders.has(order._id)).toBe(false);
          const stored = { name: order.name, email: order.email, address: order.address, phone: order.phone };
          if (verdict === "valid") {
            expect(stored).toEqual(normaliseCustomer(parsed));
            expect(order).toMatchObject({ status: "pending", total: 0, totalItems: 0 });
            for (const value of Object.values(stored)) {
              if (typeof value === "string") expect(response.body).toContain(JSON.stringify(value));
            }
          }
          model.orders.set(order._id, stored);
          if (key !== undefined) model.keys.set(key, { fingerprint, orderId: order._id });
        },
      ),
      { numRuns: RUNS.order },
    );
  });

  it(`answers ${RUNS.orderDetails} generated order lines with 201, a 404 or a 400`, async () => {
    const accessoryPool = [...model.accessories.keys()];
    await fc.assert(
      fc.asyncProperty(
        fc.record({ orderId: idChoice(6), accessoryId: idChoice(6), quantity: quantityValue }),
        extraFields,
        transport,
        async (choices, extras, how) => {
          const fields = {
            orderId: resolveId(choices.orderId, [...model.orders.keys()]),
            accessoryId: resolveId(choices.accessoryId, accessoryPool),
            quantity: choices.quantity,
          };
          const encoded = encode(withExtras(fields, extras), how);
          const response = await send({
            method: "POST",
            url: apiPaths.saveOrderDetails,
            headers: encoded.headers,
            payload: encoded.payload,
          });
          const context = { payload: encoded.payload?.slice(0, 300) };
          const early = transportStatus(encoded, how);
          if (early !== undefined) return expectStatus(response, early, context);
          if (judgeOrderItem(encoded.parsed) === "invalid") return expectStatus(response, 400, context);
          const parsed = encoded.parsed as Record<string, unknown>;
          const orderId = canonicalId(parsed.orderId);
          const accessoryId = canonicalId(parsed.accessoryId);
          if (!orderId || !model.orders.has(orderId)) return expectStatus(response, 404, context);
          if (!accessoryId || !model.accessories.has(accessoryId))
            return expectStatus(response, 404, context);
          expectStatus(response, 201, context);
          const line = response.json();
          expect(line).toMatchObject({
            orderId,
            accessoryId,
            quantity: parsed.quantity,
            rate: model.accessories.get(accessoryId),
            lineTotal: model.accessories.get(accessoryId)! * (parsed.quantity as number),
          });
          model.items.set(`${orderId}|${accessoryId}`, parsed.quantity as number);
        },
      ),
      { numRuns: RUNS.orderDetails },
    );
  });

  it(`answers ${RUNS.message} generated contact messages with 201 or a 4xx`, async () => {
    await fc.assert(
      fc.asyncProperty(bodyFields(true), extraFields, transport, async (fields, extras, how) => {
        const encoded = encode(withExtras(fields, extras), how);
        const response = await send({
          method: "POST",
          url: apiPaths.sendMessage,
          headers: encoded.headers,
          payload: encoded.payload,
        });
        const context = { payload: encoded.payload?.slice(0, 300), headers: encoded.headers };
        const early = transportStatus(encoded, how);
        if (early !== undefined) return expectStatus(response, early, context);
        const verdict = judgeMessage(encoded.parsed);
        if (verdict === "invalid" || (verdict === "unknown" && response.statusCode !== 201)) {
          return expectStatus(response, 400, context);
        }
        expectStatus(response, 201, context);
        const saved = response.json();
        const parsed = encoded.parsed as Record<string, unknown>;
        const stored = {
          name: saved.name,
          email: saved.email,
          address: saved.address,
          phone: saved.phone,
          message: saved.message,
        };
        if (verdict === "valid") {
          expect(stored).toEqual({ ...normaliseCustomer(parsed), message: String(parsed.message).trim() });
          for (const value of Object.values(stored)) {
            if (typeof value === "string") expect(response.body).toContain(JSON.stringify(value));
          }
        }
        expect(model.messages.has(saved._id)).toBe(false);
        model.messages.set(saved._id, stored);
      }),
      { numRuns: RUNS.message },
    );
  });

  it(`answers ${RUNS.wrongMethod} requests with the wrong method or a made-up path with a JSON 4xx`, async () => {
    const before = await counts();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("GET", "PUT", "PATCH", "DELETE", "POST", "OPTIONS"),
        fc.constantFrom(
          apiPaths.saveOrder,
          apiPaths.saveOrderDetails,
          apiPaths.sendMessage,
          apiPaths.accessories,
          apiPaths.accessory(randomUUID()),
          "/api/order",
          "/api/%2e%2e/%2e%2e/etc/passwd",
          "/api/message/send-message/extra",
        ),
        async (method, url) => {
          const isRealRoute =
            (method === "POST" &&
              [apiPaths.saveOrder, apiPaths.saveOrderDetails, apiPaths.sendMessage].includes(url as never)) ||
            (method === "GET" &&
              (url === apiPaths.accessories || url.startsWith("/api/accessory/get-accessory/")));
          fc.pre(!isRealRoute);
          const response = await send({
            method: method as "GET",
            url,
            headers: { "content-type": "application/json" },
            payload: method === "GET" ? undefined : JSON.stringify(validCustomer),
          });
          expectStatus(response, "any-4xx", { method, url });
        },
      ),
      { numRuns: RUNS.wrongMethod },
    );
    expect(await counts()).toEqual(before);
  });

  async function counts() {
    const [row] = await queryRows<{ orders: number; items: number; messages: number }>(
      testApp.database.db,
      sql`select (select count(*)::int from orders) as orders, (select count(*)::int from order_items) as items, (select count(*)::int from messages) as messages`,
    );
    return row;
  }

  it("stays up, and the database holds exactly the rows of the accepted requests", async () => {
    const health = await send({ method: "GET", url: "/api/health" });
    expect(health.statusCode).toBe(200);
    const { db } = testApp.database;

    const orders = await queryRows<{
      id: string;
      name: string;
      email: string | null;
      address: string;
      phone: string;
    }>(db, sql`select id, name, email, address, phone from orders`);
    expect(new Map(orders.map(({ id, ...customer }) => [id, customer]))).toEqual(model.orders);

    const items = await queryRows<{ order_id: string; accessory_id: string; quantity: number; rate: number }>(
      db,
      sql`select order_id, accessory_id, quantity, rate from order_items`,
    );
    expect(new Map(items.map((row) => [`${row.order_id}|${row.accessory_id}`, row.quantity]))).toEqual(
      model.items,
    );
    for (const row of items) expect(row.rate).toBe(model.accessories.get(row.accessory_id));

    const messages = await queryRows<{
      id: string;
      name: string;
      email: string | null;
      address: string;
      phone: string;
      message: string;
    }>(db, sql`select id, name, email, address, phone, message from messages`);
    expect(new Map(messages.map(({ id, ...message }) => [id, message]))).toEqual(model.messages);

    const [accessoryCount] = await queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from accessories`,
    );
    expect(accessoryCount.count).toBe(model.accessories.size);

    const seconds = (Date.now() - startedAt) / 1000;
    console.info(
      `[fuzz ${kind}] ${model.requests} requests in ${seconds.toFixed(1)} s; statuses ${JSON.stringify(Object.fromEntries(model.statuses))}; stored ${model.orders.size} orders, ${model.items.size} lines, ${model.messages.size} messages`,
    );
    expect(model.requests).toBeGreaterThanOrEqual(2_000);
  });

  it("renders the stored HTML payloads as escaped text in a server-rendered page", async () => {
    function StoredText() {
      const rows = useLoaderData() as string[];
      return createElement(
        "ul",
        null,
        ...rows.map((text, index) => createElement("li", { key: index }, text)),
      );
    }
    const web = await createWebTestApp({
      database: testApp.database,
      routes: [
        {
          path: "stored",
          Component: StoredText,
          loader: async () =>
            (
              await queryRows<{ text: string }>(
                testApp.database.db,
                sql`select message as text from messages where message like '%<%' union all select name from orders where name like '%<%'`,
              )
            ).map((row) => row.text),
        },
      ],
    });
    try {
      const stored = [...model.messages.values()]
        .map((row) => row.message)
        .concat([...model.orders.values()].map((row) => row.name));
      const hostile = htmlPayloads.filter(
        (payload) => payload.includes("<") && stored.some((text) => text.includes(payload)),
      );
      expect(hostile.length).toBeGreaterThan(0);
      const response = await web.app.inject({ method: "GET", url: "/stored" });
      expect(response.statusCode).toBe(200);
      expectInlineScriptsAllowed(response.body, response.headers["content-security-policy"]);
      for (const payload of hostile) {
        expect(response.body).not.toContain(payload);
        expect(response.body).toContain(escapeHtml(payload));
      }
    } finally {
      await web.app.close();
    }
  });
});
