/**
 * `npm run bench:api`: drives the real server (production build, embedded database) and, in the same run, a
 * bare-http baseline that answers the same bytes from memory, with autocannon (100 connections, 10 s each,
 * loopback only). Writes requests/s and p50/p99 latency side by side to bench/results/api.md. Each target
 * first gets an unrecorded warm-up run (BENCH_WARMUP seconds, 3 by default), so both are measured in their
 * steady state rather than while V8 still compiles the hot path or collects start-up garbage. The measured
 * time is then taken in alternating slices (BENCH_SLICE seconds, 2 by default: server, baseline, server…),
 * so that a burst of other work on this shared 2-core machine lands on both sides instead of on one.
 * BENCH_ACCESSORIES=10000 first grows the catalogue to that many accessories (`db:seed -- --count`) and
 * writes bench/results/api-10000-accessories.md instead, against the same targets.
 * BENCH_DATABASE_URL runs the server on a fresh database created on that PostgreSQL server (dropped at the
 * end) instead of the embedded one; BENCH_SCENARIOS=catalogue,order runs only the scenarios whose name
 * contains one of those words (case-insensitive). Either prints the table and writes no results file: those
 * runs are for comparing two builds (BUILD_DIR) side by side, not for the recorded figures.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { createInterface } from "node:readline";
import { root } from "../build-steps.mjs";
import { createPostgresDatabase } from "../postgres-database.mjs";
import { describeMachine, startBenchServer } from "./bench-server.mjs";
import {
  CONNECTIONS,
  cpuMicrosPerRequest,
  createTally,
  DURATION,
  load,
  percentile,
  requestHeaders,
  SLICES,
  WARMUP,
} from "./load.mjs";

const CATALOGUE_SIZE = process.env.BENCH_ACCESSORIES ? Number(process.env.BENCH_ACCESSORIES) : undefined;
const resultsFile = CATALOGUE_SIZE ? `api-${CATALOGUE_SIZE}-accessories.md` : "api.md";
const SCENARIO_FILTER = (process.env.BENCH_SCENARIOS ?? "")
  .split(",")
  .map((word) => word.trim().toLowerCase())
  .filter(Boolean);
const POSTGRES_URL = process.env.BENCH_DATABASE_URL || undefined;
const partialRun = SCENARIO_FILTER.length > 0 || POSTGRES_URL !== undefined;

const database = POSTGRES_URL ? await createPostgresDatabase(POSTGRES_URL, "bench_api") : undefined;
const server = await startBenchServer(
  database
    ? { DATABASE_URL: database.url, SITE_URL: "http://shop.example.test", SEED_WHEN_EMPTY: "true" }
    : {},
  { catalogueSize: CATALOGUE_SIZE },
);
const get = (url) => fetch(`${server.baseUrl}${url}`);

const list = await (await get("/api/accessory/get-all-accessories?page=1")).json();
const first = list.data[0];
const slug = first.name
  .toLowerCase()
  .replace(/\s+/g, "-")
  .replace(/[^\w-]+/g, "");
const orderBody = JSON.stringify({
  name: "Farhana Rahman",
  email: "farhana@example.com",
  address: "House 7, Road 2, Dhanmondi, Dhaka",
  phone: "01711223344",
});

// The home page's largest script: the static files' scenario (hashed assets, immutable, precompressed).
const homeHtml = await (await get("/")).text();
const scriptUrls = [...new Set(homeHtml.match(/\/assets\/[\w.-]+\.js/g) ?? [])];
let largestScript = { url: scriptUrls[0], size: -1 };
for (const url of scriptUrls) {
  const size = (
    await (
      await fetch(`${server.baseUrl}${url}`, { headers: { "accept-encoding": "identity" } })
    ).arrayBuffer()
  ).byteLength;
  if (size > largestScript.size) largestScript = { url, size };
}

const allScenarios = [
  {
    name: "Catalogue page (GET accessory/get-all-accessories?page=1)",
    method: "GET",
    url: "/api/accessory/get-all-accessories?page=1",
    target: { ratio: 0.6, p99: 20 },
  },
  {
    name: "Accessory detail (GET accessory/get-accessory/{id})",
    method: "GET",
    url: `/api/accessory/get-accessory/${first._id}`,
    target: { ratio: 0.6, p99: 20 },
  },
  {
    name: "Server-rendered marketing page (/portfolio/residential-interior-design)",
    method: "GET",
    url: "/portfolio/residential-interior-design",
    target: { ratio: 0.5 },
  },
  {
    name: "Server-rendered accessory page",
    method: "GET",
    url: `/accessories/details/${slug}/${first._id}`,
    target: {},
  },
  {
    // A visitor with a cookie is never served from the page cache: every request renders. (The query, which
    // the page ignores, gives the baseline an address of its own for these bytes.)
    name: "Server-rendered accessory page, uncached (a visitor with a cookie)",
    method: "GET",
    url: `/accessories/details/${slug}/${first._id}?visit=returning`,
    headers: { cookie: "returning=1" },
    // A few such visitors at once: within what the render gate lets wait (4 rendering, a queue behind), where
    // 100 would be answered 503 by design.
    connections: 16,
    target: {},
  },
  {
    name: `Largest script of / (GET ${largestScript.url}, ${Math.round(largestScript.size / 1024)} KB)`,
    method: "GET",
    url: largestScript.url,
    target: {},
  },
  {
    name: "Order creation (POST order/save-order)",
    method: "POST",
    url: "/api/order/save-order",
    body: orderBody,
    target: { rps: 1000 },
  },
];

const scenarios = allScenarios.filter(
  (scenario) =>
    SCENARIO_FILTER.length === 0 ||
    SCENARIO_FILTER.some((word) => scenario.name.toLowerCase().includes(word)),
);
if (scenarios.length === 0)
  throw new Error(`BENCH_SCENARIOS=${process.env.BENCH_SCENARIOS} names no scenario`);

/** One answer exactly as it left the server, still compressed (fetch would decode it). */
function rawAnswer(scenario) {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${server.baseUrl}${scenario.url}`,
      { method: scenario.method, headers: requestHeaders(scenario) },
      (response) => {
        const chunks = [];
        response.on("data", (chunk) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode,
            contentType: response.headers["content-type"],
            contentEncoding: response.headers["content-encoding"] ?? null,
            body: Buffer.concat(chunks).toString("base64"),
          }),
        );
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(scenario.body);
  });
}

// The baseline answers exactly the bytes the server answered for each scenario.
const answers = {};
for (const scenario of scenarios) answers[`${scenario.method} ${scenario.url}`] = await rawAnswer(scenario);
const baseline = spawn(process.execPath, [path.join(root, "scripts/bench/baseline-server.mjs")], {
  stdio: ["pipe", "pipe", "inherit"],
});
baseline.stdin.end(JSON.stringify(answers));
const baselinePort = await new Promise((resolve) =>
  createInterface({ input: baseline.stdout }).once("line", (line) => resolve(Number(line))),
);
const baselineUrl = `http://127.0.0.1:${baselinePort}`;

const rows = [];
const misses = [];
try {
  for (const scenario of scenarios) {
    if (WARMUP > 0) {
      await load([server.baseUrl], scenario, WARMUP);
      await load([baselineUrl], scenario, WARMUP);
    }
    const app = createTally();
    const bare = createTally();
    for (let slice = 0; slice < SLICES; slice++) {
      await load([server.baseUrl], scenario, DURATION / SLICES, app, server.pid);
      await load([baselineUrl], scenario, DURATION / SLICES, bare, baseline.pid);
    }
    const appRps = app.requests / app.seconds;
    const bareRps = bare.requests / bare.seconds;
    const ratio = appRps / bareRps;
    const row = {
      name: scenario.name,
      appRps,
      appP50: percentile(app.latencies, 0.5),
      appP99: percentile(app.latencies, 0.99),
      appErrors: app.errors,
      appCpuUs: cpuMicrosPerRequest(app),
      bareRps,
      bareP50: percentile(bare.latencies, 0.5),
      bareP99: percentile(bare.latencies, 0.99),
      bareCpuUs: cpuMicrosPerRequest(bare),
      ratio,
    };
    rows.push(row);
    console.log(JSON.stringify(row));
    const { target } = scenario;
    if (target.ratio && ratio < target.ratio) {
      misses.push(`${scenario.name}: ${(ratio * 100).toFixed(0)}% of baseline < ${target.ratio * 100}%`);
    }
    if (target.p99 && row.appP99 > target.p99) {
      misses.push(`${scenario.name}: p99 ${row.appP99} ms > ${target.p99} ms`);
    }
    if (target.rps && appRps < target.rps) {
      misses.push(`${scenario.name}: ${Math.round(appRps)} requests/s < ${target.rps}`);
    }
    if (row.appErrors > 0) misses.push(`${scenario.name}: ${row.appErrors} errors or non-2xx answers`);
  }
} finally {
  baseline.kill("SIGTERM");
  await server.stop();
  await database?.drop();
}

const micros = (value) => (value === undefined ? "n/a" : `${value} µs`);
const table = [
  "| scenario | server req/s | p50 | p99 | CPU/request | baseline req/s | p50 | p99 | CPU/request | server / baseline |",
  "|---|---|---|---|---|---|---|---|---|---|",
  ...rows.map(
    (row) =>
      `| ${row.name} | ${Math.round(row.appRps)} | ${row.appP50} ms | ${row.appP99} ms | ${micros(row.appCpuUs)} | ` +
      `${Math.round(row.bareRps)} | ${row.bareP50} ms | ${row.bareP99} ms | ${micros(row.bareCpuUs)} | ` +
      `${(row.ratio * 100).toFixed(0)}% |`,
  ),
].join("\n");
const report = [
  "# API benchmark (autocannon)",
  "",
  `Written by \`npm run bench:api\` on ${new Date().toISOString()}: ${CONNECTIONS} connections (16 for the uncached page), ${DURATION} s per`,
  `scenario and side after a ${WARMUP} s warm-up of each, measured in ${SLICES} alternating slices, loopback only. The`,
  `server is the production build on the embedded database (PGlite${CATALOGUE_SIZE ? `, its catalogue grown to ${CATALOGUE_SIZE.toLocaleString("en")} accessories` : ""}), rate`,
  "limits off; the baseline is Node's bare `http` module answering the same bytes from memory in its own",
  "process (the ceiling on this machine). autocannon runs in a third process. Requests carry",
  "`Accept-Encoding: br, gzip` as a browser's do, so both sides send the same compressed bytes. CPU/request is",
  "the process's user and system time over the measured slices divided by its answers: on a shared machine it",
  "moves far less than requests per second.",
  "",
  table,
  "",
  "Targets: catalogue and detail ≥ 60% of the baseline's requests/s with p99 ≤ 20 ms; marketing pages ≥ 50%;",
  "order creation ≥ 1,000 orders/s on PGlite.",
  "",
  misses.length === 0
    ? "**All targets hold.**"
    : `**Targets missed:**\n\n${misses.map((m) => `- ${m}`).join("\n")}`,
  "",
  "## Machine",
  "",
  describeMachine(),
  "",
].join("\n");
if (!partialRun) {
  fs.mkdirSync(path.join(root, "bench/results"), { recursive: true });
  fs.writeFileSync(path.join(root, "bench/results", resultsFile), report);
}
console.log(`\n${table}\n`);
console.log(misses.length === 0 ? "All targets hold." : `Targets missed:\n${misses.join("\n")}`);
process.exitCode = misses.length === 0 ? 0 : 1;
