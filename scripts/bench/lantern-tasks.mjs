/**
 * `node scripts/bench/lantern-tasks.mjs <recording> [multiplier]`: what Lighthouse's simulation (Lantern) counts as
 * total blocking time in one recording, task by task. A recording is a folder `npm run bench:web` keeps with
 * BENCH_RECORDINGS_DIR (Lighthouse's gather-mode artifacts, trace and DevTools log); the multiplier is the CPU
 * slowdown to simulate (7 by default, the quiet host's: decision 017).
 *
 * Lantern computes the total blocking time twice, on the full dependency graph of the load: once between the
 * pessimistic first contentful paint and the optimistic time to interactive, once between the optimistic first
 * paint and the pessimistic interactive; the audit's figure is their mean. The first paint it clips at comes from
 * a smaller graph (the render-blocking requests and only three tasks: the first that parsed HTML, the first
 * layout and the first paint), so the main thread's other tasks before the first paint push that paint's task
 * past the estimate in the full graph, where it counts. This prints the estimates, then each simulation's tasks of
 * 50 ms or more (simulated), with what each adds, its recorded wall time, its longest events, and whether the
 * first paint's graph holds it.
 */
import path from "node:path";
import { loadArtifacts } from "lighthouse/core/lib/asset-saver.js";
import * as constants from "lighthouse/core/config/constants.js";
import { LanternFirstContentfulPaint } from "lighthouse/core/computed/metrics/lantern-first-contentful-paint.js";
import { LanternInteractive } from "lighthouse/core/computed/metrics/lantern-interactive.js";
import { LanternTotalBlockingTime } from "lighthouse/core/computed/metrics/lantern-total-blocking-time.js";

const BLOCKING_THRESHOLD_MS = 50;
/** Trace events that only wrap a task; the events under them say what it did. */
const WRAPPERS = new Set(["RunTask", "ThreadControllerImpl::RunTask"]);

const [recording, multiplierArg] = process.argv.slice(2);
if (!recording) {
  console.error(
    "Usage: node scripts/bench/lantern-tasks.mjs <recording folder> [CPU multiplier, 7 by default]",
  );
  process.exit(2);
}
const multiplier = Number(multiplierArg ?? 7);

const artifacts = await loadArtifacts(path.resolve(recording));
const settings = {
  ...artifacts.settings,
  throttlingMethod: "simulate",
  throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier: multiplier },
};
const data = {
  trace: artifacts.Trace,
  devtoolsLog: artifacts.DevtoolsLog,
  gatherContext: artifacts.GatherContext,
  settings,
  simulator: null,
  URL: artifacts.URL,
  SourceMaps: artifacts.SourceMaps,
};
const context = { computedCache: new Map(), settings };
const firstPaint = await LanternFirstContentfulPaint.request(data, context);
const interactive = await LanternInteractive.request(data, context);
const blocking = await LanternTotalBlockingTime.request(data, context);

const ms = (value) => `${Math.round(value)} ms`;
// The first paint's graph is a copy of the full one: its tasks are known by their ids.
const inFirstPaintGraph = new Set(
  [...firstPaint.optimisticEstimate.nodeTimings.keys()]
    .filter((node) => node.type === "cpu")
    .map((node) => node.id),
);
const recordingStart = Math.min(
  ...[...blocking.optimisticEstimate.nodeTimings.keys()].map((node) => node.startTime),
);

/** The task's three longest kinds of event, summed by name, in recorded milliseconds. */
function longestEvents(node) {
  const byName = new Map();
  for (const event of node.childEvents) {
    if (WRAPPERS.has(event.name)) continue;
    byName.set(event.name, (byName.get(event.name) ?? 0) + (event.dur ?? 0) / 1000);
  }
  return [...byName]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([name, duration]) => `${name} ${duration.toFixed(1)}`)
    .join(", ");
}

console.log(`${recording} at ×${multiplier}`);
console.log(
  `first contentful paint: optimistic ${ms(firstPaint.optimisticEstimate.timeInMs)}, ` +
    `pessimistic ${ms(firstPaint.pessimisticEstimate.timeInMs)}; ` +
    `interactive: optimistic ${ms(interactive.optimisticEstimate.timeInMs)}, ` +
    `pessimistic ${ms(interactive.pessimisticEstimate.timeInMs)}`,
);
console.log(
  `total blocking time ${ms(blocking.timing)} (mean of ${ms(blocking.optimisticEstimate.timeInMs)} and ` +
    `${ms(blocking.pessimisticEstimate.timeInMs)})`,
);

const simulations = [
  ["optimistic", blocking.optimisticEstimate, firstPaint.pessimisticEstimate, interactive.optimisticEstimate],
  [
    "pessimistic",
    blocking.pessimisticEstimate,
    firstPaint.optimisticEstimate,
    interactive.pessimisticEstimate,
  ],
];
for (const [label, estimate, from, to] of simulations) {
  console.log(`\n${label}: counted between ${ms(from.timeInMs)} and ${ms(to.timeInMs)}`);
  const tasks = [...estimate.nodeTimings]
    .filter(([node, timing]) => node.type === "cpu" && timing.duration >= BLOCKING_THRESHOLD_MS)
    .sort((a, b) => a[1].startTime - b[1].startTime);
  for (const [node, timing] of tasks) {
    const start = Math.max(timing.startTime, from.timeInMs);
    const end = Math.min(timing.endTime, to.timeInMs);
    const adds = end - start >= BLOCKING_THRESHOLD_MS ? end - start - BLOCKING_THRESHOLD_MS : 0;
    const recordedAt = (node.startTime - recordingStart) / 1000;
    const wall = (node.endTime - node.startTime) / 1000;
    console.log(
      `  ${ms(timing.startTime)}-${ms(timing.endTime)} adds ${ms(adds)}; recorded at ${ms(recordedAt)}, ` +
        `${wall.toFixed(1)} ms wall${inFirstPaintGraph.has(node.id) ? ", in the first paint's graph" : ""}: ` +
        longestEvents(node),
    );
  }
}
