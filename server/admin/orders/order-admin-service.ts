import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { formatDhakaDateTime } from "../../../common/dhaka-time";
import { orderTotal } from "../../../common/delivery/delivery-charge";
import { listPagination } from "../../../common/list-pagination";
import type { OrderDelivery, OrderDetail, OrderList } from "../../../common/order-views";
import { formatTaka } from "../../../common/format";
import {
  allowedOrderActions,
  ORDER_ACTION_TARGETS,
  ORDER_ACTIONS,
  ORDER_STATUS_LABELS,
  orderActionAllowed,
  type OrderAction,
  type OrderStatusValue,
} from "../../../common/order-workflow";
import { accessoryPath } from "../../../common/paths";
import type { Database } from "../../db/database";
import { accessories, orderEvents, orderItems, orders } from "../../db/schema";
import { ApiError, badRequest } from "../../http/api-error";
import { recordAudit, type StaffActor } from "../audit/audit-log";
import { findRowById } from "../audit/find-row";
import { updateVersioned, type Transaction } from "../audit/versioned-update";
import { orderConfirmed } from "../../outbox/notification-outbox";
import { settleOrderStock, type OrderStockOutcome, type StockChanged } from "../../stock/stock-ledger";
import { createdRange, type OrderFilters } from "../../../common/order-filters";
import { orderSearchCondition } from "./order-search";
import {
  CANCEL_REASON_MAX_LENGTH,
  COURIER_FIELD_MAX_LENGTH,
  ORDERS_PER_PAGE,
  ORDER_COUNT_LIMIT,
  ORDER_EXPORT_BATCH_SIZE,
  STAFF_NOTE_MAX_LENGTH,
} from "../../../common/limits";

/** The member of staff making a change, as the audit log and the timeline record them. */
export type { StaffActor };

/**
 * Who moves an order along: a member of staff, or a courier reporting a delivery or a return (named in the
 * timeline; the audit log records it as the system's).
 */
export type OrderActor = StaffActor | { id: null; name: string; clientAddress: null };

