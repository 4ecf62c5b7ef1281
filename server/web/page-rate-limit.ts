import type { onRequestHookHandler } from "fastify";
import { PAGE_RATE_LIMIT_MAX_CLIENTS, RATE_LIMIT_WINDOW_MS } from "../../common/limits";

/**
 * A per-client ceiling on page requests, far above what a person browsing reaches (a page view is one
 * request; its scripts, styles and images are not counted), so it only ever meets scripts. Counted in this
 * process: it guards this instance's renderer, not a business rule, and costs no database round trip on the
 * site's hottest path. A fixed one-minute window; the client is `request.ip`, which follows TRUST_PROXY.
 */
export function pageRateLimit({
  max,
  windowMs = RATE_LIMIT_WINDOW_MS,
  maxClients = PAGE_RATE_LIMIT_MAX_CLIENTS,
  now = () => Date.now(),
}: {
  max: number;
  windowMs?: number;
  maxClients?: number;
  now?: () => number;
}): onRequestHookHandler {
  let counts = new Map<string, number>();
  let windowEnds = 0;
  return function limitPageRequests(request, reply, done) {
    const time = now();
    // A new window, or a new client past what memory should hold: start counting afresh.
    if (time >= windowEnds || (counts.size >= maxClients && !counts.has(request.ip))) {
      counts = new Map();
      windowEnds = time + windowMs;
    }
    const count = (counts.get(request.ip) ?? 0) + 1;
    counts.set(request.ip, count);
    if (count <= max) return done();
    reply
      .code(429)
      .header("retry-after", String(Math.ceil((windowEnds - time) / 1000)))
      .header("cache-control", "no-store")
      .type("text/plain; charset=utf-8")
      .send("Too many requests. Please wait a moment and try again.\n");
  };
}
