import { createHash, randomUUID } from "node:crypto";
import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";
import type { OrderItemJson, OrderJson } from "../../common/api-schemas";
import type { CustomerDetails } from "../../common/validation";
import type { Database } from "../db/database";
import { accessories, orderItems, orders } from "../db/schema";
import { isUuid } from "./accessory-repository";
import { ApiError, conflict, notFound } from "../http/api-error";
import { createWriteBatcher } from "./write-batcher";
import type { NotificationOutbox } from "../outbox/notification-outbox";
import { ORDER_LINES_WINDOW_MINUTES } from "../../common/limits";

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

export function createOrderRepository(db: Database, notifications: NotificationOutbox) {
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
    // The orders' notification jobs commit with them: an acknowledged order always gets its emails.
    const inserted = await db.transaction(async (tx) => {
      const saved = await tx
        .insert(orders)
        .values(rows)
        .onConflictDoNothing({ target: orders.idempotencyKey })
        .returning();
      await notifications.orderPlaced(tx, saved);
      return saved;
    });
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
     * One statement reads the rate and writes the line, so the rate cannot change between the read and the
     * write. Lines are accepted only while the order is new (pending) and younger than the window; the same
     * transaction pushes back the order's notifications, so they go out once the lines have stopped arriving.
     */
    async saveOrderItem(input: {
      orderId: string;
      accessoryId: string;
      quantity: number;
    }): Promise<OrderItemJson> {
      if (!isUuid(input.orderId)) throw notFound("Order not found");
      if (!isUuid(input.accessoryId)) throw notFound("Accessory not found");
      const saved = await db.transaction(async (tx) => {
        const [line] = await tx
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
              .where(
                and(
                  eq(orders.id, input.orderId),
                  eq(orders.status, "pending"),
                  // Only what the shop sells now: in stock and not archived.
                  eq(accessories.outOfStock, false),
                  isNull(accessories.archivedAt),
                  gt(orders.createdAt, sql`now() - ${ORDER_LINES_WINDOW_MINUTES} * interval '1 minute'`),
                ),
              ),
          )
          .onConflictDoUpdate({
            target: [orderItems.orderId, orderItems.accessoryId],
            set: { quantity: sql`excluded.quantity`, rate: sql`excluded.rate`, updatedAt: sql`now()` },
          })
          .returning();
        if (line) await notifications.orderLineSaved(tx, input.orderId);
        return line;
      });
      if (saved) return toOrderItemJson(saved);
      const [order] = await db
        .select({
          id: orders.id,
          status: orders.status,
          open: sql<boolean>`${orders.createdAt} > now() - ${ORDER_LINES_WINDOW_MINUTES} * interval '1 minute'`,
        })
        .from(orders)
        .where(eq(orders.id, input.orderId));
      if (!order) throw notFound("Order not found");
      if (order.status !== "pending") {
        throw conflict("This order is already being processed, so its lines can no longer be changed.");
      }
      if (!order.open) {
        throw conflict(
          `Lines can only be added to an order within ${ORDER_LINES_WINDOW_MINUTES} minutes of placing it. Please place a new order.`,
        );
      }
      const [accessory] = await db
        .select({
          name: accessories.name,
          outOfStock: accessories.outOfStock,
          archivedAt: accessories.archivedAt,
        })
        .from(accessories)
        .where(eq(accessories.id, input.accessoryId));
      if (accessory && accessory.archivedAt === null && accessory.outOfStock) {
        throw new ApiError(
          409,
          "out_of_stock",
          `${accessory.name} is out of stock. Please remove it from your cart to place your order.`,
        );
      }
      throw notFound("Accessory not found");
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
