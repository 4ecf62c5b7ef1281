import { createHash, randomUUID } from "node:crypto";
import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";
import type { OrderItemJson, OrderJson, OrderTotalsJson } from "../../common/api-schemas";
import { deliveryZoneOf, orderTotal, quoteDelivery } from "../../common/delivery/delivery-charge";
import { checkOrderPlace, type OrderRequest } from "../../common/delivery/order-place";
import type { Database } from "../db/database";
import { accessories, orderItems, orders } from "../db/schema";
import type { DeliverySettingsStore } from "../delivery/delivery-settings-store";
import { isUuid } from "./accessory-repository";
import { ApiError, conflict, notFound } from "../http/api-error";
import { createWriteBatcher } from "./write-batcher";
import type { NotificationOutbox } from "../outbox/notification-outbox";
import { ORDER_LINES_WINDOW_MINUTES } from "../../common/limits";
import { ensureAvailableForLine, lockStock, reserveForLine, type StockChanged } from "../stock/stock-ledger";

type OrderRow = typeof orders.$inferSelect;
type OrderItemRow = typeof orderItems.$inferSelect;

type Place = { district: string | null; area: string | null };

function fingerprint(details: OrderRequest, place: Place): string {
  const fields = [details.name, details.email ?? "", details.address, details.phone];
  // A request without a place keeps the fingerprint it had before orders had one.
  if (place.district || place.area) fields.push(place.district ?? "", place.area ?? "");
  return createHash("sha256").update(fields.join("\u0000")).digest("hex");
}

type ItemTotals = { itemsSubtotal: number; totalItems: number };

function toOrderJson(row: OrderRow, items: ItemTotals = { itemsSubtotal: 0, totalItems: 0 }): OrderJson {
  return {
    _id: row.id,
    orderNumber: row.orderNumber,
    name: row.name,
    email: row.email,
    address: row.address,
    phone: row.phone,
    district: row.district,
    area: row.area,
    status: row.status,
    deliveryZone: row.deliveryZone,
    itemsSubtotal: items.itemsSubtotal,
    deliveryCharge: row.deliveryCharge,
    weightGrams: row.weightGrams,
    total: orderTotal(items.itemsSubtotal, row.deliveryCharge),
    totalItems: items.totalItems,
    createdAt: row.createdAt.toISOString(),
  };
}

