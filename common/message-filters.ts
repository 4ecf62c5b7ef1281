import { z } from "zod";
import { ADMIN_LIST_MAX_PAGE, SEARCH_MAX_LENGTH } from "./limits";
import { MESSAGE_STATUS_VALUES, type MessageStatusValue } from "./order-workflow";

/**
 * The message list's filters as they arrive in a query string (from the list page's form or the API), read
 * the same way by the back-office page and the server.
 */
export type MessageFilters = { status?: MessageStatusValue; q?: string; page: number };

const messageFiltersSchema = z.object({
  status: z.enum(MESSAGE_STATUS_VALUES).optional().catch(undefined),
  q: z
    .string()
    .trim()
    .max(SEARCH_MAX_LENGTH)
    .refine((value) => !value.includes("\u0000"))
    .transform((value) => value || undefined)
    .optional()
    .catch(undefined),
  page: z.coerce.number().int().min(1).max(ADMIN_LIST_MAX_PAGE).catch(1),
});

/** Reads the list's filters from a query string; a value that makes no sense is dropped, never refused. */
export function parseMessageFilters(input: URLSearchParams | Record<string, unknown>): MessageFilters {
  const raw = input instanceof URLSearchParams ? Object.fromEntries(input) : input;
  const first = (value: unknown) => (Array.isArray(value) ? value[0] : value);
  const parsed = messageFiltersSchema.parse({
    status: first(raw.status) || undefined,
    q: first(raw.q),
    page: first(raw.page) ?? 1,
  });
  return Object.fromEntries(
    Object.entries(parsed).filter(([, value]) => value !== undefined),
  ) as MessageFilters;
}
