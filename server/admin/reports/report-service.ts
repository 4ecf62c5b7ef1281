import { sql, type SQL } from "drizzle-orm";
import { ORDER_DELIVERY_ZONES } from "../../../common/delivery/delivery-charge";
import { REPORT_BEST_SELLERS } from "../../../common/limits";
import {
  reportDays,
  reportMonths,
  reportRangeInstants,
  showsDays,
  type ReportFilters,
} from "../../../common/report-filters";
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

/** The status counts of a group of report_days rows (`d`), one select list for months, zones and districts. */
const OUTCOME_COLUMNS = sql`coalesce(sum(d.orders), 0)::int as orders,
  coalesce(sum(d.cancelled), 0)::int as cancelled,
  coalesce(sum(d.returned), 0)::int as returned,
  coalesce(sum(d.delivered), 0)::int as delivered`;

/** The range's Dhaka days (both inclusive) of the rollup table called `alias`. */
function daysWithin(alias: "d" | "c" | "s", filters: ReportFilters): SQL {
  // Only real days reach the query, though it reads them as dates rather than instants.
  reportRangeInstants(filters);
  const day = sql.raw(`${alias}.day`);
  return sql`${day} between ${filters.from}::date and ${filters.to}::date`;
}

const month = (alias: "d" | "c") => sql.raw(`to_char(${alias}.day, 'YYYY-MM')`);

/**
 * The back office's reports (`/admin/reports`). Each sums the range's rows of the running totals that the
 * database keeps per Dhaka day as orders, their lines and their timeline change (report_days, report_cash_days,
 * report_accessory_days; migration 0014, decision 026): a few thousand rows for a year, whatever the number of
 * orders. See common/reports.ts for what each figure counts.
 */
export function createReportService(db: Database) {
  async function summary(filters: ReportFilters): Promise<ReportSummary> {
    const [[placed], [collected]] = await Promise.all([
      queryRows<OutcomeRow & { sales: unknown; sales_value: unknown }>(
        db,
        sql`select ${OUTCOME_COLUMNS}, coalesce(sum(d.sales), 0)::int as sales,
              coalesce(sum(d.sales_value), 0)::bigint as sales_value
            from report_days d where ${daysWithin("d", filters)}`,
      ),
      queryRows<{ orders: unknown; amount: unknown }>(
        db,
        sql`select coalesce(sum(c.orders), 0)::int as orders, coalesce(sum(c.amount), 0)::bigint as amount
            from report_cash_days c where ${daysWithin("c", filters)}`,
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
        sql`select to_char(d.day, 'YYYY-MM-DD') as day, sum(d.orders)::int as orders
            from report_days d where ${daysWithin("d", filters)} group by d.day`,
      ),
      queryRows<{ day: string; orders: unknown; amount: unknown }>(
        db,
        sql`select to_char(c.day, 'YYYY-MM-DD') as day, c.orders, c.amount
            from report_cash_days c where ${daysWithin("c", filters)}`,
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
        sql`select ${month("d")} as month, ${OUTCOME_COLUMNS}
            from report_days d where ${daysWithin("d", filters)} group by 1`,
      ),
      queryRows<{ month: string; orders: unknown; amount: unknown }>(
        db,
        sql`select ${month("c")} as month, sum(c.orders)::int as orders, sum(c.amount)::bigint as amount
            from report_cash_days c where ${daysWithin("c", filters)} group by 1`,
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
      sql`select d.delivery_zone as zone, ${OUTCOME_COLUMNS}
          from report_days d where ${daysWithin("d", filters)} group by 1`,
    );
    const byZone = new Map(rows.map((row) => [row.zone, row]));
    return ORDER_DELIVERY_ZONES.map((zone) => ({ zone, ...outcomes(byZone.get(zone)) }));
  }

  async function districts(filters: ReportFilters): Promise<DistrictRow[]> {
    const rows = await queryRows<OutcomeRow & { district: string | null }>(
      db,
      sql`select d.district as district, ${OUTCOME_COLUMNS}
          from report_days d where ${daysWithin("d", filters)}
          group by 1 having sum(d.orders) > 0
          order by 2 desc, 1 asc nulls last`,
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
      sql`select t.accessory_id, a.name, a.code, t.quantity, t.revenue
          from (
            select s.accessory_id, sum(s.quantity)::bigint as quantity, sum(s.revenue)::bigint as revenue
            from report_accessory_days s
            where ${daysWithin("s", filters)}
            group by s.accessory_id
            having sum(s.quantity) > 0
            order by ${order}, s.accessory_id
            limit ${REPORT_BEST_SELLERS}
          ) t join accessories a on a.id = t.accessory_id
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
