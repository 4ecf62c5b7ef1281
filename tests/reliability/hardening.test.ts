import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { createElement } from "react";
import { useLoaderData } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { API_BODY_LIMIT_BYTES } from "../../common/limits";
import { apiPaths, expectError, postJson, validCustomer, validMessage } from "../helpers/api-client";
import { countRows } from "../helpers/fixtures";
import { databaseKinds } from "../helpers/test-database";
import { cspDirectives, expectInlineScriptsAllowed } from "./support/csp";
import { createWebTestApp, leakPattern, type WebTestApp } from "./support/web-app";

const hostileText = `</script><script>window.__pwned=1</script><!-- <img src=x onerror="window.__pwned=2"> \u2028\u2029`;
const secretFailure = "select card_number from secret_payments where 1=1";

function HostilePage() {
  const data = useLoaderData() as { text: string };
  return createElement("h1", null, data.text);
}

function FailingPage() {
  return createElement("p", null, "never rendered");
}

const testRoutes = [
  {
    path: "plain",
    Component: () => createElement("h1", null, "A plain page"),
    // Shareable, so the second request comes from the page cache.
    headers: () => ({ "Cache-Control": "public, max-age=0, s-maxage=60" }),
  },
  { path: "hostile", Component: HostilePage, loader: () => ({ text: hostileText }) },
  {
    path: "failing",
    Component: FailingPage,
    loader: () => {
      throw new Error(`Failed query: ${secretFailure}`);
    },
  },
];

function expectSecurityHeaders(response: LightMyRequestResponse) {
  expect(response.headers["x-content-type-options"]).toBe("nosniff");
  expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  const hsts = String(response.headers["strict-transport-security"]);
  expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000);
  expect(hsts).toMatch(/includeSubDomains/);
  expect(response.headers["x-powered-by"]).toBeUndefined();
  expect(response.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
}

