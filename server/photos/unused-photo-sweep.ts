import { and, inArray, lt, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Database } from "../db/database";
import { accessories, photos, type AccessoryImage } from "../db/schema";
import { isUuid } from "../repositories/accessory-repository";
import {
  UNUSED_PHOTO_FIRST_SWEEP_AFTER_MS,
  UNUSED_PHOTO_GRACE_MS,
  UNUSED_PHOTO_SWEEP_EVERY_MS,
} from "../../common/limits";

/**
 * Deletes the photos last used more than the grace period ago that no accessory's images name (archived ones
 * included, since they keep their photos for past orders): photos uploaded and never saved, or taken off
 * their accessory. Their variants go with them (ON DELETE CASCADE). Returns how many were deleted. Safe on
 * several instances at once, and beside a save: a save marks its photos used in its transaction (below), and
 * a delete that meets that row re-checks it and leaves it.
 */
export async function deleteUnusedPhotos(db: Database, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - UNUSED_PHOTO_GRACE_MS);
  const deleted = await db
    .delete(photos)
    .where(
      and(
        lt(photos.lastUsedAt, cutoff),
        // Containment cannot fail on a row whose images are not an array, as expanding them could.
        sql`not exists (
          select 1 from ${accessories}
          where ${accessories.images} @> jsonb_build_array(jsonb_build_object('_id', ${photos.id}::text))
        )`,
      ),
    )
    .returning({ id: photos.id });
  return deleted.length;
}

/** The images that are uploaded photos (they carry a srcset per format; the seed's built-in images do not). */
const uploadedPhotoIds = (images: readonly AccessoryImage[]) =>
  images.filter((image) => image.srcSet && isUuid(image._id)).map((image) => image._id);

/**
 * Marks the photos an accessory save puts on it, and those it takes off, as used now, inside the save's
 * transaction. Returns the ids of the photos the save puts on the accessory that no longer exist (swept
 * meanwhile): the save must then be refused, or the shop would show a broken image.
 */
export async function markPhotosUsed(
  tx: Pick<Database, "update">,
  images: readonly AccessoryImage[],
  previousImages: readonly AccessoryImage[] = [],
): Promise<string[]> {
  const onAccessory = uploadedPhotoIds(images);
  const ids = [...new Set([...onAccessory, ...uploadedPhotoIds(previousImages)])];
  if (ids.length === 0) return [];
  const marked = await tx
    .update(photos)
    .set({ lastUsedAt: sql`now()` })
    .where(inArray(photos.id, ids))
    .returning({ id: photos.id });
  const found = new Set(marked.map((row) => row.id));
  return onAccessory.filter((id) => !found.has(id));
}

/** Sweeps a minute after start-up, then every six hours; a sweep under way is let finish when the server closes. */
export function scheduleUnusedPhotoSweep(app: FastifyInstance, db: Database): void {
  let running: Promise<void> | undefined;
  const sweep = () => {
    if (running) return;
    running = deleteUnusedPhotos(db)
      .then((count) => {
        if (count > 0) app.log.info({ count }, "deleted uploaded photos that no accessory uses");
      })
      .catch((error: unknown) => app.log.warn({ err: error }, "could not delete unused uploaded photos"))
      .finally(() => {
        running = undefined;
      });
  };
  const first = setTimeout(sweep, UNUSED_PHOTO_FIRST_SWEEP_AFTER_MS);
  const every = setInterval(sweep, UNUSED_PHOTO_SWEEP_EVERY_MS);
  first.unref();
  every.unref();
  app.addHook("onClose", async () => {
    clearTimeout(first);
    clearInterval(every);
    await running;
  });
}
