import { z } from "zod";
import { DATE_KEY_PATTERN, endOfDhakaDay, startOfDhakaDay } from "./dhaka-time";
import { ORDER_STATUS_VALUES, type OrderStatusValue } from "./order-workflow";
import { ADMIN_LIST_MAX_PAGE, SEARCH_MAX_LENGTH } from "./limits";

/**
 * The order list's filters as they arrive in a query string (from the list page's form, a dashboard link or
 * the API). A value that makes no sense is dropped rather than refused, so a hand-edited link still shows a
 * list; the filters actually applied are returned and shown.
 */
export type OrderFilters = {
  status?: OrderStatusValue;
  /** Dhaka calendar days, inclusive, as `YYYY-MM-DD`. */
  from?: string;
  to?: string;
  q?: string;
  page: number;
};

const dateKey = z
  .string()
  .regex(DATE_KEY_PATTERN)
  .refine((value) => startOfDhakaDay(value) !== undefined);

const lenient = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

const orderFiltersSchema = z.object({
  status: lenient(z.enum(ORDER_STATUS_VALUES)),
  from: lenient(dateKey),
  to: lenient(dateKey),
  q: lenient(
    z
      .string()
      .trim()
      .max(SEARCH_MAX_LENGTH)
      .refine((value) => !value.includes("\u0000"))
      .transform((value) => value || undefined),
  ),
  page: z.coerce.number().int().min(1).max(ADMIN_LIST_MAX_PAGE).catch(1),
});

/** Reads filters from URL search params or a parsed query object; never throws. */
export function parseOrderFilters(input: URLSearchParams | Record<string, unknown>): OrderFilters {
  const raw = input instanceof URLSearchParams ? Object.fromEntries(input) : input;
  const parsed = orderFiltersSchema.parse({
    status: first(raw.status) || undefined,
    from: first(raw.from) || undefined,
    to: first(raw.to) || undefined,
    q: first(raw.q),
    page: first(raw.page) ?? 1,
  });
  return Object.fromEntries(
    Object.entries(parsed).filter(([, value]) => value !== undefined),
  ) as OrderFilters;
}

function first(value: unknown): unknown {
  return Array.isArray(value) ? value[0] : value;
}

/** The created-at range of the filters, as instants: `from` inclusive, `to` exclusive (the day after). */
export function createdRange(filters: Pick<OrderFilters, "from" | "to">) {
  return {
    since: filters.from ? startOfDhakaDay(filters.from) : undefined,
    before: filters.to ? endOfDhakaDay(filters.to) : undefined,
  };
}

/** The filters as a query string, for links to the list and to the CSV export (`page` left out). */
export function orderFiltersQuery(filters: Partial<OrderFilters>): string {
  const params = new URLSearchParams();
  if (filters.status) params.set("status", filters.status);
  if (filters.from) params.set("from", filters.from);
  if (filters.to) params.set("to", filters.to);
  if (filters.q) params.set("q", filters.q);
  return params.toString();
}
