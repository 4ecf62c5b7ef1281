import type { OrderDeliveryZone } from "./delivery/delivery-charge";

/**
 * The reports of `/admin/reports`, each a table the page shows (most beside a chart), the API answers at
 * `/api/admin/reports/<name>` and exports at `/api/admin/reports/<name>/export.csv`.
 *
 * The definitions, in Dhaka time throughout:
 * - orders count on the day they were placed, whatever has happened to them since;
 * - cash collected is the dashboard's figure: the totals (items and delivery) of delivered orders, on the day
 *   of their delivery (server/admin/orders/cash-collected.ts);
 * - the cancellation rate is cancelled orders over orders placed; the return rate is returned orders over
 *   the orders that reached the customer's door (delivered or returned);
 * - sales (best sellers, average order value) count orders placed that were neither cancelled nor returned.
 */
export const REPORT_NAMES = [
  "summary",
  "daily",
  "monthly",
  "zones",
  "districts",
  "best-sellers-by-quantity",
  "best-sellers-by-revenue",
] as const;
export type ReportName = (typeof REPORT_NAMES)[number];

export function isReportName(value: unknown): value is ReportName {
  return typeof value === "string" && (REPORT_NAMES as readonly string[]).includes(value);
}

export const REPORT_TITLES: Readonly<Record<ReportName, string>> = {
  summary: "At a glance",
  daily: "Orders and cash collected per day",
  monthly: "Orders, cash and rates per month",
  zones: "Cancellations and returns per delivery zone",
  districts: "Orders by district",
  "best-sellers-by-quantity": "Best sellers by quantity",
  "best-sellers-by-revenue": "Best sellers by revenue",
};

export type ReportSummary = {
  ordersPlaced: number;
  cancelled: number;
  returned: number;
  delivered: number;
  /** Orders placed that were neither cancelled nor returned, and their totals (items and delivery). */
  sales: number;
  salesValue: number;
  /** Whole taka, rounded; null without sales. */
  averageOrderValue: number | null;
  cashCollected: number;
  ordersCollected: number;
  /** Fractions (0.125 = 12.5 %); null when nothing to divide by. */
  cancellationRate: number | null;
  returnRate: number | null;
};

/** Orders placed and cash collected on one Dhaka day (`2026-11-25`). */
export type DailyRow = { day: string; orders: number; cashCollected: number; ordersCollected: number };

/** The status counts behind the rates, for a month, a zone or a district. */
export type OutcomeCounts = {
  orders: number;
  cancelled: number;
  returned: number;
  delivered: number;
  cancellationRate: number | null;
  returnRate: number | null;
};

/** One calendar month in Dhaka (`2026-11`). */
export type MonthlyRow = OutcomeCounts & { month: string; cashCollected: number; ordersCollected: number };
export type ZoneRow = OutcomeCounts & { zone: OrderDeliveryZone };
/** `district` null: orders placed without one. */
export type DistrictRow = OutcomeCounts & { district: string | null };
export type BestSellerRow = {
  accessoryId: string;
  name: string;
  code: string;
  quantity: number;
  revenue: number;
};

export type ReportData = {
  summary: ReportSummary;
  /** Null when the range is too long to show day by day. */
  daily: DailyRow[] | null;
  monthly: MonthlyRow[];
  zones: ZoneRow[];
  districts: DistrictRow[];
  "best-sellers-by-quantity": BestSellerRow[];
  "best-sellers-by-revenue": BestSellerRow[];
};

export function rate(part: number, whole: number): number | null {
  return whole > 0 ? part / whole : null;
}

export function outcomeCounts(counts: {
  orders: number;
  cancelled: number;
  returned: number;
  delivered: number;
}): OutcomeCounts {
  return {
    ...counts,
    cancellationRate: rate(counts.cancelled, counts.orders),
    returnRate: rate(counts.returned, counts.delivered + counts.returned),
  };
}

/** `12.5 %`, one decimal; `–` when there is nothing to divide by. */
export function formatRate(value: number | null): string {
  return value === null ? "–" : `${(Math.round(value * 1000) / 10).toFixed(1)} %`;
}

/** A rate as the CSV holds it: a percentage with one decimal, empty when there is nothing to divide by. */
export function ratePercent(value: number | null): number | null {
  return value === null ? null : Math.round(value * 1000) / 10;
}

const MONTH_NAMES = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** `2026-11` → `Nov 2026` */
export function formatReportMonth(month: string): string {
  const [year, number] = month.split("-").map(Number);
  return `${MONTH_NAMES[number - 1]} ${year}`;
}

/** `2026-11-05` → `5 Nov 2026`; `short`: `5 Nov`. */
export function formatReportDay(day: string, { short = false } = {}): string {
  const [year, month, date] = day.split("-").map(Number);
  return short ? `${date} ${MONTH_NAMES[month - 1]}` : `${date} ${MONTH_NAMES[month - 1]} ${year}`;
}

/** A district's name, or what the reports call orders without one. */
export function districtLabel(district: string | null): string {
  return district ?? "Not given";
}
