import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiPaths, expectError, postJson, validCustomer, validMessage } from "../../tests/helpers/api-client";
import { countRows, insertAccessory } from "../../tests/helpers/fixtures";
import {
  createTestApp,
  createTestDatabase,
  createUnreachableDatabase,
  databaseKinds,
  type TestApp,
  type TestDatabase,
} from "../../tests/helpers/test-database";
import type { DatabaseHandle } from "../db/database";

const postEndpoints = [
  [apiPaths.saveOrder, validCustomer],
  [apiPaths.saveOrderDetails, { orderId: randomUUID(), accessoryId: randomUUID(), quantity: 1 }],
  [apiPaths.sendMessage, validMessage],
] as const;

describe.each(databaseKinds())("API on %s", (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.destroy();
  });

  describe("request handling", () => {
    let testApp: TestApp;

    beforeAll(async () => {
      testApp = await createTestApp({ database });
    });
    afterAll(async () => {
      await testApp?.close();
    });

    const send = (url: string, contentType: string | undefined, payload: string) =>
      testApp.app.inject({
        method: "POST",
        url,
        headers: contentType ? { "content-type": contentType } : {},
        payload,
      });

    describe.each(postEndpoints)("POST %s", (url, validBody) => {
      it("answers 413 to a body over 16 KB and stores nothing", async () => {
        const before = await countRows(testApp.database.db);
        const payload = JSON.stringify({ ...validBody, message: "m".repeat(16 * 1024) });
        const error = expectError(await send(url, "application/json", payload), 413, "payload_too_large");
        expect(error.message).toBe("The request body is too large.");
        expect(await countRows(testApp.database.db)).toEqual(before);
      });

      it.each([
        "text/plain",
        "text/plain; charset=utf-8",
        "application/x-www-form-urlencoded",
        "multipart/form-data; boundary=x",
        "application/xml",
      ])("answers 415 to a %s body", async (contentType) => {
        const error = expectError(
          await send(url, contentType, "name=Farhana"),
          415,
          "unsupported_media_type",
        );
        expect(error.message).toBe("Send the request body as application/json.");
      });

      it("answers 415 to a body without a content type", async () => {
        expectError(await send(url, undefined, JSON.stringify(validBody)), 415, "unsupported_media_type");
      });

      it.each([
        ["truncated JSON", '{"name": "Farhana"'],
        ["single quotes", "{'name': 'Farhana'}"],
        ["a trailing comma", '{"name": "Farhana",}'],
        ["a prototype key", '{"__proto__": {"admin": true}}'],
      ])("answers 400 to %s", async (_label, payload) => {
        const error = expectError(await send(url, "application/json", payload), 400, "bad_json");
        expect(error.message).toBe("The request body is not valid JSON.");
      });

      it("answers 400 to an empty JSON body", async () => {
        expectError(await send(url, "application/json", ""), 400);
      });

      it.each([
        ["null", "null"],
        ["an array", "[]"],
        ["a string", '"hello"'],
        ["a number", "42"],
      ])("answers 400 to %s instead of an object", async (_label, payload) => {
        const error = expectError(await send(url, "application/json", payload), 400, "validation_failed");
        expect(error.message).toBe("The request body must be a JSON object.");
      });
    });

    it("accepts a JSON content type with a charset", async () => {
      const response = await send(
        apiPaths.sendMessage,
        "application/json; charset=utf-8",
        JSON.stringify(validMessage),
      );
      expect(response.statusCode).toBe(201);
    });

    it("counts the 16 KB limit in bytes, so a long valid-looking body under it is judged on its fields", async () => {
      const payload = JSON.stringify({ ...validMessage, message: "m".repeat(15 * 1024) });
      const error = expectError(
        await send(apiPaths.sendMessage, "application/json", payload),
        400,
        "validation_failed",
      );
      expect(error.fields).toEqual({ message: "Message must be at most 2000 characters" });
    });

    it.each([
      ["GET", "/api/nothing-here"],
      ["GET", "/api"],
      ["GET", "/api/"],
      ["POST", "/api/order/cancel-order"],
      ["GET", `${apiPaths.accessories}/extra`],
      ["GET", "/api/accessory/get-accessory"],
    ] as const)("answers %s %s with a JSON 404", async (method, url) => {
      const error = expectError(await testApp.app.inject({ method, url }), 404, "not_found");
      expect(error.message).toContain(url.replace(/\/$/, ""));
    });

    it.each([
      ["GET", apiPaths.saveOrder, "POST"],
      ["DELETE", apiPaths.accessories, "GET, HEAD"],
      ["PUT", apiPaths.sendMessage, "POST"],
      ["OPTIONS", apiPaths.saveOrder, "POST"],
      ["POST", "/api/health", "GET, HEAD"],
    ] as const)(
      "answers %s %s, an endpoint for other methods, with a JSON 405 and Allow",
      async (method, url, allow) => {
        const response = await testApp.app.inject({ method, url });
        const error = expectError(response, 405, "method_not_allowed");
        expect(response.headers.allow).toBe(allow);
        expect(error.message).toContain(url);
      },
    );

    it.each(["/api/acc%ZZessory", "/api/order/save-order%"])(
      "answers the malformed URL %s with a JSON 404",
      async (url) => {
        expectError(await testApp.app.inject({ method: "POST", url }), 404, "not_found");
      },
    );

    it("answers HEAD on the catalogue like GET, without a body", async () => {
      const response = await testApp.app.inject({ method: "HEAD", url: apiPaths.accessories });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toMatch(/^application\/json/);
      expect(response.body).toBe("");
    });

    it("tags every response with a request id", async () => {
      const response = await testApp.app.inject({ method: "GET", url: apiPaths.accessories });
      expect(response.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    });

    it("answers /api/health with 200 while the database answers", async () => {
      const response = await testApp.app.inject({ method: "GET", url: "/api/health" });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: "ok", database: kind });
      expect(response.headers["cache-control"]).toBe("no-store");
    });
  });

  describe("rate limits", () => {
    let testApp: TestApp;
    let client = 0;

    beforeAll(async () => {
      testApp = await createTestApp({ database, env: { RATE_LIMIT_MAX: "3" } });
    });
    afterAll(async () => {
      await testApp?.close();
    });

    /** Each test speaks from its own address, so the per-client counters of one test do not leak into another. */
    const newClient = () => {
      client += 1;
      const remoteAddress = `10.0.0.${client}`;
      return (url: string, body: unknown) =>
        testApp.app.inject({
          method: "POST",
          url,
          remoteAddress,
          headers: { "content-type": "application/json" },
          payload: JSON.stringify(body),
        });
    };

    it("answers 429 after RATE_LIMIT_MAX orders a minute from one client", async () => {
      const post = newClient();
      for (let attempt = 0; attempt < 3; attempt++) {
        expect((await post(apiPaths.saveOrder, validCustomer)).statusCode).toBe(201);
      }
      const limited = await post(apiPaths.saveOrder, validCustomer);
      const error = expectError(limited, 429, "rate_limited");
      expect(error.message).toBe("Too many requests. Please wait a moment and try again.");
      expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    });

    it("keeps counting other clients separately", async () => {
      const first = newClient();
      for (let attempt = 0; attempt < 4; attempt++) await first(apiPaths.saveOrder, validCustomer);
      const second = newClient();
      expect((await second(apiPaths.saveOrder, validCustomer)).statusCode).toBe(201);
    });

    it("limits contact messages more tightly than orders", async () => {
      const post = newClient();
      expect((await post(apiPaths.sendMessage, validMessage)).statusCode).toBe(201);
      expectError(await post(apiPaths.sendMessage, validMessage), 429, "rate_limited");
    });

    it("allows one order-item call per cart line, up to ten times the order limit", async () => {
      const post = newClient();
      const orderId = (await post(apiPaths.saveOrder, validCustomer)).json()._id;
      const accessoryIds = await Promise.all(
        Array.from({ length: 30 }, () => insertAccessory(testApp.database.db)),
      );
      const responses = await Promise.all(
        accessoryIds.map((accessoryId) =>
          post(apiPaths.saveOrderDetails, { orderId, accessoryId, quantity: 1 }),
        ),
      );
      expect(responses.every((response) => response.statusCode === 201)).toBe(true);
      expectError(
        await post(apiPaths.saveOrderDetails, { orderId, accessoryId: accessoryIds[0], quantity: 1 }),
        429,
      );
    });

    it("does not limit catalogue reads", async () => {
      const responses = await Promise.all(
        Array.from({ length: 20 }, () =>
          testApp.app.inject({ method: "GET", url: apiPaths.accessories, remoteAddress: "10.0.1.1" }),
        ),
      );
      expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    });
  });
});