/** The order page's order, defined with the other order views in common/order-views.ts. */
export type { OrderDetail };

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` })
    .refine((value) => !value.includes("\u0000"), {
      error: `${label} holds a character that cannot be stored`,
    })
    .optional()
    .transform((value) => value || undefined);

const version = z.coerce
  .number({ error: "version is required" })
  .int({ error: "version is required" })
  .min(1, { error: "version is required" });

export const DELIVERY_CHARGE_LIMIT = 100_000;
export const DELIVERY_CHARGE_REASON_MAX_LENGTH = 300;
export const deliveryChargeMessages = {
  charge: `Enter the delivery charge in whole taka, 0 to ${DELIVERY_CHARGE_LIMIT.toLocaleString("en-US")}`,
  reason: "Say why: what the customer agreed to, or what the parcel weighs",
  needed:
    "The delivery zone is unknown: enter the delivery charge agreed with the customer to confirm the order",
} as const;

/** A charge typed into the form (text) or sent as JSON (a number); empty means not given. */
const deliveryChargeInput = z.preprocess(
  (value) => {
    if (value === undefined || value === null || value === "") return undefined;
    if (typeof value === "number") return value;
    if (typeof value === "string" && /^\s*\d{1,9}\s*$/.test(value)) return Number(value);
    return Number.NaN;
  },
  z
    .number({ error: deliveryChargeMessages.charge })
    .int({ error: deliveryChargeMessages.charge })
    .min(0, { error: deliveryChargeMessages.charge })
    .max(DELIVERY_CHARGE_LIMIT, { error: deliveryChargeMessages.charge })
    .optional(),
);

/** A status change, from the order page's buttons or the API. */
export const orderTransitionSchema = z
  .object({
    action: z.enum(ORDER_ACTIONS, { error: "Choose what to do with the order" }),
    version,
    courierName: optionalText(COURIER_FIELD_MAX_LENGTH, "Courier name"),
    consignmentNumber: optionalText(COURIER_FIELD_MAX_LENGTH, "Consignment number"),
    reason: optionalText(CANCEL_REASON_MAX_LENGTH, "Reason"),
    /** Confirming an order whose zone is unknown: the charge agreed on the call, and why. */
    deliveryCharge: deliveryChargeInput,
    deliveryChargeReason: optionalText(DELIVERY_CHARGE_REASON_MAX_LENGTH, "Reason"),
  })
  .superRefine((value, context) => {
    if (value.action === "cancel" && !value.reason) {
      context.addIssue({
        code: "custom",
        path: ["reason"],
        message: "Give a reason for cancelling the order",
      });
    }
    if (value.deliveryCharge !== undefined && !value.deliveryChargeReason) {
      context.addIssue({
        code: "custom",
        path: ["deliveryChargeReason"],
        message: deliveryChargeMessages.reason,
      });
    }
  });
export type OrderTransitionInput = z.input<typeof orderTransitionSchema>;

/** Staff set or correct the delivery charge: the amount and why, under the order's version. */
export const deliveryChargeChangeSchema = z.object({
  version,
  deliveryCharge: deliveryChargeInput.refine((value) => value !== undefined, {
    error: deliveryChargeMessages.charge,
  }),
  reason: z
    .string({ error: deliveryChargeMessages.reason })
    .trim()
    .min(1, { error: deliveryChargeMessages.reason })
    .max(DELIVERY_CHARGE_REASON_MAX_LENGTH, {
      error: `Reason must be at most ${DELIVERY_CHARGE_REASON_MAX_LENGTH} characters`,
    })
    .refine((value) => !value.includes("\u0000"), {
      error: "Reason holds a character that cannot be stored",
    }),
});

export const orderNotesSchema = z.object({
  version,
  notes: z
    .string({ error: "Notes are required" })
    .trim()
    .max(STAFF_NOTE_MAX_LENGTH, { error: `Notes must be at most ${STAFF_NOTE_MAX_LENGTH} characters` })
    .refine((value) => !value.includes("\u0000"), { error: "Notes hold a character that cannot be stored" }),
});

/** Turns a zod failure into the API's 400 with one message per field. */
export function parseOrThrow<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join(".") || "body";
    fields[key] ??= issue.message;
  }
  throw badRequest(Object.values(fields)[0] ?? "Invalid request", fields);
}

/** The statuses that end an order's hold on its stock, and what happens to the pieces. */
const STOCK_OUTCOMES: Partial<Record<OrderStatusValue, OrderStockOutcome>> = {
  delivered: "delivered",
  cancelled: "cancelled",
  returned: "returned",
};

/** Someone else changed the record since the page was loaded: nothing was saved. */
export const changedMeanwhile = (message: string) => new ApiError(409, "changed_meanwhile", message);
/** The workflow does not allow this change from the order's status. */
export const transitionRefused = (message: string) => new ApiError(409, "transition_refused", message);

// Written out in full: inside a select list Drizzle leaves column names unqualified, and `id` would then mean
// the line's own id in the subquery.
const itemTotals = {
  itemCount: sql<number>`coalesce((select sum(oi.quantity) from order_items oi where oi.order_id = "orders"."id"), 0)::int`,
  itemsSubtotal: sql<number>`coalesce((select sum(oi.quantity * oi.rate) from order_items oi where oi.order_id = "orders"."id"), 0)::int`,
};

/** Counting past this many matches only slows the list down; the pager then says "1,000+". */
export const COUNT_LIMIT = ORDER_COUNT_LIMIT;

export function orderConditions(filters: Omit<OrderFilters, "page">): SQL | undefined {
  const { since, before } = createdRange(filters);
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(eq(orders.status, filters.status));
  if (since) conditions.push(gte(orders.createdAt, since));
  if (before) conditions.push(lt(orders.createdAt, before));
  if (filters.q) conditions.push(orderSearchCondition(filters.q));
  return conditions.length ? and(...conditions) : undefined;
}

type OrderRow = typeof orders.$inferSelect;

/** An order as the CSV export reads it: the stored row and its lines. */
export type OrderExportEntry = {
  order: OrderRow;
  lines: { orderId: string; accessoryName: string; accessoryCode: string; quantity: number; rate: number }[];
};

function auditSnapshot(row: OrderRow) {
  return {
    orderNumber: row.orderNumber,
    status: row.status,
    notes: row.notes,
    courierName: row.courierName,
    consignmentNumber: row.consignmentNumber,
    cancelReason: row.cancelReason,
    deliveryCharge: row.deliveryCharge,
    deliveryChargeSource: row.deliveryChargeSource,
    version: row.version,
  };
}

/** The statuses in which staff may still change what the courier collects. */
const DELIVERY_CHARGE_STATUSES: readonly OrderStatusValue[] = ["pending", "confirmed"];

function deliveryOf(row: OrderRow): OrderDelivery {
  const open = DELIVERY_CHARGE_STATUSES.includes(row.status);
  const uncertain =
    row.deliveryZone === "unknown" || row.weightEstimated || row.deliveryChargeSource === "staff";
  return {
    district: row.district,
    area: row.area,
    zone: row.deliveryZone,
    rates: row.deliveryRates,
    charge: row.deliveryCharge,
    source: row.deliveryChargeSource,
    weightGrams: row.weightGrams,
    weightEstimated: row.weightEstimated,
    chargeEditable: open && uncertain && row.deliveryChargeSource !== "before_delivery_charges",
    chargeNeeded: row.deliveryZone === "unknown" && row.deliveryCharge === null,
  };
}

function chargeChangeNote(from: number | null, to: number, reason: string): string {
  const was = from === null ? "not set" : formatTaka(from);
  return `Delivery charge set to ${formatTaka(to)} (was ${was}): ${reason}`;
}

/** A line of the order's timeline that changes no status: the notes saved, the charge set. */
async function timelineNote(
  tx: Transaction,
  order: OrderRow,
  staff: StaffActor,
  note: string,
): Promise<void> {
  await tx
    .insert(orderEvents)
    .values({ orderId: order.id, staffAccountId: staff.id, actorName: staff.name, note });
}

function transitionNote(action: OrderAction, input: z.output<typeof orderTransitionSchema>): string | null {
  if (action === "cancel") return input.reason ?? null;
  if (action === "ship") {
    const parts = [
      input.courierName && `Courier: ${input.courierName}`,
      input.consignmentNumber && `Consignment: ${input.consignmentNumber}`,
    ].filter(Boolean);
    return parts.length ? parts.join(" · ") : null;
  }
  return null;
}

export function createOrderAdminService(
  db: Database,
  {
    stockChanged = () => {},
  }: {
    /** A status change moved counted stock: the shop's cached availability is out of date (stock-ledger.ts). */
    stockChanged?: StockChanged;
  } = {},
) {
  async function lastChange(orderId: string) {
    const [event] = await db
      .select({ actorName: orderEvents.actorName, createdAt: orderEvents.createdAt })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, orderId))
      .orderBy(desc(orderEvents.createdAt))
      .limit(1);
    return event;
  }

  async function conflictFor(current: OrderRow): Promise<ApiError> {
    const change = await lastChange(current.id);
    const by = change ? ` by ${change.actorName} at ${formatDhakaDateTime(change.createdAt)}` : "";
    return changedMeanwhile(
      `This order was changed${by} while you had it open (it is now ${ORDER_STATUS_LABELS[current.status]}). ` +
        "Nothing was saved: look at the order again and repeat your change if it still applies.",
    );
  }

  const findRow = (orderId: string): Promise<OrderRow> => findRowById(db, orders, orderId, "Order not found");

  /** The order page: customer, lines with their accessories, the timeline and the buttons that apply. */
  async function get(orderId: string): Promise<OrderDetail> {
    const row = await findRow(orderId);
    const [lines, timeline] = await Promise.all([
      db
        .select({
          accessoryId: orderItems.accessoryId,
          accessoryName: accessories.name,
          accessoryCode: accessories.code,
          quantity: orderItems.quantity,
          rate: orderItems.rate,
        })
        .from(orderItems)
        .innerJoin(accessories, eq(accessories.id, orderItems.accessoryId))
        .where(eq(orderItems.orderId, row.id))
        .orderBy(asc(orderItems.createdAt), asc(orderItems.id)),
      db
        .select()
        .from(orderEvents)
        .where(eq(orderEvents.orderId, row.id))
        .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
    ]);
    const orderLines = lines.map((line) => ({
      ...line,
      accessoryPath: accessoryPath({ _id: line.accessoryId, name: line.accessoryName }),
      lineTotal: line.quantity * line.rate,
    }));
    const itemsSubtotal = orderLines.reduce((sum, line) => sum + line.lineTotal, 0);
    return {
      id: row.id,
      orderNumber: row.orderNumber,
      placedAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      status: row.status,
      customer: {
        name: row.name,
        email: row.email,
        address: row.address,
        phone: row.phone,
        language: row.language,
      },
      notes: row.notes,
      courierName: row.courierName,
      consignmentNumber: row.consignmentNumber,
      cancelReason: row.cancelReason,
      version: row.version,
      lines: orderLines,
      itemCount: orderLines.reduce((sum, line) => sum + line.quantity, 0),
      itemsSubtotal,
      delivery: deliveryOf(row),
      total: orderTotal(itemsSubtotal, row.deliveryCharge),
      timeline: timeline.map((event) => ({
        id: event.id,
        actorName: event.actorName,
        at: event.createdAt.toISOString(),
        fromStatus: event.fromStatus as OrderStatusValue | null,
        toStatus: event.toStatus as OrderStatusValue | null,
        note: event.note,
      })),
      allowedActions: allowedOrderActions(row.status),
    };
  }

  return {
    /** One page of orders matching the filters, newest first, with the number of matches. */
    async list(filters: OrderFilters): Promise<OrderList> {
      const where = orderConditions(filters);
      const offset = (filters.page - 1) * ORDERS_PER_PAGE;
      // The page's ids first, then the item counts and totals for those 25 only: PostgreSQL computes a
      // select list for every row an OFFSET skips, which on a deep page would sum thousands of orders' lines.
      const pageIds = db.$with("page_ids").as(
        db
          .select({ pageId: sql<string>`${orders.id}`.as("page_id") })
          .from(orders)
          .where(where)
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(ORDERS_PER_PAGE)
          .offset(offset),
      );
      const [rows, [counted]] = await Promise.all([
        db
          .with(pageIds)
          .select({
            id: orders.id,
            orderNumber: orders.orderNumber,
            createdAt: orders.createdAt,
            customerName: orders.name,
            phone: orders.phone,
            status: orders.status,
            deliveryCharge: orders.deliveryCharge,
            deliveryZone: orders.deliveryZone,
            ...itemTotals,
          })
          .from(orders)
          .innerJoin(pageIds, eq(orders.id, pageIds.pageId))
          .orderBy(desc(orders.createdAt), desc(orders.id)),
        db.select({ count: sql<number>`count(*)::int` }).from(
          db
            .select({ one: sql`1` })
            .from(orders)
            .where(where)
            .limit(COUNT_LIMIT + 1)
            .as("matches"),
        ),
      ]);
      const totalItems = counted?.count ?? 0;
      return {
        orders: rows.map(({ createdAt, ...row }) => ({
          ...row,
          placedAt: createdAt.toISOString(),
          total: orderTotal(row.itemsSubtotal, row.deliveryCharge),
        })),
        filters,
        pagination: listPagination(filters.page, ORDERS_PER_PAGE, totalItems),
      };
    },

    get,

    /**
     * Moves an order along the workflow. The change names the version the page showed: when the order has
     * changed since, nothing is written and the answer is a 409 that says who changed it; a change the
     * workflow does not allow from the current status is a 409 too.
     */
    async transition(orderId: string, input: unknown, staff: OrderActor): Promise<OrderDetail> {
      const change = parseOrThrow(orderTransitionSchema, input);
      const current = await findRow(orderId);
      if (current.version !== change.version) throw await conflictFor(current);
      if (!orderActionAllowed(current.status, change.action)) {
        throw transitionRefused(
          `An order that is ${ORDER_STATUS_LABELS[current.status]} cannot be ${describeTarget(change.action)}.`,
        );
      }
      const chargeNeeded = change.action === "confirm" && deliveryOf(current).chargeNeeded;
      if (chargeNeeded && change.deliveryCharge === undefined) {
        throw badRequest(deliveryChargeMessages.needed, { deliveryCharge: deliveryChargeMessages.needed });
      }
      // Only confirming an order without a charge sets one; anywhere else the field is ignored.
      const newCharge = chargeNeeded ? change.deliveryCharge : undefined;
      const toStatus = ORDER_ACTION_TARGETS[change.action];
      let stockMoved = false;
      await updateVersioned(db, orders, {
        current,
        expectedVersion: change.version,
        set: {
          status: toStatus,
          ...(newCharge !== undefined
            ? { deliveryCharge: newCharge, deliveryChargeSource: "staff" as const }
            : {}),
          ...(change.action === "ship"
            ? { courierName: change.courierName ?? null, consignmentNumber: change.consignmentNumber ?? null }
            : {}),
          ...(change.action === "cancel" ? { cancelReason: change.reason } : {}),
        },
        stillHolds: eq(orders.status, current.status),
        alongside: async (tx, updated) => {
          // Leaving New, confirmed or shipped: the order's counted pieces go out for good or back on the shelf.
          const stockOutcome = STOCK_OUTCOMES[toStatus];
          stockMoved = stockOutcome ? await settleOrderStock(tx, current.id, stockOutcome, staff) : false;
          await tx.insert(orderEvents).values({
            orderId: current.id,
            staffAccountId: staff.id,
            actorName: staff.name,
            fromStatus: current.status,
            toStatus,
            note:
              newCharge !== undefined
                ? chargeChangeNote(null, newCharge, change.deliveryChargeReason ?? "")
                : transitionNote(change.action, change),
          });
          if (change.action === "confirm") await orderConfirmed(tx, updated);
        },
        audit: {
          staff: staff.id === null ? null : staff,
          action: `order.${toStatus}`,
          entityType: "order",
          snapshot: auditSnapshot,
          details:
            newCharge !== undefined ? { deliveryChargeReason: change.deliveryChargeReason } : undefined,
        },
        conflict: async () => conflictFor(await findRow(orderId)),
      });
      // Counted stock moved: the cached catalogue answers drop after the commit, here and on other instances.
      if (stockMoved) stockChanged();
      return get(orderId);
    },

    /**
     * Sets or corrects the delivery charge of an order whose zone is unknown or whose weight was estimated, while
     * it is New or confirmed, under the same version rule as a status change. The customer's confirmation email
     * is not sent again.
     */
    async setDeliveryCharge(orderId: string, input: unknown, staff: StaffActor): Promise<OrderDetail> {
      const change = parseOrThrow(deliveryChargeChangeSchema, input);
      const current = await findRow(orderId);
      if (current.version !== change.version) throw await conflictFor(current);
      const delivery = deliveryOf(current);
      if (!delivery.chargeEditable) {
        throw transitionRefused(
          DELIVERY_CHARGE_STATUSES.includes(current.status)
            ? "This order's delivery charge follows its zone's rates and the weights in the catalogue, so it cannot be changed here."
            : `The delivery charge of an order that is ${ORDER_STATUS_LABELS[current.status]} can no longer change.`,
        );
      }
      const charge = change.deliveryCharge as number;
      if (current.deliveryCharge === charge && current.deliveryChargeSource === "staff") return get(orderId);
      await updateVersioned(db, orders, {
        current,
        expectedVersion: change.version,
        set: { deliveryCharge: charge, deliveryChargeSource: "staff" },
        stillHolds: inArray(orders.status, [...DELIVERY_CHARGE_STATUSES]),
        alongside: (tx) =>
          timelineNote(tx, current, staff, chargeChangeNote(current.deliveryCharge, charge, change.reason)),
        audit: {
          staff,
          action: "order.delivery_charge_set",
          entityType: "order",
          snapshot: auditSnapshot,
          details: { deliveryChargeReason: change.reason },
        },
        conflict: async () => conflictFor(await findRow(orderId)),
      });
      return get(orderId);
    },

    /** Replaces the internal notes, under the same version rule as a status change. */
    async updateNotes(orderId: string, input: unknown, staff: StaffActor): Promise<OrderDetail> {
      const change = parseOrThrow(orderNotesSchema, input);
      const current = await findRow(orderId);
      if (current.version !== change.version) throw await conflictFor(current);
      if (current.notes === change.notes) return get(orderId);
      await updateVersioned(db, orders, {
        current,
        expectedVersion: change.version,
        set: { notes: change.notes },
        alongside: (tx) => timelineNote(tx, current, staff, "Updated the internal notes"),
        audit: { staff, action: "order.notes_updated", entityType: "order", snapshot: auditSnapshot },
        conflict: async () => conflictFor(await findRow(orderId)),
      });
      return get(orderId);
    },

    /**
     * Writes down that someone downloaded the orders (customers' names, phones and addresses leave the shop's
     * hands): who, from where, and with which filters.
     */
    async recordExport(filters: Omit<OrderFilters, "page">, staff: StaffActor): Promise<void> {
      await recordAudit(db, { staff, action: "orders.exported", entityType: "order", after: { filters } });
    },

    /**
     * The orders matching the filters with their lines, newest first, a batch at a time (for the CSV export),
     * so an export of every order never holds them all in memory.
     */
    async *exportBatches(
      filters: Omit<OrderFilters, "page">,
      batchSize = ORDER_EXPORT_BATCH_SIZE,
    ): AsyncGenerator<OrderExportEntry[]> {
      const where = orderConditions(filters);
      // The cursor keeps the timestamp as PostgreSQL's text: a JavaScript Date would drop the microseconds.
      let after: { createdAt: string; id: string } | undefined;
      for (;;) {
        const keyset = after
          ? sql`(${orders.createdAt}, ${orders.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`
          : undefined;
        const rows = await db
          .select({ order: orders, cursor: sql<string>`${orders.createdAt}::text` })
          .from(orders)
          .where(and(where, keyset))
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(batchSize);
        if (rows.length === 0) return;
        const batch = rows.map((row) => row.order);
        const lines = await db
          .select({
            orderId: orderItems.orderId,
            accessoryName: accessories.name,
            accessoryCode: accessories.code,
            quantity: orderItems.quantity,
            rate: orderItems.rate,
          })
          .from(orderItems)
          .innerJoin(accessories, eq(accessories.id, orderItems.accessoryId))
          .where(
            inArray(
              orderItems.orderId,
              batch.map((row) => row.id),
            ),
          )
          .orderBy(asc(orderItems.createdAt), asc(orderItems.id));
        const linesByOrder = new Map<string, typeof lines>();
        for (const line of lines)
          linesByOrder.set(line.orderId, [...(linesByOrder.get(line.orderId) ?? []), line]);
        yield batch.map((row) => ({ order: row, lines: linesByOrder.get(row.id) ?? [] }));
        if (rows.length < batchSize) return;
        const last = rows[rows.length - 1];
        after = { createdAt: last.cursor, id: last.order.id };
      }
    },
  };
}

function describeTarget(action: OrderAction): string {
  return {
    confirm: "confirmed",
    ship: "marked as shipped",
    deliver: "marked as delivered",
    cancel: "cancelled",
    return: "marked as returned",
  }[action];
}

export type OrderAdminService = ReturnType<typeof createOrderAdminService>;
