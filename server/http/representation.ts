import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";
import { ENCODING_MEMO_MAX_ENTRIES } from "../../common/limits";

/**
 * A response body prepared once and sent many times: the bytes, their brotli and gzip encodings, a strong
 * ETag per encoding, and every header of each variant, so that sending one costs a header copy and a write.
 * @fastify/compress leaves these answers alone: it skips any payload whose reply already carries a
 * Content-Encoding other than identity, and an identity variant is only chosen for a client that accepts
 * neither br nor gzip, where it would not compress either.
 */
export type Encoding = "br" | "gzip" | "identity";

export type Variant = {
  body: Buffer;
  etag: string;
  /** Everything to send with the body, ETag, Vary and Content-Encoding included. */
  headers: Readonly<Record<string, string>>;
  /** The headers of a 304 that names this variant: no Content-Type or Content-Encoding. */
  notModifiedHeaders: Readonly<Record<string, string>>;
};

export type Representation = {
  status: number;
  variants: Readonly<Record<Encoding, Variant>>;
};

/** Below this size compression gains nothing worth a round of CPU (the same threshold as @fastify/compress). */
export const COMPRESSION_THRESHOLD = 1024;
/** Fast enough to run on a miss (a few milliseconds for a page of 100 KB), within 12% of the best ratio. */
export const BROTLI_QUALITY = 5;
export const GZIP_LEVEL = 6;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const COMPRESSIBLE = /^text\/|[/+](json|javascript|xml)\b|^application\/x-www-form-urlencoded/i;

/**
 * Builds every variant of a body. Compression runs on libuv's thread pool, off the event loop. `headers`
 * are the representation's own (Content-Type, Cache-Control, security headers): names in lower case.
 */
export async function createRepresentation(
  body: Buffer,
  headers: Record<string, string>,
  status = 200,
): Promise<Representation> {
  const hash = createHash("sha256").update(body).digest("base64url").slice(0, 27);
  const contentType = headers["content-type"] ?? "";
  const compress = body.length >= COMPRESSION_THRESHOLD && COMPRESSIBLE.test(contentType);
  // Only a body that has compressed variants varies with Accept-Encoding.
  const base = compress ? { ...headers, vary: mergeVary(headers.vary) } : { ...headers };

  const variant = (encoded: Buffer, encoding: Encoding, tagSuffix: string): Variant => {
    const etag = `"${hash}${tagSuffix}"`;
    const full: Record<string, string> = { ...base, etag };
    if (encoding !== "identity") full["content-encoding"] = encoding;
    const notModified: Record<string, string> = { ...full };
    delete notModified["content-type"];
    delete notModified["content-encoding"];
    return { body: encoded, etag, headers: full, notModifiedHeaders: notModified };
  };

  const identity = variant(body, "identity", "");
  if (!compress) return { status, variants: { identity, br: identity, gzip: identity } };
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    }),
    gzip(body, { level: GZIP_LEVEL }),
  ]);
  return {
    status,
    variants: { identity, br: variant(br, "br", "-br"), gzip: variant(gz, "gzip", "-gz") },
  };
}

function mergeVary(existing: string | undefined): string {
  if (!existing) return "accept-encoding";
  if (/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(existing)) return existing;
  return `${existing}, accept-encoding`;
}

const negotiated = new Map<string, Encoding>();

/**
 * The encoding to send for an Accept-Encoding header: br, then gzip, by their quality values (a tie goes
 * to br, the smaller), identity when the client accepts neither. Remembers the few headers browsers send.
 */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return "identity";
  let choice = negotiated.get(acceptEncoding);
  if (choice === undefined) {
    choice = negotiate(acceptEncoding);
    if (negotiated.size >= ENCODING_MEMO_MAX_ENTRIES) negotiated.clear();
    negotiated.set(acceptEncoding, choice);
  }
  return choice;
}

function negotiate(header: string): Encoding {
  let br: number | undefined;
  let gz: number | undefined;
  let any: number | undefined;
  for (const part of header.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    let quality = 1;
    for (const param of params) {
      const match = /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(param);
      if (match) quality = Number(match[1]) || 0;
    }
    if (name === "br") br = quality;
    else if (name === "gzip" || name === "x-gzip") gz = quality;
    else if (name === "*") any = quality;
  }
  const brQuality = br ?? any ?? 0;
  const gzQuality = gz ?? any ?? 0;
  if (brQuality <= 0 && gzQuality <= 0) return "identity";
  return brQuality >= gzQuality ? "br" : "gzip";
}

/** The variant whose ETag the client already holds, when If-None-Match names one. */
export function matchingVariant(
  representation: Representation,
  ifNoneMatch: string | undefined,
): Variant | undefined {
  if (!ifNoneMatch) return undefined;
  const { identity, br, gzip } = representation.variants;
  if (ifNoneMatch.trim() === "*") return identity;
  // If-None-Match uses the weak comparison: W/"x" matches "x".
  for (const raw of ifNoneMatch.split(",")) {
    const tag = raw.trim().replace(/^W\//, "");
    if (tag === identity.etag) return identity;
    if (tag === br.etag) return br;
    if (tag === gzip.etag) return gzip;
  }
  return undefined;
}

/**
 * Sends the variant for the request's Accept-Encoding, or a 304 naming the variant the client holds.
 * HEAD gets the headers and the length of the body it would have had.
 */
export function sendRepresentation(
  request: FastifyRequest,
  reply: FastifyReply,
  representation: Representation,
): FastifyReply {
  const held = matchingVariant(representation, request.headers["if-none-match"]);
  if (held) return reply.code(304).headers(held.notModifiedHeaders).send();
  const variant = representation.variants[preferredEncoding(request.headers["accept-encoding"])];
  reply.code(representation.status).headers(variant.headers);
  if (request.method === "HEAD") {
    return reply.header("content-length", String(variant.body.length)).send();
  }
  return reply.send(variant.body);
}
