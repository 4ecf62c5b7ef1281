import { defineConfig, devices } from "@playwright/test";
// @ts-expect-error plain JavaScript helper shared with the benchmarks
import { chromiumArgs, findOrInstallBrowser } from "./scripts/find-browser.mjs";

const executablePath: string = findOrInstallBrowser();

export default defineConfig({
  testDir: "./e2e",
  globalSetup: "./e2e/support/global-setup.ts",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: "list",
  use: {
    // Set by the global setup, which picks a free port; workers start after it and inherit it. A suite that
    // changes what the others read (the catalogue, the delivery prices) starts a server of its own instead
    // (e2e/support/own-server.ts), so no suite waits for another.
    baseURL: process.env.E2E_BASE_URL,
    trace: "on-first-retry",
    screenshot: "only-on-failure",
    launchOptions: { executablePath, args: chromiumArgs },
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
    {
      name: "mobile",
      use: { ...devices["Pixel 7"], viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true },
      // Server markup, SEO, the reliability scenarios and tests tagged @any-viewport do not depend on the
      // viewport: desktop covers them. Every route still renders at 375 px in the accessibility and
      // marketing suites.
      // The back office's suites check their pages at 375 px themselves, on a desktop browser resized.
      testIgnore: [/routes\.spec\.ts/, /seo\.spec\.ts/, /reliability\.spec\.ts/, /admin-[\w-]+\.spec\.ts/],
      grepInvert: /@any-viewport/,
    },
  ],
});
