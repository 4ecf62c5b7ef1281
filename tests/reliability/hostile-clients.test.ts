import net from "node:net";
import type { AddressInfo } from "node:net";
import { createElement } from "react";
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiPaths, expectError, validCustomer } from "../helpers/api-client";
import { createWebTestApp, type WebTestApp } from "./support/web-app";

/**
 * What an adversarial probe of a production build tried, each answered with a refusal: rotated
 * X-Forwarded-For against the order limit, a Host or X-Forwarded-Host naming another site, a malformed Host,
 * a hostile X-Request-Id, wrong methods, slow clients, cache-busting query strings and page floods.
 */

const SHARED = "public, max-age=0, s-maxage=60";
let renders = 0;

function OriginPage() {
  const data = useLoaderData() as { origin: string; render: number };
  return createElement("main", null, createElement("p", { id: "origin" }, `site-origin:${data.origin}|`));
}

const routes = [
  {
    // A path the page cache knows (see page-cache-policy.ts), so its query strings are keyed as on the site.
    path: "mission-vision",
    Component: OriginPage,
    loader: ({ context }: LoaderFunctionArgs) => {
      renders += 1;
      return { origin: (context as { siteUrl: string }).siteUrl, render: renders };
    },
    headers: () => ({ "Cache-Control": SHARED }),
  },
  {
    // Slow to render: a flood of these fills every render slot.
    path: "company-overview",
    Component: () => createElement("h1", null, "A slow page"),
    loader: async () => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      return null;
    },
  },
];

type LogLine = { level: number; msg: string; reqId?: string; [key: string]: unknown };

function logSink() {
  const lines: LogLine[] = [];
  return { lines, stream: { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) } };
}

const originOf = (body: string) => /site-origin:([^|<]*)\|/.exec(body)?.[1];

/** Sends raw bytes on a fresh connection and resolves with what came back once the server closes it. */
function rawExchange(
  port: number,
  steps: { first: string; drip?: string; everyMs?: number },
): Promise<{ answer: string; closedAfterMs: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(port, "127.0.0.1");
    let answer = "";
    let timer: NodeJS.Timeout | undefined;
    socket.on("connect", () => {
      socket.write(steps.first);
      if (steps.drip !== undefined) {
        timer = setInterval(() => {
          if (!socket.destroyed) socket.write(steps.drip!);
        }, steps.everyMs ?? 100);
      }
    });
    socket.on("data", (chunk) => (answer += chunk.toString()));
    socket.on("error", () => undefined);
    socket.on("close", () => {
      clearInterval(timer);
      resolve({ answer, closedAfterMs: Date.now() - started });
    });
    setTimeout(() => {
      clearInterval(timer);
      socket.destroy();
      reject(new Error(`the server still held the connection after 10 s; received: ${answer}`));
    }, 10_000);
  });
}

