/**
 * The load generator the throughput benchmarks share (`bench:api`, `bench:cluster`): autocannon with 100
 * connections, measured in alternating slices after an unrecorded warm-up, and the latencies of 2xx
 * answers kept in whole milliseconds so slices add up. Options (environment): BENCH_DURATION seconds per
 * scenario and side (10), BENCH_WARMUP seconds (3), BENCH_SLICE seconds per slice (2).
 */
import fs from "node:fs";
import autocannon from "autocannon";

export const DURATION = Number(process.env.BENCH_DURATION ?? 10);
export const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
export const SLICES = Math.max(1, Math.round(DURATION / Number(process.env.BENCH_SLICE ?? 2)));
export const CONNECTIONS = 100;

/**
 * Every request carries the headers a browser's would: JSON bodies their content type, and every request
 * `Accept-Encoding: br, gzip`, so each side answers what a visitor actually receives; a scenario's own
 * `headers` (a cookie) are added.
 */
export const requestHeaders = (scenario) => ({
  "accept-encoding": "br, gzip",
  ...(scenario.body ? { "content-type": "application/json" } : {}),
  ...scenario.headers,
});

/** What the measured slices of one side add up to. */
export function createTally() {
  return { requests: 0, seconds: 0, errors: 0, cpuSeconds: 0, latencies: { counts: [], total: 0 } };
}

const CLOCK_TICKS_PER_SECOND = 100;

/**
 * The CPU time (user + system) a process has used so far, from Linux's /proc; undefined elsewhere. On a
 * shared machine a process's CPU time per request moves far less than its requests per second, which
 * count every moment it waited for a core.
 */
export function cpuSecondsOf(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    // utime and stime are the stat file's 14th and 15th fields, the 12th and 13th after the name.
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/** Microseconds of CPU per request over a tally's slices, or undefined where /proc is not available. */
export const cpuMicrosPerRequest = (tally) =>
  Number.isNaN(tally.cpuSeconds) || tally.requests === 0
    ? undefined
    : Math.round((tally.cpuSeconds / tally.requests) * 1e6);

export function percentile(histogram, fraction) {
  let seen = 0;
  for (let value = 0; value < histogram.counts.length; value++) {
    seen += histogram.counts[value] ?? 0;
    if (seen >= fraction * histogram.total) return value;
  }
  return 0;
}

/**
 * Loads `scenario` for `duration` seconds, spreading the connections over `baseUrls` (autocannon's round
 * robin) over the scenario's `connections` (100 by default); with a tally, adds the slice's requests, seconds,
 * errors and non-2xx answers, and 2xx latencies, and with `pid` the CPU time that process used during the slice.
 */
export async function load(baseUrls, scenario, duration, tally, pid) {
  const cpuBefore = tally && pid !== undefined ? cpuSecondsOf(pid) : undefined;
  const result = await new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: baseUrls.map((baseUrl) => `${baseUrl}${scenario.url}`),
        method: scenario.method,
        connections: scenario.connections ?? CONNECTIONS,
        duration,
        headers: requestHeaders(scenario),
        body: scenario.body,
      },
      (error, outcome) => (error ? reject(error) : resolve(outcome)),
    );
    if (tally) {
      instance.on("response", (_client, statusCode, _bytes, responseTime) => {
        if (statusCode < 200 || statusCode > 299) return;
        const value = Math.floor(responseTime);
        tally.latencies.counts[value] = (tally.latencies.counts[value] ?? 0) + 1;
        tally.latencies.total += 1;
      });
    }
  });
  if (tally) {
    tally.requests += result.requests.total;
    tally.seconds += result.duration;
    tally.errors += result.errors + result.non2xx;
    const cpuAfter = cpuBefore === undefined ? undefined : cpuSecondsOf(pid);
    // NaN marks a tally whose CPU time could not be read.
    tally.cpuSeconds += cpuAfter === undefined ? NaN : cpuAfter - cpuBefore;
  }
  return result;
}
