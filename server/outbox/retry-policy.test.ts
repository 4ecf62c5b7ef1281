import { describe, expect, it } from "vitest";
import { defaultRetryPolicy, nextRetryDelayMs } from "./retry-policy";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Every wait the default policy schedules, until it gives up. */
function schedule(): number[] {
  const delays: number[] = [];
  for (let attempts = 1; attempts < 1_000; attempts += 1) {
    const delay = nextRetryDelayMs(defaultRetryPolicy, attempts);
    if (delay === null) return delays;
    delays.push(delay);
  }
  throw new Error("the policy never gives up");
}

describe("the retry policy of notifications", () => {
  it("tries again within a minute at first, then less and less often", () => {
    const delays = schedule();
    expect(delays[0]).toBeLessThan(MINUTE);
    expect(delays[1]).toBeLessThan(MINUTE);
    for (let index = 1; index < delays.length; index += 1)
      expect(delays[index]).toBeGreaterThanOrEqual(delays[index - 1]);
    expect(Math.max(...delays)).toBeLessThanOrEqual(4 * HOUR);
  });

  it("keeps trying for at least 24 hours before a job is marked failed, and then stops", () => {
    const delays = schedule();
    const lastAttemptAt = delays.reduce((sum, delay) => sum + delay, 0);
    expect(lastAttemptAt).toBeGreaterThanOrEqual(24 * HOUR);
    // Not much longer than needed: the last wait is one of the capped 4-hour ones.
    expect(lastAttemptAt).toBeLessThan(24 * HOUR + 4 * HOUR);
    expect(delays.length).toBeLessThan(20);
  });
});
