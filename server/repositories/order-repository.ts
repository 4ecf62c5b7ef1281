import { createHash, randomUUID } from "node:crypto";
import { asc, eq, sql } from "drizzle-orm";
import type { CustomerDetails } from "../../common/validation";
import type { Database } from "../db/database";
import { accessories, orderItems, orders } from "../db/schema";
import { isUuid } from "./accessory-repository";
import { conflict, notFound } from "../http/api-error";
import { createWriteBatcher } from "./write-batcher";

export type OrderJson = {
  _id: string;
  name: string;
  email: string | null;
  address: string;
  phone: string;
  status: string;
  total: number;
  totalItems: number;
  createdAt: string;
};

export type OrderItemJson = {
  _id: string;
  orderId: string;
  accessoryId: string;
  quantity: number;
  rate: number;
  lineTotal: number;
  createdAt: string;
  updatedAt: string;
};

type OrderRow = typeof orders.$inferSelect;
type OrderItemRow = typeof orderItems.$inferSelect;

function fingerprint(details: CustomerDetails): string {
  const normalised = [details.name, details.email ?? "", details.address, details.phone].join("\u0000");
  return createHash("sha256").update(normalised).digest("hex");
}

function toOrderJson(row: OrderRow, total = 0, totalItems = 0): OrderJson {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    address: row.address,
    phone: row.phone,
    status: row.status,
    total,
    totalItems,
    createdAt: row.createdAt.toISOString(),
  };
}

function toOrderItemJson(row: OrderItemRow): OrderItemJson {
  return {
    _id: row.id,
    orderId: row.orderId,
    accessoryId: row.accessoryId,
    quantity: row.quantity,
    rate: row.rate,
    lineTotal: row.rate * row.quantity,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function createOrderRepository(db: Database) {
  async function totalsOf(orderId: string) {
    const [totals] = await db
      .select({
        total: sql<number>`coalesce(sum(${orderItems.rate} * ${orderItems.quantity}), 0)::int`,
        totalItems: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int`,
      })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId));
    return totals;
  }

  type NewOrder = typeof orders.$inferInsert & { id: string };

  /** Orders arriving together are inserted in one statement; a row skipped for its key answers undefined. */
  const insertOrder = createWriteBatcher<NewOrder, OrderRow | undefined>(async (rows) => {
    const inserted = await db
      .insert(orders)
      .values(rows)
      .onConflictDoNothing({ target: orders.idempotencyKey })
      .returning();
    const byId = new Map(inserted.map((row) => [row.id, row]));
    return rows.map((row) => byId.get(row.id));
  });

  return {
    /**
     * Creates an order. With an idempotency key, a repeat of the same request returns the first order
     * (replayed: true); the same key with different details is a conflict.
     */
    async createOrder(
      details: CustomerDetails,
      idempotencyKey?: string,
    ): Promise<{ order: OrderJson; replayed: boolean }> {
      const requestFingerprint = fingerprint(details);
      const created = await insertOrder({
        id: randomUUID(),
        name: details.name,
        email: details.email || null,
        address: details.address,
        phone: details.phone,
        idempotencyKey: idempotencyKey ?? null,
        requestFingerprint,
      });
      if (created) return { order: toOrderJson(created), replayed: false };

      const [existing] = await db
        .select()
        .from(orders)
        .where(eq(orders.idempotencyKey, idempotencyKey!))
        .limit(1);
      if (!existing || existing.requestFingerprint !== requestFingerprint) {
        throw conflict("This Idempotency-Key was already used for a different order.");
      }
      const totals = await totalsOf(existing.id);
      return { order: toOrderJson(existing, totals.total, totals.totalItems), replayed: true };
    },

    /**
     * Saves one line at the accessory's current rate; the same (order, accessory) again updates the line.
     * One statement reads the rate and writes the line, so a checkout's parallel line calls cost one round trip
     * each and the rate cannot change between the read and the write.
     */
    async saveOrderItem(input: {
      orderId: string;
      accessoryId: string;
      quantity: number;
    }): Promise<OrderItemJson> {
      if (!isUuid(input.orderId)) throw notFound("Order not found");
      if (!isUuid(input.accessoryId)) throw notFound("Accessory not found");
      const [saved] = await db
        .insert(orderItems)
        .select((qb) =>
          qb
            .select({
              id: sql`gen_random_uuid()`.as("id"),
              orderId: orders.id,
              accessoryId: accessories.id,
              quantity: sql`${input.quantity}::int`.as("quantity"),
              rate: accessories.rate,
              createdAt: sql`now()`.as("created_at"),
              updatedAt: sql`now()`.as("updated_at"),
            })
            .from(orders)
            .innerJoin(accessories, eq(accessories.id, input.accessoryId))
            .where(eq(orders.id, input.orderId)),
        )
        .onConflictDoUpdate({
          target: [orderItems.orderId, orderItems.accessoryId],
          set: { quantity: sql`excluded.quantity`, rate: sql`excluded.rate`, updatedAt: sql`now()` },
        })
        .returning();
      if (saved) return toOrderItemJson(saved);
      const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, input.orderId));
      throw notFound(order ? "Accessory not found" : "Order not found");
    },

    async findOrderWithItems(orderId: string): Promise<(OrderJson & { items: OrderItemJson[] }) | null> {
      if (!isUuid(orderId)) return null;
      const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
      if (!order) return null;
      const items = await db
        .select()
        .from(orderItems)
        .where(eq(orderItems.orderId, orderId))
        .orderBy(asc(orderItems.createdAt), asc(orderItems.id));
      const totals = await totalsOf(orderId);
      return { ...toOrderJson(order, totals.total, totals.totalItems), items: items.map(toOrderItemJson) };
    },
  };
}

export type OrderRepository = ReturnType<typeof createOrderRepository>;
