const takaGrouping = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/**
 * Money is a whole number of taka (SPEC section 3: shown with thousands grouping). One fixed locale, so the
 * server's and the browser's output are identical and hydration never sees a different string.
 */
export function formatTaka(rate: number): string {
  return `৳ ${takaGrouping.format(rate)}`;
}
