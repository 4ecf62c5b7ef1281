import { createHash } from "node:crypto";
import sharp from "sharp";
import { ApiError } from "../http/api-error";
import {
  PHOTO_MAX_BYTES,
  PHOTO_MAX_MEGABYTES,
  PHOTO_MAX_MEGAPIXELS,
  PHOTO_MAX_PIXELS,
} from "../../common/limits";

/** The same widths and encoders as the build's pipeline (scripts/images/build-images.ts). */
export const PHOTO_WIDTHS = [400, 600, 800, 1200] as const;
export const PHOTO_FORMATS = ["avif", "webp", "jpg"] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

export const CONTENT_TYPES: Record<PhotoFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpg: "image/jpeg",
};

const encoders: Record<PhotoFormat, (image: sharp.Sharp) => sharp.Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 1, chromaSubsampling: "4:2:0" }),
  webp: (image) => image.webp({ quality: 76, effort: 2 }),
  jpg: (image) => image.jpeg({ quality: 78, mozjpeg: true, progressive: true }),
};

export const photoMessages = {
  tooLarge: `This file is larger than ${PHOTO_MAX_MEGABYTES} MB. Please upload a smaller photo.`,
  tooManyPixels: `This photo has more than ${PHOTO_MAX_MEGAPIXELS} megapixels. Please resize it and upload it again.`,
  notAnImage:
    "This file is not a JPEG, PNG, WebP or AVIF photo. Please choose a photo in one of those formats.",
  heic: "iPhone photos in HEIC format cannot be read here. Please export the photo as JPEG and upload that.",
  damaged: "This photo could not be read: the file is damaged or incomplete. Please export it again.",
  empty: "The file is empty.",
} as const;

/** A refused upload: the reason the member of staff reads, with the status the API answers. */
export class PhotoRejected extends ApiError {
  constructor(status: 413 | 415 | 422, code: string, message: string) {
    super(status, code, message);
  }
}

export type PhotoVariant = {
  width: number;
  height: number;
  format: PhotoFormat;
  contentType: string;
  contentHash: string;
  bytes: Buffer;
};

export type ProcessedPhoto = {
  /** The upright photo's full size, before any resizing. */
  width: number;
  height: number;
  variants: PhotoVariant[];
};

type Sniffed = "jpeg" | "png" | "webp" | "avif" | "heic";

/** What the file is, from its first bytes; the name and the declared type are never trusted. */
export function sniffImageType(bytes: Buffer): Sniffed | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return "png";
  }
  if (
    bytes.length >= 12 &&
    bytes.toString("latin1", 0, 4) === "RIFF" &&
    bytes.toString("latin1", 8, 12) === "WEBP"
  ) {
    return "webp";
  }
  if (bytes.length >= 12 && bytes.toString("latin1", 4, 8) === "ftyp") {
    const boxSize = Math.min(bytes.readUInt32BE(0), bytes.length, 64);
    const brands: string[] = [bytes.toString("latin1", 8, 12)];
    for (let at = 16; at + 4 <= boxSize; at += 4) brands.push(bytes.toString("latin1", at, at + 4));
    if (brands.some((brand) => brand === "avif" || brand === "avis")) return "avif";
    if (
      brands.some((brand) => ["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1"].includes(brand))
    ) {
      return "heic";
    }
  }
  return undefined;
}

/** What sharp's metadata calls each format we accept. */
const SHARP_FORMATS: Record<Exclude<Sniffed, "heic">, string> = {
  jpeg: "jpeg",
  png: "png",
  webp: "webp",
  avif: "heif",
};

const isPixelLimit = (error: unknown) => error instanceof Error && /pixel limit/i.test(error.message);

const decodeOptions = { limitInputPixels: PHOTO_MAX_PIXELS, failOn: "truncated" } as const;

/**
 * Checks an upload and turns it into the site's responsive variants: upright (EXIF orientation applied), with
 * no metadata left (sharp writes none unless asked, so no GPS position leaves the server), at each width up
 * to the photo's own, in AVIF, WebP and JPEG. sharp does its decoding and encoding on libuv's thread pool, so
 * the event loop stays free; `limitPhotoWork` keeps uploads from taking every thread at once.
 */