function toOrderItemJson(row: OrderItemRow, orderTotals: OrderTotalsJson): OrderItemJson {
  return {
    _id: row.id,
    orderId: row.orderId,
    accessoryId: row.accessoryId,
    quantity: row.quantity,
    rate: row.rate,
    lineTotal: row.rate * row.quantity,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    orderTotals,
  };
}

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export function createOrderRepository(
  db: Database,
  notifications: NotificationOutbox,
  deliverySettings: DeliverySettingsStore,
  /** A line moved counted stock: the shop's cached "Only N left" is out of date (see stock-ledger.ts). */
  stockChanged: StockChanged = () => {},
) {
  async function totalsOf(orderId: string, executor: Pick<Database, "select"> = db): Promise<ItemTotals> {
    const [totals] = await executor
      .select({
        itemsSubtotal: sql<number>`coalesce(sum(${orderItems.rate} * ${orderItems.quantity}), 0)::int`,
        totalItems: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int`,
      })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId));
    return totals;
  }

  /**
   * Recomputes the order's weight and, while it follows the rates, its delivery charge from the lines stored
   * now. The lines of one cart arrive side by side, each in its own transaction, so each takes the order's row
   * lock first: the statements after it see every line committed before, and the last line's transaction
   * writes the charge of all of them. Called after the line is written, so the lock is held only for this.
   */
  async function refreshDelivery(tx: Transaction, orderId: string): Promise<OrderTotalsJson> {
    const [order] = await tx
      .select({
        deliveryRates: orders.deliveryRates,
        deliveryCharge: orders.deliveryCharge,
        deliveryChargeSource: orders.deliveryChargeSource,
      })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for("no key update");
    const lines = await tx
      .select({ quantity: orderItems.quantity, rate: orderItems.rate, weightGrams: orderItems.weightGrams })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId));
    const quote = quoteDelivery(order.deliveryRates, lines);
    const deliveryCharge =
      order.deliveryChargeSource === "rates"
        ? order.deliveryRates
          ? quote.charge
          : null
        : order.deliveryCharge;
    await tx
      .update(orders)
      .set({ deliveryCharge, weightGrams: quote.weightGrams, weightEstimated: quote.weightEstimated })
      .where(eq(orders.id, orderId));
    return {
      lines: lines.length,
      totalItems: lines.reduce((sum, line) => sum + line.quantity, 0),
      itemsSubtotal: quote.itemsSubtotal,
      deliveryCharge,
      weightGrams: quote.weightGrams,
      total: orderTotal(quote.itemsSubtotal, deliveryCharge),
    };
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
      details: OrderRequest,
      idempotencyKey?: string,
    ): Promise<{ order: OrderJson; replayed: boolean }> {
      const { place } = checkOrderPlace(details);
      const requestFingerprint = fingerprint(details, place);
      // The zone and its prices as they are now: the order keeps them whatever the owners change later.
      const { settings } = await deliverySettings.read();
      const deliveryZone = deliveryZoneOf(place, settings.suburbs);
      const deliveryRates = deliveryZone === "unknown" ? null : settings.rates[deliveryZone];
      const created = await insertOrder({
        id: randomUUID(),
        name: details.name,
        email: details.email || null,
        address: details.address,
        phone: details.phone,
        language: details.language ?? "en",
        district: place.district,
        area: place.area,
        deliveryZone,
        deliveryRates,
        // Nothing to deliver yet; an unknown zone's charge stays unknown until staff set it.
        deliveryCharge: deliveryRates ? 0 : null,
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
      return { order: toOrderJson(existing, await totalsOf(existing.id)), replayed: true };
    },

    /**
     * Saves one line at the accessory's current rate; the same (order, accessory) again updates the line.
     * One statement reads the rate and writes the line, so the rate cannot change between the read and the
     * write. Lines are accepted only while the order is new (pending) and younger than the window; the same
     * transaction pushes back the order's notifications, so they go out once the lines have stopped arriving,
     * and brings the order's weight and delivery charge up to date with its lines. A counted accessory's line
     * reserves its quantity in the same transaction, or is refused with 409 `not_enough_stock` naming how many
     * can be ordered (see server/stock/stock-ledger.ts). The answer carries the
     * order's totals as this line left them (`orderTotals`): the one with the most lines has the final total.
     */
    async saveOrderItem(input: {
      orderId: string;
      accessoryId: string;
      quantity: number;
    }): Promise<OrderItemJson> {
      if (!isUuid(input.orderId)) throw notFound("Order not found");
      if (!isUuid(input.accessoryId)) throw notFound("Accessory not found");
      // Ids in their stored spelling: a UUID in capitals names the same row, and the stock locks are keyed by it.
      input = {
        ...input,
        orderId: input.orderId.toLowerCase(),
        accessoryId: input.accessoryId.toLowerCase(),
      };
      const saved = await db.transaction(async (tx) => {
        // The order's row, then the accessory's (the order of locks every stock change keeps): a status change
        // cannot settle the order's stock while this line is being added, and two orders for the last piece
        // of a counted accessory queue here, the second reading what the first left.
        const [order] = await tx
          .select({ id: orders.id })
          .from(orders)
          .where(eq(orders.id, input.orderId))
          .for("no key update");
        if (!order) return undefined;
        const stock = (await lockStock(tx, [input.accessoryId])).get(input.accessoryId);
        if (!stock) return undefined;
        let previousQuantity = 0;
        if (stock.stock !== null) {
          const [existing] = await tx
            .select({ quantity: orderItems.quantity })
            .from(orderItems)
            .where(and(eq(orderItems.orderId, input.orderId), eq(orderItems.accessoryId, input.accessoryId)));
          previousQuantity = existing?.quantity ?? 0;
          ensureAvailableForLine(stock, { previousQuantity, quantity: input.quantity });
        }
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
                weightGrams: accessories.weightGrams,
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
            set: {
              quantity: sql`excluded.quantity`,
              rate: sql`excluded.rate`,
              weightGrams: sql`excluded.weight_grams`,
              updatedAt: sql`now()`,
            },
          })
          .returning();
        if (!line) return undefined;
        const stockMoved = await reserveForLine(tx, stock, {
          orderId: input.orderId,
          previousQuantity,
          quantity: input.quantity,
        });
        await notifications.orderLineSaved(tx, input.orderId);
        return { line, totals: await refreshDelivery(tx, input.orderId), stockMoved };
      });
      if (saved?.stockMoved) stockChanged();
      if (saved) return toOrderItemJson(saved.line, saved.totals);
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
      const json = toOrderJson(order, await totalsOf(orderId));
      const orderTotals: OrderTotalsJson = {
        lines: items.length,
        totalItems: json.totalItems,
        itemsSubtotal: json.itemsSubtotal,
        deliveryCharge: json.deliveryCharge,
        weightGrams: json.weightGrams,
        total: json.total,
      };
      return { ...json, items: items.map((item) => toOrderItemJson(item, orderTotals)) };
    },
  };
}

export type OrderRepository = ReturnType<typeof createOrderRepository>;