async function expectEveryEndpointUnavailable(app: FastifyInstance, kind: string) {
  const requests = [
    app.inject({ method: "GET", url: apiPaths.accessories }),
    app.inject({ method: "GET", url: apiPaths.accessory(randomUUID()) }),
    postJson(app, apiPaths.saveOrder, validCustomer),
    postJson(app, apiPaths.saveOrderDetails, {
      orderId: randomUUID(),
      accessoryId: randomUUID(),
      quantity: 1,
    }),
    postJson(app, apiPaths.sendMessage, validMessage),
  ];
  for (const response of await Promise.all(requests)) {
    const error = expectError(response, 503, "database_unavailable");
    expect(error.message).toBe("The service is temporarily unavailable. Please try again shortly.");
    expect(response.headers["retry-after"]).toBe("5");
  }
  const health = await app.inject({ method: "GET", url: "/api/health" });
  expect(health.statusCode).toBe(503);
  expect(health.json()).toEqual({
    status: "unavailable",
    database: kind,
    error: { code: "database_unavailable", message: "The database cannot be reached." },
  });
}

describe.each(databaseKinds())("API with the %s database closed", (kind) => {
  it("answers every endpoint with a JSON 503 and health with 503", async () => {
    const database = await createTestDatabase(kind);
    const testApp = await createTestApp({ database });
    try {
      expect((await testApp.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
      await database.close();
      await expectEveryEndpointUnavailable(testApp.app, kind);
    } finally {
      await testApp.close();
      await database.destroy();
    }
  });
});

describe("API with an unreachable PostgreSQL server", () => {
  let database: DatabaseHandle;
  let testApp: TestApp;

  beforeAll(async () => {
    database = createUnreachableDatabase();
    testApp = await createTestApp({ database });
  });
  afterAll(async () => {
    await testApp?.close();
    await database?.close();
  });

  it("answers every endpoint with a JSON 503 and health with 503", async () => {
    await expectEveryEndpointUnavailable(testApp.app, "postgres");
  });
});
