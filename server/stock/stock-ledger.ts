import { and, asc, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { STOCK_MOVEMENTS_SHOWN } from "../../common/limits";
import { notEnoughStockMessage, type StockMovementReason } from "../../common/stock";
import type { Database } from "../db/database";
import { accessories, orderItems, orders, stockMovements } from "../db/schema";
import { ApiError } from "../http/api-error";
import type { StaffActor } from "../admin/audit/audit-log";

/**
 * The stock of counted accessories and its ledger. Every function that moves stock takes the transaction of
 * the change it belongs to (an order line, a status change, a correction), so the counts, the ledger row and
 * the change commit together or not at all.
 *
 * Locking: a transaction locks the order row first (when there is one), then the accessories' rows in the
 * order of their ids (`FOR NO KEY UPDATE`), and reads the counts only after the lock is held. Two customers
 * racing for the last piece therefore queue on the accessory's row; the second reads what the first left.
 * The table's check (reserved between 0 and stock) is the last word: no statement can oversell.
 */

export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Who a movement is written for: a member of staff, the customer placing the order, or the system. */
export type StockActor = StaffActor | { id: null; name: string };

export const CUSTOMER_ACTOR: StockActor = { id: null, name: "Customer" };
export const SYSTEM_STOCK_ACTOR: StockActor = { id: null, name: "System" };

/** The order statuses whose lines hold their pieces. */
export const RESERVING_STATUSES = ["pending", "confirmed", "shipped"] as const;

export type LockedStock = {
  id: string;
  name: string;
  stock: number | null;
  stockReserved: number;
};

/** Refused: the line asks for more than is available. */
export function notEnoughStock(name: string, available: number): ApiError {
  return new ApiError(409, "not_enough_stock", notEnoughStockMessage(name, available), {
    quantity: notEnoughStockMessage(name, available),
  });
}

/** Locks the accessories' rows (in id order, so two transactions never wait on each other) and reads them. */
export async function lockStock(tx: Transaction, accessoryIds: string[]): Promise<Map<string, LockedStock>> {
  const ids = [...new Set(accessoryIds)].sort();
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({
      id: accessories.id,
      name: accessories.name,
      stock: accessories.stock,
      stockReserved: accessories.stockReserved,
    })
    .from(accessories)
    .where(inArray(accessories.id, ids))
    .orderBy(asc(accessories.id))
    .for("no key update");
  return new Map(rows.map((row) => [row.id, row]));
}

type Movement = {
  accessoryId: string;
  reason: StockMovementReason;
  stockChange?: number;
  reservedChange?: number;
  note?: string | null;
  orderId?: string | null;
  actor: StockActor;
};

/**
 * Applies one movement to a locked, counted accessory and writes its ledger row. The update is conditional on
 * the counts staying valid; a movement that would break them is refused with the counts as they are.
 */
export async function moveStock(
  tx: Transaction,
  movement: Movement,
): Promise<{ stock: number; reserved: number }> {
  const stockChange = movement.stockChange ?? 0;
  const reservedChange = movement.reservedChange ?? 0;
  const [after] = await tx
    .update(accessories)
    .set({
      stock: sql`${accessories.stock} + ${stockChange}`,
      stockReserved: sql`${accessories.stockReserved} + ${reservedChange}`,
    })
    .where(
      and(
        eq(accessories.id, movement.accessoryId),
        sql`${accessories.stock} is not null`,
        sql`${accessories.stockReserved} + ${reservedChange} >= 0`,
        sql`${accessories.stock} + ${stockChange} >= ${accessories.stockReserved} + ${reservedChange}`,
      ),
    )
    .returning({ stock: accessories.stock, reserved: accessories.stockReserved });
  if (!after || after.stock === null) {
    throw new ApiError(409, "stock_changed", "The stock of this accessory does not allow this change.");
  }
  await tx.insert(stockMovements).values({
    accessoryId: movement.accessoryId,
    reason: movement.reason,
    stockChange,
    reservedChange,
    stockAfter: after.stock,
    reservedAfter: after.reserved,
    note: movement.note ?? null,
    orderId: movement.orderId ?? null,
    staffAccountId: movement.actor.id,
    actorName: movement.actor.name,
  });
  return { stock: after.stock, reserved: after.reserved };
}

/**
 * Refuses with 409 `not_enough_stock` a line of a counted accessory that asks for more than is available (its
 * own earlier quantity counted as available). The line's transaction checks this before it writes anything, so
 * a refused customer holds the accessory's lock no longer than it takes to read it.
 */
export function ensureAvailableForLine(
  locked: LockedStock,
  line: { previousQuantity: number; quantity: number },
): void {
  if (locked.stock === null || line.quantity <= line.previousQuantity) return;
  const availableForLine = locked.stock - locked.stockReserved + line.previousQuantity;
  if (line.quantity > availableForLine) throw notEnoughStock(locked.name, Math.max(0, availableForLine));
}

/**
 * An order line was saved (or its quantity changed) from `previousQuantity` to `quantity`: reserves the
 * difference of a counted accessory, or refuses the line with 409 when not that many are available. The
 * accessory must be locked by this transaction (see `lockStock`). True when counted stock moved: after the
 * commit, the caller tells the catalogue (see `StockChanged`).
 */
export async function reserveForLine(
  tx: Transaction,
  locked: LockedStock,
  line: { orderId: string; previousQuantity: number; quantity: number },
): Promise<boolean> {
  if (locked.stock === null) return false;
  const change = line.quantity - line.previousQuantity;
  if (change === 0) return false;
  ensureAvailableForLine(locked, line);
  await moveStock(tx, {
    accessoryId: locked.id,
    reason: "order_placed",
    reservedChange: change,
    orderId: line.orderId,
    note: line.previousQuantity > 0 ? `Quantity ${line.previousQuantity} → ${line.quantity}` : null,
    actor: CUSTOMER_ACTOR,
  });
  return true;
}

/**
 * Called after a transaction that moved counted stock has committed: what the shop shows as available ("Only
 * 2 left", "Out of stock") changed, so the cached catalogue answers and pages are dropped here and on every
 * other instance (repositories/catalogue-freshness.ts's `catalogueChanged`). Never inside the transaction: a
 * refresh started before the commit would read, and cache, the old count.
 */
export type StockChanged = () => void;

export type OrderStockOutcome = "delivered" | "cancelled" | "returned";

/**
 * The order has just left the statuses that hold stock (its row is locked by the caller's status update):
 * delivery takes its pieces off for good, cancelling or a return puts them back. Accessories that are not
 * counted are left alone. True when counted stock moved (see `StockChanged`).
 */
export async function settleOrderStock(
  tx: Transaction,
  orderId: string,
  outcome: OrderStockOutcome,
  actor: StockActor,
): Promise<boolean> {
  const lines = await tx
    .select({ accessoryId: orderItems.accessoryId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  const locked = await lockStock(
    tx,
    lines.map((line) => line.accessoryId),
  );
  const reason: StockMovementReason = `order_${outcome}`;
  let moved = false;
  for (const line of [...lines].sort((a, b) => (a.accessoryId < b.accessoryId ? -1 : 1))) {
    if (locked.get(line.accessoryId)?.stock == null) continue;
    moved = true;
    await moveStock(tx, {
      accessoryId: line.accessoryId,
      reason,
      stockChange: outcome === "delivered" ? -line.quantity : 0,
      reservedChange: -line.quantity,
      orderId,
      actor,
    });
  }
  return moved;
}

/** What the open orders hold of one accessory now (read under its lock, so no line can slip past). */
export async function reservedByOpenOrders(tx: Transaction, accessoryId: string): Promise<number> {
  const [row] = await tx
    .select({ reserved: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orderItems.accessoryId, accessoryId), inArray(orders.status, [...RESERVING_STATUSES])));
  return row.reserved;
}

/** Refused: staff set the stock below what open orders hold. */
export function belowReserved(reserved: number): ApiError {
  const message = `Open orders hold ${reserved} of this accessory, so its stock cannot be less than ${reserved}. Cancel an order first if the pieces are gone.`;
  return new ApiError(409, "stock_below_reserved", message, { stock: message, change: message });
}

/**
 * Starts, stops or sets the count from the accessory form (the stock typed there is what is in the store room
 * now). Counting starts with what open orders already hold reserved. The accessory must be locked.
 */
export async function setCountedStock(
  tx: Transaction,
  locked: LockedStock,
  stock: number | null,
  actor: StockActor,
): Promise<void> {
  if (stock === locked.stock) return;
  if (stock === null) {
    await tx.update(accessories).set({ stock: null, stockReserved: 0 }).where(eq(accessories.id, locked.id));
    await tx.insert(stockMovements).values({
      accessoryId: locked.id,
      reason: "counting_stopped",
      stockChange: -(locked.stock ?? 0),
      reservedChange: -locked.stockReserved,
      stockAfter: null,
      reservedAfter: 0,
      staffAccountId: actor.id,
      actorName: actor.name,
    });
    return;
  }
  if (locked.stock === null) {
    const reserved = await reservedByOpenOrders(tx, locked.id);
    if (stock < reserved) throw belowReserved(reserved);
    await tx.update(accessories).set({ stock, stockReserved: reserved }).where(eq(accessories.id, locked.id));
    await tx.insert(stockMovements).values({
      accessoryId: locked.id,
      reason: "counting_started",
      stockChange: stock,
      reservedChange: reserved,
      stockAfter: stock,
      reservedAfter: reserved,
      staffAccountId: actor.id,
      actorName: actor.name,
    });
    return;
  }
  if (stock < locked.stockReserved) throw belowReserved(locked.stockReserved);
  await moveStock(tx, {
    accessoryId: locked.id,
    reason: "stock_take",
    stockChange: stock - locked.stock,
    note: "Stock set on the accessory form",
    actor,
  });
}

export type StockMovementRow = {
  id: string;
  reason: StockMovementReason;
  stockChange: number;
  reservedChange: number;
  stockAfter: number | null;
  reservedAfter: number;
  note: string | null;
  orderId: string | null;
  orderNumber: string | null;
  actorName: string;
  createdAt: Date;
};

/** The newest movements of one accessory, for its page. */
export async function stockMovementsOf(
  db: Pick<Database, "select">,
  accessoryId: string,
  limit = STOCK_MOVEMENTS_SHOWN,
): Promise<StockMovementRow[]> {
  return db
    .select({
      id: stockMovements.id,
      reason: stockMovements.reason,
      stockChange: stockMovements.stockChange,
      reservedChange: stockMovements.reservedChange,
      stockAfter: stockMovements.stockAfter,
      reservedAfter: stockMovements.reservedAfter,
      note: stockMovements.note,
      orderId: stockMovements.orderId,
      orderNumber: orders.orderNumber,
      actorName: stockMovements.actorName,
      createdAt: stockMovements.createdAt,
    })
    .from(stockMovements)
    .leftJoin(orders, eq(orders.id, stockMovements.orderId))
    .where(eq(stockMovements.accessoryId, accessoryId))
    .orderBy(sql`${stockMovements.createdAt} desc, ${stockMovements.id} desc`)
    .limit(limit);
}

/** Counted, on the shop, and at or below its own threshold. */
export const lowStockCondition = and(
  isNotNull(accessories.stock),
  isNull(accessories.archivedAt),
  sql`${accessories.stock} - ${accessories.stockReserved} <= ${accessories.lowStockThreshold}`,
);

export type LowStockRow = {
  id: string;
  name: string;
  code: string;
  stock: number;
  reserved: number;
  available: number;
  threshold: number;
};

/** Every counted accessory on the shop at or below its threshold, fewest available first. */
export async function lowStockAccessories(db: Pick<Database, "select">): Promise<LowStockRow[]> {
  const rows = await db
    .select({
      id: accessories.id,
      name: accessories.name,
      code: accessories.code,
      stock: sql<number>`${accessories.stock}`,
      reserved: accessories.stockReserved,
      threshold: accessories.lowStockThreshold,
    })
    .from(accessories)
    .where(lowStockCondition)
    .orderBy(sql`${accessories.stock} - ${accessories.stockReserved}`, asc(accessories.name));
  return rows.map((row) => ({ ...row, available: row.stock - row.reserved }));
}
