import { format } from "node:util";

/**
 * Unit tests fail on `console.error`, as the browser tests do: React's warnings (a missing key, an update
 * outside act, a hydration mismatch) and caught-and-logged errors are defects, not noise. A test that
 * provokes an error on purpose names it with `allowConsoleError`.
 */
const state = { allowed: [] as RegExp[], unexpected: [] as string[] };
const original = console.error.bind(console);

export function allowConsoleError(pattern: RegExp): void {
  state.allowed.push(pattern);
}

export function installConsoleGuard(): void {
  console.error = (...args: unknown[]) => {
    const text = format(...args);
    if (state.allowed.some((pattern) => pattern.test(text))) return;
    state.unexpected.push(text);
    original(...args);
  };
}

export function startTest(): void {
  state.allowed = [];
  state.unexpected = [];
}

/** Throws when the test wrote to console.error what it did not expect. */
export function finishTest(): void {
  const unexpected = state.unexpected;
  state.unexpected = [];
  state.allowed = [];
  if (unexpected.length > 0) {
    throw new Error(
      `console.error was called ${unexpected.length} time(s) during the test:\n${unexpected
        .map((text) => text.split("\n").slice(0, 6).join("\n"))
        .join("\n---\n")}`,
    );
  }
}
