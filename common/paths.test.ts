import { describe, expect, it } from "vitest";
import {
  accessoriesPagePath,
  accessoryPath,
  apiMountPath,
  portfolioCategoryPath,
  projectPath,
  servicePath,
} from "./paths";

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

describe("list and category paths", () => {
  it("leaves the first accessories page without a page number", () => {
    expect(accessoriesPagePath()).toBe("/view-accessories");
    expect(accessoriesPagePath(1)).toBe("/view-accessories");
    expect(accessoriesPagePath(3)).toBe("/view-accessories?page=3");
  });

  it("puts portfolio categories and services under their sections", () => {
    expect(portfolioCategoryPath("office-interior-design")).toBe("/portfolio/office-interior-design");
    expect(servicePath("bedroom-interior-design")).toBe("/services/bedroom-interior-design");
  });
});

describe("apiMountPath", () => {
  it.each([
    ["/api", "/api"],
    ["/api/", "/api"],
    ["https://cdn.example.com/shop-api/", "/shop-api"],
    ["https://cdn.example.com", "/api"],
    ["/", "/api"],
  ])("mounts %s at %s", (base, mount) => {
    expect(apiMountPath(base)).toBe(mount);
  });
});
