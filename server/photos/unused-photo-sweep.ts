import { and, lt, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Database } from "../db/database";
import { accessories, photos } from "../db/schema";

/**
 * How long an uploaded photo that no accessory names is kept: long enough for an editor who uploads, leaves
 * the form open and saves days later, and for a visitor's saved cart that still shows a replaced photo.
 */
export const UNUSED_PHOTO_GRACE_MS = 7 * 24 * 60 * 60 * 1000;

const FIRST_SWEEP_AFTER_MS = 60 * 1000;
const SWEEP_EVERY_MS = 6 * 60 * 60 * 1000;

/**
 * Deletes the photos uploaded more than the grace period ago that no accessory's images name (archived ones
 * included, since they keep their photos for past orders): photos uploaded and then removed from the form,
 * or never saved. Their variants go with them (ON DELETE CASCADE). Returns how many were deleted. Safe on
 * several instances at once: a photo deleted twice is simply gone.
 */
export async function deleteUnusedPhotos(db: Database, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - UNUSED_PHOTO_GRACE_MS);
  const deleted = await db
    .delete(photos)
    .where(
      and(
        lt(photos.createdAt, cutoff),
        sql`not exists (
          select 1 from ${accessories}, jsonb_array_elements(${accessories.images}) as image
          where image ->> '_id' = ${photos.id}::text
        )`,
      ),
    )
    .returning({ id: photos.id });
  return deleted.length;
}

/** Sweeps a minute after start-up, then every six hours, until the server closes. */
export function scheduleUnusedPhotoSweep(app: FastifyInstance, db: Database): void {
  const sweep = () => {
    deleteUnusedPhotos(db)
      .then((count) => {
        if (count > 0) app.log.info({ count }, "deleted uploaded photos that no accessory uses");
      })
      .catch((error: unknown) => app.log.warn({ err: error }, "could not delete unused uploaded photos"));
  };
  const first = setTimeout(sweep, FIRST_SWEEP_AFTER_MS);
  const every = setInterval(sweep, SWEEP_EVERY_MS);
  first.unref();
  every.unref();
  app.addHook("onClose", async () => {
    clearTimeout(first);
    clearInterval(every);
  });
}