describe("security headers and the Content-Security-Policy", () => {
  let web: WebTestApp;

  beforeAll(async () => {
    web = await createWebTestApp({ routes: testRoutes, seed: true });
  });
  afterAll(async () => {
    await web?.close();
  });

  const get = (url: string) => web.app.inject({ method: "GET", url });

  it("allows scripts only from the site itself and by the hashes of this page's inline scripts", async () => {
    const response = await get("/plain");
    expect(response.statusCode).toBe(200);
    const header = String(response.headers["content-security-policy"]);
    const policy = cspDirectives(header);
    // React Router's inline context script and its module loader, at the least.
    expect(expectInlineScriptsAllowed(response.body, header).length).toBeGreaterThanOrEqual(2);
    expect(policy.get("default-src")).toEqual(["'self'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'self'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.has("script-src-attr") ? policy.get("script-src-attr") : ["'none'"]).toEqual(["'none'"]);
    for (const [name, values] of policy) {
      // No directive may open the page to other origins or to eval.
      expect(
        values.filter((value) => /^(\*|https?:|'unsafe-eval'|'unsafe-hashes'|'strict-dynamic')$/.test(value)),
        name,
      ).toEqual([]);
      expect(
        values.filter((value) => /^(https?:\/\/|\*\.)/.test(value)),
        name,
      ).toEqual([]);
      expect(
        values.filter((value) => value.startsWith("'nonce-")),
        name,
      ).toEqual([]);
    }
    expect(response.body).not.toMatch(/\snonce=/);
    expect(response.body).not.toMatch(/\son[a-z]+\s*=/i);
  });

  it("sends the same bytes and the same policy to everyone, from the page cache too", async () => {
    const first = await get("/plain");
    const second = await get("/plain");
    expect(second.headers["x-page-cache"]).toBe("hit");
    expect(second.body).toBe(first.body);
    expect(second.headers["content-security-policy"]).toBe(first.headers["content-security-policy"]);
    expectInlineScriptsAllowed(second.body, second.headers["content-security-policy"]);
    // A request with a cookie is rendered for itself, and follows the same rule.
    const personal = await web.app.inject({ method: "GET", url: "/plain", headers: { cookie: "a=1" } });
    expect(personal.headers["x-page-cache"]).toBeUndefined();
    expectInlineScriptsAllowed(personal.body, personal.headers["content-security-policy"]);
  });

  it("sends the document headers with pages and the API set, with a policy that allows nothing, with JSON", async () => {
    const page = await get("/plain");
    // frame-ancestors 'none' forbids framing; an X-Frame-Options: SAMEORIGIN beside it would contradict it.
    expect(page.headers["x-frame-options"]).toBeUndefined();
    expect(page.headers["permissions-policy"]).toMatch(/camera=\(\)/);
    expect(page.headers["cross-origin-opener-policy"]).toBe("same-origin");
    const answers = await Promise.all([
      get(`${apiPaths.accessories}?page=1`),
      get(`${apiPaths.accessories}?page=zero`),
      get("/api/health"),
      get("/api/no-such-endpoint"),
      postJson(web.app, apiPaths.saveOrder, { name: 1 }),
    ]);
    for (const json of answers) {
      expect(json.headers["content-type"]).toMatch(/^application\/json/);
      expect(json.headers["content-security-policy"]).toBe("default-src 'none';frame-ancestors 'none'");
      expect(json.headers["cross-origin-resource-policy"]).toBe("same-origin");
      expect(json.headers["x-frame-options"]).toBeUndefined();
    }
    // The API's docs page is a document.
    const docs = await get("/api/docs/");
    expect(docs.headers["content-type"]).toMatch(/^text\/html/);
    expect(cspDirectives(String(docs.headers["content-security-policy"])).get("script-src")).toEqual([
      "'self'",
    ]);
    expect(docs.headers["x-frame-options"]).toBeUndefined();
    expect(docs.headers["permissions-policy"]).toBe(page.headers["permissions-policy"]);
  });

  it("sends nosniff, a referrer policy, HSTS and a request id on pages, API answers and API errors", async () => {
    const responses = await Promise.all([
      get("/plain"),
      get(`${apiPaths.accessories}?page=1`),
      get(`${apiPaths.accessories}?page=zero`),
      get("/api/no-such-endpoint"),
      postJson(web.app, apiPaths.saveOrder, { name: 1 }),
      web.app.inject({ method: "DELETE", url: "/plain" }),
    ]);
    for (const response of responses) expectSecurityHeaders(response);
  });

  it("gives every response its own request id and keeps the one a proxy sent", async () => {
    const ids = await Promise.all(
      Array.from(
        { length: 20 },
        async () => (await get(`${apiPaths.accessories}?page=1`)).headers["x-request-id"],
      ),
    );
    expect(new Set(ids).size).toBe(20);
    const forwarded = await web.app.inject({
      method: "GET",
      url: "/api/health",
      headers: { "x-request-id": "lb-7f3a9c21" },
    });
    expect(forwarded.headers["x-request-id"]).toBe("lb-7f3a9c21");
  });

  it("renders hostile loader data as inert text in the markup and in the hydration script", async () => {
    const response = await get("/hostile");
    expect(response.statusCode).toBe(200);
    expectInlineScriptsAllowed(response.body, response.headers["content-security-policy"]);
    expect(response.body).not.toContain("<script>window.__pwned");
    expect(response.body).not.toContain('<img src=x onerror="window.__pwned=2">');
    expect(response.body).toContain("&lt;/script&gt;&lt;script&gt;window.__pwned=1&lt;/script&gt;");
  });

  it("answers a failing page with a generic error page, never the failure's text, and logs the failure", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    let response: LightMyRequestResponse;
    let logText: string;
    try {
      response = await get("/failing");
      logText = logged.mock.calls.flat().map(String).join("\n");
    } finally {
      logged.mockRestore();
    }
    expect(logText).toContain("secret_payments");
    expect(response.statusCode).toBe(500);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.body).toContain("Something went wrong");
    expect(response.body).not.toContain("secret_payments");
    expect(response.body).not.toMatch(leakPattern);
  });
});

