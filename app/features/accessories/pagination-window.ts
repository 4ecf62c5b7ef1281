export type PaginationEntry = number | "ellipsis-start" | "ellipsis-end";

const SHOW_ALL_UP_TO = 5;

/** The current page, clamped to 1..pageCount (docs/product.md#pagination); a missing or bad value means page 1. */
export function clampPage(page: number, pageCount: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, pageCount));
}

/**
 * docs/product.md#pagination: every page when there are 5 or fewer; otherwise the first, the last, a window around
 * the current page and ellipses.
 */
export function paginationWindow(current: number, pageCount: number): PaginationEntry[] {
  if (pageCount <= SHOW_ALL_UP_TO) return Array.from({ length: Math.max(pageCount, 0) }, (_, i) => i + 1);
  const page = clampPage(current, pageCount);
  if (page <= 3) return [1, 2, 3, 4, "ellipsis-end", pageCount];
  if (page >= pageCount - 2)
    return [1, "ellipsis-start", pageCount - 3, pageCount - 2, pageCount - 1, pageCount];
  return [1, "ellipsis-start", page - 1, page, page + 1, "ellipsis-end", pageCount];
}

/** Reads `?page=N`: anything but a plain positive whole number is page 1. */
export function parsePageParam(raw: string | null): number {
  if (!raw || !/^[1-9]\d{0,8}$/.test(raw)) return 1;
  return Number(raw);
}
