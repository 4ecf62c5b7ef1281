import { eq, inArray } from "drizzle-orm";
import type { Database } from "../db/database";
import { photos, photoVariants } from "../db/schema";
import type { PhotoFormat, ProcessedPhoto } from "./photo-processing";

export const MEDIA_PREFIX = "/media/";

/** The address of one encoded variant: its content hash, so the bytes under it never change. */
export function mediaUrl(contentHash: string, format: string): string {
  return `${MEDIA_PREFIX}${contentHash}.${format}`;
}

export type StoredVariant = { width: number; height: number; format: PhotoFormat; url: string };

export type StoredPhoto = {
  id: string;
  /** The upright original's size. */
  width: number;
  height: number;
  variants: StoredVariant[];
};

export type MediaFile = { bytes: Buffer; contentType: string };

/**
 * Where uploaded photos live. The database implementation below is the default: every server instance reads
 * the same rows, and a restart or a redeploy loses nothing. Another backend (an object store) would implement
 * the same three calls.
 */
export interface PhotoStorage {
  savePhoto(photo: ProcessedPhoto, staffAccountId: string | null): Promise<StoredPhoto>;
  findPhotos(ids: readonly string[]): Promise<StoredPhoto[]>;
  /** The bytes and type under a content hash, or null when there is no such variant. */
  readMedia(contentHash: string): Promise<MediaFile | null>;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createDatabasePhotoStorage(db: Database): PhotoStorage {
  return {
    async savePhoto(photo, staffAccountId) {
      // Encoding is deterministic: the same file uploaded again is the photo already stored.
      const [existing] = await db
        .select({ photoId: photoVariants.photoId })
        .from(photoVariants)
        .where(eq(photoVariants.contentHash, photo.variants[0].contentHash))
        .limit(1);
      if (existing) {
        // Uploaded again: its grace period before the sweep of unused photos starts anew.
        await db.update(photos).set({ lastUsedAt: new Date() }).where(eq(photos.id, existing.photoId));
        const [stored] = await this.findPhotos([existing.photoId]);
        if (stored) return stored;
      }
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(photos)
          .values({ width: photo.width, height: photo.height, staffAccountId })
          .returning({ id: photos.id });
        await tx
          .insert(photoVariants)
          .values(photo.variants.map((variant) => ({ photoId: row.id, ...variant })));
        return {
          id: row.id,
          width: photo.width,
          height: photo.height,
          variants: photo.variants.map((variant) => ({
            width: variant.width,
            height: variant.height,
            format: variant.format,
            url: mediaUrl(variant.contentHash, variant.format),
          })),
        };
      });
    },

    async findPhotos(ids) {
      const wanted = ids.filter((id) => UUID_PATTERN.test(id));
      if (wanted.length === 0) return [];
      const rows = await db.select().from(photos).where(inArray(photos.id, wanted));
      if (rows.length === 0) return [];
      const variants = await db
        .select({
          photoId: photoVariants.photoId,
          width: photoVariants.width,
          height: photoVariants.height,
          format: photoVariants.format,
          contentHash: photoVariants.contentHash,
        })
        .from(photoVariants)
        .where(
          inArray(
            photoVariants.photoId,
            rows.map((row) => row.id),
          ),
        );
      return rows.map((row) => ({
        id: row.id,
        width: row.width,
        height: row.height,
        variants: variants
          .filter((variant) => variant.photoId === row.id)
          .map((variant) => ({
            width: variant.width,
            height: variant.height,
            format: variant.format as PhotoFormat,
            url: mediaUrl(variant.contentHash, variant.format),
          }))
          .sort((a, b) => a.width - b.width || a.format.localeCompare(b.format)),
      }));
    },

    async readMedia(contentHash) {
      const [row] = await db
        .select({ bytes: photoVariants.bytes, contentType: photoVariants.contentType })
        .from(photoVariants)
        .where(eq(photoVariants.contentHash, contentHash))
        .limit(1);
      return row ? { bytes: row.bytes, contentType: row.contentType } : null;
    },
  };
}
