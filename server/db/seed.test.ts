import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { asc, desc, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countRows, insertAccessory } from "../../tests/helpers/fixtures";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../../tests/helpers/test-database";
import { projectRoot } from "../project-root";
import { accessories, messages, orderItems, orders } from "./schema";
import { resetDatabase, seedCatalogueWhenEmpty } from "./seed";
import { seedAccessories } from "./seed-data";

const run = promisify(execFile);
const tsx = path.join(projectRoot, "node_modules", ".bin", "tsx");

describe.each(databaseKinds())("seeding on %s", (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.destroy();
  });

  const names = async () =>
    (
      await database.db
        .select({ name: accessories.name })
        .from(accessories)
        .orderBy(desc(accessories.createdAt), desc(accessories.id))
    ).map((row) => row.name);

  it("fills an empty catalogue with the seed accessories, the first seed item newest", async () => {
    expect(await seedCatalogueWhenEmpty(database.db)).toBe(seedAccessories.length);
    expect(await names()).toEqual(seedAccessories.map((item) => item.name));
    const rows = await database.db.select().from(accessories).orderBy(asc(accessories.code));
    for (const row of rows) {
      const source = seedAccessories.find((item) => item.code === row.code)!;
      expect(row.images.map((image) => image.imageUrl)).toEqual(source.images);
      expect(row.specifications.map(({ label, value }) => ({ label, value }))).toEqual(source.specifications);
      const ids = [...row.images, ...row.specifications, ...row.additionalInformation].map(
        (entry) => entry._id,
      );
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it("leaves a catalogue that has rows alone, however often it runs", async () => {
    const before = await database.db
      .select({ id: accessories.id })
      .from(accessories)
      .orderBy(asc(accessories.id));
    expect(await seedCatalogueWhenEmpty(database.db)).toBe(0);
    expect(
      await Promise.all([seedCatalogueWhenEmpty(database.db), seedCatalogueWhenEmpty(database.db)]),
    ).toEqual([0, 0]);
    const after = await database.db
      .select({ id: accessories.id })
      .from(accessories)
      .orderBy(asc(accessories.id));
    expect(after).toEqual(before);
  });

  it("seeds once when several starts race on an empty catalogue", async () => {
    await database.db.delete(accessories);
    const inserted = await Promise.all([1, 2, 3].map(() => seedCatalogueWhenEmpty(database.db)));
    expect(inserted.sort()).toEqual([0, 0, seedAccessories.length]);
    expect((await countRows(database.db)).accessories).toBe(seedAccessories.length);
  });

  it("does not seed a catalogue that holds other accessories", async () => {
    await database.db.delete(accessories);
    await insertAccessory(database.db);
    expect(await seedCatalogueWhenEmpty(database.db)).toBe(0);
    expect((await countRows(database.db)).accessories).toBe(1);
  });

  it("resets: empties orders, lines and messages and seeds the catalogue afresh", async () => {
    const { db } = database;
    const accessoryId = await insertAccessory(db, { name: "Not In The Seed" });
    const [order] = await db
      .insert(orders)
      .values({ name: "Test", address: "Banani", phone: "01711223344" })
      .returning({ id: orders.id });
    await db.insert(orderItems).values({ orderId: order.id, accessoryId, quantity: 2, rate: 1000 });
    await db
      .insert(messages)
      .values({ name: "Test", address: "Banani", phone: "01711223344", message: "Hi" });

    expect(await resetDatabase(db)).toBe(seedAccessories.length);

    expect(await countRows(db)).toEqual({
      accessories: seedAccessories.length,
      orders: 0,
      orderItems: 0,
      messages: 0,
    });
    expect(await names()).toEqual(seedAccessories.map((item) => item.name));
    const [{ stale }] = await db
      .select({ stale: sql<number>`count(*)::int` })
      .from(accessories)
      .where(sql`${accessories.id} = ${accessoryId}`);
    expect(stale).toBe(0);
  });
});

// The CLI is checked on PostgreSQL only: an on-disk PGlite takes seconds to create in each child process, and
// the seeding it runs is the code tested above on both databases.
describe.runIf(databaseKinds().includes("postgres"))("npm run db:seed and db:reset on postgres", () => {
  let database: TestDatabase;
  let env: Record<string, string | undefined>;

  beforeAll(async () => {
    database = await createTestDatabase("postgres");
    env = { ...process.env, DATABASE_URL: database.url, LOG_LEVEL: "silent" };
  });
  afterAll(async () => {
    await database?.destroy();
  });

  const cli = async (command: "seed" | "reset") =>
    (
      await run(tsx, [path.join(projectRoot, "server", "db", "seed-cli.ts"), command], {
        env,
        cwd: projectRoot,
      })
    ).stdout;

  it("seeds an empty database once, and reset seeds it again", async () => {
    await database.db
      .insert(messages)
      .values({ name: "T", address: "Banani", phone: "01711223344", message: "Hi" });
    expect(await cli("seed")).toBe(`Seeded ${seedAccessories.length} accessories (postgres).\n`);
    expect(await cli("seed")).toBe("The catalogue already has accessories; nothing to seed (postgres).\n");
    expect(await cli("reset")).toBe(`Seeded ${seedAccessories.length} accessories (postgres).\n`);
    expect(await countRows(database.db)).toMatchObject({ accessories: seedAccessories.length, messages: 0 });
  });
});
