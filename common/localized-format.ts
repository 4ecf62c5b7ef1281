import type { Lang } from "./lang";
import { formatTaka, groupThousands } from "./format";
import { formatDhakaDate, formatDhakaDateTime } from "./dhaka-time";

/*
 * Numbers, prices and dates in a language: the page's (app/i18n/format.ts), or the one an order recorded (its
 * emails and SMS). English keeps the fixed string rule of common/format.ts
 * (no Intl formatter on English pages' first load). Bengali uses Intl with the Bengali digits and the lakh
 * grouping of bn-BD (৳ ১২,৩৪,৫৬৭); Node's full ICU and the browsers' agree on it, so the server's HTML and
 * the hydrated page match. The formatters are built once, on first use.
 */
let bnNumber: Intl.NumberFormat | undefined;
let bnDate: Intl.DateTimeFormat | undefined;

function bnNumberFormat(): Intl.NumberFormat {
  bnNumber ??= new Intl.NumberFormat("bn-BD", { numberingSystem: "beng", maximumFractionDigits: 0 });
  return bnNumber;
}

/** 1234567 -> "1,234,567" in English, "১২,৩৪,৫৬৭" in Bengali. */
export function formatNumber(lang: Lang, value: number): string {
  return lang === "bn" ? bnNumberFormat().format(Math.round(value)) : groupThousands(value);
}

/** A whole number of taka: "৳ 1,234,567" in English, "৳ ১২,৩৪,৫৬৭" in Bengali. */
export function formatPrice(lang: Lang, rate: number): string {
  return lang === "bn" ? `৳ ${formatNumber("bn", rate)}` : formatTaka(rate);
}

/** A calendar date in Dhaka: "27 November 2026" / "২৭ নভেম্বর, ২০২৬". */
export function formatDate(lang: Lang, date: Date | string): string {
  const value = typeof date === "string" ? new Date(date) : date;
  if (lang === "bn") {
    bnDate ??= new Intl.DateTimeFormat("bn-BD", {
      numberingSystem: "beng",
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "Asia/Dhaka",
    });
    return bnDate.format(value);
  }
  return new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Asia/Dhaka",
  }).format(value);
}

/** Digits written into a longer string ("Page 3 of 12") in the page's language. */
export function localDigits(lang: Lang, text: string | number): string {
  const value = String(text);
  return lang === "bn" ? value.replace(/[0-9]/g, (digit) => "০১২৩৪৫৬৭৮৯"[Number(digit)]!) : value;
}

let bnTime: Intl.DateTimeFormat | undefined;

/** A moment in Dhaka: "25 Nov 2026, 14:05" in English (common/dhaka-time.ts), "২৫ নভেম্বর, ২০২৬, ১৪:০৫" in Bengali. */
export function formatDateTime(lang: Lang, instant: Date | string): string {
  if (lang !== "bn") return formatDhakaDateTime(instant);
  bnTime ??= new Intl.DateTimeFormat("bn-BD", {
    numberingSystem: "beng",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone: "Asia/Dhaka",
  });
  const value = typeof instant === "string" ? new Date(instant) : instant;
  return `${formatDate("bn", value)}, ${bnTime.format(value)}`;
}

/** A calendar day in Dhaka as the order pages write it: "25 Nov 2026" in English, "২৫ নভেম্বর, ২০২৬" in Bengali. */
export function formatShortDate(lang: Lang, instant: Date | string): string {
  return lang === "bn" ? formatDate("bn", instant) : formatDhakaDate(instant);
}
