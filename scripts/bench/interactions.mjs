/**
 * `npm run bench:interactions`: how long the page takes to answer a tap, on the same emulated phone as
 * `npm run bench:web`. The production build is served by the real server on the embedded database; Chromium
 * (Playwright) opens each page at a phone's viewport; once the page has hydrated, the host's benchmarkIndex is
 * measured in the page with Lighthouse's own benchmark, and the CPU is slowed through the DevTools protocol
 * (Emulation.setCPUThrottlingRate) by the multiplier that benchmarkIndex asks for (cpu-calibration.mjs, the one
 * place for the calibration). The interaction is then performed, and its latency read with the Event Timing
 * API: the longest event of the interaction (pointerdown, pointerup, click, keydown...), from the input to the
 * next paint, which is what web-vitals' INP reports for a page with one interaction.
 *
 * Interactions: Add to Cart on an accessory page, opening the mobile menu, opening the project lightbox and
 * stepping it to the next photograph, opening the contact modal, and going to page 2 of the catalogue.
 * Median of BENCH_RUNS (5) runs each, a fresh page every run; budget: INP <= 200 ms. Writes a dated markdown file
 * in bench/results/ and exits non-zero when a budget is missed.
 *
 * Options (environment): BENCH_RUNS; BENCH_INTERACTIONS, comma-separated words picking interactions by name
 * ("lightbox,menu"; a partial run prints its table but writes no file); BENCH_CPU_MULTIPLIER, a fixed
 * multiplier instead of the calibrated one (for comparisons, not budgeted); BENCH_PROFILE_DIR, a folder that
 * receives a DevTools trace of each run's interaction (open it in the Performance panel).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, devices } from "@playwright/test";
import { root } from "../build-steps.mjs";
import { chromiumArgs, findOrInstallBrowser } from "../find-browser.mjs";
import { describeMachine, startBenchServer } from "./bench-server.mjs";
import {
  calibratedMultiplier,
  measureBenchmarkIndex,
  median,
  TARGET_PHONE_BENCHMARK_INDEX,
} from "./cpu-calibration.mjs";

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const FIXED_MULTIPLIER = process.env.BENCH_CPU_MULTIPLIER
  ? Number(process.env.BENCH_CPU_MULTIPLIER)
  : undefined;
const FILTER = (process.env.BENCH_INTERACTIONS ?? "")
  .split(",")
  .map((word) => word.trim())
  .filter(Boolean);
const PROFILE_DIR = process.env.BENCH_PROFILE_DIR ? path.resolve(process.env.BENCH_PROFILE_DIR) : undefined;
const BUDGET_INP_MS = 200;
// Event Timing reports only events of 16 ms or more (its smallest threshold): an interaction that reports
// nothing answered within that.
const EVENT_THRESHOLD_MS = 16;

/**
 * Runs in the page before its own scripts: keeps, for every interaction, its longest event (the Event Timing
 * entries sharing one interactionId), with where that event's time went.
 */
function recordInteractions(threshold) {
  const interactions = new Map();
  window.__benchInteractions = interactions;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      const known = interactions.get(entry.interactionId);
      if (known && known.duration >= entry.duration) continue;
      interactions.set(entry.interactionId, {
        event: entry.name,
        duration: entry.duration,
        inputDelay: entry.processingStart - entry.startTime,
        processing: entry.processingEnd - entry.processingStart,
        presentation: entry.startTime + entry.duration - entry.processingEnd,
      });
    }
  }).observe({ type: "event", durationThreshold: threshold, buffered: true });
}

const readInteractions = (page) =>
  page.evaluate(() => [...window.__benchInteractions.entries()].map(([id, value]) => ({ id, ...value })));

/** Waits until React has hydrated the page, so taps reach handlers instead of server HTML. */
const hydrated = (page) =>
  page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", null, {
    timeout: 120_000,
  });

/** Two animation frames: whatever the last interaction painted has been presented and reported. */
const settle = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100))),
      ),
  );

/**
 * Each interaction: the page to open, what to do before the measured tap (unthrottled, not measured), and
 * the measured steps, each a tap and what shows that it was answered.
 */
