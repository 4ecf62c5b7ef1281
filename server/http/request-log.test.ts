import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { createTestDatabase, type TestDatabase } from "../../tests/helpers/test-database";

type LogLine = { msg: string; url?: string; reqId?: string } & Record<string, unknown>;

describe("the request log", () => {
  const lines: LogLine[] = [];
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp({
      config: loadConfig({
        NODE_ENV: "test",
        LOG_LEVEL: "info",
        RATE_LIMIT_MAX: "0",
        SEED_WHEN_EMPTY: "false",
      }),
      database,
      logStream: { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.destroy();
  });

  async function loggedUrlOf(url: string, host?: string): Promise<string | undefined> {
    const response = await app.inject({ method: "GET", url, headers: host ? { host } : {} });
    const line = lines.find(
      (entry) => entry.msg === "request" && entry.reqId === response.headers["x-request-id"],
    );
    return line?.url;
  }

  it("never writes the setup link's token, however the back-office address is spelled", async () => {
    const token = "kX9v2QmZr7LpT4wYc8NbH3sJd6FgA1eU0oIqRtVyBnM";
    const spellings: [string, string][] = [
      [`/admin/setup?token=${token}`, "/admin/setup"],
      [`/admin/setup.data?token=${token}&_routes=routes%2Fadmin%2Fsetup`, "/admin/setup.data"],
      [`/ADMIN/Setup?token=${token}`, "/ADMIN/Setup"],
      [`/admin//setup?next=%2Fadmin&token=${token}`, "/admin//setup"],
      [`/%61dmin/setup?token=${token}`, "/%61dmin/setup"],
    ];
    for (const [url, logged] of spellings) expect(await loggedUrlOf(url), url).toBe(logged);
    // A Host the server refuses stops the request before the back office is recognised: the token is still out.
    expect(await loggedUrlOf(`/admin/setup?token=${token}`, "a</script>")).toBe(
      "/admin/setup?token=[redacted]",
    );
    expect(JSON.stringify(lines)).not.toContain(token);
  });

  it("leaves out every back-office query (a searched phone number), and keeps the public site's", async () => {
    expect(await loggedUrlOf("/api/admin/orders?q=01711223344")).toBe("/api/admin/orders");
    expect(await loggedUrlOf("/admin/orders?q=01711223344&status=pending")).toBe("/admin/orders");
    expect(await loggedUrlOf("/api/accessory/get-all-accessories?page=2")).toBe(
      "/api/accessory/get-all-accessories?page=2",
    );
    // A token pasted into a public address is redacted too.
    expect(await loggedUrlOf("/view-accessories?page=2&token=abc&TOKEN=def")).toBe(
      "/view-accessories?page=2&token=[redacted]&TOKEN=[redacted]",
    );
    expect(JSON.stringify(lines)).not.toContain("01711223344");
  });
});
