import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrationsFolder } from "../../db/database";

/** The migrations folder as it was before the back office: the first migration only. */
async function folderBeforeBackOffice(): Promise<string> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), "migrations-before-"));
  await fs.mkdir(path.join(folder, "meta"));
  const journal = JSON.parse(await fs.readFile(path.join(migrationsFolder, "meta", "_journal.json"), "utf8"));
  const [first] = journal.entries;
  await fs.writeFile(
    path.join(folder, "meta", "_journal.json"),
    JSON.stringify({ ...journal, entries: [first] }),
  );
  await fs.copyFile(path.join(migrationsFolder, `${first.tag}.sql`), path.join(folder, `${first.tag}.sql`));
  return folder;
}

describe("order numbers for orders placed before the back office", () => {
  let oldFolder: string;
  let client: PGlite;

  beforeAll(async () => {
    oldFolder = await folderBeforeBackOffice();
    client = await PGlite.create("memory://", { extensions: { pg_trgm } });
  });
  afterAll(async () => {
    await client?.close();
    await fs.rm(oldFolder, { recursive: true, force: true });
  });

  it("numbers existing orders in the order they were placed, and new orders continue the sequence", async () => {
    const db = drizzle({ client });
    await migrate(db, { migrationsFolder: oldFolder });
    // Placed out of insertion order, in two Dhaka months (31 Oct 23:30 in Dhaka is still October).
    await client.exec(`
      insert into orders (name, address, phone, created_at) values
        ('Second', 'Dhaka', '01711111112', '2026-11-02T05:00:00Z'),
        ('First', 'Dhaka', '01711111111', '2026-10-31T17:30:00Z'),
        ('Third', 'Dhaka', '01711111113', '2026-11-03T05:00:00Z');
    `);

    await migrate(db, { migrationsFolder });

    const numbered = await client.query<{ name: string; order_number: string }>(
      "select name, order_number from orders order by created_at",
    );
    expect(numbered.rows).toEqual([
      { name: "First", order_number: "NI-2610-0001" },
      { name: "Second", order_number: "NI-2611-0002" },
      { name: "Third", order_number: "NI-2611-0003" },
    ]);
    const [next] = (
      await db.execute<{ order_number: string }>(
        sql`insert into orders (name, address, phone) values ('Fourth', 'Dhaka', '01711111114') returning order_number`,
      )
    ).rows;
    expect(next.order_number).toMatch(/^NI-\d{4}-0004$/);
  });

  it("keeps numbering past 9,999 orders: four digits at least, never cut short", async () => {
    const db = drizzle({ client });
    await client.exec("select setval('order_number_seq', 9998)");
    const numbers = [];
    for (const name of ["A", "B", "C"]) {
      const [row] = (
        await db.execute<{ order_number: string }>(
          sql`insert into orders (name, address, phone) values (${name}, 'Dhaka', '01711111115') returning order_number`,
        )
      ).rows;
      numbers.push(row.order_number.split("-")[2]);
    }
    expect(numbers).toEqual(["9999", "10000", "10001"]);
  });
});
