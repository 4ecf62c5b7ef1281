import { and, eq, sql } from "drizzle-orm";
import { dhakaDateKey, startOfDhakaMonth, startOfDhakaWeek } from "../../../common/dhaka-time";
import type { Database } from "../../db/database";
import { accessories, messages, orders } from "../../db/schema";
import { lowStockCondition } from "../../stock/stock-ledger";

export type DashboardFigures = {
  /** New orders waiting for the call that confirms them. */
  ordersToConfirm: number;
  /** Confirmed orders not yet out for delivery. */
  ordersToDeliver: number;
  /** Contact requests nobody has answered yet. */
  newMessages: number;
  ordersThisWeek: number;
  /** Dhaka calendar day the week began (a Saturday), for the link to the list. */
  weekStartsOn: string;
  /** Taka: the totals (items and delivery) of orders delivered, cash received, since the first of this month in Dhaka. */
  cashCollectedThisMonth: number;
  monthStartsOn: string;
  /** Taka: the totals of orders out with a courier, whose cash is still to come. */
  cashOutstanding: number;
  ordersOutstanding: number;
  /** Counted accessories on the shop at or below their low-stock threshold. */
  lowStock: number;
};

/**
 * An order's total, the cash its courier collects: the items and the delivery charge. Spelt out because Drizzle
 * leaves column names unqualified inside a select list.
 */
const orderTotal = sql`(coalesce((select sum(oi.quantity * oi.rate) from order_items oi where oi.order_id = "orders"."id"), 0) + coalesce("orders"."delivery_charge", 0))`;

export function createDashboardService(db: Database) {
  return {
    async figures(now = new Date()): Promise<DashboardFigures> {
      const weekStart = startOfDhakaWeek(now);
      const monthStart = startOfDhakaMonth(now);
      const [[counts], [messageCount], [collected], [low]] = await Promise.all([
        db
          .select({
            toConfirm: sql<number>`count(*) filter (where ${orders.status} = 'pending')::int`,
            toDeliver: sql<number>`count(*) filter (where ${orders.status} = 'confirmed')::int`,
            outstandingOrders: sql<number>`count(*) filter (where ${orders.status} = 'shipped')::int`,
            outstandingCash: sql<number>`coalesce(sum(${orderTotal}) filter (where ${orders.status} = 'shipped'), 0)::bigint`,
            thisWeek: sql<number>`count(*) filter (where ${orders.createdAt} >= ${weekStart.toISOString()}::timestamptz)::int`,
          })
          .from(orders)
          .where(
            sql`${orders.status} in ('pending', 'confirmed', 'shipped') or ${orders.createdAt} >= ${weekStart.toISOString()}::timestamptz`,
          ),
        db
          .select({ count: sql<number>`count(*)::int` })
          .from(messages)
          .where(eq(messages.status, "new")),
        // Cash is collected when the order is delivered: the delivery's timeline entry dates it.
        db
          .select({ total: sql<number>`coalesce(sum(${orderTotal}), 0)::bigint` })
          .from(orders)
          .where(
            and(
              eq(orders.status, "delivered"),
              sql`exists (select 1 from order_events e where e.order_id = "orders"."id" and e.to_status = 'delivered' and e.created_at >= ${monthStart.toISOString()}::timestamptz)`,
            ),
          ),
        db
          .select({ count: sql<number>`count(*)::int` })
          .from(accessories)
          .where(lowStockCondition),
      ]);
      return {
        ordersToConfirm: counts?.toConfirm ?? 0,
        ordersToDeliver: counts?.toDeliver ?? 0,
        newMessages: messageCount?.count ?? 0,
        ordersThisWeek: counts?.thisWeek ?? 0,
        weekStartsOn: dhakaDateKey(weekStart),
        cashCollectedThisMonth: Number(collected?.total ?? 0),
        monthStartsOn: dhakaDateKey(monthStart),
        cashOutstanding: Number(counts?.outstandingCash ?? 0),
        ordersOutstanding: counts?.outstandingOrders ?? 0,
        lowStock: low?.count ?? 0,
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