function interactionsFor(detailPath) {
  return [
    {
      name: "Add to Cart (accessory page)",
      path: detailPath,
      steps: [
        {
          label: "Add to Cart",
          act: (page) => page.getByRole("button", { name: "Add to Cart", exact: true }).first().click(),
          done: (page) =>
            page.getByRole("button", { name: "Remove from Cart", exact: true }).first().waitFor(),
        },
      ],
    },
    {
      name: "Mobile menu",
      path: "/",
      steps: [
        {
          label: "open the menu",
          act: (page) => page.getByRole("button", { name: "Open menu" }).click(),
          // The menu inside the sheet loads with its first opening (decision 029): done when its links show.
          done: (page) =>
            page
              .getByRole("dialog", { name: "Menu" })
              .getByRole("link", { name: "Projects", exact: true })
              .waitFor(),
        },
      ],
    },
    {
      name: "Project lightbox",
      path: "/project/view-details/banani",
      steps: [
        {
          label: "open the lightbox",
          act: (page) => page.getByRole("button", { name: /^View full size: photo 1 of/ }).click(),
          done: (page) => page.getByRole("dialog", { name: /project photographs$/ }).waitFor(),
        },
        {
          label: "next photograph",
          act: (page) =>
            page
              .getByRole("dialog", { name: /project photographs$/ })
              .getByRole("button", { name: "Next image" })
              .click(),
          done: (page) => page.getByText(/^2 of \d+$/).waitFor(),
        },
      ],
    },
    {
      name: "Contact modal",
      path: "/",
      steps: [
        {
          label: "open the contact modal",
          act: (page) => page.locator("#home").getByRole("button", { name: "Contact Us" }).first().click(),
          done: (page) => page.getByRole("dialog", { name: "Contact Us" }).waitFor(),
        },
      ],
    },
    {
      name: "Catalogue page 2",
      path: "/view-accessories",
      steps: [
        {
          label: "go to page 2",
          act: (page) =>
            page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Next" }).click(),
          done: (page) =>
            page
              .getByRole("navigation", { name: "Pagination" })
              .locator('[aria-current="page"]', { hasText: "Page 2" })
              .waitFor(),
        },
      ],
    },
  ];
}

const loadAtStart = os.loadavg();
const server = await startBenchServer();
const executablePath = findOrInstallBrowser();
const browser = await chromium.launch({ executablePath, args: chromiumArgs, headless: true });
const phone = devices["Pixel 7"];

