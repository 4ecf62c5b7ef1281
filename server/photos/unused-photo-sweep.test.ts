import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../../tests/helpers/test-database";
import { accessories, photos, photoVariants } from "../db/schema";
import { UNUSED_PHOTO_GRACE_MS } from "../../common/limits";
import { deleteUnusedPhotos, markPhotosUsed } from "./unused-photo-sweep";

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(databaseKinds())("the sweep of unused uploaded photos on %s", (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  }, 120_000);
  afterAll(async () => {
    await database?.destroy();
  });

  /** A photo row with one variant, uploaded and last used `ageMs` ago. */
  const uploadedPhoto = async (ageMs: number) => {
    const at = new Date(Date.now() - ageMs);
    const [row] = await database.db
      .insert(photos)
      .values({ width: 400, height: 400, createdAt: at, lastUsedAt: at })
      .returning({ id: photos.id });
    await database.db.insert(photoVariants).values({
      photoId: row.id,
      width: 400,
      height: 400,
      format: "jpg",
      contentType: "image/jpeg",
      contentHash: `${row.id.replaceAll("-", "")}${"0".repeat(32)}`,
      bytes: Buffer.from([0xff, 0xd8, 0xff]),
    });
    return row.id;
  };

  /** How an uploaded photo stands in an accessory's images (with a srcset, unlike a built-in image). */
  const imageOf = (id: string) => ({
    _id: id,
    imageUrl: `/media/${id}.jpg`,
    alt: "A lamp",
    srcSet: { avif: `/media/${id}.avif 400w`, webp: `/media/${id}.webp 400w`, jpg: `/media/${id}.jpg 400w` },
  });

  const accessoryShowing = async (photoIds: string[], archived = false) => {
    await database.db.insert(accessories).values({
      name: `Lamp ${photoIds.join("")}`.slice(0, 60),
      size: "30 cm",
      code: `SW-${Math.random().toString(36).slice(2, 8)}`,
      rate: 1200,
      description: "A lamp.",
      category: "Lighting",
      images: photoIds.map((id) => imageOf(id)),
      archivedAt: archived ? new Date() : null,
    });
  };

  it("deletes an old photo no accessory names, with its variants, and keeps every other", async () => {
    const oldUnused = await uploadedPhoto(UNUSED_PHOTO_GRACE_MS + DAY_MS);
    const recentUnused = await uploadedPhoto(DAY_MS);
    const oldOnShop = await uploadedPhoto(UNUSED_PHOTO_GRACE_MS + DAY_MS);
    const oldOnArchived = await uploadedPhoto(UNUSED_PHOTO_GRACE_MS + DAY_MS);
    const oldSecondImage = await uploadedPhoto(UNUSED_PHOTO_GRACE_MS + DAY_MS);
    await accessoryShowing([oldOnShop]);
    await accessoryShowing([oldOnArchived], true);
    // Named as an accessory's second image, not its card image.
    await accessoryShowing([oldOnShop, oldSecondImage]);

    expect(await deleteUnusedPhotos(database.db)).toBe(1);

    const left = await database.db
      .select({ id: photos.id })
      .from(photos)
      .where(inArray(photos.id, [oldUnused, recentUnused, oldOnShop, oldOnArchived, oldSecondImage]));
    expect(left.map((row) => row.id).sort()).toEqual(
      [recentUnused, oldOnShop, oldOnArchived, oldSecondImage].sort(),
    );
    const variants = await database.db
      .select({ id: photoVariants.photoId })
      .from(photoVariants)
      .where(eq(photoVariants.photoId, oldUnused));
    expect(variants).toEqual([]);

    // Nothing more to do on a second sweep.
    expect(await deleteUnusedPhotos(database.db)).toBe(0);
  });

  it("deletes a recent unused photo once its grace period has passed", async () => {
    const photo = await uploadedPhoto(DAY_MS);
    expect(await deleteUnusedPhotos(database.db)).toBe(0);
    const later = new Date(Date.now() + UNUSED_PHOTO_GRACE_MS);
    expect(await deleteUnusedPhotos(database.db, later)).toBeGreaterThanOrEqual(1);
    expect(await database.db.select().from(photos).where(eq(photos.id, photo))).toEqual([]);
  });

  it("counts the grace period from the save that took a photo off its accessory, not from its upload", async () => {
    const replaced = await uploadedPhoto(UNUSED_PHOTO_GRACE_MS + DAY_MS);
    const replacement = await uploadedPhoto(DAY_MS);
    // The save that swaps them marks both as used now.
    expect(await markPhotosUsed(database.db, [imageOf(replacement)], [imageOf(replaced)])).toEqual([]);
    expect(await deleteUnusedPhotos(database.db)).toBe(0);
    const [row] = await database.db.select().from(photos).where(eq(photos.id, replaced));
    expect(Date.now() - row.lastUsedAt.getTime()).toBeLessThan(60_000);
  });

  it("names the photos a save puts on an accessory that were swept meanwhile, so the save is refused", async () => {
    const kept = await uploadedPhoto(DAY_MS);
    const swept = await uploadedPhoto(UNUSED_PHOTO_GRACE_MS + DAY_MS);
    expect(await deleteUnusedPhotos(database.db)).toBeGreaterThanOrEqual(1);
    // A built-in image (no srcset) is not a photo row and is never reported.
    const builtIn = { _id: "6f1c2d9e-0000-4000-8000-000000000001", imageUrl: "/images/vase.jpg" };
    expect(await markPhotosUsed(database.db, [imageOf(kept), imageOf(swept), builtIn])).toEqual([swept]);
  });
});
