/**
 * `npm run bench:admin`: the back office's order desk with 100,000 orders, on PGlite and on PostgreSQL.
 *
 * For each database it builds the real app (the guard, the session lookup, the routes and the services), seeds
 * the catalogue and BENCH_ORDERS orders (100,000 by default: one to three lines each, a timeline entry for
 * every order past New, spread over the last three years), signs a member of staff in through the real
 * sign-in route, and then times, one request at a time as a person at the desk makes them, each scenario
 * BENCH_REQUESTS times (300 by default) after a warm-up: the order list, a deep page, the status and date
 * filters, searches by name, order number, its last part and phone, an order page and the dashboard. The
 * target (issue 18): p95 under 100 ms for the list, a search and an order page on both databases.
 * Then the catalogue grows to BENCH_ACCESSORIES accessories (10,000 by default, as `db:seed -- --count`
 * makes them) and the back office's accessory list and its searches by name and by code are timed the same
 * way, against the same target (issue 19). The reports of `/admin/reports` (issue 33) are timed over 30 and
 * 90 days, 12 months and three years, with one CSV export: p95 under 300 ms. The seed writes orders, lines and
 * timeline with plain SQL, so the database's triggers fill the reports' running totals as they would for
 * orders placed one by one (migration 0014, decision 026). BENCH_SCENARIOS=Report times only
 * the scenarios whose name contains it; BENCH_OUTPUT names the results file (a dated one for such a run).
 *
 * PostgreSQL: BENCH_DATABASE_URL (or TEST_DATABASE_URL, or postgres://postgres@127.0.0.1:5432/test) names a
 * server on which a scratch database is created and dropped. BENCH_DATABASES=pglite (or postgres) runs one.
 * Results: bench/results/admin.md.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { execSync } from "node:child_process";
import { sql, type SQL } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { Database } from "../../server/db/database";
import { seedCatalogueToCount, seedCatalogueWhenEmpty } from "../../server/db/seed";
import { createTestApp, createTestDatabase } from "../../tests/helpers/test-database";
import { signInForTest, type TestSession } from "../../tests/helpers/admin-session";

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const ACCESSORIES = Number(process.env.BENCH_ACCESSORIES ?? 10_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 30);
const TARGET_P95_MS = 100;
const postgresUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  "postgres://postgres@127.0.0.1:5432/test";
const kinds = (process.env.BENCH_DATABASES ?? "pglite,postgres").split(",").map((kind) => kind.trim()) as (
  "pglite" | "postgres"
)[];

const FIRST_NAMES = [
  "Farhana",
  "Tanvir",
  "Mahmuda",
  "Rakibul",
  "Nusrat",
  "Sabbir",
  "Ayesha",
  "Imran",
  "Sharmin",
  "Kamrul",
  "Taslima",
  "Arif",
  "Sadia",
  "Mehedi",
  "Rumana",
  "Shakil",
  "Nasrin",
  "Jahid",
  "ফারহানা",
  "রফিকুল",
];
const LAST_NAMES = [
  "Rahman",
  "Hasan",
  "Chowdhury",
  "Islam",
  "Jahan",
  "Ahmed",
  "Khan",
  "Hossain",
  "Akter",
  "Uddin",
  "Sarkar",
  "Talukder",
  "Mia",
  "Begum",
  "Siddique",
  "Karim",
  "আক্তার",
  "ইসলাম",
];

const SEED_BATCH = 5_000;

/**
 * 100,000 orders in batches of a few thousand (one statement per batch stays under the pool's query
 * timeout): names, Dhaka phones, statuses weighted as a shop's history runs, lines and timeline entries.
 */
