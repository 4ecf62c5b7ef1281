import type { ChildProcess } from "node:child_process";

export function freePort(): Promise<number>;

export function waitUntilHealthy(
  url: string,
  child: ChildProcess,
  options: { timeoutMs: number; intervalMs?: number; name?: string },
): Promise<void>;