describe("a production server with SITE_URL, one trusted proxy hop and limits on", () => {
  let web: WebTestApp;
  const log = logSink();

  beforeAll(async () => {
    web = await createWebTestApp({
      env: {
        SITE_URL: "https://shop.example",
        TRUST_PROXY: "1",
        RATE_LIMIT_MAX: "3",
        PAGE_RATE_LIMIT_MAX: "40",
        LOG_LEVEL: "info",
      },
      routes,
      seed: true,
      logStream: log.stream,
      timeouts: { headersMs: 400, requestMs: 800, idleMs: 2_000, checkIntervalMs: 100 },
    });
    // A server and a seeded database: slow on a busy two-core machine.
  }, 180_000);
  afterAll(async () => {
    await web?.close();
  });

  const order = (peer: string, forwardedFor?: string) =>
    web.app.inject({
      method: "POST",
      url: apiPaths.saveOrder,
      headers: {
        "content-type": "application/json",
        ...(forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor }),
      },
      payload: JSON.stringify(validCustomer),
      remoteAddress: peer,
    });

  it("counts the address the proxy saw, however a client rotates the X-Forwarded-For it writes", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 8; attempt += 1) {
      // The client writes a fresh address each time; nginx appends the one it saw, 203.0.113.50.
      const response = await order("10.0.0.2", `198.51.100.${attempt}, 203.0.113.50`);
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expectError(response, 429, "rate_limited");
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429, 429, 429]);
  });

  it("ignores X-Forwarded-For from a client that reaches the server directly", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      statuses.push((await order("198.51.100.77", `203.0.113.${100 + attempt}`)).statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
  });

  it("names SITE_URL in pages, whatever Host or X-Forwarded-Host a request carries", async () => {
    for (const headers of [
      { host: "shop.example" },
      { host: "evil.example" },
      { host: "shop.example", "x-forwarded-host": "evil.example" },
      { host: "evil.example:8443", "x-forwarded-host": "evil.example", "x-forwarded-proto": "http" },
    ]) {
      const response = await web.app.inject({
        method: "GET",
        url: "/mission-vision",
        headers,
        remoteAddress: "192.0.2.10",
      });
      expect(response.statusCode).toBe(200);
      expect(originOf(response.body)).toBe("https://shop.example");
      expect(response.body).not.toContain("evil.example");
      expect(String(response.headers["cache-control"])).toContain("public");
    }
  });

  it("renders a page once for any number of made-up query strings", async () => {
    const before = renders;
    const answers = [];
    for (let index = 0; index < 20; index += 1) {
      answers.push(
        await web.app.inject({
          method: "GET",
          url: `/mission-vision?cb=${index}&utm_source=x`,
          remoteAddress: "192.0.2.11",
        }),
      );
    }
    expect(answers.every((response) => response.statusCode === 200)).toBe(true);
    expect(renders - before).toBeLessThanOrEqual(1);
    expect(answers.slice(1).every((response) => response.headers["x-page-cache"] === "hit")).toBe(true);
  });

  it("answers 429 to a client past the page limit, and keeps serving other clients and the API", async () => {
    const flood = [];
    for (let index = 0; index < 45; index += 1) {
      flood.push(
        (
          await web.app.inject({
            method: "GET",
            url: `/mission-vision?n=${index}`,
            remoteAddress: "198.51.100.200",
          })
        ).statusCode,
      );
    }
    expect(flood.slice(0, 40).every((status) => status === 200)).toBe(true);
    expect(flood.slice(40)).toEqual([429, 429, 429, 429, 429]);
    const refused = await web.app.inject({
      method: "GET",
      url: "/mission-vision",
      remoteAddress: "198.51.100.200",
    });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    // The API is not a page: its own limits apply.
    const api = await web.app.inject({ method: "GET", url: "/api/health", remoteAddress: "198.51.100.200" });
    expect(api.statusCode).toBe(200);
    const other = await web.app.inject({
      method: "GET",
      url: "/mission-vision",
      remoteAddress: "198.51.100.201",
    });
    expect(other.statusCode).toBe(200);
  });

  it("renders a few pages at once and turns the rest of a flood away with 503, while the API answers", async () => {
    // A cookie makes each request its own render (nothing personal is shared), as unique URLs once did.
    const flood = Array.from({ length: 100 }, (_, index) =>
      web.app.inject({
        method: "GET",
        url: "/company-overview",
        headers: { cookie: `visitor=${index}` },
        remoteAddress: `198.18.0.${index}`,
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    const health = await web.app.inject({ method: "GET", url: "/api/health", remoteAddress: "192.0.2.30" });
    const healthMs = Date.now() - started;
    const answers = await Promise.all(flood);
    expect(health.statusCode).toBe(200);
    // Renders that find no free slot wait up to 3 s: the API must not be one of them. Within 2.5 s leaves a
    // busy two-core machine its margin and still fails an API that queued behind the renders.
    expect(healthMs).toBeLessThan(2_500);
    const statuses = answers.map((response) => response.statusCode);
    const busy = answers.filter((response) => response.statusCode === 503);
    // 4 render at once and 64 wait at most 3 s: of 100 requests lasting 400 ms, some render, the rest wait no
    // longer than that and are told to come back.
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(4);
    expect(busy.length).toBeGreaterThanOrEqual(32);
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
    expect(busy[0].headers["retry-after"]).toBe("2");
    expect(busy[0].headers["cache-control"]).toBe("no-store");
    expect(busy[0].body).toBe("The site is busy. Please try again in a moment.\n");
  });

  it.each(["a</script>", "shop.example/path", "shop example", "[not-ipv6]", "x".repeat(300)])(
    "answers Host %j with a 400, logged as the client's mistake",
    async (host) => {
      const response = await web.app.inject({ method: "GET", url: "/mission-vision", headers: { host } });
      expect(response.statusCode).toBe(400);
      expectError(response, 400, "bad_request");
      expect(response.body).not.toContain("script");
      const id = String(response.headers["x-request-id"]);
      const lines = log.lines.filter((line) => line.reqId === id);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({ level: 30, msg: "request", statusCode: 400 });
    },
  );

  it("keeps a short, safe X-Request-Id and replaces anything else with its own", async () => {
    const kept = await web.app.inject({
      method: "GET",
      url: "/api/health",
      headers: { "x-request-id": "lb-7f3a9c21:1" },
    });
    expect(kept.headers["x-request-id"]).toBe("lb-7f3a9c21:1");
    for (const hostile of [
      `<script>alert(1)</script>${"A".repeat(8_000)}`,
      "A".repeat(65),
      "id with spaces",
      "ü",
    ]) {
      const response = await web.app.inject({
        method: "GET",
        url: "/api/health",
        headers: { "x-request-id": hostile },
      });
      expect(response.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(JSON.stringify(log.lines)).not.toContain("<script>alert(1)");
  });

  it("writes one log line per request, with its request id, method, path, status and time", async () => {
    const response = await web.app.inject({ method: "GET", url: `${apiPaths.accessories}?page=1` });
    const page = await web.app.inject({ method: "GET", url: "/mission-vision", remoteAddress: "192.0.2.12" });
    for (const answer of [response, page]) {
      const lines = log.lines.filter((line) => line.reqId === answer.headers["x-request-id"]);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({ level: 30, msg: "request", method: "GET", statusCode: 200 });
      expect(typeof lines[0].responseTime).toBe("number");
    }
    expect(
      log.lines.some((line) => line.msg === "incoming request" || line.msg === "request completed"),
    ).toBe(false);
  });

  it("answers a wrong method with 405 and the methods the address takes", async () => {
    const cases: [string, string, string][] = [
      ["DELETE", apiPaths.accessories, "GET, HEAD"],
      ["POST", "/api/health", "GET, HEAD"],
      ["GET", apiPaths.saveOrder, "POST"],
      ["PUT", "/mission-vision", "GET, HEAD"],
    ];
    for (const [method, url, allow] of cases) {
      const response = await web.app.inject({ method: method as "GET", url, remoteAddress: "192.0.2.13" });
      expect(response.statusCode, `${method} ${url}`).toBe(405);
      expect(response.headers.allow).toBe(allow);
      expectError(response, 405, "method_not_allowed");
    }
    // An address that does not exist under any method is still a 404, and so is one the router turns away
    // for the very method it takes (an id past the parameter length limit).
    expectError(await web.app.inject({ method: "DELETE", url: "/api/no-such-endpoint" }), 404, "not_found");
    const tooLong = await web.app.inject({
      method: "GET",
      url: `/api/accessory/get-accessory/${"a".repeat(300)}`,
    });
    expectError(tooLong, 404, "not_found");
    expect(tooLong.headers.allow).toBeUndefined();
  });

  describe("over a real socket", () => {
    let port: number;

    beforeAll(async () => {
      await web.app.listen({ port: 0, host: "127.0.0.1" });
      port = (web.app.server.address() as AddressInfo).port;
    });

    it("answers an HTTP/1.0 request without a Host with a 400", async () => {
      const { answer } = await rawExchange(port, { first: "GET /mission-vision HTTP/1.0\r\n\r\n" });
      expect(answer).toMatch(/^HTTP\/1\.1 400 /);
      expect(answer).toContain('"code":"bad_request"');
    });

    it("drops a client that sends its headers one line at a time", async () => {
      const { answer, closedAfterMs } = await rawExchange(port, {
        first: "GET /mission-vision HTTP/1.1\r\nHost: shop.example\r\n",
        drip: "X-Slow: 1\r\n",
        everyMs: 100,
      });
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(closedAfterMs).toBeLessThan(3_000);
    });

    it("drops a client that sends its body one byte at a time", async () => {
      const { answer, closedAfterMs } = await rawExchange(port, {
        first:
          `POST ${apiPaths.saveOrder} HTTP/1.1\r\nHost: shop.example\r\nContent-Type: application/json\r\n` +
          "Content-Length: 1000\r\n\r\n{",
        drip: " ",
        everyMs: 100,
      });
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(closedAfterMs).toBeLessThan(3_000);
    });

    it("drops a client that connects and sends nothing", async () => {
      const { closedAfterMs } = await rawExchange(port, { first: "" });
      expect(closedAfterMs).toBeLessThan(3_000);
    });

    it("still serves a client that sends its request at once", async () => {
      const { answer } = await rawExchange(port, {
        first: "GET /api/health HTTP/1.1\r\nHost: shop.example\r\nConnection: close\r\n\r\n",
      });
      expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    });
  });
});

describe("a server without SITE_URL", () => {
  it("in production, serves pages only at this machine's own names and refuses any other Host with a 400", async () => {
    const log = logSink();
    const web = await createWebTestApp({
      env: { TRUST_PROXY: "10.0.0.0/8", RATE_LIMIT_MAX: "2", LOG_LEVEL: "info" },
      routes,
      logStream: log.stream,
    });
    try {
      const get = (host: string, extra: Record<string, string> = {}, url = "/mission-vision") =>
        web.app.inject({ method: "GET", url, headers: { host, ...extra }, remoteAddress: "10.0.0.2" });

      // The quick start: `npm start`, then http://localhost:3000 or http://127.0.0.1:3000 in a browser.
      const first = await get("localhost:3000");
      expect(first.statusCode).toBe(200);
      expect(originOf(first.body)).toBe("http://localhost:3000");
      expect((await get("localhost:3000")).headers["x-page-cache"]).toBe("hit");
      expect(String(first.headers.vary)).toMatch(/host/);
      const numeric = await get("127.0.0.1:3000");
      expect(numeric.statusCode).toBe(200);
      expect(originOf(numeric.body)).toBe("http://127.0.0.1:3000");
      expect(numeric.headers["cache-control"]).toBe("private, no-store");
      expect(originOf((await get("[::1]:3000")).body)).toBe("http://[::1]:3000");
      // X-Forwarded-Host is never read, even from a trusted proxy.
      const forwarded = await get("localhost:3000", { "x-forwarded-host": "evil.example" });
      expect(originOf(forwarded.body)).toBe("http://localhost:3000");

      // Any other host never reaches a page, its canonical link, Open Graph URL or JSON-LD.
      for (const host of [
        "evil.example",
        "shop.example",
        "evil.example:3000",
        "192.168.1.20:3000",
        "localhost.evil.example",
      ]) {
        const refused = await get(host);
        expect(refused.statusCode, host).toBe(400);
        expectError(refused, 400, "unknown_host");
        expect(refused.body).not.toContain(host);
        expect(refused.headers["cache-control"]).toBe("no-store");
        expect(refused.headers["content-security-policy"]).toBeDefined();
      }
      expect((await get("evil.example", {}, "/robots.txt")).statusCode).toBe(400);
      expect((await get("evil.example", {}, "/mission-vision.data")).statusCode).toBe(400);
      // The API names no origin: it answers whatever the host.
      expect((await get("evil.example", {}, "/api/health")).statusCode).toBe(200);
      // The operator hears of it once, with what to set.
      const warnings = log.lines.filter((line) => line.level === 40 && /SITE_URL/.test(line.msg));
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatchObject({ host: "evil.example" });

      // Trusted by network: a proxy in 10.0.0.0/8 names the client; a rotated prefix changes nothing.
      const send = (forwardedFor: string, peer = "10.0.0.2") =>
        web.app.inject({
          method: "POST",
          url: apiPaths.saveOrder,
          headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor },
          payload: JSON.stringify(validCustomer),
          remoteAddress: peer,
        });
      const rotated = [];
      for (let attempt = 0; attempt < 4; attempt += 1) {
        rotated.push((await send(`198.51.100.${attempt}, 203.0.113.60`)).statusCode);
      }
      expect(rotated).toEqual([201, 201, 429, 429]);
      // A peer outside the trusted network is counted by its own address.
      const untrusted = [];
      for (let attempt = 0; attempt < 3; attempt += 1) {
        untrusted.push((await send(`203.0.113.${70 + attempt}`, "192.168.7.7")).statusCode);
      }
      expect(untrusted).toEqual([201, 201, 429]);
    } finally {
      await web.close();
    }
  }, 120_000);

  it("in development, shares the page of the first host asked for; another host's page is that request's alone", async () => {
    const web = await createWebTestApp({ env: { NODE_ENV: "development" }, routes });
    try {
      const get = (host: string) =>
        web.app.inject({ method: "GET", url: "/mission-vision", headers: { host } });
      const first = await get("192.168.1.20:5173");
      expect(originOf(first.body)).toBe("http://192.168.1.20:5173");
      expect((await get("192.168.1.20:5173")).headers["x-page-cache"]).toBe("hit");
      const other = await get("evil.example");
      expect(other.statusCode).toBe(200);
      expect(originOf(other.body)).toBe("http://evil.example");
      expect(other.headers["cache-control"]).toBe("private, no-store");
      expect((await get("evil.example")).headers["x-page-cache"]).not.toBe("hit");
    } finally {
      await web.close();
    }
  }, 120_000);

  it("with ALLOWED_HOSTS, names an allowed host and gives every other host the first of them", async () => {
    const web = await createWebTestApp({ env: { ALLOWED_HOSTS: "shop.example,www.shop.example" }, routes });
    try {
      const get = (host: string) =>
        web.app.inject({ method: "GET", url: "/mission-vision", headers: { host } });
      expect(originOf((await get("www.shop.example")).body)).toBe("http://www.shop.example");
      const evil = await get("evil.example");
      expect(originOf(evil.body)).toBe("http://shop.example");
      expect(evil.body).not.toContain("evil.example");
    } finally {
      await web.close();
    }
  }, 120_000);
});
