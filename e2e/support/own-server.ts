import { inspectedDatabase, test as shared, type Database } from "../fixtures";
import { startE2eServer } from "./start-e2e-server";

export { ANY_VIEWPORT, expect, waitForHydration } from "../fixtures";

/**
 * `test` for a suite that changes what other suites read (the catalogue, the delivery prices): each worker
 * running it starts a server of its own on a fresh embedded database (start-e2e-server.ts), and its pages,
 * requests and `database` go there. Nothing it changes reaches the shared server, so it needs no place in
 * the order the suites run in.
 */
export const test = shared.extend({
  e2eServer: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startE2eServer();
      try {
        await use({ baseURL: server.baseURL, inspectionURL: server.inspectionURL });
      } finally {
        await server.stop();
      }
    },
    // Start-up migrates and seeds a new database: up to three minutes on a busy two-core machine.
    { scope: "worker", timeout: 240_000 },
  ],
  baseURL: async ({ e2eServer }, use) => {
    await use(e2eServer.baseURL);
  },
});

/** The database of the server the other suites share, to show that what a suite here changed is not in it. */
export function sharedDatabase(): Database {
  const url = process.env.E2E_INSPECTION_URL;
  if (!url) throw new Error("E2E_INSPECTION_URL is not set; run the tests through playwright.config.ts");
  return inspectedDatabase(url);
}
