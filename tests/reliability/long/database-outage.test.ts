import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
// @ts-expect-error plain JavaScript build helpers shared with npm start
import { build, buildDir, buildIsCurrent } from "../../../scripts/build-steps.mjs";
import { validCustomer, validMessage } from "../../helpers/api-client";
import {
  createPostgresDatabase,
  killIfRunning,
  startServerProcess,
  temporaryDirectory,
  type ServerProcess,
} from "../support/server-process";
import { startTcpProxy, type TcpProxy } from "../support/tcp-proxy";

const API_DEADLINE_MS = 2_000;
const HEALTH_DEADLINE_MS = 2_500;
const marketingPages = [
  "/",
  "/company-overview",
  "/mission-vision",
  "/portfolio",
  "/portfolio/residential-interior-design",
  "/projects",
  "/project/view-details/banani",
  "/services/home-interior-design",
];

type Timed = { label: string; status: number; ms: number; body: string; contentType: string };

async function timed(label: string, url: string, init?: RequestInit): Promise<Timed> {
  const started = performance.now();
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
    const body = await response.text();
    return {
      label,
      status: response.status,
      ms: performance.now() - started,
      body,
      contentType: response.headers.get("content-type") ?? "",
    };
  } catch (error) {
    const cause = error instanceof Error && error.cause ? ` (${String(error.cause)})` : "";
    return {
      label,
      status: 0,
      ms: performance.now() - started,
      body: `${String(error)}${cause}`,
      contentType: "",
    };
  }
}

