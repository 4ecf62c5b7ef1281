/**
 * The end-to-end server: the real server code and the real production build, started exactly as
 * server/main.ts does, plus a loopback-only inspection port so tests can read back what the shop stored
 * (an embedded database cannot be opened by a second process while the server holds it).
 */
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { loadConfigOrExit, startServer } from "../../server/start-server";
import { startFakePathao } from "../../server/couriers/test-support/fake-pathao";
import { startFakeSteadfast } from "../../server/couriers/test-support/fake-steadfast";

type QueryableClient = { query: (text: string, params: unknown[]) => Promise<{ rows: unknown[] }> };

// Steadfast and Pathao cannot be reached from the test machines: their in-process fakes stand in, so the
// back office offers both and a booking goes through the real outbox and adapters.
// Steadfast's balance shows beside Reconcile.
const steadfast = await startFakeSteadfast({ balance: 15_250 });
const pathao = await startFakePathao();
Object.assign(process.env, {
  ...steadfast.env("steadfast-webhook-token-for-browser-tests"),
  ...pathao.env("pathao-webhook-secret-for-browser-tests"),
});

const config = loadConfigOrExit();
const { database } = await startServer(config, async () => {
  const build = (await import(
    pathToFileURL(path.join(config.buildDir, "server", "index.js")).href
  )) as ServerBuild;
  return { build, mode: "production", clientDir: path.join(config.buildDir, "client") };
});

const inspectionPort = Number(process.env.E2E_INSPECTION_PORT);
if (inspectionPort) {
  const client = (database.db as unknown as { $client: QueryableClient }).$client;
  http
    .createServer(async (request, response) => {
      try {
        let body = "";
        for await (const chunk of request) body += chunk;
        const { query, params = [] } = JSON.parse(body) as { query: string; params?: unknown[] };
        const result = await client.query(query, params);
        response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(result.rows));
      } catch (error) {
        response.writeHead(500, { "content-type": "text/plain" }).end(String(error));
      }
    })
    .listen(inspectionPort, "127.0.0.1");
}
