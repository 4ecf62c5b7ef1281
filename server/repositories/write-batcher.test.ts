import { describe, expect, it, vi } from "vitest";
import { createWriteBatcher } from "./write-batcher";

describe("createWriteBatcher", () => {
  it("writes calls that arrive together in one batch and answers each caller", async () => {
    const writeAll = vi.fn(async (items: number[]) => items.map((item) => item * 10));
    const write = createWriteBatcher(writeAll);
    const results = await Promise.all([1, 2, 3].map((item) => write(item)));
    expect(results).toEqual([10, 20, 30]);
    expect(writeAll).toHaveBeenCalledTimes(1);
  });

  it("collects calls made during a write into the next batch, within the batch size", async () => {
    const batches: number[][] = [];
    const write = createWriteBatcher(async (items: number[]) => {
      batches.push(items);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return items;
    }, 2);
    const first = write(1);
    await new Promise((resolve) => setImmediate(resolve));
    const rest = [2, 3, 4].map((item) => write(item));
    await Promise.all([first, ...rest]);
    expect(batches).toEqual([[1], [2, 3], [4]]);
  });

  it("rejects every caller of a failed batch and keeps working afterwards", async () => {
    let fail = true;
    const write = createWriteBatcher(async (items: string[]) => {
      if (fail) throw new Error("down");
      return items;
    });
    await expect(Promise.all([write("a"), write("b")])).rejects.toThrow("down");
    fail = false;
    await expect(write("c")).resolves.toBe("c");
  });
});