const postJson = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: "POST",
  headers: { "content-type": "application/json", ...headers },
  body: JSON.stringify(body),
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("a PostgreSQL outage seen by the real server process", () => {
  let dataDir: string | undefined;
  let proxy: TcpProxy;
  let server: ServerProcess | undefined;
  let dropDatabase: () => Promise<void>;
  let accessoryId: string;
  let orderId: string;

  beforeAll(async () => {
    dataDir = temporaryDirectory("outage-data-");
    if (!buildIsCurrent() || !fs.existsSync(path.join(buildDir, "server", "index.js"))) await build();
    const serverUrl = new URL(process.env.TEST_DATABASE_URL!);
    const database = await createPostgresDatabase(serverUrl.toString(), "outage");
    dropDatabase = database.drop;
    proxy = await startTcpProxy(serverUrl.hostname, Number(serverUrl.port || 5432));
    const throughProxy = new URL(database.url);
    throughProxy.hostname = "127.0.0.1";
    throughProxy.port = String(proxy.port);
    server = await startServerProcess({
      DATABASE_URL: throughProxy.toString(),
      BUILD_DIR: buildDir,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
    });
    const page = await (await fetch(`${server.baseUrl}/api/accessory/get-all-accessories?page=1`)).json();
    accessoryId = page.data[0]._id;
  });
  afterAll(async () => {
    await proxy?.setMode("up");
    if (server && server.child.exitCode === null) {
      server.child.kill("SIGTERM");
      await Promise.race([server.exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    }
    await killIfRunning(server);
    await proxy?.close();
    await dropDatabase?.();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  beforeEach(async () => {
    // A failed test must not leave the next one in an outage.
    await proxy.setMode("up");
    await waitForHealth(15_000);
  });

  async function waitForHealth(timeoutMs: number): Promise<Timed> {
    const deadline = Date.now() + timeoutMs;
    let health = await timed("health", `${server!.baseUrl}/api/health`);
    while (health.status !== 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      health = await timed("health", `${server!.baseUrl}/api/health`);
    }
    return health;
  }

  let fresh = 0;

  /** What the server printed last, when it is no longer running. */
  const exitNote = () =>
    server && server.child.exitCode !== null
      ? `\nThe server exited (${server.child.exitCode}):\n${server.output().slice(-3_000)}`
      : "";

  /**
   * One call per endpoint. Reads the server has cached (page 1) may still be answered from memory; reads it
   * cannot have cached (a new page number, an id never asked for) and every write must reach the database.
   */
  const apiCalls = () => {
    const base = server!.baseUrl;
    fresh += 1;
    return [
      { cacheable: true, call: timed("cached list", `${base}/api/accessory/get-all-accessories?page=1`) },
      {
        cacheable: false,
        call: timed("list", `${base}/api/accessory/get-all-accessories?page=${1_000 + fresh}`),
      },
      { cacheable: false, call: timed("detail", `${base}/api/accessory/get-accessory/${randomUUID()}`) },
      {
        cacheable: false,
        call: timed(
          "save-order",
          `${base}/api/order/save-order`,
          postJson(validCustomer, { "idempotency-key": `outage-${randomUUID()}` }),
        ),
      },
      {
        cacheable: false,
        call: timed(
          "save-order-details",
          `${base}/api/order/save-order-details`,
          postJson({ orderId, accessoryId, quantity: 2 }),
        ),
      },
      {
        cacheable: false,
        call: timed("send-message", `${base}/api/message/send-message`, postJson(validMessage)),
      },
    ];
  };

  it.each(["silent", "refusing"] as const)(
    "while the database is %s, the API answers 503 JSON within 2 s, pages render, health is 503, and it recovers without a restart",
    async (mode) => {
      const pid = server!.child.pid;
      const warm = await timed(
        "save-order",
        `${server!.baseUrl}/api/order/save-order`,
        postJson(validCustomer),
      );
      expect(warm.status).toBe(201);
      orderId = JSON.parse(warm.body)._id;

      await proxy.setMode(mode);
      // The first round meets the pool's open connections, the second needs new ones.
      const apiTimes: number[] = [];
      for (const round of [1, 2]) {
        for (const { cacheable, call } of apiCalls()) {
          const result = await call;
          apiTimes.push(result.ms);
          const context = `${mode}, round ${round}, ${result.label}: ${result.status} after ${result.ms.toFixed(0)} ms ${result.body.slice(0, 200)}${exitNote()}`;
          expect.soft(result.ms, context).toBeLessThan(API_DEADLINE_MS);
          if (cacheable && result.status === 200) continue;
          expect(result.status, context).toBe(503);
          expect(result.contentType, context).toMatch(/^application\/json/);
          expect(JSON.parse(result.body), context).toEqual({
            error: { code: "database_unavailable", message: expect.any(String) },
          });
        }
      }

      const health = await timed("health", `${server!.baseUrl}/api/health`);
      expect(health.status, health.body).toBe(503);
      expect(JSON.parse(health.body)).toMatchObject({ status: "unavailable" });
      expect.soft(health.ms, `health: ${health.ms.toFixed(0)} ms`).toBeLessThan(HEALTH_DEADLINE_MS);

      // A cookie keeps the shared page cache out of it: each page is rendered now, during the outage.
      const pages = await Promise.all(
        marketingPages.map((page) =>
          timed(page, `${server!.baseUrl}${page}`, { headers: { cookie: "outage-test=1" } }),
        ),
      );
      for (const page of pages) {
        const context = `${page.label}: ${page.status} after ${page.ms.toFixed(0)} ms`;
        expect(page.status, context).toBe(200);
        expect(page.contentType, context).toMatch(/^text\/html/);
        expect(page.body, context).toMatch(/<h1[\s>]/);
        expect.soft(page.ms, context).toBeLessThan(API_DEADLINE_MS);
      }

      await proxy.setMode("up");
      const restoredAt = performance.now();
      const recovered = await waitForHealth(15_000);
      expect(recovered.status, recovered.body).toBe(200);
      const recoveredAfter = (performance.now() - restoredAt) / 1000;
      for (const { call } of apiCalls()) {
        const result = await call;
        const context = `${result.label} after recovery: ${result.status} ${result.body.slice(0, 200)}`;
        expect(result.status, context).toBeGreaterThanOrEqual(200);
        expect(result.status, context).toBeLessThan(result.label === "detail" ? 405 : 300);
      }
      expect(server!.child.exitCode).toBeNull();
      expect(server!.child.pid).toBe(pid);
      console.info(
        `[outage ${mode}] API 503 within ${Math.max(...apiTimes).toFixed(0)} ms, health 503 in ${health.ms.toFixed(0)} ms, pages within ${Math.max(...pages.map((page) => page.ms)).toFixed(0)} ms, recovered ${recoveredAfter.toFixed(1)} s after the database returned`,
      );
    },
  );
});
