import { sql, type SQL } from "drizzle-orm";
import { endOfDhakaDay, startOfDhakaDay } from "../../../common/dhaka-time";
import { ORDER_DELIVERY_ZONES } from "../../../common/delivery/delivery-charge";
import { REPORT_BEST_SELLERS } from "../../../common/limits";
import { reportDays, reportMonths, showsDays, type ReportFilters } from "../../../common/report-filters";
import {
  outcomeCounts,
  type BestSellerRow,
  type DailyRow,
  type DistrictRow,
  type MonthlyRow,
  type ReportData,
  type ReportName,
  type ReportSummary,
  type ZoneRow,
} from "../../../common/reports";
import type { Database } from "../../db/database";
import { queryRows } from "../../db/query-rows";
import { cashCollections, orderTotalOf } from "../orders/cash-collected";

/** Counts come back as numbers or, for bigint sums, as strings: always numbers here. */
const count = (value: unknown) => Number(value ?? 0);

type OutcomeRow = { orders: unknown; cancelled: unknown; returned: unknown; delivered: unknown };
const outcomes = (row: OutcomeRow | undefined) =>
  outcomeCounts({
    orders: count(row?.orders),
    cancelled: count(row?.cancelled),
    returned: count(row?.returned),
    delivered: count(row?.delivered),
  });

/** The status counts of the orders in a group, one select list for months, zones and districts. */
const OUTCOME_COLUMNS = sql`count(*)::int as orders,
  count(*) filter (where o.status = 'cancelled')::int as cancelled,
  count(*) filter (where o.status = 'returned')::int as returned,
  count(*) filter (where o.status = 'delivered')::int as delivered`;

/** Orders that count as sales: placed and neither cancelled nor returned. */
const IS_SALE = sql`o.status not in ('cancelled', 'returned')`;

/** The range's instants: from the start of its first Dhaka day to the start of the day after its last. */
function instants(filters: ReportFilters) {
  const since = startOfDhakaDay(filters.from);
  const before = endOfDhakaDay(filters.to);
  if (!since || !before) throw new Error(`Not a report range: ${filters.from}..${filters.to}`);
  return { since, before };
}

/** The orders placed in the range (`o`), by the index on when they were placed. */
function placedWithin(filters: ReportFilters): SQL {
  const { since, before } = instants(filters);
  return sql`o.created_at >= ${since.toISOString()}::timestamptz and o.created_at < ${before.toISOString()}::timestamptz`;
}

/** Longer than a quarter: the queries read the range's lines in one pass rather than order by order. */
const isLong = (filters: ReportFilters) => !showsDays(filters);

function collectedWithin(filters: ReportFilters): SQL {
  const { since, before } = instants(filters);
  return cashCollections(since, before, { long: isLong(filters) });
}

/** A timestamp's Dhaka calendar day or month, as the reports key them. */
const dhakaDay = (column: SQL) => sql`to_char(${column} at time zone 'Asia/Dhaka', 'YYYY-MM-DD')`;
const dhakaMonth = (column: SQL) => sql`to_char(${column} at time zone 'Asia/Dhaka', 'YYYY-MM')`;

/**
 * The back office's reports (`/admin/reports`): each one query or two, grouped in the database over the
 * orders of the range, parameterised, in Dhaka time. See common/reports.ts for what each figure counts.
 */