async function seedOrders(db: Pick<Database, "execute">) {
  const firstNames = sql.raw(`(array[${FIRST_NAMES.map((name) => `'${name}'`).join(",")}])`);
  const lastNames = sql.raw(`(array[${LAST_NAMES.map((name) => `'${name}'`).join(",")}])`);
  const count = sql.raw(String(ORDERS));
  const firstCount = sql.raw(String(FIRST_NAMES.length));
  const lastCount = sql.raw(String(LAST_NAMES.length));
  for (let from = 1; from <= ORDERS; from += SEED_BATCH) {
    const first = sql.raw(String(from));
    const last = sql.raw(String(Math.min(ORDERS, from + SEED_BATCH - 1)));
    await db.execute(sql`
      insert into orders (name, email, address, phone, status, created_at, updated_at, order_number, version,
        courier_name, consignment_number, cancel_reason, district, delivery_zone, delivery_charge)
      select
        ${firstNames}[1 + (g * 7) % ${firstCount}] || ' ' || ${lastNames}[1 + (g * 13) % ${lastCount}],
        case when g % 4 = 0 then null else 'customer' || g || '@example.com' end,
        'House ' || (1 + g % 90) || ', Road ' || (1 + g % 27) || ', Dhaka',
        '01' || (3 + g % 7) || lpad(((g::bigint * 7919) % 100000000)::text, 8, '0'),
        s.status, t.at, t.at,
        'NI-' || to_char(t.at at time zone 'Asia/Dhaka', 'YYMM') || '-' || case when g < 10000 then lpad(g::text, 4, '0') else g::text end,
        case when s.status = 'pending' then 1 else 2 end,
        case when s.status in ('shipped', 'delivered', 'returned') and g % 2 = 0 then 'Pathao' end,
        case when s.status in ('shipped', 'delivered', 'returned') and g % 2 = 0 then 'PT-' || g end,
        case when s.status = 'cancelled' then 'Customer unreachable' end,
        p.district, p.zone, p.charge
      from generate_series(${first}, ${last}) g
      cross join lateral (select (array['Dhaka', 'Dhaka', 'Dhaka', 'Gazipur', 'Narayanganj', 'Chattogram', 'Sylhet',
        'Khulna', 'Rajshahi', null])[1 + (g * 17) % 10] as district) d
      cross join lateral (select d.district, z.zone,
        case z.zone when 'inside_dhaka' then 70 when 'dhaka_suburbs' then 110 when 'outside_dhaka' then 130 end as charge
        from (select case when d.district = 'Dhaka' then 'inside_dhaka'
          when d.district in ('Gazipur', 'Narayanganj') then 'dhaka_suburbs'
          when d.district is null then 'unknown' else 'outside_dhaka' end as zone) z) p
      cross join lateral (select now() - ((${count} - g) * interval '15 minutes') as at) t
      cross join lateral (select case
        when g > ${count} - 60 then 'pending'
        when g > ${count} - 150 then (array['confirmed', 'shipped', 'pending'])[1 + g % 3]
        else (array['delivered', 'delivered', 'delivered', 'delivered', 'delivered', 'delivered', 'cancelled',
          'returned', 'delivered', 'cancelled', 'delivered', 'shipped', 'confirmed', 'pending', 'delivered',
          'delivered', 'delivered', 'cancelled', 'delivered', 'delivered'])[1 + (g * 31) % 20]
      end as status) s
    `);
    // The order's g is the last part of its number; its lines pick one to three different accessories.
    await db.execute(sql`
      with numbered as (select id, rate, row_number() over (order by created_at, id) - 1 as n from accessories),
      size as (select count(*) as size from accessories),
      batch as (
        select id, created_at, split_part(order_number, '-', 3)::int as g from orders
        where created_at >= now() - ((${count} - ${first}) * interval '15 minutes') - interval '1 second'
          and created_at <= now() - ((${count} - ${last}) * interval '15 minutes') + interval '1 second'
      )
      insert into order_items (order_id, accessory_id, quantity, rate, created_at, updated_at)
      select batch.id, a.id, 1 + (batch.g + k) % 3, a.rate, batch.created_at + k * interval '1 millisecond',
        batch.created_at
      from batch cross join generate_series(1, 3) k cross join size
      join numbered a on a.n = (batch.g * 7 + k * 11) % size.size
      where k <= 1 + batch.g % 3
      on conflict do nothing
    `);
  }
  await db.execute(sql`select setval('order_number_seq', ${sql.raw(String(ORDERS + 1))})`);
  await db.execute(sql`
    insert into order_events (order_id, actor_name, from_status, to_status, note, created_at)
    select id, 'Rahim Uddin', 'pending', status, null, created_at + interval '2 hours'
    from orders where status <> 'pending'
  `);
  await db.execute(sql`analyze orders, order_items, order_events, accessories`);
}

