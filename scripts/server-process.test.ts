import type { ChildProcess } from "node:child_process";
import http from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { freePort, waitUntilHealthy } from "./server-process.mjs";

const running = (): ChildProcess => ({ exitCode: null, signalCode: null }) as ChildProcess;
const servers: http.Server[] = [];

async function serve(status: () => number): Promise<string> {
  const port = await freePort();
  const server = http.createServer((_request, response) => response.writeHead(status()).end());
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return `http://127.0.0.1:${port}/api/health`;
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

describe("freePort", () => {
  it("gives a port a server can listen on at once", async () => {
    const url = await serve(() => 200);
    expect((await fetch(url)).status).toBe(200);
  });
});

describe("waitUntilHealthy", () => {
  it("waits through refused connections and error statuses until the server answers 2xx", async () => {
    let asked = 0;
    const url = await serve(() => (++asked < 3 ? 503 : 200));
    await waitUntilHealthy(url, running(), { timeoutMs: 5_000, intervalMs: 10 });
    expect(asked).toBe(3);
  });

  it("fails at once when the process has exited, naming it and its code or signal", async () => {
    const url = `http://127.0.0.1:${await freePort()}/api/health`;
    const exited = { exitCode: 1, signalCode: null } as ChildProcess;
    await expect(
      waitUntilHealthy(url, exited, { timeoutMs: 5_000, name: "The test server" }),
    ).rejects.toThrow("The test server exited during start-up (1)");
    const killed = { exitCode: null, signalCode: "SIGKILL" } as ChildProcess;
    await expect(waitUntilHealthy(url, killed, { timeoutMs: 5_000 })).rejects.toThrow("(SIGKILL)");
  });

  it("gives up after its time when nothing answers", async () => {
    const url = `http://127.0.0.1:${await freePort()}/api/health`;
    const started = Date.now();
    await expect(waitUntilHealthy(url, running(), { timeoutMs: 150, intervalMs: 20 })).rejects.toThrow(
      "The server did not become healthy within 150 ms",
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(150);
  });
});
