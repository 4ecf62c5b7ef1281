/**
 * Both couriers write times as `2025-03-02 12:45:30`, Dhaka's wall clock (UTC+6 all year); Pathao also
 * sends ISO 8601 with an offset. Null when the text is neither.
 */
export function courierTime(text: string | null | undefined): Date | null {
  if (!text) return null;
  const local = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/.exec(text.trim());
  if (local) {
    const [, year, month, day, hours, minutes, seconds] = local.map(Number);
    const utc = Date.UTC(year, month - 1, day, hours - 6, minutes, seconds);
    const date = new Date(utc);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(text.trim())) return null;
  const date = new Date(text.trim());
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Whole taka from a courier's amount (`1500.00`, `"83.46"`); our money is whole taka everywhere. */
export function wholeTaka(amount: number | null | undefined): number | null {
  return amount === null || amount === undefined || !Number.isFinite(amount) ? null : Math.round(amount);
}
