import fs from "node:fs";
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createStubBuild,
  killIfRunning,
  startServerProcess,
  temporaryDirectory,
  type ServerProcess,
} from "./support/server-process";

/** A GET to the server's socket carrying a Host of our choosing, as a browser or a client would send it. */
function getWithHost(baseUrl: string, path: string, host: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const request = http.get({ hostname, port, path, headers: { host } }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on("error", reject);
  });
}

/**
 * The README's quick start (`npm install && npm start`): the production server on the embedded database,
 * without SITE_URL or ALLOWED_HOSTS, opened in a browser on this machine.
 */
describe("the quick start: production on the embedded database without SITE_URL", () => {
  let server: ServerProcess | undefined;
  let port = "";
  const buildDir = createStubBuild();
  const dataDir = temporaryDirectory("quick-start-");

  beforeAll(async () => {
    server = await startServerProcess({ SITE_URL: "", BUILD_DIR: buildDir, DATA_DIR: dataDir }, 120_000);
    port = new URL(server.baseUrl).port;
  }, 180_000);

  afterAll(async () => {
    await killIfRunning(server);
    fs.rmSync(buildDir, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("serves its pages at localhost and 127.0.0.1 on its port", async () => {
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`]) {
      const page = await getWithHost(server!.baseUrl, "/", host);
      expect(page.status, host).toBe(200);
      expect(page.body).toContain("Stub page");
    }
    // The setup link it prints points there too.
    expect(server!.output()).toContain(`http://localhost:${port}/admin/setup?token=`);
  });

  it("refuses a page for any other host, and says in its log what to set", async () => {
    const refused = await getWithHost(server!.baseUrl, "/", "evil.example");
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.body)).toMatchObject({ error: { code: "unknown_host" } });
    expect(refused.body).not.toContain("evil.example");
    // The log is written asynchronously: give the line a moment to arrive.
    await expect
      .poll(() => server!.output(), { timeout: 5_000 })
      .toMatch(/pages are served only at localhost.*set SITE_URL/);
  });
});
