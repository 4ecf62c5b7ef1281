import { describe, expect, it } from "vitest";
import { toSlug } from "../../../common/slug";
import { accessoryPath } from "../../../common/paths";

describe("accessory name-slug (SPEC section 2)", () => {
  it.each([
    ["Terracotta Ribbed Floor Vase", "terracotta-ribbed-floor-vase"],
    ["Brass & Jute Table Lamp", "brass-jute-table-lamp"],
    ["Mirror (Round), 60 cm", "mirror-round-60-cm"],
    ["  Nakshi Kantha Cushion  ", "nakshi-kantha-cushion"],
  ])("slugs %j as %j", (name, slug) => {
    expect(toSlug(name)).toBe(slug);
  });

  it("builds the detail path from the name-slug and the id", () => {
    expect(accessoryPath({ _id: "a1b2", name: "Terracotta Ribbed Floor Vase" })).toBe(
      "/accessories/details/terracotta-ribbed-floor-vase/a1b2",
    );
  });
});
