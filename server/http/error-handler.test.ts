import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { DrizzleQueryError } from "drizzle-orm/errors";
import { DatabaseBusyError } from "../db/database-errors";
import { registerErrorHandler } from "./error-handler";

async function appThrowing(error: unknown) {
  const lines: Record<string, unknown>[] = [];
  const app = Fastify({
    logger: { level: "warn", stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
  });
  registerErrorHandler(app);
  app.get("/", async () => {
    throw error;
  });
  await app.ready();
  const response = await app.inject({ method: "GET", url: "/" });
  await app.close();
  return { response, logged: lines.map((line) => line.msg) };
}

describe("the API error handler and database failures", () => {
  const unavailableBody = {
    error: {
      code: "database_unavailable",
      message: "The service is temporarily unavailable. Please try again shortly.",
    },
  };

  it("answers a database that cannot be reached with 503, a JSON body and Retry-After 5", async () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    const { response, logged } = await appThrowing(new Error("Failed query", { cause: refused }));
    expect(response.statusCode).toBe(503);
    expect(response.headers["retry-after"]).toBe("5");
    expect(response.json()).toEqual(unavailableBody);
    expect(logged).toContain("database unavailable");
  });

  it("answers a request that waited too long for a free connection with 503 and Retry-After 1, logged as busy", async () => {
    const { response, logged } = await appThrowing(new DatabaseBusyError(5_000));
    expect(response.statusCode).toBe(503);
    expect(response.headers["retry-after"]).toBe("1");
    expect(response.json()).toEqual(unavailableBody);
    expect(logged).toContain("database busy: no connection became free in time");
    expect(logged).not.toContain("database unavailable");
  });

  it("answers the same wait wrapped by the ORM (a failed query whose cause is the wait) with 503, not 500", async () => {
    const wrapped = new DrizzleQueryError("select 1", [], new DatabaseBusyError(5_000));
    const { response, logged } = await appThrowing(wrapped);
    expect(response.statusCode).toBe(503);
    expect(response.headers["retry-after"]).toBe("1");
    expect(response.json()).toEqual(unavailableBody);
    expect(logged).toContain("database busy: no connection became free in time");
  });

  it("never lets a stack trace or SQL reach the client", async () => {
    const { response } = await appThrowing(
      new Error('syntax error at or near "selec" in select * from orders'),
    );
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toMatch(/selec|orders|at .*\.ts/);
    expect(response.json().error.code).toBe("internal_error");
  });
});
