/**
 * Times in the back office are read in Dhaka, whatever the server's or the phone's zone. Bangladesh keeps
 * UTC+6 all year (no daylight saving), so plain arithmetic is exact and the server's and the browser's
 * output are identical for hydration.
 */
const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

const pad = (value: number) => String(value).padStart(2, "0");

/** The wall-clock fields of an instant in Dhaka. */
export function dhakaParts(instant: Date | string) {
  const shifted = new Date(new Date(instant).getTime() + DHAKA_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth(),
    day: shifted.getUTCDate(),
    weekday: shifted.getUTCDay(),
    hours: shifted.getUTCHours(),
    minutes: shifted.getUTCMinutes(),
  };
}

/** `14:05`: the wall-clock time in Dhaka, on the 24-hour clock. */
export function formatDhakaTime(instant: Date | string): string {
  const p = dhakaParts(instant);
  return `${pad(p.hours)}:${pad(p.minutes)}`;
}

/** `25 Nov 2026, 14:05` */
export function formatDhakaDateTime(instant: Date | string): string {
  return `${formatDhakaDate(instant)}, ${formatDhakaTime(instant)}`;
}

/** The hour of the day in Dhaka, 0 to 23. */
export function dhakaHour(instant: Date | string): number {
  return dhakaParts(instant).hours;
}

/** `25 Nov 2026` */
export function formatDhakaDate(instant: Date | string): string {
  const p = dhakaParts(instant);
  return `${p.day} ${MONTHS[p.month]} ${p.year}`;
}

/** `2026-11-25`: the calendar day in Dhaka, as a date input holds it. */
export function dhakaDateKey(instant: Date | string): string {
  const p = dhakaParts(instant);
  return `${p.year}-${pad(p.month + 1)}-${pad(p.day)}`;
}

export const DATE_KEY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The instant a Dhaka calendar day (`2026-11-25`) begins; undefined for anything that is not a real day. */
export function startOfDhakaDay(dateKey: string): Date | undefined {
  if (!DATE_KEY_PATTERN.test(dateKey)) return undefined;
  const [year, month, day] = dateKey.split("-").map(Number);
  const utc = Date.UTC(year, month - 1, day);
  const check = new Date(utc);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    return undefined;
  }
  return new Date(utc - DHAKA_OFFSET_MS);
}

/** The instant the Dhaka day after `dateKey` begins: the exclusive end of a range that includes that day. */
export function endOfDhakaDay(dateKey: string): Date | undefined {
  const start = startOfDhakaDay(dateKey);
  return start && new Date(start.getTime() + DAY_MS);
}

/** The start of the current month in Dhaka. */
export function startOfDhakaMonth(now: Date): Date {
  const p = dhakaParts(now);
  return new Date(Date.UTC(p.year, p.month, 1) - DHAKA_OFFSET_MS);
}

/**
 * The start of the current week in Dhaka. Bangladesh's week begins on Saturday (the weekend is Friday and
 * Saturday, the first working day Sunday; calendars there start on Saturday).
 */
export function startOfDhakaWeek(now: Date): Date {
  const p = dhakaParts(now);
  const daysSinceSaturday = (p.weekday + 1) % 7;
  return new Date(Date.UTC(p.year, p.month, p.day) - daysSinceSaturday * DAY_MS - DHAKA_OFFSET_MS);
}
