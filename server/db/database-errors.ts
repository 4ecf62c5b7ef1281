/**
 * How the server tells database failures apart: "cannot be reached" (an outage, answered 503),
 * "every connection is busy for too long" (overload, also 503 but a different log line) and
 * "PostgreSQL refused the characters of a value" (the client's text, answered 400).
 */

/** Raised when a caller waited longer than the pool's queue allows for a free connection. */
export class DatabaseBusyError extends Error {
  readonly code = "DATABASE_BUSY";
  constructor(waitedMs: number) {
    super(`No database connection became free within ${waitedMs} ms.`);
  }
}

/** An error and the errors it wraps (`cause`, as Drizzle's DrizzleQueryError and pg's errors carry), five deep at most. */
function* errorAndCauses(error: unknown): Generator<{ code?: unknown; message?: unknown; cause?: unknown }> {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown };
    yield candidate;
    current = candidate.cause;
  }
}

/** True for a wait for a free connection that ran out, also when the ORM wraps it (DrizzleQueryError's cause). */
export function isDatabaseBusy(error: unknown): boolean {
  for (const candidate of errorAndCauses(error)) if (candidate instanceof DatabaseBusyError) return true;
  return false;
}

const connectionErrorCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "57P01", // admin_shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now
  "08000",
  "08001",
  "08003",
  "08006",
]);

/** True for failures that mean "the database cannot be reached", as opposed to a bad query. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const candidate of errorAndCauses(error)) {
    if (typeof candidate.code === "string" && connectionErrorCodes.has(candidate.code)) return true;
    const message = typeof candidate.message === "string" ? candidate.message : "";
    if (
      /timeout exceeded when trying to connect|Connection terminated|Query read timeout|connect ECONNREFUSED|PGlite is closed|database is closed|after calling end on the pool/i.test(
        message,
      )
    ) {
      return true;
    }
  }
  return false;
}

// invalid byte sequence (a NUL character) and untranslatable character: the client's text, not our fault.
const unstorableTextCodes = new Set(["22021", "22P05"]);

/** True when PostgreSQL refused a value because of the characters in it. */
export function isUnstorableText(error: unknown): boolean {
  for (const candidate of errorAndCauses(error)) {
    if (typeof candidate.code === "string" && unstorableTextCodes.has(candidate.code)) return true;
  }
  return false;
}
