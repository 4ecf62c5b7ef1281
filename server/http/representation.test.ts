import zlib from "node:zlib";
import compress from "@fastify/compress";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  COMPRESSION_THRESHOLD,
  createRepresentation,
  matchingVariant,
  preferredEncoding,
  sendRepresentation,
  type Representation,
} from "./representation";

const html = Buffer.from(
  `<!DOCTYPE html><html><body>${"<p>Nakshi Interiors, Dhaka</p>".repeat(200)}</body></html>`,
);

describe("createRepresentation", () => {
  it("stores the bytes with brotli and gzip variants, each with its own strong ETag", async () => {
    const page = await createRepresentation(html, { "content-type": "text/html; charset=utf-8" });
    const { identity, br, gzip } = page.variants;
    expect(identity.body).toBe(html);
    expect(zlib.brotliDecompressSync(br.body)).toEqual(html);
    expect(zlib.gunzipSync(gzip.body)).toEqual(html);
    expect(br.body.length).toBeLessThan(html.length / 4);
    const tags = [identity.etag, br.etag, gzip.etag];
    for (const tag of tags) expect(tag).toMatch(/^"[\w-]+"$/);
    expect(new Set(tags).size).toBe(3);
    expect(br.headers).toMatchObject({ "content-encoding": "br", etag: br.etag, vary: "accept-encoding" });
    expect(gzip.headers).toMatchObject({ "content-encoding": "gzip", etag: gzip.etag });
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(identity.headers.vary).toBe("accept-encoding");
    expect(br.notModifiedHeaders).not.toHaveProperty("content-encoding");
    expect(br.notModifiedHeaders).not.toHaveProperty("content-type");
  });

  it("gives the same bytes the same ETag and other bytes another", async () => {
    const type = { "content-type": "text/html" };
    const [a, b, c] = await Promise.all([
      createRepresentation(Buffer.from(html), type),
      createRepresentation(Buffer.from(html), type),
      createRepresentation(Buffer.concat([html, Buffer.from(" ")]), type),
    ]);
    expect(a.variants.identity.etag).toBe(b.variants.identity.etag);
    expect(a.variants.identity.etag).not.toBe(c.variants.identity.etag);
  });

  it("does not compress small or binary bodies, which then do not vary", async () => {
    const small = await createRepresentation(Buffer.from("{}"), { "content-type": "application/json" });
    expect(small.variants.br).toBe(small.variants.identity);
    expect(small.variants.identity.headers.vary).toBeUndefined();
    const image = await createRepresentation(Buffer.alloc(COMPRESSION_THRESHOLD * 4), {
      "content-type": "image/avif",
    });
    expect(image.variants.gzip).toBe(image.variants.identity);
  });

  it("keeps a Vary the response already had", async () => {
    const page = await createRepresentation(html, { "content-type": "text/html", vary: "Accept-Language" });
    expect(page.variants.br.headers.vary).toBe("Accept-Language, accept-encoding");
  });
});

describe("preferredEncoding", () => {
  it.each([
    [undefined, "identity"],
    ["", "identity"],
    ["gzip, deflate, br", "br"],
    ["gzip, deflate, br, zstd", "br"],
    ["gzip, deflate", "gzip"],
    ["deflate", "identity"],
    ["identity", "identity"],
    ["br;q=0, gzip", "gzip"],
    ["gzip;q=1.0, br;q=0.5", "gzip"],
    ["*", "br"],
    ["*;q=0", "identity"],
    ["br;q=0, gzip;q=0", "identity"],
    ["GZIP", "gzip"],
  ])("chooses for %j: %s", (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe("matchingVariant", () => {
  it("matches If-None-Match weakly against every variant's tag", async () => {
    const page = await createRepresentation(html, { "content-type": "text/html" });
    const { identity, br } = page.variants;
    expect(matchingVariant(page, undefined)).toBeUndefined();
    expect(matchingVariant(page, '"other"')).toBeUndefined();
    expect(matchingVariant(page, identity.etag)).toBe(identity);
    expect(matchingVariant(page, `"other", W/${br.etag}`)).toBe(br);
    expect(matchingVariant(page, "*")).toBe(identity);
  });
});

describe("sendRepresentation behind @fastify/compress", () => {
  const app = Fastify();
  let page: Representation;

  beforeAll(async () => {
    page = await createRepresentation(html, {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "public, max-age=60",
    });
    // Registered as in app.ts: compression on for every route.
    await app.register(compress, { threshold: COMPRESSION_THRESHOLD, encodings: ["br", "gzip"] });
    app.route({
      method: ["GET", "HEAD"],
      url: "/page",
      handler: (request, reply) => sendRepresentation(request, reply, page),
    });
    await app.ready();
  });
  afterAll(() => app.close());

  const get = (headers: Record<string, string> = {}, method: "GET" | "HEAD" = "GET") =>
    app.inject({ method, url: "/page", headers });

  it.each([
    ["br", "gzip, deflate, br"],
    ["gzip", "gzip, deflate"],
  ] as const)("sends the stored %s variant as is, never compressed again", async (encoding, accept) => {
    const response = await get({ "accept-encoding": accept });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe(encoding);
    expect(response.rawPayload).toEqual(page.variants[encoding].body);
    expect(response.headers["content-length"]).toBe(String(page.variants[encoding].body.length));
    expect(response.headers.etag).toBe(page.variants[encoding].etag);
    expect(response.headers.vary).toBe("accept-encoding");
    expect(response.headers["cache-control"]).toBe("public, max-age=60");
  });

  it("sends the plain bytes to a client that accepts no compression", async () => {
    const response = await get();
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.rawPayload).toEqual(html);
    expect(response.headers.vary).toBe("accept-encoding");
  });

  it("answers 304 with no body to a client that holds any variant", async () => {
    for (const variant of Object.values(page.variants)) {
      const response = await get({ "if-none-match": variant.etag, "accept-encoding": "gzip, br" });
      expect(response.statusCode).toBe(304);
      expect(response.body).toBe("");
      expect(response.headers.etag).toBe(variant.etag);
      expect(response.headers.vary).toBe("accept-encoding");
      expect(response.headers["content-encoding"]).toBeUndefined();
    }
    expect((await get({ "if-none-match": '"stale"' })).statusCode).toBe(200);
  });

  it("answers HEAD with the headers and length of the variant, without a body", async () => {
    const response = await get({ "accept-encoding": "br" }, "HEAD");
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe("");
    expect(response.headers["content-length"]).toBe(String(page.variants.br.body.length));
    expect(response.headers["content-encoding"]).toBe("br");
  });
});
