import { COURIER_LABELS, type CourierName } from "./parcel";
import { CourierRefusedError, CourierUnavailableError, type FieldProblems } from "./courier-errors";
import { courierLine } from "./parcel-text";

/** More than any courier answer we read; a larger one is not an answer we understand. */
const MAX_RESPONSE_BYTES = 2 * 1024 * 1024;

/**
 * Failures that happen before a request can reach the courier: no route, no such host, refused, or the
 * connection never opened. Anything else (a reset, a close mid-answer, a timeout) may come after the
 * courier received the request.
 */
const NOT_SENT_CODES = new Set([
  "ECONNREFUSED",
  "ENOTFOUND",
  "EAI_AGAIN",
  "ENETUNREACH",
  "EHOSTUNREACH",
  "UND_ERR_CONNECT_TIMEOUT",
]);

export type CourierHttpRequest = {
  courier: CourierName;
  /** What we were doing, in staff's words: "book a parcel", "look up NI-2611-0042". */
  operation: string;
  method: "GET" | "POST";
  url: string;
  headers: Record<string, string>;
  /** Serialised as JSON. */
  body?: unknown;
  timeoutMs: number;
};

export type CourierHttpResponse = {
  status: number;
  /** The parsed JSON answer, or undefined when the answer was empty or not JSON. */
  body: unknown;
  /** Milliseconds from a Retry-After header (seconds or a date), when the courier sent one. */
  retryAfterMs: number | null;
};

function formatSeconds(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${Math.round(ms / 100) / 10} s`;
}

function errorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === "object"; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string") return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

function parseRetryAfter(value: string | null, now: number): number | null {
  if (!value) return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

async function readLimited(response: Response): Promise<string> {
  if (!response.body) return "";
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_RESPONSE_BYTES) {
      await reader.cancel();
      throw new RangeError("oversized");
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * One HTTP call to a courier with a deadline covering the whole exchange (connecting, sending, reading).
 * Network trouble becomes a `CourierUnavailableError` that says whether the courier may have acted; any HTTP
 * answer is returned for the adapter to read in its courier's terms. Redirects are refused: a redirect would
 * carry the credentials to an address nobody configured.
 */
export async function sendCourierRequest(request: CourierHttpRequest): Promise<CourierHttpResponse> {
  const name = COURIER_LABELS[request.courier];
  const headers: Record<string, string> = { accept: "application/json", ...request.headers };
  if (request.body !== undefined) headers["content-type"] = "application/json";
  const signal = AbortSignal.timeout(request.timeoutMs);
  try {
    const response = await fetch(request.url, {
      method: request.method,
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      redirect: "error",
      signal,
    });
    const text = await readLimited(response);
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = undefined;
    }
    return {
      status: response.status,
      body,
      retryAfterMs: parseRetryAfter(response.headers.get("retry-after"), Date.now()),
    };
  } catch (error) {
    if (signal.aborted) {
      throw new CourierUnavailableError(
        request.courier,
        `${name} did not answer within ${formatSeconds(request.timeoutMs)} when asked to ${request.operation}.`,
        { reason: "timeout", mayHaveActed: request.method === "POST" },
      );
    }
    if (error instanceof RangeError && error.message === "oversized") {
      throw new CourierUnavailableError(
        request.courier,
        `${name} sent an answer too large to read when asked to ${request.operation}.`,
        { reason: "unreadable", mayHaveActed: request.method === "POST" },
      );
    }
    const code = errorCode(error);
    const notSent = code !== undefined && NOT_SENT_CODES.has(code);
    throw new CourierUnavailableError(
      request.courier,
      `${name} could not be reached to ${request.operation}${code ? ` (${code})` : ""}.`,
      { reason: "network", mayHaveActed: request.method === "POST" && !notSent },
    );
  }
}

/** The courier's own words, made safe to show: one line, at most 300 characters. */
export function courierMessage(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const line = courierLine(value.replace(/<br\s*\/?>/gi, " "));
  return line ? line.slice(0, 300) : null;
}

/**
 * `{ "field": ["message", ...] }` as Laravel (both couriers' back ends) writes validation errors, keyed by our
 * field names where `rename` knows the courier's field. Anything else yields no field problems.
 */
export function fieldProblems(errors: unknown, rename: (courierField: string) => string): FieldProblems {
  if (!errors || typeof errors !== "object" || Array.isArray(errors)) return {};
  const problems: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(errors)) {
    const list = (Array.isArray(messages) ? messages : [messages])
      .map((message) => courierMessage(message))
      .filter((message): message is string => message !== null);
    if (list.length === 0) continue;
    const key = rename(field);
    problems[key] = [...(problems[key] ?? []), ...list];
  }
  return problems;
}

export function describeProblems(problems: FieldProblems): string {
  return Object.values(problems)
    .flatMap((messages) => messages ?? [])
    .join(" ");
}

/**
 * What an answer other than the expected success means, in the two kinds the outbox knows. Adapters call it
 * after handling their courier's own special cases (a duplicate order number, a 404 that means "no parcel").
 */
export function failureFromAnswer(
  request: Pick<CourierHttpRequest, "courier" | "operation" | "method">,
  response: CourierHttpResponse,
  options: {
    problems?: FieldProblems;
    message?: string | null;
    /** The variables to check when the courier refuses the credentials. */
    credentialHint: string;
  },
): CourierRefusedError | CourierUnavailableError {
  const { courier, operation } = request;
  const name = COURIER_LABELS[courier];
  const post = request.method === "POST";
  const status = response.status;
  const said = options.message ? `: ${options.message}` : ".";
  if (status === 429) {
    return new CourierUnavailableError(courier, `${name} asked us to slow down when asked to ${operation}.`, {
      reason: "rate_limited",
      mayHaveActed: false,
      retryAfterMs: response.retryAfterMs,
      status,
    });
  }
  if (status === 408 || status >= 500) {
    return new CourierUnavailableError(
      courier,
      `${name} had a problem (HTTP ${status}) when asked to ${operation}.`,
      {
        reason: status === 408 ? "timeout" : "server",
        mayHaveActed: post,
        retryAfterMs: response.retryAfterMs,
        status,
      },
    );
  }
  if (status === 401) {
    return new CourierRefusedError(
      courier,
      `${name} refused our credentials when asked to ${operation}; check ${options.credentialHint}.`,
      { reason: "unauthorised", status },
    );
  }
  if (status === 403) {
    return new CourierRefusedError(courier, `${name} does not allow us to ${operation} now${said}`, {
      reason: "forbidden",
      status,
    });
  }
  if (status === 404) {
    return new CourierRefusedError(
      courier,
      `${name} answered "not found" when asked to ${operation}${said}`,
      {
        reason: "not_found",
        status,
      },
    );
  }
  if (status >= 400) {
    const problems = options.problems ?? {};
    const details = describeProblems(problems) || options.message || `HTTP ${status}`;
    return new CourierRefusedError(courier, `${name} refused to ${operation}: ${details}`, {
      reason: "invalid",
      fields: problems,
      status,
    });
  }
  return new CourierUnavailableError(
    courier,
    `${name} sent an answer we could not read when asked to ${operation}.`,
    {
      reason: "unreadable",
      mayHaveActed: post,
      status,
    },
  );
}
