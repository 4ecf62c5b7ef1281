import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { notFound } from "../http/api-error";
import { MEDIA_PREFIX, type MediaFile, type PhotoStorage } from "./photo-storage";
import { PHOTO_MEMORY_BYTES } from "../../common/limits";

const MEDIA_FILE = /^([0-9a-f]{32})\.(avif|webp|jpg)$/;
const EXTENSION_TYPES: Record<string, string> = { avif: "image/avif", webp: "image/webp", jpg: "image/jpeg" };
const IMMUTABLE = "public, max-age=31536000, immutable";

/** Recently served files, up to a byte budget: a product photo is asked for by every visitor of its page. */
class MediaMemory {
  private readonly files = new Map<string, MediaFile>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(hash: string): MediaFile | undefined {
    const file = this.files.get(hash);
    if (file) {
      // Most recently used last, so the first key is the one to drop.
      this.files.delete(hash);
      this.files.set(hash, file);
    }
    return file;
  }

  set(hash: string, file: MediaFile) {
    if (file.bytes.length > this.maxBytes) return;
    this.files.set(hash, file);
    this.bytes += file.bytes.length;
    while (this.bytes > this.maxBytes) {
      const [oldest, dropped] = this.files.entries().next().value!;
      this.files.delete(oldest);
      this.bytes -= dropped.bytes.length;
    }
  }
}

/**
 * Uploaded photos under `/media/<content hash>.<avif|webp|jpg>`: the bytes under an address never change, so
 * browsers and CDNs keep them for a year without asking again.
 */
export function registerMediaRoutes(
  app: FastifyInstance,
  storage: PhotoStorage,
  securityHeaders: Readonly<Record<string, string>>,
  { memoryBytes = PHOTO_MEMORY_BYTES }: { memoryBytes?: number } = {},
) {
  const memory = new MediaMemory(memoryBytes);

  const handler = async (request: FastifyRequest<{ Params: { file: string } }>, reply: FastifyReply) => {
    const match = MEDIA_FILE.exec(request.params.file);
    if (!match) throw notFound("No such photo");
    const [, hash, extension] = match;
    let file = memory.get(hash);
    if (!file) {
      const stored = await storage.readMedia(hash);
      if (!stored) throw notFound("No such photo");
      file = stored;
      memory.set(hash, file);
    }
    // The extension must name the stored format: one address per file.
    if (file.contentType !== EXTENSION_TYPES[extension]) throw notFound("No such photo");
    const etag = `"${hash}"`;
    reply
      .headers(securityHeaders)
      .header("content-type", file.contentType)
      .header("cache-control", IMMUTABLE)
      .header("etag", etag);
    if (request.headers["if-none-match"] === etag) return reply.code(304).send();
    reply.header("content-length", file.bytes.length);
    return reply.send(request.method === "HEAD" ? undefined : file.bytes);
  };

  app.route({
    method: ["GET", "HEAD"],
    url: `${MEDIA_PREFIX}:file`,
    // Photos are compressed already.
    compress: false,
    handler,
  });
}
