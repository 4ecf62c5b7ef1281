import { CLIENT_TIME_LIMITS } from "../../common/limits";

/**
 * How long a client may take. Without limits a client that sends one byte every few seconds holds its
 * socket (and a file handle) for as long as it likes, and a thousand such clients make the server
 * unreachable. Times in milliseconds.
 */
export type ServerTimeouts = {
  /** The request line and headers must be in within this. */
  headersMs: number;
  /** The whole request, body included, must be in within this. */
  requestMs: number;
  /** A socket with no traffic either way is closed after this. */
  idleMs: number;
  /** How often Node looks for requests past their time (its default, 30 s, would double the limits). */
  checkIntervalMs: number;
};

export const DEFAULT_SERVER_TIMEOUTS: ServerTimeouts = CLIENT_TIME_LIMITS;

/** Fastify's options for these limits (Node wants the header limit no longer than the request limit). */
export function serverTimeoutOptions(timeouts: ServerTimeouts) {
  return {
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.idleMs,
    http: {
      headersTimeout: Math.min(timeouts.headersMs, timeouts.requestMs),
      requestTimeout: timeouts.requestMs,
      connectionsCheckingInterval: timeouts.checkIntervalMs,
    },
  };
}