try {
  const list = await (await fetch(`${server.baseUrl}/api/accessory/get-all-accessories?page=1`)).json();
  const first = list.data.find((accessory) => !accessory.outOfStock) ?? list.data[0];
  const detailPath = `/accessories/details/${first.name
    .toLowerCase()
    .replace(/\s+/g, "-")
    .replace(/[^\w-]+/g, "")}/${first._id}`;
  const all = interactionsFor(detailPath);
  const chosen =
    FILTER.length === 0
      ? all
      : all.filter((interaction) => FILTER.some((word) => interaction.name.toLowerCase().includes(word)));
  if (chosen.length === 0) throw new Error(`BENCH_INTERACTIONS=${FILTER.join(",")} picks none`);
  if (PROFILE_DIR) fs.mkdirSync(PROFILE_DIR, { recursive: true });

  /** One run: a fresh phone, the page, the calibration, then each step measured on the slowed CPU. */
  async function measureOnce(interaction, run) {
    const context = await browser.newContext({
      ...phone,
      viewport: { width: 412, height: 823 },
      baseURL: server.baseUrl,
    });
    try {
      const page = await context.newPage();
      await page.addInitScript(recordInteractions, EVENT_THRESHOLD_MS);
      await page.goto(interaction.path, { waitUntil: "load", timeout: 120_000 });
      await hydrated(page);
      await page.waitForLoadState("networkidle");
      const hostIndex = await measureBenchmarkIndex((fn) => page.evaluate(fn));
      const multiplier = FIXED_MULTIPLIER ?? calibratedMultiplier(hostIndex);
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: multiplier });
      await settle(page);
      const steps = [];
      for (const [index, step] of interaction.steps.entries()) {
        const before = new Set((await readInteractions(page)).map((entry) => entry.id));
        if (PROFILE_DIR) await browser.startTracing(page, { screenshots: false });
        await step.act(page);
        await step.done(page);
        await settle(page);
        if (PROFILE_DIR) {
          const name =
            `${interaction.name.replace(/\W+/g, "-")}-${index + 1}-run${run + 1}.json`.toLowerCase();
          fs.writeFileSync(path.join(PROFILE_DIR, name), await browser.stopTracing());
        }
        const fresh = (await readInteractions(page)).filter((entry) => !before.has(entry.id));
        // A tap is one interaction; should the browser have split it, the slowest part is what was felt.
        const worst = fresh.sort((a, b) => b.duration - a.duration)[0];
        steps.push(worst ?? { event: "(under threshold)", duration: EVENT_THRESHOLD_MS });
      }
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
      return { hostIndex, multiplier, steps };
    } finally {
      await context.close();
    }
  }

  const rows = [];
  const calibrations = [];
  for (const interaction of chosen) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      const result = await measureOnce(interaction, run);
      runs.push(result);
      calibrations.push({
        name: interaction.name,
        hostIndex: result.hostIndex,
        multiplier: result.multiplier,
      });
      console.log(
        `${interaction.name} run ${run + 1}: host benchmarkIndex ${Math.round(result.hostIndex)}, CPU multiplier ` +
          `${result.multiplier}, ${result.steps
            .map((step, i) => `${interaction.steps[i].label} ${Math.round(step.duration)} ms (${step.event})`)
            .join(", ")}`,
      );
    }
    for (const [index, step] of interaction.steps.entries()) {
      const durations = runs.map((run) => run.steps[index].duration);
      const medianRun = runs.find((run) => run.steps[index].duration === median(durations));
      rows.push({
        interaction: interaction.name,
        step: step.label,
        inpMs: median(durations),
        runsMs: durations,
        detail: medianRun.steps[index],
        multiplier: median(runs.map((run) => run.multiplier)),
      });
    }
  }

  const misses = rows
    .filter((row) => row.inpMs > BUDGET_INP_MS)
    .map((row) => `${row.interaction}, ${row.step}: INP ${Math.round(row.inpMs)} ms > ${BUDGET_INP_MS} ms`);
  const ms = (value) => (value === undefined ? "–" : `${Math.round(value)} ms`);
  const table = [
    "| interaction | step | INP (median) | runs | CPU × (median) | longest event of the median run: input delay / processing / presentation |",
    "|---|---|---|---|---|---|",
    ...rows.map(
      (row) =>
        `| ${row.interaction} | ${row.step} | ${ms(row.inpMs)} | ${row.runsMs.map(Math.round).join(", ")} | ${row.multiplier} | ` +
        `${row.detail.event}: ${ms(row.detail.inputDelay)} / ${ms(row.detail.processing)} / ${ms(row.detail.presentation)} |`,
    ),
  ].join("\n");
  const indexes = calibrations.map((c) => c.hostIndex);
  const multipliers = calibrations.map((c) => c.multiplier);
  const loadAverage = (values) => values.map((value) => value.toFixed(2)).join(", ");
  const slowRuns = indexes.filter((index) => index < TARGET_PHONE_BENCHMARK_INDEX).length;
  const report = [
    "# Interaction benchmark (INP)",
    "",
    `Written by \`npm run bench:interactions\` on ${new Date().toISOString()}. Production build served by the real`,
    `server on the embedded database; Chromium at a phone's viewport (412 px wide, touch), median of ${RUNS} run(s),`,
    "a fresh page each run. After the page has hydrated, Lighthouse's CPU benchmark is run in it and the CPU is",
    `slowed through the DevTools protocol by benchmarkIndex / ${TARGET_PHONE_BENCHMARK_INDEX} (the multiplier \`npm run bench:web\` uses)` +
      (FIXED_MULTIPLIER ? `; **this run used a fixed multiplier of ${FIXED_MULTIPLIER} instead**.` : "."),
    "INP is the interaction's longest event (Event Timing API: input to next paint), as web-vitals reports it for",
    `one interaction; an interaction reporting nothing answered within ${EVENT_THRESHOLD_MS} ms and is shown as ${EVENT_THRESHOLD_MS}.`,
    "",
    table,
    "",
    `Budget: INP ≤ ${BUDGET_INP_MS} ms (median).`,
    "",
    misses.length === 0
      ? "**All budgets hold.**"
      : `**Budgets missed:**\n\n${misses.map((m) => `- ${m}`).join("\n")}`,
    "",
    ...(slowRuns > 0
      ? [
          `**The host was slower than the target phone in ${slowRuns} run(s)** (benchmarkIndex below ` +
            `${TARGET_PHONE_BENCHMARK_INDEX}, multiplier held at 1): those runs measured a slower phone than the budget's.`,
          "",
        ]
      : []),
    "## Machine",
    "",
    describeMachine([
      `- Browser: Chromium ${browser.version()}`,
      `- Host benchmarkIndex (higher is faster): median ${Math.round(median(indexes))}, range ${Math.round(
        Math.min(...indexes),
      )} to ${Math.round(Math.max(...indexes))} over ${indexes.length} runs`,
      `- CPU multiplier: median ${median(multipliers)}, range ${Math.min(...multipliers)} to ${Math.max(...multipliers)}`,
      `- Host load average (1, 5, 15 min) on ${os.cpus().length} cores: ${loadAverage(loadAtStart)} at the start, ` +
        `${loadAverage(os.loadavg())} at the end`,
    ]),
    "",
  ].join("\n");
  if (chosen.length === all.length) {
    const stamp = new Date().toISOString().slice(0, 16).replace(":", "");
    const file = `bench/results/interactions-${stamp}.md`;
    fs.mkdirSync(path.join(root, "bench/results"), { recursive: true });
    fs.writeFileSync(path.join(root, file), report);
    console.log(`Written to ${file}.`);
  }
  console.log(`\n${table}\n`);
  console.log(misses.length === 0 ? "All budgets hold." : `Budgets missed:\n${misses.join("\n")}`);
  process.exitCode = misses.length === 0 ? 0 : 1;
} finally {
  await browser.close();
  await server.stop();
}
