import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { lazyChildLoggerFactory } from "./request-logger";

async function appLoggingAt(level: string) {
  const lines: Record<string, unknown>[] = [];
  const app = Fastify({
    logger: { level, stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
    genReqId: () => "req-1",
    childLoggerFactory: lazyChildLoggerFactory,
  });
  app.get("/", async (request) => {
    request.log.info({ step: "info" }, "an info line");
    request.log.warn({ step: "warn" }, "a warning");
    request.log.child({ part: "inner" }).error("an inner error");
    return {};
  });
  await app.ready();
  return { app, lines };
}

describe("lazyChildLoggerFactory", () => {
  it("logs what a pino child would, request id included, at the enabled levels only", async () => {
    const { app, lines } = await appLoggingAt("warn");
    expect((await app.inject({ method: "GET", url: "/" })).statusCode).toBe(200);
    await app.close();
    const messages = lines.filter((line) => line.reqId === "req-1").map((line) => line.msg);
    expect(messages).toEqual(["a warning", "an inner error"]);
    expect(lines.find((line) => line.msg === "an inner error")).toMatchObject({ part: "inner", level: 50 });
  });

  it("keeps Fastify's own request lines at info level", async () => {
    const { app, lines } = await appLoggingAt("info");
    await app.inject({ method: "GET", url: "/" });
    await app.close();
    const messages = lines.filter((line) => line.reqId === "req-1").map((line) => line.msg);
    expect(messages).toEqual([
      "incoming request",
      "an info line",
      "a warning",
      "an inner error",
      "request completed",
    ]);
  });
});
