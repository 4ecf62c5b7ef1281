import { z } from "zod";
import { DATE_KEY_PATTERN, dhakaDateKey, endOfDhakaDay, startOfDhakaDay } from "./dhaka-time";
import { REPORT_DAILY_MAX_DAYS, REPORT_MAX_RANGE_DAYS } from "./limits";

/**
 * The reports' date range, one schema for the page's filter form and the back-office API: Dhaka calendar days,
 * both inclusive, as `YYYY-MM-DD`. Orders count on the day they were placed; cash on the day it was collected.
 */
export type ReportFilters = { from: string; to: string };

const DAY_MS = 24 * 60 * 60 * 1000;

const dateKey = (label: string) =>
  z
    .string({ error: `Enter the ${label} date.` })
    .trim()
    .regex(DATE_KEY_PATTERN, `Enter the ${label} date as YYYY-MM-DD.`)
    .refine((value) => startOfDhakaDay(value) !== undefined, `The ${label} date is not a real day.`);

/** Days from `from` to `to`, both counted. */
export function reportRangeDays({ from, to }: ReportFilters): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

export const reportFiltersSchema = z
  .object({ from: dateKey("start"), to: dateKey("end") })
  .refine((range) => range.from <= range.to, { message: "The start date must not be after the end date." })
  .refine((range) => reportRangeDays(range) <= REPORT_MAX_RANGE_DAYS, {
    message: `Choose a range of at most ${REPORT_MAX_RANGE_DAYS} days.`,
  });

/** `key` moved by whole days (negative: back). */
export function addDays(key: string, days: number): string {
  return new Date(Date.parse(`${key}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The ranges the page offers as links: the last 30 and 90 days, and the last twelve months. */
export function reportPresets(now = new Date()) {
  const today = dhakaDateKey(now);
  const [year, month] = today.split("-").map(Number);
  const yearAgo = new Date(Date.UTC(year, month - 1 - 11, 1)).toISOString().slice(0, 10);
  return [
    { label: "Last 30 days", from: addDays(today, -29), to: today },
    { label: "Last 90 days", from: addDays(today, -89), to: today },
    { label: "Last 12 months", from: yearAgo, to: today },
  ] as const;
}

/** Without a range: the last 30 days in Dhaka. */
export function defaultReportFilters(now = new Date()): ReportFilters {
  const { from, to } = reportPresets(now)[0];
  return { from, to };
}

export type ParsedReportFilters =
  { ok: true; filters: ReportFilters } | { ok: false; problem: string; filters: ReportFilters };

/**
 * Reads the range from a query string or object. Neither date given: the default range. One given: the other
 * end is the default's. Anything else wrong: the problem to show (the API answers 400), with the default range.
 */
export function parseReportFilters(
  input: URLSearchParams | Record<string, unknown>,
  now = new Date(),
): ParsedReportFilters {
  const raw = input instanceof URLSearchParams ? Object.fromEntries(input) : input;
  const fallback = defaultReportFilters(now);
  const from = first(raw.from);
  const to = first(raw.to);
  const parsed = reportFiltersSchema.safeParse({
    from: from === undefined || from === "" ? fallback.from : from,
    to: to === undefined || to === "" ? fallback.to : to,
  });
  if (parsed.success) return { ok: true, filters: parsed.data };
  return { ok: false, problem: parsed.error.issues[0]?.message ?? "Check the dates.", filters: fallback };
}

/**
 * What a back-office page with the date form (Reports, Reconcile) gives it: the range shown, the problem with
 * the one the address asked for (then the default range is shown), and the preset ranges.
 */
export type ReportRange = {
  filters: ReportFilters;
  problem: string | undefined;
  presets: ReturnType<typeof reportPresets>;
};

/** The page's range from its address (`?from=…&to=…`), for its loader. */
export function reportRangeOf(url: string | URL, now = new Date()): ReportRange {
  const parsed = parseReportFilters(new URL(url).searchParams, now);
  return {
    filters: parsed.filters,
    problem: parsed.ok ? undefined : parsed.problem,
    presets: reportPresets(now),
  };
}

/**
 * The instants a range covers: from the start of its first Dhaka day to the start of the day after its last.
 * Throws for a range that is not one (the filters are parsed before a query is built).
 */
export function reportRangeInstants(filters: ReportFilters): { since: Date; before: Date } {
  const since = startOfDhakaDay(filters.from);
  const before = endOfDhakaDay(filters.to);
  if (!since || !before) throw new Error(`Not a report range: ${filters.from}..${filters.to}`);
  return { since, before };
}

function first(value: unknown): unknown {
  return Array.isArray(value) ? value[0] : value;
}

/** Every Dhaka day of the range, oldest first. */
export function reportDays(filters: ReportFilters): string[] {
  const count = reportRangeDays(filters);
  return Array.from({ length: count }, (_, index) => addDays(filters.from, index));
}

/** Whether the range is short enough to be shown day by day. */
export function showsDays(filters: ReportFilters): boolean {
  return reportRangeDays(filters) <= REPORT_DAILY_MAX_DAYS;
}

/** Every calendar month (`2026-11`) the range touches, oldest first. */
export function reportMonths({ from, to }: ReportFilters): string[] {
  const months: string[] = [];
  let [year, month] = from.split("-").map(Number);
  const last = to.slice(0, 7);
  for (;;) {
    const key = `${year}-${String(month).padStart(2, "0")}`;
    months.push(key);
    if (key >= last) return months;
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
}

/** The range as a query string, for links and the CSV exports. */
export function reportFiltersQuery(filters: ReportFilters): string {
  return new URLSearchParams({ from: filters.from, to: filters.to }).toString();
}

/** The CSV export of the range under a back-office API address: `<apiPath>/export.csv?from=…&to=…`. */
export function reportCsvPath(apiPath: string, filters: ReportFilters): string {
  return `${apiPath}/export.csv?${reportFiltersQuery(filters)}`;
}

/** The name of a range's CSV file: `<prefix>-2026-11-01-to-2026-11-30.csv`. */
export function rangeCsvFileName(prefix: string, filters: ReportFilters): string {
  return `${prefix}-${filters.from}-to-${filters.to}.csv`;
}