export function createReportService(db: Database) {
  async function summary(filters: ReportFilters): Promise<ReportSummary> {
    const long = isLong(filters);
    // The sales' totals: each order's lines looked up by key, or for a long range all their lines in one join.
    const salesValueSql = long
      ? sql`(select coalesce(sum(oi.quantity * oi.rate), 0) from orders o join order_items oi on oi.order_id = o.id
            where ${placedWithin(filters)} and ${IS_SALE}) + coalesce(sum(o.delivery_charge) filter (where ${IS_SALE}), 0)`
      : sql`coalesce(sum(${orderTotalOf("o")}) filter (where ${IS_SALE}), 0)`;
    const [[placed], [collected]] = await Promise.all([
      queryRows<OutcomeRow & { sales: unknown; sales_value: unknown }>(
        db,
        sql`select ${OUTCOME_COLUMNS},
              count(*) filter (where ${IS_SALE})::int as sales,
              (${salesValueSql})::bigint as sales_value
            from orders o where ${placedWithin(filters)}`,
      ),
      queryRows<{ orders: unknown; amount: unknown }>(
        db,
        sql`select count(*)::int as orders, coalesce(sum(c.amount), 0)::bigint as amount from ${collectedWithin(filters)} c`,
      ),
    ]);
    const counts = outcomes(placed);
    const sales = count(placed?.sales);
    const salesValue = count(placed?.sales_value);
    return {
      ordersPlaced: counts.orders,
      cancelled: counts.cancelled,
      returned: counts.returned,
      delivered: counts.delivered,
      sales,
      salesValue,
      averageOrderValue: sales > 0 ? Math.round(salesValue / sales) : null,
      cashCollected: count(collected?.amount),
      ordersCollected: count(collected?.orders),
      cancellationRate: counts.cancellationRate,
      returnRate: counts.returnRate,
    };
  }

  async function daily(filters: ReportFilters): Promise<DailyRow[] | null> {
    if (!showsDays(filters)) return null;
    const [placed, collected] = await Promise.all([
      queryRows<{ day: string; orders: unknown }>(
        db,
        sql`select ${dhakaDay(sql`o.created_at`)} as day, count(*)::int as orders
            from orders o where ${placedWithin(filters)} group by 1`,
      ),
      queryRows<{ day: string; orders: unknown; amount: unknown }>(
        db,
        sql`select ${dhakaDay(sql`c.collected_at`)} as day, count(*)::int as orders, sum(c.amount)::bigint as amount
            from ${collectedWithin(filters)} c group by 1`,
      ),
    ]);
    const ordersByDay = new Map(placed.map((row) => [row.day, count(row.orders)]));
    const cashByDay = new Map(collected.map((row) => [row.day, row]));
    return reportDays(filters).map((day) => ({
      day,
      orders: ordersByDay.get(day) ?? 0,
      cashCollected: count(cashByDay.get(day)?.amount),
      ordersCollected: count(cashByDay.get(day)?.orders),
    }));
  }

  async function monthly(filters: ReportFilters): Promise<MonthlyRow[]> {
    const [placed, collected] = await Promise.all([
      queryRows<OutcomeRow & { month: string }>(
        db,
        sql`select ${dhakaMonth(sql`o.created_at`)} as month, ${OUTCOME_COLUMNS}
            from orders o where ${placedWithin(filters)} group by 1`,
      ),
      queryRows<{ month: string; orders: unknown; amount: unknown }>(
        db,
        sql`select ${dhakaMonth(sql`c.collected_at`)} as month, count(*)::int as orders, sum(c.amount)::bigint as amount
            from ${collectedWithin(filters)} c group by 1`,
      ),
    ]);
    const placedByMonth = new Map(placed.map((row) => [row.month, row]));
    const cashByMonth = new Map(collected.map((row) => [row.month, row]));
    return reportMonths(filters).map((month) => ({
      month,
      ...outcomes(placedByMonth.get(month)),
      cashCollected: count(cashByMonth.get(month)?.amount),
      ordersCollected: count(cashByMonth.get(month)?.orders),
    }));
  }

  async function zones(filters: ReportFilters): Promise<ZoneRow[]> {
    const rows = await queryRows<OutcomeRow & { zone: string }>(
      db,
      sql`select o.delivery_zone as zone, ${OUTCOME_COLUMNS}
          from orders o where ${placedWithin(filters)} group by 1`,
    );
    const byZone = new Map(rows.map((row) => [row.zone, row]));
    return ORDER_DELIVERY_ZONES.map((zone) => ({ zone, ...outcomes(byZone.get(zone)) }));
  }

  async function districts(filters: ReportFilters): Promise<DistrictRow[]> {
    const rows = await queryRows<OutcomeRow & { district: string | null }>(
      db,
      sql`select o.district as district, ${OUTCOME_COLUMNS}
          from orders o where ${placedWithin(filters)}
          group by 1 order by 2 desc, 1 asc nulls last`,
    );
    return rows.map((row) => ({ district: row.district, ...outcomes(row) }));
  }

  async function bestSellers(filters: ReportFilters, by: "quantity" | "revenue"): Promise<BestSellerRow[]> {
    const order = by === "quantity" ? sql`quantity desc, revenue desc` : sql`revenue desc, quantity desc`;
    const rows = await queryRows<{
      accessory_id: string;
      name: string;
      code: string;
      quantity: unknown;
      revenue: unknown;
    }>(
      db,
      sql`select s.accessory_id, a.name, a.code, s.quantity, s.revenue
          from (
            select oi.accessory_id, sum(oi.quantity)::bigint as quantity, sum(oi.quantity * oi.rate)::bigint as revenue
            from orders o join order_items oi on oi.order_id = o.id
            where ${placedWithin(filters)} and ${IS_SALE}
            group by oi.accessory_id
            order by ${order}, oi.accessory_id
            limit ${REPORT_BEST_SELLERS}
          ) s join accessories a on a.id = s.accessory_id
          order by ${order}, a.name`,
    );
    return rows.map((row) => ({
      accessoryId: row.accessory_id,
      name: row.name,
      code: row.code,
      quantity: count(row.quantity),
      revenue: count(row.revenue),
    }));
  }

  const reports: { [Name in ReportName]: (filters: ReportFilters) => Promise<ReportData[Name]> } = {
    summary,
    daily,
    monthly,
    zones,
    districts,
    "best-sellers-by-quantity": (filters) => bestSellers(filters, "quantity"),
    "best-sellers-by-revenue": (filters) => bestSellers(filters, "revenue"),
  };

  return {
    /** One report. */
    report<Name extends ReportName>(name: Name, filters: ReportFilters): Promise<ReportData[Name]> {
      return reports[name](filters);
    },
    /** Every report, for the page. */
    async all(filters: ReportFilters): Promise<ReportData> {
      const [s, d, m, z, di, q, r] = await Promise.all([
        summary(filters),
        daily(filters),
        monthly(filters),
        zones(filters),
        districts(filters),
        bestSellers(filters, "quantity"),
        bestSellers(filters, "revenue"),
      ]);
      return {
        summary: s,
        daily: d,
        monthly: m,
        zones: z,
        districts: di,
        "best-sellers-by-quantity": q,
        "best-sellers-by-revenue": r,
      };
    },
  };
}

export type ReportService = ReturnType<typeof createReportService>;
