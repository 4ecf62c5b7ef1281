import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";

/** A serialised JSON body with its strong ETag, computed once and reusable across responses. */
export type JsonEntity = { body: string; etag: string };

export function toJsonEntity(value: unknown): JsonEntity {
  const body = JSON.stringify(value);
  return { body, etag: `"${createHash("sha1").update(body).digest("base64url")}"` };
}

/**
 * Sends an already serialised JSON body with its ETag, answering 304 when the client has it.
 * Serialising once also skips Fastify's per-request schema serialiser on the hot catalogue reads.
 */
export function sendJsonEntity(
  request: FastifyRequest,
  reply: FastifyReply,
  entity: JsonEntity,
  cacheControl = "public, max-age=30, stale-while-revalidate=60",
) {
  reply.header("etag", entity.etag).header("cache-control", cacheControl).header("vary", "accept-encoding");
  const ifNoneMatch = request.headers["if-none-match"];
  if (
    ifNoneMatch &&
    ifNoneMatch.split(/\s*,\s*/).some((tag) => tag === entity.etag || tag === `W/${entity.etag}`)
  ) {
    return reply.status(304).send();
  }
  return reply.type("application/json; charset=utf-8").send(entity.body);
}
