import zlib from "node:zlib";
import { createElement } from "react";
import { useLoaderData } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { PAGE_REVALIDATE_DELAY_MS } from "../../common/limits";
import { expectInlineScriptsAllowed } from "./support/csp";
import { createWebTestApp, type WebTestApp } from "./support/web-app";

/** Each render of a page counts, and shows its count, so a test can tell a render from a cache hit. */
const renders = new Map<string, number>();

function CountedPage() {
  const data = useLoaderData() as { name: string; render: number };
  return createElement(
    "main",
    null,
    createElement("h1", null, data.name),
    createElement("p", null, `render ${data.render} `.repeat(200)),
  );
}

const counted = (path: string, cacheControl?: string) => ({
  path,
  Component: CountedPage,
  loader: async () => {
    const render = (renders.get(path) ?? 0) + 1;
    renders.set(path, render);
    // Slow enough that concurrent requests overlap with the render.
    await new Promise((resolve) => setTimeout(resolve, 20));
    return { name: path, render };
  },
  ...(cacheControl ? { headers: () => ({ "Cache-Control": cacheControl }) } : {}),
});

const SHARED = "public, max-age=0, s-maxage=30, stale-while-revalidate=300";

describe("the shared page cache", () => {
  let web: WebTestApp;

  beforeAll(async () => {
    web = await createWebTestApp({
      env: { SITE_URL: "https://shop.example" },
      routes: [
        counted("variants", SHARED),
        counted("conditional", SHARED),
        counted("concurrent", SHARED),
        counted("stale", SHARED),
        counted("origins", SHARED),
        counted("agents", SHARED),
        counted("personal", SHARED),
        counted("unshared"),
      ],
    });
  });
  afterAll(async () => {
    await web?.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const get = (url: string, headers: Record<string, string> = {}, method: "GET" | "HEAD" = "GET") =>
    web.app.inject({ method, url, headers });

  it("stores each page once with brotli and gzip variants and sends the one the client accepts", async () => {
    const plain = await get("/variants");
    expect(plain.headers["x-page-cache"]).toBe("miss");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toBe("accept-encoding");
    const br = await get("/variants", { "accept-encoding": "gzip, deflate, br" });
    const gzip = await get("/variants", { "accept-encoding": "gzip" });
    for (const [response, encoding, decode] of [
      [br, "br", zlib.brotliDecompressSync],
      [gzip, "gzip", zlib.gunzipSync],
    ] as const) {
      expect(response.headers["x-page-cache"]).toBe("hit");
      expect(response.headers["content-encoding"]).toBe(encoding);
      expect(response.headers.vary).toBe("accept-encoding");
      expect(Number(response.headers["content-length"])).toBe(response.rawPayload.length);
      expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(decode(response.rawPayload).toString()).toBe(plain.body);
      // The policy is the page's own: the hashes of the scripts in the bytes it describes.
      expect(response.headers["content-security-policy"]).toBe(plain.headers["content-security-policy"]);
      expectInlineScriptsAllowed(
        decode(response.rawPayload).toString(),
        response.headers["content-security-policy"],
      );
    }
    const tags = [plain, br, gzip].map((response) => response.headers.etag);
    for (const tag of tags) expect(tag).toMatch(/^"[\w-]+"$/);
    expect(new Set(tags).size).toBe(3);
    expect(renders.get("variants")).toBe(1);
  });

  it("answers 304 to a client that holds the page, and HEAD with the headers only", async () => {
    const first = await get("/conditional", { "accept-encoding": "br" });
    const again = await get("/conditional", {
      "accept-encoding": "br",
      "if-none-match": String(first.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers.vary).toBe("accept-encoding");
    expect(again.headers["cache-control"]).toBe(SHARED);
    expect(again.headers["x-request-id"]).toBeDefined();
    const changed = await get("/conditional", { "accept-encoding": "br", "if-none-match": '"old"' });
    expect(changed.statusCode).toBe(200);
    const head = await get("/conditional", { "accept-encoding": "br" }, "HEAD");
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe("");
    expect(head.headers["content-length"]).toBe(first.headers["content-length"]);
    expect(renders.get("conditional")).toBe(1);
  });

  it("renders a page once for many simultaneous first requests", async () => {
    const responses = await Promise.all(Array.from({ length: 20 }, () => get("/concurrent")));
    expect(new Set(responses.map((response) => response.statusCode))).toEqual(new Set([200]));
    expect(new Set(responses.map((response) => response.body)).size).toBe(1);
    expect(responses.filter((response) => response.headers["x-page-cache"] === "miss")).toHaveLength(1);
    expect(renders.get("concurrent")).toBe(1);
  });

  it("serves a page past its s-maxage at once while one background render, a moment later, refreshes it", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const first = await get("/stale");
    expect(first.body).toContain("render 1");
    vi.setSystemTime(Date.now() + 31_000);
    const stale = await Promise.all(Array.from({ length: 5 }, () => get("/stale")));
    for (const response of stale) {
      expect(response.headers["x-page-cache"]).toBe("stale");
      expect(response.body).toContain("render 1");
    }
    // The refresh waits a moment, so the requests right behind the page (its stylesheet, fonts, images) are
    // not kept waiting by a render.
    await new Promise((resolve) => setTimeout(resolve, PAGE_REVALIDATE_DELAY_MS / 2));
    expect(renders.get("stale")).toBe(1);
    await vi.waitFor(
      async () => {
        const fresh = await get("/stale");
        expect(fresh.headers["x-page-cache"]).toBe("hit");
        expect(fresh.body).toContain("render 2");
      },
      { timeout: PAGE_REVALIDATE_DELAY_MS + 5_000, interval: 100 },
    );
    expect(renders.get("stale")).toBe(2);
    // Past stale-while-revalidate, the page is rendered again before it is sent.
    vi.setSystemTime(Date.now() + 331_000);
    const expired = await get("/stale");
    expect(expired.headers["x-page-cache"]).toBe("miss");
    expect(expired.body).toContain("render 3");
  });

  it("keeps one copy whatever the Host, for bots and for browsers, and none for a request with a cookie", async () => {
    await get("/origins", { host: "shop.example" });
    expect((await get("/origins", { host: "shop.example" })).headers["x-page-cache"]).toBe("hit");
    // With SITE_URL set, pages name it whatever Host a request carries: another host is the same page.
    expect((await get("/origins", { host: "evil.example" })).headers["x-page-cache"]).toBe("hit");

    const bot = { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" };
    await get("/agents", {
      "user-agent": "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0",
    });
    expect((await get("/agents", bot)).headers["x-page-cache"]).toBe("miss");
    expect((await get("/agents", bot)).headers["x-page-cache"]).toBe("hit");

    const personal = await get("/personal", { cookie: "session=1" });
    expect(personal.statusCode).toBe(200);
    expect(personal.headers["x-page-cache"]).toBeUndefined();
    expect((await get("/personal", { cookie: "session=1" })).body).toContain("render 2");
  });

  it("does not share a page whose policy does not allow it", async () => {
    await get("/unshared");
    const again = await get("/unshared");
    expect(again.headers["x-page-cache"]).toBeUndefined();
    expect(renders.get("unshared")).toBe(2);
    expectInlineScriptsAllowed(again.body, again.headers["content-security-policy"]);
  });
});
