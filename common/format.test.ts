import { describe, expect, it } from "vitest";
import { formatTaka, groupThousands } from "./format";

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

describe("groupThousands", () => {
  it.each([
    [0, "0"],
    [999, "999"],
    [1000, "1,000"],
    [4250, "4,250"],
    [123456789, "123,456,789"],
    [-1234, "-1,234"],
    [999.5, "1,000"],
  ])("groups %d as %s", (value, expected) => {
    expect(groupThousands(value)).toBe(expected);
  });

  it("matches the en-US grouping for every magnitude", () => {
    for (let value = 1; value < 1e12; value = value * 7 + 3) {
      expect(groupThousands(value)).toBe(new Intl.NumberFormat("en-US").format(value));
    }
  });
});