export async function processPhoto(bytes: Buffer): Promise<ProcessedPhoto> {
  if (bytes.length === 0) throw new PhotoRejected(415, "photo_unreadable", photoMessages.empty);
  if (bytes.length > PHOTO_MAX_BYTES) throw new PhotoRejected(413, "photo_too_large", photoMessages.tooLarge);
  const sniffed = sniffImageType(bytes);
  if (!sniffed) throw new PhotoRejected(415, "photo_type_refused", photoMessages.notAnImage);

  let metadata: sharp.Metadata;
  try {
    metadata = await sharp(bytes, decodeOptions).metadata();
  } catch (error) {
    // sharp refuses to describe an image whose header claims more pixels than the limit: a bomb stops here.
    if (isPixelLimit(error))
      throw new PhotoRejected(413, "photo_too_many_pixels", photoMessages.tooManyPixels);
    if (sniffed === "heic") throw new PhotoRejected(415, "photo_heic", photoMessages.heic);
    throw new PhotoRejected(422, "photo_unreadable", photoMessages.damaged);
  }
  // A HEIF container holding HEVC (an iPhone photo) rather than AV1 (AVIF): only if this sharp can decode it.
  const expected = sniffed === "heic" ? "heif" : SHARP_FORMATS[sniffed];
  if (metadata.format !== expected)
    throw new PhotoRejected(415, "photo_type_refused", photoMessages.notAnImage);
  const width = metadata.width ?? 0;
  const height = metadata.height ?? 0;
  if (width === 0 || height === 0) throw new PhotoRejected(422, "photo_unreadable", photoMessages.damaged);
  // The header's claim is checked before a single pixel is decoded: a decompression bomb stops here.
  if (width * height > PHOTO_MAX_PIXELS) {
    throw new PhotoRejected(413, "photo_too_many_pixels", photoMessages.tooManyPixels);
  }

  return limitPhotoWork(() => encodeVariants(bytes, sniffed));
}

async function encodeVariants(bytes: Buffer, sniffed: Sniffed): Promise<ProcessedPhoto> {
  let decoded: { data: Buffer; info: sharp.OutputInfo };
  let upright: { width: number; height: number };
  try {
    const oriented = sharp(bytes, decodeOptions).rotate();
    const full = await oriented.clone().metadata();
    const swapped = (full.orientation ?? 1) >= 5;
    upright = {
      width: (swapped ? full.height : full.width) ?? 0,
      height: (swapped ? full.width : full.height) ?? 0,
    };
    // Decode and orient once; every width is resized from this raster. Transparency is laid on white, as
    // JPEG has none and the catalogue's cards are light.
    decoded = await oriented
      .resize({ width: PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1], withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (error instanceof PhotoRejected) throw error;
    if (sniffed === "heic") throw new PhotoRejected(415, "photo_heic", photoMessages.heic);
    if (isPixelLimit(error)) {
      throw new PhotoRejected(413, "photo_too_many_pixels", photoMessages.tooManyPixels);
    }
    throw new PhotoRejected(422, "photo_unreadable", photoMessages.damaged);
  }
  const raw = {
    raw: { width: decoded.info.width, height: decoded.info.height, channels: decoded.info.channels },
  };
  const base = sharp(decoded.data, raw);
  const widths = PHOTO_WIDTHS.filter((width) => width <= decoded.info.width);
  // A photo narrower than the smallest width still gets one variant, at its own width.
  if (widths.length === 0) widths.push(decoded.info.width as (typeof PHOTO_WIDTHS)[number]);

  const variants: PhotoVariant[] = [];
  for (const width of widths) {
    const height = Math.max(1, Math.round((decoded.info.height * width) / decoded.info.width));
    for (const format of PHOTO_FORMATS) {
      const output = await encoders[format](base.clone().resize({ width, height })).toBuffer();
      variants.push({
        width,
        height,
        format,
        contentType: CONTENT_TYPES[format],
        contentHash: createHash("sha256").update(output).digest("hex").slice(0, 32),
        bytes: output,
      });
    }
  }
  return {
    width: upright.width || decoded.info.width,
    height: upright.height || decoded.info.height,
    variants,
  };
}

/**
 * One photo is encoded at a time (each encode already uses a thread-pool thread, and this machine has two
 * cores shared with page rendering); later uploads wait their turn in order.
 */
let queue: Promise<unknown> = Promise.resolve();
export function limitPhotoWork<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work, work);
  queue = run.catch(() => undefined);
  return run;
}
