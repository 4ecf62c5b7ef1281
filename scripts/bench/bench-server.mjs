import { spawn, spawnSync } from "node:child_process";
import { execSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { build, buildIsCurrent, root, serverEntry } from "../build-steps.mjs";
import { freePort, waitUntilHealthy } from "../server-process.mjs";

/**
 * Builds when stale and starts the production server on a free port with a fresh embedded database. With
 * `catalogueSize`, the database is first seeded to that many accessories by `db:seed -- --count`.
 */
export async function startBenchServer(extraEnv = {}, { catalogueSize } = {}) {
  if (!buildIsCurrent()) await build();
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-data-"));
  if (catalogueSize) {
    const seeded = spawnSync(
      path.join(root, "node_modules", ".bin", "tsx"),
      ["server/db/seed-cli.ts", "seed", "--count", String(catalogueSize)],
      { cwd: root, stdio: "inherit", env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" } },
    );
    if (seeded.status !== 0) throw new Error(`seeding ${catalogueSize} accessories failed`);
  }
  const child = spawn(process.execPath, [serverEntry], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
      RATE_LIMIT_MAX: "0",
      // The load generator is one client asking for thousands of pages a second.
      PAGE_RATE_LIMIT_MAX: "0",
      ...extraEnv,
    },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  // A fresh embedded database migrates before the server listens: 72 s on this machine under a load of 20.
  const startLimitMs = Number(process.env.BENCH_START_TIMEOUT_MS ?? 180_000);
  await waitUntilHealthy(`${baseUrl}/api/health`, child, {
    timeoutMs: startLimitMs,
    name: "The benchmark's server",
  });
  return {
    baseUrl,
    pid: child.pid,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** One paragraph describing the machine, so figures are read against what produced them. */
export function describeMachine(extra = []) {
  const cpus = os.cpus();
  const lines = [
    `- CPU: ${cpus.length} × ${cpus[0]?.model.trim() ?? "unknown"}`,
    `- Memory: ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB`,
    `- OS: ${os.type()} ${os.release()} (${os.arch()})`,
    `- Node.js: ${process.version}`,
    ...extra,
  ];
  try {
    lines.push(`- Git commit: ${execSync("git rev-parse --short HEAD", { cwd: root }).toString().trim()}`);
  } catch {
    // not a git checkout
  }
  return lines.join("\n");
}
