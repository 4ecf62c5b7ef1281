import { describe, expect, it } from "vitest";
import { formatTaka } from "./format";

describe("formatTaka", () => {
  it.each([
    [0, "৳ 0"],
    [950, "৳ 950"],
    [1000, "৳ 1,000"],
    [12500, "৳ 12,500"],
    [1250000, "৳ 1,250,000"],
  ])("formats %i as %s", (rate, expected) => {
    expect(formatTaka(rate)).toBe(expected);
  });

  it("never shows fractions of a taka", () => {
    expect(formatTaka(1999.6)).toBe("৳ 2,000");
  });
});
