import { describe, expect, it } from "vitest";
import { toSlug } from "./slug";

describe("toSlug", () => {
  it.each([
    ["Banani", "banani"],
    ["Gulshan-2", "gulshan-2"],
    ["Gulshan 2", "gulshan-2"],
    ["  Brass Table Lamp  ", "brass-table-lamp"],
    ["Jute & Cotton Rug", "jute-cotton-rug"],
    ['Mirror (Round), 24"', "mirror-round-24"],
    ["Wall  Art\t\nPanel", "wall-art-panel"],
    ["Candle-Holder -- Set of 3", "candle-holder-set-of-3"],
    ["-Leading and trailing-", "leading-and-trailing"],
    ["snake_case_name", "snake_case_name"],
    ["Nakshi's Vase", "nakshis-vase"],
  ])("turns %j into %j", (text, slug) => {
    expect(toSlug(text)).toBe(slug);
  });

  it("returns an empty string when nothing sluggable is left", () => {
    expect(toSlug("  !!! ")).toBe("");
    expect(toSlug("ফুলদানি")).toBe("");
  });

  it("is idempotent", () => {
    for (const text of ["Gulshan-2", "Jute & Cotton Rug", "Wall  Art Panel"]) {
      expect(toSlug(toSlug(text))).toBe(toSlug(text));
    }
  });
});
