import { describe, expect, it } from "vitest";
import {
  formatDate,
  formatDateTime,
  formatNumber,
  formatPrice,
  formatShortDate,
  localDigits,
} from "./localized-format";

/*
 * The fixed rules against Intl's own output (Node's full ICU): what the page would have shown through
 * Intl.NumberFormat and Intl.DateTimeFormat, without building either in the browser.
 */
const intlNumber = new Intl.NumberFormat("bn-BD", { numberingSystem: "beng", maximumFractionDigits: 0 });
const intlBengaliDate = new Intl.DateTimeFormat("bn-BD", {
  numberingSystem: "beng",
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Asia/Dhaka",
});
const intlBengaliTime = new Intl.DateTimeFormat("bn-BD", {
  numberingSystem: "beng",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: "Asia/Dhaka",
});
const intlEnglishDate = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Asia/Dhaka",
});

/** Every length of number up to the largest safe integer, each with several digit patterns, and fractions. */
function sampleNumbers(): number[] {
  const values = [0, 0.4, 0.5, 1.5, 2.5, -0.4, -0.5, -1, 7, 10, 99, 100, 999, 1000, Number.MAX_SAFE_INTEGER];
  let seed = 20121127;
  const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
  for (let length = 1; length <= 15; length++) {
    for (let i = 0; i < 20; i++) {
      const value = Math.floor(10 ** (length - 1) + random() * 9 * 10 ** (length - 1));
      values.push(value, -value, value + 0.49, value + 0.51);
    }
  }
  return values;
}

describe("numbers and prices in Bengali", () => {
  it("group by lakh with Bengali digits exactly as bn-BD's Intl.NumberFormat does", () => {
    for (const value of sampleNumbers()) {
      expect(formatNumber("bn", value), String(value)).toBe(intlNumber.format(Math.round(value)));
    }
  });

  it("write the spec's example and prices with the taka sign", () => {
    expect(formatNumber("bn", 1234567)).toBe("১২,৩৪,৫৬৭");
    expect(formatPrice("bn", 1234567)).toBe("৳ ১২,৩৪,৫৬৭");
    expect(formatPrice("bn", 450)).toBe("৳ ৪৫০");
    expect(formatPrice("en", 1234567)).toBe("৳ 1,234,567");
    expect(formatNumber("en", 1234567)).toBe("1,234,567");
  });
});

describe("dates and times in Dhaka", () => {
  // Every day of two years, at a moment that is the next day in Dhaka for half of them (18:00 UTC is midnight).
  const instants = Array.from(
    { length: 731 },
    (_, day) => new Date(Date.UTC(2025, 0, 1 + day, (day * 7) % 24, (day * 13) % 60)),
  );

  it("match bn-BD's and en-GB's Intl.DateTimeFormat for every day, month names included", () => {
    for (const instant of instants) {
      expect(formatDate("bn", instant)).toBe(intlBengaliDate.format(instant));
      expect(formatDate("en", instant)).toBe(intlEnglishDate.format(instant));
      expect(formatShortDate("bn", instant)).toBe(intlBengaliDate.format(instant));
      expect(formatDateTime("bn", instant)).toBe(
        `${intlBengaliDate.format(instant)}, ${intlBengaliTime.format(instant)}`,
      );
    }
  });

  it("read a stored timestamp in Dhaka's day, not the server's", () => {
    expect(formatDate("bn", "2026-11-27T18:30:00.000Z")).toBe("২৮ নভেম্বর, ২০২৬");
    expect(formatDate("en", "2026-11-27T18:30:00.000Z")).toBe("28 November 2026");
    expect(formatDateTime("bn", "2026-11-25T08:05:00.000Z")).toBe("২৫ নভেম্বর, ২০২৬, ১৪:০৫");
    expect(localDigits("bn", "Page 3 of 12")).toBe("Page ৩ of ১২");
  });
});
