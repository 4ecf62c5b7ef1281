/**
 * The browser's one way to reach the product's API (docs/product.md#api). Every failure, whether the server
 * answered with an error body, the network dropped or the request timed out, becomes an ApiRequestError
 * so callers have one thing to catch and show.
 */

import { BROWSER_API_TIMEOUT_MS } from "../../common/limits";
import { apiUrl } from "./api-base";

export type ApiErrorFields = Record<string, string>;

export class ApiRequestError extends Error {
  override readonly name = "ApiRequestError";

  constructor(
    message: string,
    /** The HTTP status; 0 when no response arrived (offline, timeout, aborted). */
    readonly status: number,
    /** The server's stable error code, or "network_error" / "timeout" / "bad_response" for client-side failures. */
    readonly code: string,
    /** Per-field messages of a 400 validation failure, keyed by the request body's field names. */
    readonly fields?: ApiErrorFields,
  ) {
    super(message);
  }
}

export type RequestOptions = {
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** The browser's HTTP cache mode; "no-cache" asks the server again even within an answer's max-age. */
  cache?: RequestCache;
};

type ErrorBody = { error?: { code?: unknown; message?: unknown; fields?: unknown } };

function isFieldMap(value: unknown): value is ApiErrorFields {
  return (
    typeof value === "object" &&
    value !== null &&
    Object.values(value).every((message) => typeof message === "string")
  );
}

async function toRequestError(response: Response): Promise<ApiRequestError> {
  let body: ErrorBody | undefined;
  try {
    body = (await response.json()) as ErrorBody;
  } catch {
    // A proxy's HTML error page or an empty body: the status is all there is to report.
  }
  const error = body?.error;
  const message =
    typeof error?.message === "string" ? error.message : `Request failed with status ${response.status}`;
  const code = typeof error?.code === "string" ? error.code : "http_error";
  return new ApiRequestError(
    message,
    response.status,
    code,
    isFieldMap(error?.fields) ? error.fields : undefined,
  );
}

async function request<T>(method: string, path: string, body: unknown, options: RequestOptions): Promise<T> {
  const timeout = AbortSignal.timeout(BROWSER_API_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const headers: Record<string, string> = { accept: "application/json", ...options.headers };
  if (body !== undefined) headers["content-type"] = "application/json";

  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
      ...(options.cache ? { cache: options.cache } : {}),
    });
  } catch (cause) {
    if (timeout.aborted) {
      throw new ApiRequestError("The server took too long to answer.", 0, "timeout");
    }
    // A caller's own abort (a query cancelled on unmount) is not a failure to report; let it through.
    if (options.signal?.aborted) throw cause;
    throw new ApiRequestError(
      "Could not reach the server. Please check your connection.",
      0,
      "network_error",
    );
  }

  if (!response.ok) throw await toRequestError(response);
  if (response.status === 204) return undefined as T;
  try {
    return (await response.json()) as T;
  } catch {
    throw new ApiRequestError("The server sent an unreadable answer.", response.status, "bad_response");
  }
}

export function getJson<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return request<T>("GET", path, undefined, options);
}

export function postJson<T>(path: string, body: unknown, options: RequestOptions = {}): Promise<T> {
  return request<T>("POST", path, body, options);
}
