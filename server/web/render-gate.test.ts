import { describe, expect, it } from "vitest";
import { RenderGate, RenderGateBusy } from "./render-gate";

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe("RenderGate", () => {
  it("runs at most its limit at once and starts the next as soon as one finishes", async () => {
    const gate = new RenderGate(2, 1_000, 10);
    const holds = [deferred(), deferred(), deferred()];
    const started: number[] = [];
    const runs = holds.map((hold, index) =>
      gate.run(async () => {
        started.push(index);
        await hold.promise;
        return index;
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(started).toEqual([0, 1]);
    expect(gate.active).toBe(2);
    holds[0].resolve();
    await runs[0];
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toEqual([0, 1, 2]);
    expect(gate.active).toBe(2);
    holds[1].resolve();
    holds[2].resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2]);
    expect(gate.active).toBe(0);
  });

  it("refuses a render that waited its whole allowance, and one that finds the queue full", async () => {
    const gate = new RenderGate(1, 50, 1);
    const hold = deferred();
    const running = gate.run(() => hold.promise);
    const waiting = gate.run(async () => "never");
    // The one queue place is taken: refused at once.
    await expect(gate.run(async () => "never")).rejects.toBeInstanceOf(RenderGateBusy);
    // The one waiting gives up after 50 ms, and its task never runs.
    await expect(waiting).rejects.toBeInstanceOf(RenderGateBusy);
    hold.resolve();
    await running;
    expect(gate.active).toBe(0);
    expect(await gate.run(async () => "runs again")).toBe("runs again");
  });

  it("frees the slot when a render fails", async () => {
    const gate = new RenderGate(1, 1_000, 4);
    await expect(
      gate.run(async () => {
        throw new Error("render failed");
      }),
    ).rejects.toThrow("render failed");
    expect(gate.active).toBe(0);
    expect(await gate.run(async () => 1)).toBe(1);
  });
});
