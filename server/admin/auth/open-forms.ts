import { Transform, type Readable } from "node:stream";
import type { FastifyReply, FastifyRequest } from "fastify";
import { ApiError, methodNotAllowed } from "../../http/api-error";

/**
 * What an anonymous visitor may send to the back office's open doors (sign-in and the first owner's setup):
 * an email, a name, a password and a token are well under 1 KB, so anything past 4 KB is refused before a
 * byte is parsed. The doors behind the session take the usual limits.
 */
export const OPEN_FORM_BODY_LIMIT_BYTES = 4 * 1024;

/** The open pages take their form (POST) and are shown (GET, HEAD): nothing else runs their action. */
export const OPEN_PAGE_METHODS: readonly string[] = ["GET", "HEAD", "POST"];

/** The sign-in and setup pages' forms are URL-encoded; the API's open endpoints take JSON. */
const OPEN_PAGE_FORM_TYPE = /^application\/x-www-form-urlencoded\s*(;|$)/i;

export const openFormTooLarge = () =>
  new ApiError(413, "payload_too_large", "The request body is too large.");

/**
 * Refuses, before its body is read, what the open doors never need: another method than a form post, another
 * body than a URL-encoded form (an upload), or more than the limit (declared, or counted as it arrives).
 * Answers the payload to read, cut off at the limit.
 */
export function openFormPayload(request: FastifyRequest, reply: FastifyReply, payload: Readable): Readable {
  const backOffice = request.backOffice;
  if (!backOffice?.open) return payload;
  if (backOffice.kind === "page") {
    if (!OPEN_PAGE_METHODS.includes(request.method)) {
      reply.header("allow", OPEN_PAGE_METHODS.join(", "));
      throw methodNotAllowed(request.method, backOffice.pagePath, OPEN_PAGE_METHODS);
    }
    const type = request.headers["content-type"];
    if (request.method === "POST" && !(type && OPEN_PAGE_FORM_TYPE.test(type))) {
      throw new ApiError(415, "unsupported_media_type", "Send the form URL-encoded.");
    }
  }
  if (Number(request.headers["content-length"]) > OPEN_FORM_BODY_LIMIT_BYTES) throw openFormTooLarge();
  let received = 0;
  const capped = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      received += chunk.length;
      callback(received > OPEN_FORM_BODY_LIMIT_BYTES ? openFormTooLarge() : null, chunk);
    },
  });
  payload.once("error", (error) => capped.destroy(error));
  return payload.pipe(capped);
}