/** `target`: held to TARGET_P95_MS, or to `targetMs` when the scenario names its own (the reports: 300 ms). */
type Scenario = { name: string; url: () => string; target: boolean; targetMs?: number };
const targetOf = (scenario: Scenario) => scenario.targetMs ?? TARGET_P95_MS;
/** BENCH_SCENARIOS=Report: only the scenarios whose name contains it. */
const ONLY = process.env.BENCH_SCENARIOS;
const REPORT_TARGET_P95_MS = 300;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function timeScenario(app: FastifyInstance, session: TestSession, scenario: Scenario) {
  const durations: number[] = [];
  for (let index = 0; index < WARMUP + REQUESTS; index++) {
    const url = scenario.url();
    const started = process.hrtime.bigint();
    const response = await app.inject({ method: "GET", url, headers: session.headers });
    const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
    if (response.statusCode !== 200)
      throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
    if (index >= WARMUP) durations.push(elapsed);
  }
  durations.sort((a, b) => a - b);
  return {
    p50: percentile(durations, 50),
    p95: percentile(durations, 95),
    p99: percentile(durations, 99),
    max: durations[durations.length - 1],
  };
}

async function benchDatabase(kind: "pglite" | "postgres") {
  if (kind === "postgres") process.env.TEST_DATABASE_URL = postgresUrl;
  const seedStarted = Date.now();
  const database = await createTestDatabase(kind);
  // PostgreSQL: the seed runs on a connection of its own, free of the app pool's 1.5 s query timeout.
  const seedClient = database.url ? new pg.Client({ connectionString: database.url }) : undefined;
  await seedClient?.connect();
  const testApp = await createTestApp({ database });
  try {
    await seedCatalogueWhenEmpty(database.db);
    const seedDb = seedClient ? (drizzle({ client: seedClient }) as unknown as Database) : database.db;
    await seedOrders(seedDb);
    // The catalogue grows after the orders, whose lines pick from the seed catalogue's accessories.
    await seedCatalogueToCount(seedDb, ACCESSORIES);
    await seedDb.execute(sql`analyze accessories`);
    await seedClient?.end();
    const seedSeconds = (Date.now() - seedStarted) / 1000;
    const { db } = testApp.database;
    const rowsOf = async <Row>(query: SQL) => ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
    const [counts] = await rowsOf<{ orders: number; lines: number; events: number; accessories: number }>(sql`
      select (select count(*) from orders)::int as orders, (select count(*) from order_items)::int as lines,
        (select count(*) from order_events)::int as events, (select count(*) from accessories)::int as accessories`);
    const accessorySample = await rowsOf<{ name: string; code: string }>(
      sql`select name, code from accessories order by random() limit 200`,
    );
    const sample = await rowsOf<{ id: string; order_number: string; phone: string }>(
      sql`select id, order_number, phone from orders order by random() limit 200`,
    );
    const session = await signInForTest(testApp.app, { role: "staff" });
    let turn = 0;
    const next = <T>(items: readonly T[]) => items[turn++ % items.length];
    const nameQueries = ["chowdhury", "farhana", "talukder", "imran hossain", "সাদিয়া", "siddique", "rumana"];
    const monthStart = new Date(Date.now() - 200 * 86_400_000).toISOString().slice(0, 10);
    const monthEnd = new Date(Date.now() - 170 * 86_400_000).toISOString().slice(0, 10);
    const scenarios: Scenario[] = [
      { name: "Order list, first page", url: () => "/api/admin/orders", target: true },
      { name: "Order list, page 200", url: () => "/api/admin/orders?page=200", target: true },
      { name: "Filter: status New", url: () => "/api/admin/orders?status=pending", target: true },
      {
        name: "Filter: delivered, a 30-day range",
        url: () => `/api/admin/orders?status=delivered&from=${monthStart}&to=${monthEnd}`,
        target: true,
      },
      {
        name: "Search: customer name",
        url: () => `/api/admin/orders?q=${encodeURIComponent(next(nameQueries))}`,
        target: true,
      },
      {
        name: "Search: order number",
        url: () => `/api/admin/orders?q=${encodeURIComponent(next(sample).order_number)}`,
        target: true,
      },
      {
        name: "Search: last part of the number",
        url: () => `/api/admin/orders?q=${next(sample).order_number.split("-")[2]}`,
        target: true,
      },
      {
        name: "Search: phone",
        url: () => `/api/admin/orders?q=${next(sample).phone}`,
        target: true,
      },
      { name: "Order page", url: () => `/api/admin/orders/${next(sample).id}`, target: true },
      { name: "Dashboard figures", url: () => "/api/admin/dashboard", target: false },
      { name: "Accessory list, first page", url: () => "/api/admin/accessories", target: true },
      { name: "Accessory list, page 100", url: () => "/api/admin/accessories?page=100", target: true },
      {
        name: "Accessory search: a word of the name",
        url: () =>
          `/api/admin/accessories?q=${encodeURIComponent(next(accessorySample).name.split(" ")[1] ?? "vase")}`,
        target: true,
      },
      {
        name: "Accessory search: whole name",
        url: () => `/api/admin/accessories?q=${encodeURIComponent(next(accessorySample).name)}`,
        target: true,
      },
      {
        name: "Accessory search: code",
        url: () => `/api/admin/accessories?q=${encodeURIComponent(next(accessorySample).code)}`,
        target: true,
      },
    ];
    const dhakaDay = (daysAgo: number) =>
      new Date(Date.now() + 6 * 3_600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);
    const today = dhakaDay(0);
    const ranges = {
      "30 days": `from=${dhakaDay(29)}&to=${today}`,
      "90 days": `from=${dhakaDay(89)}&to=${today}`,
      "12 months": `from=${dhakaDay(364)}&to=${today}`,
      "3 years": `from=${dhakaDay(1_095)}&to=${today}`,
    };
    const reportScenarios: [string, keyof typeof ranges][] = [
      ["summary", "30 days"],
      ["daily", "30 days"],
      ["daily", "90 days"],
      ["summary", "12 months"],
      ["monthly", "12 months"],
      ["zones", "12 months"],
      ["districts", "12 months"],
      ["best-sellers-by-quantity", "12 months"],
      ["best-sellers-by-revenue", "12 months"],
      ["monthly", "3 years"],
      ["best-sellers-by-revenue", "3 years"],
    ];
    for (const [report, range] of reportScenarios) {
      scenarios.push({
        name: `Report: ${report}, ${range}`,
        url: () => `/api/admin/reports/${report}?${ranges[range]}`,
        target: true,
        targetMs: REPORT_TARGET_P95_MS,
      });
    }
    scenarios.push({
      name: "Report CSV: monthly, 12 months",
      url: () => `/api/admin/reports/monthly/export.csv?${ranges["12 months"]}`,
      target: true,
      targetMs: REPORT_TARGET_P95_MS,
    });
    const results = [];
    for (const scenario of scenarios.filter((each) => !ONLY || each.name.includes(ONLY))) {
      const figures = await timeScenario(testApp.app, session, scenario);
      console.log(
        `${kind.padEnd(8)} ${scenario.name.padEnd(36)} p50 ${figures.p50.toFixed(1)} ms  p95 ${figures.p95.toFixed(1)} ms  p99 ${figures.p99.toFixed(1)} ms`,
      );
      results.push({ scenario, ...figures });
    }
    return { kind, counts, seedSeconds, results };
  } finally {
    await testApp.close();
    await database.destroy();
  }
}

