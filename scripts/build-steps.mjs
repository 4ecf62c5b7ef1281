import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

export const root = path.resolve(import.meta.dirname, "..");
export const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
export const stampFile = path.join(buildDir, ".build-stamp");
export const serverEntry = path.join(buildDir, "server-app", "main.js");

/** Everything a production build is made from; a newer file here means the build is stale. */
const sourceInputs = [
  "app",
  "server",
  "common",
  "content",
  "images/source",
  "public",
  "scripts/images",
  "scripts/build",
  "package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
];
const ignoredDirectories = new Set(["images"]);

function newestMtime(entry) {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(full, { withFileTypes: true })) {
    // public/images holds build output, not input.
    if (entry === "public" && child.isDirectory() && ignoredDirectories.has(child.name)) continue;
    if (child.name.endsWith(".test.ts") || child.name.endsWith(".test.tsx")) continue;
    newest = Math.max(newest, newestMtime(path.join(entry, child.name)));
  }
  return newest;
}

export function buildIsCurrent() {
  if (!fs.existsSync(stampFile) || !fs.existsSync(serverEntry)) return false;
  const builtAt = fs.statSync(stampFile).mtimeMs;
  return sourceInputs.every((entry) => newestMtime(entry) <= builtAt);
}

function run(command, args, extraEnv = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...extraEnv } });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(" ")} failed with exit code ${result.status}`);
  }
}

function precompress(dir) {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      precompress(full);
    } else if (/\.(js|css|svg|json|txt|xml|webmanifest)$/.test(entry.name)) {
      const source = fs.readFileSync(full);
      fs.writeFileSync(
        `${full}.br`,
        zlib.brotliCompressSync(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      fs.writeFileSync(`${full}.gz`, zlib.gzipSync(source, { level: 9 }));
    }
  }
}

export async function build() {
  const started = Date.now();
  const bin = (name) => path.join(root, "node_modules", ".bin", name);
  if (fs.existsSync(path.join(root, "scripts/images/build-images.ts"))) {
    run(bin("tsx"), ["scripts/images/build-images.ts"]);
  }
  fs.rmSync(path.join(buildDir, "client"), { recursive: true, force: true });
  run(bin("react-router"), ["build"], { NODE_ENV: "production" });
  const esbuild = await import("esbuild");
  await esbuild.build({
    entryPoints: [path.join(root, "server/main.ts")],
    outfile: serverEntry,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    sourcemap: true,
    logLevel: "warning",
  });
  precompress(path.join(buildDir, "client", "assets"));
  fs.writeFileSync(stampFile, new Date().toISOString());
  console.log(`Build finished in ${((Date.now() - started) / 1000).toFixed(1)} s (${path.relative(root, buildDir)}/).`);
}
