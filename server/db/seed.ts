import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "./database";
import { accessories, messages, orderItems, orders } from "./schema";
import { seedAccessories } from "./seed-data";
import { SEED_BATCH_SIZE } from "../../common/limits";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * Fills an empty catalogue with the seed accessories; a catalogue that has rows is left alone, so running
 * it twice (or on every start) is safe. Newest first means the first seed item gets the latest timestamp.
 */
export async function seedCatalogueWhenEmpty(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    await lockSeeding(tx);
    return seedEmptyCatalogue(tx);
  });
}

/** Empties every table and seeds the catalogue again, all or nothing. */
export async function resetDatabase(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    await lockSeeding(tx);
    await tx.delete(orderItems);
    await tx.delete(orders);
    await tx.delete(messages);
    await tx.delete(accessories);
    return seedEmptyCatalogue(tx);
  });
}

/** Two processes starting at once must not both seed: the advisory lock serialises them on PostgreSQL. */
async function lockSeeding(tx: Transaction) {
  await tx.execute(sql`select pg_advisory_xact_lock(727001)`);
}

async function seedEmptyCatalogue(tx: Transaction): Promise<number> {
  const [{ existing }] = await tx.select({ existing: sql<number>`count(*)::int` }).from(accessories);
  if (existing > 0) return 0;
  const now = Date.now();
  await tx.insert(accessories).values(
    seedAccessories.map((item, index) => ({
      name: item.name,
      size: item.size,
      code: item.code,
      rate: item.rate,
      description: item.description,
      category: item.category,
      images: item.images.map((imageUrl) => ({ _id: randomUUID(), imageUrl })),
      specifications: item.specifications.map((row) => ({ _id: randomUUID(), ...row })),
      additionalInformation: item.additionalInformation.map((row) => ({ _id: randomUUID(), ...row })),
      createdAt: new Date(now - index * 60_000),
      updatedAt: new Date(now - index * 60_000),
    })),
  );
  return seedAccessories.length;
}

/**
 * Adds generated accessories (the seed items again, with numbered names and codes) until the catalogue holds
 * `target`, for measuring the shop and the back office at scale; a catalogue already that large is left
 * alone. The generated ones are older than the seed items, so the shop's first pages look the same.
 */
export async function seedCatalogueToCount(db: Database, target: number): Promise<number> {
  return db.transaction(async (tx) => {
    await lockSeeding(tx);
    await seedEmptyCatalogue(tx);
    const [{ existing }] = await tx.select({ existing: sql<number>`count(*)::int` }).from(accessories);
    const missing = Math.max(0, target - existing);
    const oldest = Date.now() - seedAccessories.length * 60_000;
    for (let start = 0; start < missing; start += SEED_BATCH_SIZE) {
      const batch = Array.from({ length: Math.min(SEED_BATCH_SIZE, missing - start) }, (_, offset) => {
        const number = existing + start + offset + 1;
        const item = seedAccessories[number % seedAccessories.length];
        const at = new Date(oldest - number * 1000);
        return {
          name: `${item.name} ${number}`,
          size: item.size,
          code: `${item.code}-G${number}`,
          rate: item.rate + (number % 50) * 100,
          description: item.description,
          category: item.category,
          images: item.images.map((imageUrl) => ({ _id: randomUUID(), imageUrl })),
          specifications: item.specifications.map((row) => ({ _id: randomUUID(), ...row })),
          additionalInformation: item.additionalInformation.map((row) => ({ _id: randomUUID(), ...row })),
          createdAt: at,
          updatedAt: at,
        };
      });
      await tx.insert(accessories).values(batch);
    }
    return missing;
  });
}
