import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * Sends an already serialised JSON body with a strong ETag, answering 304 when the client has it.
 * Serialising once here also skips Fastify's per-request schema serialiser on the hot catalogue reads.
 */
export function sendCachedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string,
  cacheControl = "public, max-age=30, stale-while-revalidate=60",
) {
  const etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
  reply.header("etag", etag).header("cache-control", cacheControl).header("vary", "accept-encoding");
  const ifNoneMatch = request.headers["if-none-match"];
  if (ifNoneMatch && ifNoneMatch.split(/\s*,\s*/).some((tag) => tag === etag || tag === `W/${etag}`)) {
    return reply.status(304).send();
  }
  return reply.type("application/json; charset=utf-8").send(body);
}
