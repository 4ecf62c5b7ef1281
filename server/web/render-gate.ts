import { RENDER_LIMITS } from "../../common/limits";

/** Thrown to a render that waited its whole allowance for a free slot. */
export class RenderGateBusy extends Error {
  constructor() {
    super("every render slot stayed busy");
  }
}

/**
 * Bounds how many pages render at once. A render holds the server's one thread for tens of milliseconds, so
 * a flood of uncached requests (unique query strings, a cookie) would otherwise queue every answer behind
 * it, cached pages and the health check included. Renders past the limit wait their turn, briefly; one that
 * cannot start within `maxWaitMs`, or finds `maxQueued` already waiting, is refused (the caller answers 503).
 */
export class RenderGate {
  private running = 0;
  private readonly waiting: { start: () => void; timer: NodeJS.Timeout }[] = [];

  constructor(
    readonly maxConcurrent: number = RENDER_LIMITS.maxConcurrent,
    readonly maxWaitMs: number = RENDER_LIMITS.maxWaitMs,
    readonly maxQueued: number = RENDER_LIMITS.maxQueued,
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    await this.acquire();
    try {
      return await task();
    } finally {
      this.release();
    }
  }

  get active(): number {
    return this.running;
  }

  private acquire(): Promise<void> {
    if (this.running < this.maxConcurrent) {
      this.running += 1;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.maxQueued) return Promise.reject(new RenderGateBusy());
    return new Promise((resolve, reject) => {
      const entry = {
        start: () => {
          clearTimeout(entry.timer);
          resolve();
        },
        timer: setTimeout(() => {
          this.waiting.splice(this.waiting.indexOf(entry), 1);
          reject(new RenderGateBusy());
        }, this.maxWaitMs),
      };
      this.waiting.push(entry);
    });
  }

  private release() {
    const next = this.waiting.shift();
    // The slot passes straight to the next render in line; `running` stays as it is.
    if (next) next.start();
    else this.running -= 1;
  }
}
