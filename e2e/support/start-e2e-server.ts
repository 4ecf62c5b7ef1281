import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
// @ts-expect-error plain JavaScript build helpers shared with npm start
import { buildDir, root } from "../../scripts/build-steps.mjs";
import { freePort, waitUntilHealthy } from "../../scripts/server-process.mjs";

/** A running end-to-end server (e2e-server.ts): its address, its database's inspection port, and its stop. */
export type E2eServer = {
  baseURL: string;
  inspectionURL: string;
  stop: () => Promise<void>;
};

/**
 * Starts the real server on the production build (built beforehand) on a free port, with a fresh temporary
 * data directory and so a fresh embedded database, seeded as a new shop is. Every server started here has a
 * database of its own: what a test changes on one, no test on another sees.
 */
export async function startE2eServer(): Promise<E2eServer> {
  const port = await freePort();
  const inspectionPort = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-data-"));
  const baseURL = `http://127.0.0.1:${port}`;
  const child = spawn(
    path.join(root, "node_modules", ".bin", "tsx"),
    [path.join(root, "e2e", "support", "e2e-server.ts")],
    {
      cwd: root,
      stdio: ["ignore", "ignore", "inherit"],
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        BUILD_DIR: buildDir,
        LOG_LEVEL: "warn",
        RATE_LIMIT_MAX: "0",
        // Every browser test comes from one address: far more pages a minute than any visitor.
        PAGE_RATE_LIMIT_MAX: "0",
        E2E_INSPECTION_PORT: String(inspectionPort),
      },
    },
  );
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  // Start-up (migrations, the first seed) can take over a minute on a busy two-core machine; a server that
  // never becomes healthy is stopped rather than left running.
  try {
    await waitUntilHealthy(`${baseURL}/api/health`, child, {
      timeoutMs: 180_000,
      name: "The end-to-end server",
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, inspectionURL: `http://127.0.0.1:${inspectionPort}`, stop };
}
