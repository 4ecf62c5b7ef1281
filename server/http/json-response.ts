import { createRepresentation, type Representation } from "./representation";

/** A serialised JSON answer, with its encodings and strong ETags, computed once and reusable across responses. */
export type JsonEntity = Representation;

/**
 * Serialises once, so the hot catalogue reads skip Fastify's per-request schema serialiser and compression.
 * `headers` are baked into every variant (Cache-Control, security headers).
 */
export function toJsonEntity(value: unknown, headers: Record<string, string> = {}): Promise<JsonEntity> {
  return createRepresentation(Buffer.from(JSON.stringify(value)), {
    ...headers,
    "content-type": "application/json; charset=utf-8",
  });
}
