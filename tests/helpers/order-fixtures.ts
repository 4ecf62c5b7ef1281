import { randomUUID } from "node:crypto";
import type { SQL } from "drizzle-orm";
import type { Database } from "../../server/db/database";
import { messages, orderItems, orders, staffAccounts, type OrderStatus } from "../../server/db/schema";

/** A staff account written straight to the table, for tests of the services behind the sign-in. */
/** A member of staff, as a service call from the back office names them: with the address they work from. */
export async function insertStaff(
  db: Database,
  name = "Rahim Uddin",
  clientAddress = "192.0.2.10",
): Promise<{ id: string; name: string; clientAddress: string }> {
  const [row] = await db
    .insert(staffAccounts)
    .values({
      email: `${randomUUID()}@example.com`,
      name,
      role: "staff",
      passwordHash: "not-a-usable-hash",
    })
    .returning({ id: staffAccounts.id, name: staffAccounts.name });
  return { ...row, clientAddress };
}

type OrderOverrides = Omit<Partial<typeof orders.$inferInsert>, "createdAt"> & {
  /** A time, or an SQL expression for one (microseconds a JavaScript Date cannot hold). */
  createdAt?: Date | SQL;
  lines?: { accessoryId: string; quantity: number; rate: number; weightGrams?: number | null }[];
};

/**
 * An order as the checkout leaves it (pending, numbered by the database), with its lines. Unless a test says
 * otherwise, its delivery is that of an order placed before the shop charged delivery (৳0), so its total is
 * its items'; tests of delivery charges pass the zone and charge they need.
 */
export async function insertOrder(db: Database, overrides: OrderOverrides = {}) {
  const { lines = [], ...values } = overrides;
  const [order] = await db
    .insert(orders)
    .values({
      name: "Farhana Rahman",
      email: "farhana@example.com",
      address: "House 12, Road 5, Dhanmondi, Dhaka 1205",
      phone: "01711223344",
      deliveryCharge: 0,
      deliveryChargeSource: "before_delivery_charges",
      ...values,
    })
    .returning();
  // One statement per line, as the checkout sends them, each a millisecond after the one before: the lines
  // keep the order they were given in (the embedded database's clock can give two quick inserts one time,
  // and lines of one time come back in a random order).
  const firstLineAt = Date.now();
  for (const [index, line] of lines.entries()) {
    await db
      .insert(orderItems)
      .values({ ...line, orderId: order.id, createdAt: new Date(firstLineAt + index) });
  }
  return order;
}

export async function insertOrderWithStatus(
  db: Database,
  status: OrderStatus,
  overrides: OrderOverrides = {},
) {
  return insertOrder(db, { ...overrides, status });
}

export async function insertMessage(db: Database, overrides: Partial<typeof messages.$inferInsert> = {}) {
  const [row] = await db
    .insert(messages)
    .values({
      name: "Tanvir Hasan",
      email: "tanvir@example.com",
      address: "Flat 4B, Gulshan 2, Dhaka",
      phone: "01811223344",
      message: "Please call me about a full interior for our new office.",
      ...overrides,
    })
    .returning();
  return row;
}
