import { describe, expect, it } from "vitest";
import { accessoryPath, projectPath, toSlug } from "./slug";

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

describe("accessoryPath", () => {
  it("joins the name-slug and the id under /accessories/details", () => {
    expect(accessoryPath({ _id: "a1b2c3", name: "Brass Table Lamp" })).toBe(
      "/accessories/details/brass-table-lamp/a1b2c3",
    );
  });

  it("keeps the route matchable when the name has no sluggable characters", () => {
    expect(accessoryPath({ _id: "42", name: "ফুলদানি" })).toBe("/accessories/details/accessory/42");
  });

  it("escapes an id that carries URL syntax", () => {
    expect(accessoryPath({ _id: "a/b?c", name: "Vase" })).toBe("/accessories/details/vase/a%2Fb%3Fc");
  });
});

describe("projectPath", () => {
  it("builds the project gallery route from the location title", () => {
    expect(projectPath("Banani")).toBe("/project/view-details/banani");
    expect(projectPath("Gulshan-2")).toBe("/project/view-details/gulshan-2");
  });
});
