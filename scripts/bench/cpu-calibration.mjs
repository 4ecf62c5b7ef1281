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