describe("static files", () => {
  let web: WebTestApp;
  let clientDir: string;

  beforeAll(async () => {
    clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "client-"));
    fs.mkdirSync(path.join(clientDir, "assets"));
    fs.writeFileSync(path.join(clientDir, "assets", "entry-abc123.js"), "export const a = 1;\n");
    web = await createWebTestApp({ clientDir });
  });
  afterAll(async () => {
    await web?.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  it("carry nosniff and the resource policy, not a document's headers", async () => {
    const response = await web.app.inject({ method: "GET", url: "/assets/entry-abc123.js" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["cross-origin-resource-policy"]).toBe("same-origin");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    for (const name of [
      "content-security-policy",
      "strict-transport-security",
      "x-frame-options",
      "referrer-policy",
    ]) {
      expect(response.headers[name], name).toBeUndefined();
    }
  });
});

describe.each(databaseKinds())("request limits and error bodies on %s", (kind) => {
  let web: WebTestApp;

  beforeAll(async () => {
    web = await createWebTestApp({ kind, seed: true });
  });
  afterAll(async () => {
    await web?.close();
  });

  const rawPost = (url: string, payload: string, contentType = "application/json") =>
    web.app.inject({ method: "POST", url, headers: { "content-type": contentType }, payload });

  it.each([apiPaths.saveOrder, apiPaths.saveOrderDetails, apiPaths.sendMessage])(
    "answers a body one byte over 16 KB at %s with a JSON 413 and stores nothing",
    async (url) => {
      const before = await countRows(web.database.db);
      const padding = "x".repeat(API_BODY_LIMIT_BYTES);
      const body = JSON.stringify({ ...validMessage, message: padding }).slice(0, API_BODY_LIMIT_BYTES + 1);
      expect(Buffer.byteLength(body)).toBe(API_BODY_LIMIT_BYTES + 1);
      const error = expectError(await rawPost(url, body), 413, "payload_too_large");
      expect(error.message).not.toMatch(leakPattern);
      expect(await countRows(web.database.db)).toEqual(before);
    },
  );

  it("reads a body of exactly 16 KB and judges its content instead", async () => {
    const base = JSON.stringify({ ...validMessage, message: "" });
    const body = JSON.stringify({ ...validMessage, message: "m".repeat(API_BODY_LIMIT_BYTES - base.length) });
    expect(Buffer.byteLength(body)).toBe(API_BODY_LIMIT_BYTES);
    const error = expectError(await rawPost(apiPaths.sendMessage, body), 400, "validation_failed");
    expect(error.fields).toEqual({ message: "Message must be at most 2000 characters" });
  });

  it.each([
    ["truncated JSON", '{"name": "Farhana", "phone": "0171'],
    ["a JavaScript literal", "{name: 'Farhana'}"],
    ["a trailing comma", '{"name": "Farhana",}'],
    ["a prototype-poisoning key", `{"__proto__": {"admin": true}, "name": "x"}`],
    ["a constructor-poisoning key", `{"constructor": {"prototype": {"admin": true}}}`],
    ["bare text", "DROP TABLE orders;"],
    ["a lone number", "12"],
    ["an array", "[1, 2, 3]"],
    ["null", "null"],
  ])("answers %s with a JSON 400 that quotes nothing from the parser", async (_label, payload) => {
    const response = await rawPost(apiPaths.saveOrder, payload);
    const error = expectError(response, 400);
    expect(error.message).not.toMatch(/Unexpected|position|token|JSON\.parse|__proto__|constructor/);
  });

  it.each([
    ["text/plain", "name=Farhana"],
    ["application/x-www-form-urlencoded", "name=Farhana&phone=01711223344"],
    [
      "multipart/form-data; boundary=x",
      '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nF\r\n--x--',
    ],
    ["application/xml", "<order><name>F</name></order>"],
  ])("answers a %s body with a JSON 415", async (contentType, payload) => {
    expectError(await rawPost(apiPaths.sendMessage, payload, contentType), 415, "unsupported_media_type");
  });

  it("answers a database failure with a generic 500 that carries no SQL and no stack", async () => {
    // A broken table makes every insert fail inside the driver, the worst case for leaking its error text.
    await web.database.db.execute(sql`alter table messages rename to messages_broken`);
    try {
      const response = await postJson(web.app, apiPaths.sendMessage, validMessage);
      const error = expectError(response, 500, "internal_error");
      expect(response.body).not.toMatch(leakPattern);
      expect(error.message).toBe("Something went wrong on our side. Please try again.");
    } finally {
      await web.database.db.execute(sql`alter table messages_broken rename to messages`);
    }
    expect((await postJson(web.app, apiPaths.sendMessage, validMessage)).statusCode).toBe(201);
  });
});

// Each test starts a fresh server and database: slow on a busy two-core machine, hence the longer timeouts.
describe("rate limits", () => {
  it("counts the socket address, so a spoofed X-Forwarded-For cannot buy more requests", async () => {
    const web = await createWebTestApp({ env: { RATE_LIMIT_MAX: "3" } });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const response = await web.app.inject({
          method: "POST",
          url: apiPaths.saveOrder,
          headers: { "content-type": "application/json", "x-forwarded-for": `203.0.113.${attempt}` },
          payload: JSON.stringify(validCustomer),
          remoteAddress: "198.51.100.7",
        });
        statuses.push(response.statusCode);
        if (response.statusCode === 429) expectError(response, 429, "rate_limited");
      }
      expect(statuses).toEqual([201, 201, 201, 429, 429]);
    } finally {
      await web.close();
    }
  }, 120_000);

  it("behind a trusted proxy, counts each forwarded client separately", async () => {
    const web = await createWebTestApp({ env: { RATE_LIMIT_MAX: "2", TRUST_PROXY: "1" } });
    try {
      const send = (client: string) =>
        web.app.inject({
          method: "POST",
          url: apiPaths.saveOrder,
          headers: { "content-type": "application/json", "x-forwarded-for": client },
          payload: JSON.stringify(validCustomer),
          remoteAddress: "10.0.0.2",
        });
      const first = [await send("203.0.113.1"), await send("203.0.113.1"), await send("203.0.113.1")];
      const other = await send("203.0.113.2");
      expect(first.map((response) => response.statusCode)).toEqual([201, 201, 429]);
      expect(other.statusCode).toBe(201);
    } finally {
      await web.close();
    }
  }, 120_000);
});