const commit = (() => {
  try {
    return execSync("git rev-parse --short HEAD", { encoding: "utf8" }).trim();
  } catch {
    return "unknown";
  }
})();
function heldAll() {
  return runs.every((run) =>
    run.results.every((row) => !row.scenario.target || row.p95 < targetOf(row.scenario)),
  );
}

function writeResults() {
  const held = heldAll();
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const lines = [
    "# Back-office benchmark (order desk and catalogue)",
    "",
    `Written by \`npm run bench:admin\` on ${new Date().toISOString()}. Each database holds ${ORDERS.toLocaleString("en")} orders`,
    "(one to three lines each, a timeline entry for every order past New, placed over the last three years) and",
    `a catalogue of ${ACCESSORIES.toLocaleString("en")} accessories (the seed's and generated ones, as \`db:seed -- --count\` makes them).`,
    "The real app answers (`fastify.inject`: the guard with its session lookup, the",
    `routes, the services, the database), one request at a time as staff make them, ${REQUESTS} timed requests per`,
    `scenario after ${WARMUP} unrecorded ones; searches and order pages rotate over different orders and words.`,
    "",
    `Targets: the order list, a search and an order page (issue 18), the accessory list and its search (issue 19)`,
    `under ${TARGET_P95_MS} ms at p95 on both databases; every report of \`/admin/reports\` and its CSV (issue 33)`,
    `under ${REPORT_TARGET_P95_MS} ms at p95.${ONLY ? ` This run timed only the scenarios named "${ONLY}…".` : ""}`,
    "",
  ];
  for (const run of runs) {
    lines.push(
      `## ${run.kind === "pglite" ? "PGlite (embedded)" : "PostgreSQL"}`,
      "",
      `${run.counts.orders.toLocaleString("en")} orders, ${run.counts.lines.toLocaleString("en")} lines, ` +
        `${run.counts.events.toLocaleString("en")} timeline entries, ${run.counts.accessories.toLocaleString("en")} accessories; ` +
        `seeded in ${run.seedSeconds.toFixed(0)} s.`,
      "",
      "| scenario | p50 | p95 | p99 | max | target |",
      "|---|---|---|---|---|---|",
      ...run.results.map(
        (row) =>
          `| ${row.scenario.name} | ${ms(row.p50)} | ${ms(row.p95)} | ${ms(row.p99)} | ${ms(row.max)} | ${
            row.scenario.target ? (row.p95 < targetOf(row.scenario) ? "held" : "**missed**") : "-"
          } |`,
      ),
      "",
    );
  }
  lines.push(
    held ? "**All targets hold.**" : "**A target was missed** (see above).",
    "",
    "## Machine",
    "",
    `- CPU: ${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? "unknown"}`,
    `- Memory: ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB`,
    `- Load average at the end: ${os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(", ")}`,
    `- Node.js: ${process.version}`,
    `- Git commit: ${commit}`,
    "",
  );
  // BENCH_OUTPUT: another file of bench/results (a dated one for a partial run).
  const output = path.resolve(
    import.meta.dirname,
    "../../bench/results",
    process.env.BENCH_OUTPUT ?? "admin.md",
  );
  if (process.env.BENCH_WRITE !== "0") fs.writeFileSync(output, lines.join("\n"));
}

const runs: Awaited<ReturnType<typeof benchDatabase>>[] = [];
for (const kind of kinds) {
  console.log(`Seeding ${ORDERS.toLocaleString("en")} orders on ${kind}…`);
  runs.push(await benchDatabase(kind));
  // Written after each database, so a long run keeps what it has measured.
  writeResults();
}
const held = heldAll();
console.log(held ? "All targets hold." : "A target was missed.");
process.exitCode = held ? 0 : 1;
