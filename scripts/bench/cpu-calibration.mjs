import fs from "node:fs";

/**
 * Lighthouse emulates a phone by multiplying the main-thread time it observes on the host by
 * `cpuSlowdownMultiplier` (4 by default, calibrated for a host whose benchmarkIndex is about 1,600). A
 * shared machine's benchmarkIndex moves from day to day (seen here: 1,100 to 3,000), so the default makes a
 * different phone every run. Setting the multiplier to benchmarkIndex / TARGET_PHONE_BENCHMARK_INDEX makes
 * the same phone every run: a phone whose benchmarkIndex would be 400, an inexpensive Android.
 */
export const TARGET_PHONE_BENCHMARK_INDEX = 400;

/** The multiplier that turns this host into the target phone; never below 1 (Lighthouse cannot speed up). */
export function calibratedMultiplier(hostBenchmarkIndex, target = TARGET_PHONE_BENCHMARK_INDEX) {
  if (!Number.isFinite(hostBenchmarkIndex) || hostBenchmarkIndex <= 0) {
    throw new Error(`benchmarkIndex must be a positive number (got ${hostBenchmarkIndex})`);
  }
  return Math.max(1, Math.round((hostBenchmarkIndex / target) * 100) / 100);
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/**
 * The host's benchmarkIndex, measured as Lighthouse measures it at the start of each run: Lighthouse's own
 * benchmark function, run in a page by `evaluate` (e.g. `(fn) => page.evaluate(fn)` with Playwright), so a
 * benchmark that drives Chromium itself reads the same number `npm run bench:web` does.
 */
export async function measureBenchmarkIndex(evaluate) {
  const { pageFunctions } = await import("lighthouse/core/lib/page-functions.js");
  const index = await evaluate(pageFunctions.computeBenchmarkIndex);
  if (!Number.isFinite(index) || index <= 0) throw new Error(`the benchmark returned ${index}`);
  return index;
}

/** The host's quiet benchmarkIndex (about 2,800 on 2026-11-27) over the target's: the quiet multiplier. */
export const QUIET_HOST_MULTIPLIER = 7;

/**
 * Total blocking time from the recording's main-thread tasks' CPU time instead of their wall time
 * (decision 017): Σ max(0, multiplier × cpuMs − 50) over the tasks that start after the first contentful paint.
 * A busy host stretches a task's wall time by however long the thread waited for a core, which Lantern
 * multiplies too; a task's CPU time (the trace's `tdur`) is what the phone would have to do, so this figure
 * does not move with the host's load. An upper bound of Lantern's: it counts every task past FCP, where
 * Lantern stops at its TTI and drops some short tasks off the page's dependency graph.
 */
export function cpuBlockingTime(tasks, multiplier, firstContentfulPaintMs = 0) {
  let total = 0;
  let counted = 0;
  for (const task of tasks) {
    if (task.startMs < firstContentfulPaintMs) continue;
    const simulated = task.cpuMs * multiplier;
    if (simulated > 50) {
      total += simulated - 50;
      counted += 1;
    }
  }
  return { tbtMs: total, longTasks: counted };
}

/**
 * The page's main-thread tasks from a Lighthouse recording's trace: start (ms since the navigation), wall
 * time, CPU time, and what most of each was (its longest child event, with a script's file name), so a long
 * one can be told apart. `TraceProcessor` is Lighthouse's own (`lighthouse/core/lib/tracehouse`).
 */
export function mainThreadTasks(trace, TraceProcessor) {
  const processed = TraceProcessor.processTrace(trace);
  const navigation = TraceProcessor.processNavigation(processed);
  const origin = processed.timeOriginEvt.ts;
  const events = processed.mainThreadEvents;
  const tasks = [];
  for (let i = 0; i < events.length; i++) {
    const event = events[i];
    if (!TraceProcessor.isScheduleableTask(event) || !event.dur) continue;
    const end = event.ts + event.dur;
    let what = "";
    let longest = 0;
    for (let j = i + 1; j < events.length && events[j].ts < end; j++) {
      const child = events[j];
      if (TraceProcessor.isScheduleableTask(child) || !child.dur || child.dur <= longest) continue;
      if (child.ts + child.dur > end) continue;
      longest = child.dur;
      const url = child.args?.data?.url ?? child.args?.data?.stackTrace?.[0]?.url ?? "";
      what = `${child.name}${url ? ` ${url.split("/").pop().split("?")[0]}` : ""}`;
    }
    tasks.push({
      startMs: (event.ts - origin) / 1000,
      wallMs: event.dur / 1000,
      cpuMs: (event.tdur ?? event.dur) / 1000,
      what,
    });
  }
  return { tasks, firstContentfulPaintMs: navigation.timings.firstContentfulPaint ?? 0 };
}

/**
 * mainThreadTasks of a trace file; none, with a warning, when Chromium failed to trace the load (no navigation
 * start, no first paint): Lighthouse's audit reports that run's failure and the run is retried.
 */
export function readMainThreadTasks(file, TraceProcessor, warn = console.warn) {
  try {
    return mainThreadTasks(JSON.parse(fs.readFileSync(file, "utf8")), TraceProcessor);
  } catch (error) {
    warn(`The trace ${file} could not be read (${error.message})`);
    return { tasks: [], firstContentfulPaintMs: 0 };
  }
}
