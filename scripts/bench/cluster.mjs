/**
 * `npm run bench:cluster`: one server instance against two, on one PostgreSQL database, side by side. Both
 * instances run the production build and stay up the whole run; the "one instance" side sends every
 * connection to A, the "two instances" side spreads the same connections over A and B (autocannon's own
 * round robin, so no proxy's cost is counted on either side). The sides alternate in slices (BENCH_SLICE
 * seconds, 2 by default) after an unrecorded warm-up of each (BENCH_WARMUP, 3 s), so other work on this
 * shared machine lands on both. Pages and API, 100 connections, BENCH_DURATION seconds (10) per scenario
 * and side. The database is created on BENCH_DATABASE_URL (else TEST_DATABASE_URL, else the local server)
 * and dropped at the end. Writes bench/results/cluster.md.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { root } from "../build-steps.mjs";
import { createPostgresDatabase } from "../postgres-database.mjs";
import { describeMachine, startBenchServer } from "./bench-server.mjs";
import { CONNECTIONS, createTally, DURATION, load, percentile, SLICES, WARMUP } from "./load.mjs";

const SITE_URL = "http://shop.example.test";
const serverUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  "postgres://postgres@127.0.0.1:5432/postgres";

/** An instance on the shared database: the production build, seeded by whichever starts first. */
const startInstance = (databaseUrl) =>
  startBenchServer({ DATABASE_URL: databaseUrl, SITE_URL, SEED_WHEN_EMPTY: "true" });

const loadBefore = os.loadavg()[0];
const database = await createPostgresDatabase(serverUrl, "bench_cluster");

const instances = [];
const rows = [];
try {
  // One at a time: the first migrates and seeds, the second finds it done.
  instances.push(await startInstance(database.url));
  instances.push(await startInstance(database.url));
  const [a, b] = instances;
  const list = await (await fetch(`${a.baseUrl}/api/accessory/get-all-accessories?page=1`)).json();
  const first = list.data[0];
  const slug = first.name
    .toLowerCase()
    .replace(/\s+/g, "-")
    .replace(/[^\w-]+/g, "");
  const scenarios = [
    {
      name: "Catalogue API (GET accessory/get-all-accessories?page=1)",
      method: "GET",
      url: "/api/accessory/get-all-accessories?page=1",
    },
    {
      name: "Accessory API (GET accessory/get-accessory/{id})",
      method: "GET",
      url: `/api/accessory/get-accessory/${first._id}`,
    },
    { name: "Rendered accessory page", method: "GET", url: `/accessories/details/${slug}/${first._id}` },
    {
      name: "Rendered marketing page (/portfolio/residential-interior-design)",
      method: "GET",
      url: "/portfolio/residential-interior-design",
    },
    {
      name: "Order creation (POST order/save-order)",
      method: "POST",
      url: "/api/order/save-order",
      body: JSON.stringify({
        name: "Farhana Rahman",
        email: "farhana@example.com",
        address: "House 7, Road 2, Dhanmondi, Dhaka",
        phone: "01711223344",
      }),
    },
  ];
  for (const scenario of scenarios) {
    if (WARMUP > 0) {
      await load([a.baseUrl], scenario, WARMUP);
      await load([a.baseUrl, b.baseUrl], scenario, WARMUP);
    }
    const one = createTally();
    const two = createTally();
    for (let slice = 0; slice < SLICES; slice++) {
      await load([a.baseUrl], scenario, DURATION / SLICES, one);
      await load([a.baseUrl, b.baseUrl], scenario, DURATION / SLICES, two);
    }
    const row = {
      name: scenario.name,
      oneRps: one.requests / one.seconds,
      oneP50: percentile(one.latencies, 0.5),
      oneP99: percentile(one.latencies, 0.99),
      oneErrors: one.errors,
      twoRps: two.requests / two.seconds,
      twoP50: percentile(two.latencies, 0.5),
      twoP99: percentile(two.latencies, 0.99),
      twoErrors: two.errors,
    };
    rows.push(row);
    console.log(JSON.stringify(row));
  }
} finally {
  for (const instance of instances) await instance.stop();
  await database.drop();
}

const table = [
  "| scenario | one instance req/s | p50 | p99 | two instances req/s | p50 | p99 | two / one |",
  "|---|---|---|---|---|---|---|---|",
  ...rows.map(
    (row) =>
      `| ${row.name} | ${Math.round(row.oneRps)} | ${row.oneP50} ms | ${row.oneP99} ms | ${Math.round(row.twoRps)} | ` +
      `${row.twoP50} ms | ${row.twoP99} ms | ${(row.twoRps / row.oneRps).toFixed(2)}× |`,
  ),
].join("\n");
const errors = rows.filter((row) => row.oneErrors + row.twoErrors > 0);
const report = [
  "# One instance against two (autocannon)",
  "",
  `Written by \`npm run bench:cluster\` on ${new Date().toISOString()}: the production build on one PostgreSQL`,
  `database, ${CONNECTIONS} connections, ${DURATION} s per scenario and side after a ${WARMUP} s warm-up of each,`,
  `measured in ${SLICES} alternating slices, loopback only, rate limits off. Both instances run throughout; "one`,
  'instance" sends every connection to A, "two instances" spreads them over A and B. autocannon and',
  "PostgreSQL run on the same machine, so on few cores they take CPU the second instance would need.",
  "",
  table,
  "",
  errors.length === 0
    ? "No errors or non-2xx answers."
    : `**Errors:** ${errors.map((row) => `${row.name}: ${row.oneErrors} (one), ${row.twoErrors} (two)`).join("; ")}`,
  "",
  "## Machine",
  "",
  describeMachine([
    `- PostgreSQL: ${serverUrl.replace(/\/\/[^@]*@/, "//")}`,
    // Other work on the machine moves these figures more than a second instance does: read them against it.
    `- Load average (1 min) before and after the run: ${loadBefore.toFixed(1)}, ${os.loadavg()[0].toFixed(1)}`,
  ]),
  "",
].join("\n");
fs.mkdirSync(path.join(root, "bench/results"), { recursive: true });
fs.writeFileSync(path.join(root, "bench/results/cluster.md"), report);
console.log(`\n${table}\n\nWritten to bench/results/cluster.md`);
