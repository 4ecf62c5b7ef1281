import { describe, expect, it } from "vitest";
import { mainMenu, type MenuItem } from "../../../content/navigation";
import { ariaCurrentFor } from "./menu-state";

const item = (label: string): MenuItem => {
  const found = [...mainMenu, ...mainMenu.flatMap((entry) => entry.children ?? [])].find(
    (entry) => entry.label === label,
  );
  if (!found) throw new Error(`No menu item ${label}`);
  return found;
};

describe("ariaCurrentFor", () => {
  it('marks the link of the page itself as "page", ignoring case and a trailing slash', () => {
    expect(ariaCurrentFor("/projects", item("Projects"))).toBe("page");
    expect(ariaCurrentFor("/Projects/", item("Projects"))).toBe("page");
    expect(ariaCurrentFor("/", item("Home"))).toBe("page");
  });

  it('marks the section link of a nested page as "true"', () => {
    expect(ariaCurrentFor("/portfolio/hotel-interior-design", item("Portfolio"))).toBe("true");
    expect(ariaCurrentFor("/project/view-details/banani", item("Projects"))).toBe("true");
    expect(ariaCurrentFor("/accessories/details/brass-vase/42", item("Accessories"))).toBe("true");
  });

  it("leaves other links, and groups lit only through a child, without the attribute", () => {
    expect(ariaCurrentFor("/projects", item("Home"))).toBeUndefined();
    expect(ariaCurrentFor("/portfolios", item("Portfolio"))).toBeUndefined();
    expect(ariaCurrentFor("/services/bedroom-interior-design", item("Home Interior"))).toBeUndefined();
    expect(ariaCurrentFor("/company-overview", item("About Us"))).toBeUndefined();
  });
});
