import { createHash, timingSafeEqual } from "node:crypto";
import type { SecretValue } from "./secret-value";

/** A webhook body read: the event, or why it is not one (never an exception). */
export type WebhookReading<Event> = { ok: true; event: Event } | { ok: false; problem: string };

/** A header Node may hand over as a list when it was sent twice; twice is not a value we accept. */
export type HeaderValue = string | string[] | undefined;

function single(header: HeaderValue): string | undefined {
  if (Array.isArray(header)) return header.length === 1 ? header[0] : undefined;
  return header;
}

/**
 * Whether a received secret equals the configured one, in time that does not depend on where they differ.
 * Both are hashed first so their lengths do not show either.
 */
export function sameSecret(received: HeaderValue, expected: SecretValue): boolean {
  const value = single(received);
  if (value === undefined || value === "") return false;
  const left = createHash("sha256").update(value, "utf8").digest();
  const right = createHash("sha256").update(expected.reveal(), "utf8").digest();
  return timingSafeEqual(left, right);
}

/** The token of `Authorization: Bearer <token>` (the scheme in any case), or undefined. */
export function bearerToken(authorization: HeaderValue): string | undefined {
  const value = single(authorization);
  const match = value ? /^Bearer[ ]+(\S+)\s*$/i.exec(value) : null;
  return match ? match[1] : undefined;
}

/** JSON bodies arrive parsed from the web server, or as text from a raw handler; both are accepted. */
export function jsonBody(body: unknown): unknown {
  if (typeof body !== "string" && !Buffer.isBuffer(body)) return body;
  try {
    return JSON.parse(body.toString());
  } catch {
    return undefined;
  }
}

/** A stable key for one delivery of one event, so a replayed webhook is recognised and changes nothing. */
export function eventKey(courier: string, parts: ReadonlyArray<string | number | null | undefined>): string {
  return `${courier}:${createHash("sha256")
    .update(JSON.stringify(parts.map((part) => part ?? null)))
    .digest("hex")
    .slice(0, 32)}`;
}
