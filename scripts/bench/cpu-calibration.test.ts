import { describe, expect, it } from "vitest";
// @ts-expect-error plain JavaScript benchmark helper
import * as calibration from "./cpu-calibration.mjs";

const { calibratedMultiplier, measureBenchmarkIndex, median, TARGET_PHONE_BENCHMARK_INDEX } = calibration;

describe("calibratedMultiplier", () => {
  it("makes benchmarkIndex / multiplier the target phone's index", () => {
    expect(TARGET_PHONE_BENCHMARK_INDEX).toBe(400);
    expect(calibratedMultiplier(1600)).toBe(4);
    expect(calibratedMultiplier(2659)).toBeCloseTo(6.65, 2);
    expect(2659 / calibratedMultiplier(2659)).toBeCloseTo(400, 0);
    expect(calibratedMultiplier(1100)).toBe(2.75);
  });

  it("never goes below 1, since Lighthouse cannot make a slow host faster", () => {
    expect(calibratedMultiplier(300)).toBe(1);
  });

  it("refuses a reading that is not a positive number", () => {
    expect(() => calibratedMultiplier(0)).toThrow(/positive/);
    expect(() => calibratedMultiplier(Number.NaN)).toThrow(/positive/);
  });
});

describe("median", () => {
  it("takes the middle reading", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([2400, 2900, 1100, 2600, 2700])).toBe(2600);
  });
});

describe("measureBenchmarkIndex", () => {
  it("runs Lighthouse's own CPU benchmark where it is told to and returns its reading", async () => {
    const ran: string[] = [];
    const index = await measureBenchmarkIndex((fn: () => number) => {
      ran.push(fn.name);
      return fn();
    });
    expect(ran).toEqual(["computeBenchmarkIndex"]);
    expect(index).toBeGreaterThan(0);
  }, 30_000);

  it("refuses a reading that is not a positive number", async () => {
    await expect(measureBenchmarkIndex(() => 0)).rejects.toThrow(/benchmark returned 0/);
  });
});

describe("cpuBlockingTime", () => {
  const { cpuBlockingTime } = calibration;
  const tasks = [
    { startMs: 100, cpuMs: 30 }, // before the first paint: never counted
    { startMs: 900, cpuMs: 5 }, // 35 ms at ×7: under the line
    { startMs: 950, cpuMs: 10 }, // 70 ms at ×7: 20 ms over
    { startMs: 990, cpuMs: 8 }, // 56 ms at ×7: 6 ms over
  ];

  it("multiplies each task's CPU time and counts what passes 50 ms, after the first contentful paint", () => {
    expect(cpuBlockingTime(tasks, 7, 800)).toEqual({ tbtMs: 26, longTasks: 2 });
  });

  it("is a cliff: a lower multiplier keeps the same tasks under the line", () => {
    expect(cpuBlockingTime(tasks, 4, 800)).toEqual({ tbtMs: 0, longTasks: 0 });
    expect(cpuBlockingTime(tasks, 4, 0)).toEqual({ tbtMs: 70, longTasks: 1 });
  });
});

describe("readMainThreadTasks", () => {
  it("reads no tasks, and warns, from a trace Chromium failed to write", () => {
    const { readMainThreadTasks } = calibration;
    const warnings: string[] = [];
    const processor = { processTrace: () => ({}) };
    const read = readMainThreadTasks("/nonexistent/defaultPass.trace.json", processor, (message: string) =>
      warnings.push(message),
    );
    expect(read).toEqual({ tasks: [], firstContentfulPaintMs: 0 });
    expect(warnings).toHaveLength(1);
  });
});
