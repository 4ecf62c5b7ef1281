/**
 * Groups a whole number's digits in threes ("1,250,000"), rounding to the nearest whole. Plain string work
 * rather than Intl.NumberFormat: building a formatter costs tens of milliseconds of a phone's first load,
 * and one fixed rule keeps the server's and the browser's output identical for hydration.
 */
export function groupThousands(value: number): string {
  const whole = Math.round(value);
  const digits = String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return whole < 0 ? `-${digits}` : digits;
}

/** Money is a whole number of taka (docs/product.md#entities: shown with thousands grouping). */
export function formatTaka(rate: number): string {
  return `৳ ${groupThousands(rate)}`;
}
