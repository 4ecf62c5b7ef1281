import { desc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../../tests/helpers/test-database";
import { accessories } from "./schema";
import { seedCatalogueToCount } from "./seed";
import { seedAccessories } from "./seed-data";

describe.each(databaseKinds())("seeding to a catalogue size (db:seed --count) on %s", (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  }, 120_000);
  afterAll(async () => {
    await database?.destroy();
  });

  it("adds generated accessories until the catalogue holds N, older than the seed items, codes unique", async () => {
    const target = seedAccessories.length + 1_203;
    expect(await seedCatalogueToCount(database.db, target)).toBe(1_203);
    const rows = await database.db
      .select({ name: accessories.name, code: accessories.code })
      .from(accessories)
      .orderBy(desc(accessories.createdAt), desc(accessories.id));
    expect(rows).toHaveLength(target);
    expect(rows.slice(0, seedAccessories.length).map((row) => row.name)).toEqual(
      seedAccessories.map((item) => item.name),
    );
    expect(new Set(rows.map((row) => row.code)).size).toBe(target);
    // Already that large: nothing more.
    expect(await seedCatalogueToCount(database.db, target - 5)).toBe(0);
    expect(await seedCatalogueToCount(database.db, target + 2)).toBe(2);
  }, 120_000);
});
