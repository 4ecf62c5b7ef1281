import type { AccessoryImage } from "../db/schema";
import type { StoredPhoto } from "./photo-storage";

const FALLBACK_WIDTH = 800;

/**
 * How an uploaded photo stands in an accessory's `images`: the JPEG a client without `srcset` shows as
 * `imageUrl`, plus the size and a `srcSet` per format, so the public pages render it like a built-in image
 * (same widths, same formats, width and height set, no layout shift). Kept on the accessory's row, so the
 * catalogue's reads need no join.
 */
export function photoToAccessoryImage(photo: StoredPhoto, alt: string): AccessoryImage {
  const byFormat = (format: string) => photo.variants.filter((variant) => variant.format === format);
  const jpegs = byFormat("jpg");
  const fallback = jpegs.find((variant) => variant.width === FALLBACK_WIDTH) ?? jpegs[jpegs.length - 1];
  const largest = jpegs[jpegs.length - 1];
  const srcSet = (format: string) =>
    byFormat(format)
      .map((variant) => `${variant.url} ${variant.width}w`)
      .join(", ");
  return {
    _id: photo.id,
    imageUrl: fallback.url,
    alt,
    width: largest.width,
    height: largest.height,
    srcSet: { avif: srcSet("avif"), webp: srcSet("webp"), jpg: srcSet("jpg") },
  };
}
