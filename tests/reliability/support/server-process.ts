import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort, waitUntilHealthy } from "../../../scripts/server-process.mjs";

export const projectRoot = path.resolve(import.meta.dirname, "..", "..", "..");

export { freePort };

export function temporaryDirectory(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/**
 * A build folder whose page renderer answers every page with a fixed document: the server's API, database
 * and process handling are real, and no Vite build is needed to test them.
 */
export function createStubBuild(): string {
  const buildDir = temporaryDirectory("stub-build-");
  fs.mkdirSync(path.join(buildDir, "server"));
  fs.mkdirSync(path.join(buildDir, "client"));
  const manifestRoute = {
    id: "root",
    path: "",
    hasAction: false,
    hasLoader: false,
    hasClientAction: false,
    hasClientLoader: false,
    hasClientMiddleware: false,
    hasErrorBoundary: false,
    module: "/assets/root.js",
    imports: [],
    css: [],
  };
  fs.writeFileSync(
    path.join(buildDir, "server", "index.js"),
    `export const entry = { module: { default: (request, status, headers) => {
  headers.set("content-type", "text/html; charset=utf-8");
  return new Response("<!doctype html><title>Stub page</title><h1>Stub page</h1>", { status, headers });
} } };
export const routes = { root: { id: "root", path: "", module: { default: () => null } } };
export const assets = ${JSON.stringify({ entry: { module: "/assets/entry.js", imports: [] }, routes: { root: manifestRoute }, url: "/assets/manifest.js", version: "stub" })};
export const basename = "/";
export const publicPath = "/";
export const assetsBuildDirectory = "client";
export const future = {};
export const ssr = true;
export const isSpaMode = false;
export const prerender = [];
export const routeDiscovery = { mode: "lazy", manifestPath: "/__manifest" };
`,
  );
  return buildDir;
}

export type ServerProcess = {
  child: ChildProcess;
  baseUrl: string;
  /** Everything the process wrote so far (its JSON log lines and any error). */
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

/**
 * Starts `server/main.ts` in its own Node process (one process, so a signal reaches the server itself and
 * not a wrapper) and waits until /api/health answers 200.
 */
export async function startServerProcess(
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<ServerProcess> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["--import", "tsx", path.join(projectRoot, "server", "main.ts")], {
    cwd: projectRoot,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      RATE_LIMIT_MAX: "0",
      LOG_LEVEL: "info",
      DATABASE_URL: "",
      // Required in production with PostgreSQL; the address the tests reach the server at.
      SITE_URL: baseUrl,
      ...env,
    },
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );

  try {
    await waitUntilHealthy(`${baseUrl}/api/health`, child, { timeoutMs, intervalMs: 100 });
  } catch (error) {
    child.kill("SIGKILL");
    throw new Error(`${(error as Error).message}:\n${output}`);
  }
  return { child, baseUrl, output: () => output, exited };
}

/** Stops a server that a failed test left running; the caller owns the process, so this only targets it. */
export async function killIfRunning(server: ServerProcess | undefined) {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill("SIGKILL");
  await server.exited;
}

/** A fresh database on the TEST_DATABASE_URL server (the helper the unit tests use), dropped by `drop`. */
export { createPostgresDatabase } from "../../helpers/postgres-database";
