import type { Lang } from "./lang";
import { formatTaka, groupThousands } from "./format";
import { dhakaParts, formatDhakaDate, formatDhakaDateTime, formatDhakaTime } from "./dhaka-time";

/*
 * Numbers, prices and dates in a language: the page's (app/i18n/format.ts), or the one an order recorded (its
 * emails and SMS). Fixed string rules, not Intl formatters, in both languages: Bengali digits with the lakh
 * grouping of bn-BD (৳ ১২,৩৪,৫৬৭) and bn-BD's month names, written out here. Building the first bn-BD formatter
 * loads ICU's Bengali data, 18-19 ms of one task on this machine's browser (a sampling profile of a /bn
 * accessory page, decision 024), several times that on a phone; and one rule cannot differ between Node's ICU
 * and a browser's, so the server's HTML and the hydrated page always match. The tests hold every rule to
 * Intl's own output (localized-format.test.ts).
 */
const BENGALI_DIGITS = "০১২৩৪৫৬৭৮৯";
/** bn-BD's month names (Intl.DateTimeFormat("bn-BD", { month: "long" })). */
const BENGALI_MONTHS = [
  "জানুয়ারি",
  "ফেব্রুয়ারি",
  "মার্চ",
  "এপ্রিল",
  "মে",
  "জুন",
  "জুলাই",
  "আগস্ট",
  "সেপ্টেম্বর",
  "অক্টোবর",
  "নভেম্বর",
  "ডিসেম্বর",
];
const ENGLISH_MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** A whole number in the Indian grouping bn-BD writes: the last three digits, then pairs (12,34,567). */
function groupLakhs(value: number): string {
  const whole = Math.round(value);
  const digits = String(Math.abs(whole));
  const grouped =
    digits.length <= 3
      ? digits
      : `${digits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ",")},${digits.slice(-3)}`;
  // Intl writes the sign of a value that rounds to minus zero too ("-০").
  return whole < 0 || Object.is(whole, -0) ? `-${grouped}` : grouped;
}

/** 1234567 -> "1,234,567" in English, "১২,৩৪,৫৬৭" in Bengali. */
export function formatNumber(lang: Lang, value: number): string {
  return lang === "bn" ? localDigits("bn", groupLakhs(value)) : groupThousands(value);
}

/** A whole number of taka: "৳ 1,234,567" in English, "৳ ১২,৩৪,৫৬৭" in Bengali. */
export function formatPrice(lang: Lang, rate: number): string {
  return lang === "bn" ? `৳ ${formatNumber("bn", rate)}` : formatTaka(rate);
}

/** A calendar date in Dhaka: "27 November 2026" / "২৭ নভেম্বর, ২০২৬". */
export function formatDate(lang: Lang, date: Date | string): string {
  const { day, month, year } = dhakaParts(date);
  if (lang === "bn") return localDigits("bn", `${day} ${BENGALI_MONTHS[month]}, ${year}`);
  return `${day} ${ENGLISH_MONTHS[month]} ${year}`;
}

/** Digits written into a longer string ("Page 3 of 12") in the page's language. */
export function localDigits(lang: Lang, text: string | number): string {
  const value = String(text);
  return lang === "bn" ? value.replace(/[0-9]/g, (digit) => BENGALI_DIGITS[Number(digit)]!) : value;
}

/** A moment in Dhaka: "25 Nov 2026, 14:05" in English (common/dhaka-time.ts), "২৫ নভেম্বর, ২০২৬, ১৪:০৫" in Bengali. */
export function formatDateTime(lang: Lang, instant: Date | string): string {
  if (lang !== "bn") return formatDhakaDateTime(instant);
  return `${formatDate("bn", instant)}, ${localDigits("bn", formatDhakaTime(instant))}`;
}

/** A calendar day in Dhaka as the order pages write it: "25 Nov 2026" in English, "২৫ নভেম্বর, ২০২৬" in Bengali. */
export function formatShortDate(lang: Lang, instant: Date | string): string {
  return lang === "bn" ? formatDate("bn", instant) : formatDhakaDate(instant);
}
