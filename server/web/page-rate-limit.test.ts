import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { pageRateLimit } from "./page-rate-limit";

async function appWithLimit(options: Parameters<typeof pageRateLimit>[0]) {
  const app = Fastify();
  app.get("/page", { onRequest: pageRateLimit(options) }, async () => "a page");
  app.get("/asset.css", async () => "not counted");
  await app.ready();
  return app;
}

describe("pageRateLimit", () => {
  it("answers 429 with Retry-After past the limit, per client, and counts afresh in the next window", async () => {
    let time = 1_000_000;
    const app = await appWithLimit({ max: 3, windowMs: 60_000, now: () => time });
    const get = (remoteAddress: string, url = "/page") => app.inject({ method: "GET", url, remoteAddress });

    const first = [];
    for (let index = 0; index < 5; index += 1) first.push((await get("203.0.113.9")).statusCode);
    expect(first).toEqual([200, 200, 200, 429, 429]);
    const refused = await get("203.0.113.9");
    expect(refused.headers["retry-after"]).toBe("60");
    expect(refused.headers["cache-control"]).toBe("no-store");
    expect(refused.body).toBe("Too many requests. Please wait a moment and try again.\n");

    // Another client, and requests outside the limited routes, are not affected.
    expect((await get("198.51.100.4")).statusCode).toBe(200);
    expect((await get("203.0.113.9", "/asset.css")).statusCode).toBe(200);

    time += 60_000;
    expect((await get("203.0.113.9")).statusCode).toBe(200);
    await app.close();
  });

  it("holds no more clients than it is allowed, starting afresh rather than growing", async () => {
    const app = await appWithLimit({ max: 1, maxClients: 3 });
    for (const client of ["192.0.2.1", "192.0.2.2", "192.0.2.3"]) {
      expect((await app.inject({ method: "GET", url: "/page", remoteAddress: client })).statusCode).toBe(200);
    }
    expect((await app.inject({ method: "GET", url: "/page", remoteAddress: "192.0.2.1" })).statusCode).toBe(
      429,
    );
    // A fourth client finds the table full: counting restarts, and its request goes through.
    expect((await app.inject({ method: "GET", url: "/page", remoteAddress: "192.0.2.4" })).statusCode).toBe(
      200,
    );
    await app.close();
  });
});
