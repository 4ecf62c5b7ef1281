import { test as base, expect, type Page } from "@playwright/test";

type ConsoleGuard = {
  /** Lets an expected console error through, e.g. a request the test made fail on purpose. */
  allow: (pattern: RegExp) => void;
};

export type Database = {
  /** Runs a read query on the server's database (parameters as $1, $2 ...) and returns the rows. */
  query: <Row = Record<string, unknown>>(query: string, params?: unknown[]) => Promise<Row[]>;
};

/** The database of the server whose inspection port is at `url`. */
export function inspectedDatabase(url: string): Database {
  return {
    query: async (query, params = []) => {
      const response = await fetch(url, { method: "POST", body: JSON.stringify({ query, params }) });
      if (!response.ok) throw new Error(`Query failed: ${await response.text()}`);
      return response.json();
    },
  };
}

/** The server a test talks to: its address and its database's inspection port. */
export type ServerAddresses = { baseURL: string; inspectionURL: string };

export const test = base.extend<
  { consoleGuard: ConsoleGuard; database: Database },
  { e2eServer: ServerAddresses }
>({
  // The server the suites share, started by the global setup; e2e/support/own-server.ts gives a suite its own.
  e2eServer: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const baseURL = process.env.E2E_BASE_URL;
      const inspectionURL = process.env.E2E_INSPECTION_URL;
      if (!baseURL || !inspectionURL)
        throw new Error("E2E_BASE_URL is not set; run the tests through playwright.config.ts");
      await use({ baseURL, inspectionURL });
    },
    { scope: "worker" },
  ],
  consoleGuard: [
    async ({ page }, use, testInfo) => {
      const allowed: RegExp[] = [];
      const errors: string[] = [];
      page.on("console", (message) => {
        // The browser's word on the site's own headers counts too: a feature it does not know in
        // Permissions-Policy is printed on the console of every page.
        const headerWarning = message.type() === "warning" && /Permissions-Policy/.test(message.text());
        if (message.type() === "error" || headerWarning) errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(`Uncaught: ${error.message}`));
      await use({ allow: (pattern) => allowed.push(pattern) });
      const unexpected = errors.filter((text) => !allowed.some((pattern) => pattern.test(text)));
      if (testInfo.status === testInfo.expectedStatus) {
        expect(unexpected, "the browser console must stay free of errors and header warnings").toEqual([]);
      }
    },
    { auto: true },
  ],
  database: async ({ e2eServer }, use) => {
    await use(inspectedDatabase(e2eServer.inspectionURL));
  },
});

export { expect };

/** Waits until React has hydrated the page, so clicks reach handlers instead of server HTML. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/**
 * Tags a test whose subject does not depend on the viewport (server answers, validation, failure handling):
 * the mobile project skips it (playwright.config.ts), keeping the suite short. Layout and touch behaviour
 * run at both widths.
 */
export const ANY_VIEWPORT = { tag: "@any-viewport" };
