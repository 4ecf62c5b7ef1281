import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "../../server/db/database";
import { accessories, messages, orderItems, orders } from "../../server/db/schema";

type NewAccessory = typeof accessories.$inferInsert;

let sequence = 0;

/** Inserts one catalogue row with plausible defaults; tests override what they are about. */
export async function insertAccessory(db: Database, overrides: Partial<NewAccessory> = {}): Promise<string> {
  sequence += 1;
  const [row] = await db
    .insert(accessories)
    .values({
      name: `Test Accessory ${sequence}`,
      size: "20 x 20 cm",
      code: `NI-TS-${randomUUID().slice(0, 8)}`,
      rate: 1000 + sequence,
      description: "A test accessory. It exists for one test.",
      category: "Vases",
      images: [{ _id: randomUUID(), imageUrl: "/images/accessories/vase-1-800.jpg" }],
      specifications: [{ _id: randomUUID(), label: "Material", value: "Clay" }],
      additionalInformation: [{ _id: randomUUID(), label: "Origin", value: "Bangladesh" }],
      ...overrides,
    })
    .returning({ id: accessories.id });
  return row.id;
}

/** Row counts of the shop's tables, to prove what a request did or did not write. */
export async function countRows(db: Database) {
  const [row] = await db
    .select({
      accessories: sql<number>`(select count(*)::int from ${accessories})`,
      orders: sql<number>`(select count(*)::int from ${orders})`,
      orderItems: sql<number>`(select count(*)::int from ${orderItems})`,
      messages: sql<number>`(select count(*)::int from ${messages})`,
    })
    .from(sql`(select 1) as one`);
  return row;
}
