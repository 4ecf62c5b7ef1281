import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** The flags this project launches Chromium with everywhere (tests, screenshots, Lighthouse). */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-dev-shm-usage",
];

function playwrightCacheBrowsers() {
  const cache = process.env.PLAYWRIGHT_BROWSERS_PATH || path.join(os.homedir(), ".cache", "ms-playwright");
  if (!fs.existsSync(cache)) return [];
  return fs
    .readdirSync(cache)
    .filter((name) => /^chromium-\d+$/.test(name))
    .sort()
    .reverse()
    .flatMap((name) => [
      path.join(cache, name, "chrome-linux64", "chrome"),
      path.join(cache, name, "chrome-linux", "chrome"),
      path.join(cache, name, "chrome-mac", "Chromium.app", "Contents", "MacOS", "Chromium"),
    ]);
}

function candidates() {
  return [
    process.env.CHROME_PATH,
    "/usr/bin/chromium",
    ...playwrightCacheBrowsers(),
    "/usr/bin/google-chrome",
    "/usr/bin/google-chrome-stable",
    "/usr/bin/chromium-browser",
    "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
  ].filter(Boolean);
}

const firstExisting = () => candidates().find((file) => fs.existsSync(file));

/**
 * Finds a Chromium to drive, in this order: CHROME_PATH, /usr/bin/chromium, Playwright's own cache, an
 * installed Chrome. With none, it installs one (Playwright's download, else Debian's package when running as
 * root with apt-get), and otherwise stops with a message saying exactly what to install. Never skips.
 */
export function findOrInstallBrowser({ log = console.log } = {}) {
  const found = firstExisting();
  if (found) return found;

  log("No Chromium found; trying `npx playwright install chromium`...");
  const playwright = spawnSync("npx", ["playwright", "install", "chromium"], {
    stdio: "inherit",
    timeout: 300_000,
  });
  if (playwright.status === 0 && firstExisting()) return firstExisting();

  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const hasApt = spawnSync("sh", ["-c", "command -v apt-get"]).status === 0;
  if (isRoot && hasApt) {
    log("Playwright's download is not reachable; installing Debian's chromium with apt-get...");
    const update = spawnSync("apt-get", ["update"], { stdio: "inherit", timeout: 300_000 });
    const install =
      update.status === 0
        ? spawnSync("apt-get", ["install", "-y", "--no-install-recommends", "chromium"], {
            stdio: "inherit",
            timeout: 600_000,
            env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
          })
        : update;
    if (install.status === 0 && firstExisting()) return firstExisting();
  }

  throw new Error(
    "No Chromium browser is available and none could be installed. Install one, e.g. " +
      "`sudo apt-get install -y chromium` (Debian/Ubuntu) or `npx playwright install chromium`, " +
      "or point CHROME_PATH at a Chrome/Chromium executable.",
  );
}
