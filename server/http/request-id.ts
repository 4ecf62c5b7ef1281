import { randomUUID } from "node:crypto";
import type { RawRequestDefaultExpression } from "fastify";

/** What a proxy's or load balancer's request id looks like; anything else is not echoed or logged. */
export const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * Keeps the id a proxy sent, so its logs and ours line up, when it is a short token; a longer or stranger
 * value (markup, a paragraph, control characters) gets a fresh id instead, so client text never lands in a
 * response header or a log line.
 */
export function requestIdFor(request: RawRequestDefaultExpression): string {
  const sent = request.headers["x-request-id"];
  return typeof sent === "string" && SAFE_REQUEST_ID.test(sent) ? sent : randomUUID();
}
