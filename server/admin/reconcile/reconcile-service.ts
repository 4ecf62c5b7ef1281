import { sql, type SQL } from "drizzle-orm";
import { COURIER_NAMES, type CourierName } from "../../../common/couriers";
import {
  emptyReconcileRow,
  reconcileTotals,
  type CourierReconcileRow,
  type FlaggedParcel,
  type Reconciliation,
} from "../../../common/reconcile";
import { reportRangeInstants, showsDays, type ReportFilters } from "../../../common/report-filters";
import type { Database } from "../../db/database";
import { queryRows } from "../../db/query-rows";
import { cashCollections } from "../orders/cash-collected";

const count = (value: unknown) => Number(value ?? 0);

/** Orders whose timeline moved them to `status` in the range, booked with a courier (`o`, `e`). */
function movedWithin(status: "shipped" | "returned", filters: ReportFilters): SQL {
  const { since, before } = reportRangeInstants(filters);
  return sql`from order_events e join orders o on o.id = e.order_id
    where e.to_status = ${status} and o.courier is not null
      and e.created_at >= ${since.toISOString()}::timestamptz and e.created_at < ${before.toISOString()}::timestamptz`;
}

/**
 * The courier reconciliation (`/admin/reconcile`, common/reconcile.ts): a few grouped queries over the range's
 * timeline entries. Delivered parcels are the reports' cash collected (server/admin/orders/cash-collected.ts)
 * restricted to orders booked with a courier, so the two pages agree wherever the courier collected the total.
 */
export function createReconcileService(db: Database) {
  async function reconcile(filters: ReportFilters): Promise<Reconciliation> {
    const { since, before } = reportRangeInstants(filters);
    const collections = cashCollections(since, before, { long: !showsDays(filters) });
    const [booked, delivered, returned, flagged] = await Promise.all([
      queryRows<{ courier: CourierName; booked: unknown; still_out: unknown }>(
        db,
        sql`select o.courier, count(distinct o.id)::int as booked,
          count(distinct o.id) filter (where o.status = 'shipped')::int as still_out
          ${movedWithin("shipped", filters)} group by o.courier`,
      ),
      queryRows<{
        courier: CourierName;
        delivered: unknown;
        collected: unknown;
        fallback: unknown;
        totals: unknown;
        flagged: unknown;
      }>(
        db,
        sql`select o.courier, count(*)::int as delivered,
          coalesce(sum(coalesce(o.cash_collected, c.amount)), 0) as collected,
          count(*) filter (where o.cash_collected is null)::int as fallback,
          coalesce(sum(c.amount), 0) as totals,
          count(*) filter (where o.cash_flagged)::int as flagged
          from ${collections} c join orders o on o.id = c.order_id
          where o.courier is not null group by o.courier`,
      ),
      queryRows<{ courier: CourierName; returned: unknown }>(
        db,
        sql`select o.courier, count(distinct o.id)::int as returned
          ${movedWithin("returned", filters)} and o.status = 'returned' group by o.courier`,
      ),
      queryRows<{
        order_id: string;
        order_number: string;
        courier: CourierName;
        consignment_id: string | null;
        collected_at: Date | string;
        amount: unknown;
        cash_collected: unknown;
      }>(
        db,
        sql`select o.id as order_id, o.order_number, o.courier, o.courier_consignment_id as consignment_id,
          c.collected_at, c.amount, o.cash_collected
          from ${collections} c join orders o on o.id = c.order_id
          where o.courier is not null and o.cash_flagged
          order by c.collected_at, o.order_number`,
      ),
    ]);

    const rows = new Map<CourierName, CourierReconcileRow>(
      COURIER_NAMES.map((courier) => [courier, emptyReconcileRow(courier)]),
    );
    for (const row of booked) {
      const target = rows.get(row.courier);
      if (!target) continue;
      target.booked = count(row.booked);
      target.stillOut = count(row.still_out);
    }
    for (const row of delivered) {
      const target = rows.get(row.courier);
      if (!target) continue;
      target.delivered = count(row.delivered);
      target.collected = count(row.collected);
      target.owed = target.collected;
      target.fallbackCount = count(row.fallback);
      target.orderTotals = count(row.totals);
      target.flagged = count(row.flagged);
    }
    for (const row of returned) {
      const target = rows.get(row.courier);
      if (target) target.returned = count(row.returned);
    }
    const couriers = [...rows.values()];
    const list: FlaggedParcel[] = flagged.map((row) => ({
      orderId: row.order_id,
      orderNumber: row.order_number,
      courier: row.courier,
      consignmentId: row.consignment_id,
      deliveredAt: new Date(row.collected_at).toISOString(),
      orderTotal: count(row.amount),
      collected: row.cash_collected === null ? null : count(row.cash_collected),
    }));
    return { couriers, totals: reconcileTotals(couriers), flagged: list };
  }

  /** Deliveries flagged for a cash difference in the last `days` days, for the dashboard's pointer. */
  async function recentFlaggedCount(days = 30, now = new Date()): Promise<number> {
    const since = new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
    const [row] = await queryRows<{ flagged: unknown }>(
      db,
      sql`select count(*)::int as flagged from ${cashCollections(since)} c join orders o on o.id = c.order_id
        where o.courier is not null and o.cash_flagged`,
    );
    return count(row?.flagged);
  }

  return { reconcile, recentFlaggedCount };
}

export type ReconcileService = ReturnType<typeof createReconcileService>;
