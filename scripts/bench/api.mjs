/**
 * `npm run bench:api`: drives the real server (production build, embedded database) and, in the same run, a
 * bare-http baseline that answers the same bytes from memory, with autocannon (100 connections, 10 s each,
 * loopback only). Writes requests/s and p50/p99 latency side by side to bench/results/api.md. Each target
 * first gets an unrecorded warm-up run (BENCH_WARMUP seconds, 3 by default), so both are measured in their
 * steady state rather than while V8 still compiles the hot path or collects start-up garbage.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";
import autocannon from "autocannon";
import { root } from "../build-steps.mjs";
import { describeMachine, startBenchServer } from "./bench-server.mjs";

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const CONNECTIONS = 100;

const server = await startBenchServer();
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

const scenarios = [
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
    name: "Order creation (POST order/save-order)",
    method: "POST",
    url: "/api/order/save-order",
    body: orderBody,
    target: { rps: 1000 },
  },
];

// The baseline answers exactly the bytes the server answered for each scenario.
const answers = {};
for (const scenario of scenarios) {
  const response = await fetch(`${server.baseUrl}${scenario.url}`, {
    method: scenario.method,
    headers: scenario.body ? { "content-type": "application/json" } : {},
    body: scenario.body,
  });
  answers[`${scenario.method} ${scenario.url}`] = {
    status: response.status,
    contentType: response.headers.get("content-type"),
    body: Buffer.from(await response.arrayBuffer()).toString("base64"),
  };
}
const baseline = spawn(process.execPath, [path.join(root, "scripts/bench/baseline-server.mjs")], {
  stdio: ["pipe", "pipe", "inherit"],
});
baseline.stdin.end(JSON.stringify(answers));
const baselinePort = await new Promise((resolve) =>
  createInterface({ input: baseline.stdout }).once("line", (line) => resolve(Number(line))),
);
const baselineUrl = `http://127.0.0.1:${baselinePort}`;

function load(baseUrl, scenario, duration = DURATION) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${baseUrl}${scenario.url}`,
        method: scenario.method,
        connections: CONNECTIONS,
        duration,
        headers: scenario.body ? { "content-type": "application/json" } : {},
        body: scenario.body,
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

const rows = [];
const misses = [];
try {
  for (const scenario of scenarios) {
    if (WARMUP > 0) await load(server.baseUrl, scenario, WARMUP);
    const app = await load(server.baseUrl, scenario);
    if (WARMUP > 0) await load(baselineUrl, scenario, WARMUP);
    const bare = await load(baselineUrl, scenario);
    const ratio = app.requests.average / bare.requests.average;
    const row = {
      name: scenario.name,
      appRps: app.requests.average,
      appP50: app.latency.p50,
      appP99: app.latency.p99,
      appErrors: app.errors + app.non2xx,
      bareRps: bare.requests.average,
      bareP50: bare.latency.p50,
      bareP99: bare.latency.p99,
      ratio,
    };
    rows.push(row);
    console.log(JSON.stringify(row));
    const { target } = scenario;
    if (target.ratio && ratio < target.ratio) {
      misses.push(`${scenario.name}: ${(ratio * 100).toFixed(0)}% of baseline < ${target.ratio * 100}%`);
    }
    if (target.p99 && app.latency.p99 > target.p99) {
      misses.push(`${scenario.name}: p99 ${app.latency.p99} ms > ${target.p99} ms`);
    }
    if (target.rps && app.requests.average < target.rps) {
      misses.push(`${scenario.name}: ${Math.round(app.requests.average)} requests/s < ${target.rps}`);
    }
    if (row.appErrors > 0) misses.push(`${scenario.name}: ${row.appErrors} errors or non-2xx answers`);
  }
} finally {
  baseline.kill("SIGTERM");
  await server.stop();
}

const table = [
  "| scenario | server req/s | p50 | p99 | baseline req/s | p50 | p99 | server / baseline |",
  "|---|---|---|---|---|---|---|---|",
  ...rows.map(
    (row) =>
      `| ${row.name} | ${Math.round(row.appRps)} | ${row.appP50} ms | ${row.appP99} ms | ${Math.round(row.bareRps)} | ` +
      `${row.bareP50} ms | ${row.bareP99} ms | ${(row.ratio * 100).toFixed(0)}% |`,
  ),
].join("\n");
const report = [
  "# API benchmark (autocannon)",
  "",
  `Written by \`npm run bench:api\` on ${new Date().toISOString()}: ${CONNECTIONS} connections, ${DURATION} s per`,
  `scenario after a ${WARMUP} s warm-up of each side, loopback only. The server is the production build on the embedded database (PGlite), rate`,
  "limits off; the baseline is Node's bare `http` module answering the same bytes from memory in its own",
  "process (the ceiling on this machine). autocannon runs in a third process.",
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
fs.mkdirSync(path.join(root, "bench/results"), { recursive: true });
fs.writeFileSync(path.join(root, "bench/results/api.md"), report);
console.log(`\n${table}\n`);
console.log(misses.length === 0 ? "All targets hold." : `Targets missed:\n${misses.join("\n")}`);
process.exitCode = misses.length === 0 ? 0 : 1;
