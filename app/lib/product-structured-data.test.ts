import { describe, expect, it } from "vitest";
import type { Accessory } from "../../common/catalogue";
import { breadcrumbProblems, productProblems } from "../../tests/helpers/structured-data";
import { accessoryBreadcrumbs, productJsonLd } from "./product-structured-data";

const SITE = "https://www.nakshi.example";

const vase: Accessory = {
  _id: "6f1c2b9e-1d2a-4c3b-9e8f-0a1b2c3d4e5f",
  name: "Terracotta Vase",
  size: "20 x 20 cm",
  code: "NI-VS-001",
  rate: 2450,
  images: [
    { _id: "a", imageUrl: "/images/accessories/vase-1-800.jpg" },
    { _id: "b", imageUrl: "/images/accessories/vase-2-800.jpg" },
  ],
  image: { imageUrl: "/images/accessories/vase-1-800.jpg" },
  specifications: [],
  additionalInformation: [],
  description: "A hand-thrown clay vase.",
  category: "Vases",
  createdAt: "2025-01-01T00:00:00.000Z",
  updatedAt: "2025-01-01T00:00:00.000Z",
};

describe("productJsonLd", () => {
  it("describes the accessory as a Product with an Offer in taka that meets Google's requirements", () => {
    const graph = productJsonLd(SITE, "Nakshi Interiors", vase);
    expect(productProblems(graph)).toEqual([]);
    expect(graph).toMatchObject({
      name: "Terracotta Vase",
      sku: "NI-VS-001",
      brand: { "@type": "Brand", name: "Nakshi Interiors" },
      image: [`${SITE}/images/accessories/vase-1-800.jpg`, `${SITE}/images/accessories/vase-2-800.jpg`],
      url: `${SITE}/accessories/details/terracotta-vase/${vase._id}`,
      offers: {
        price: 2450,
        priceCurrency: "BDT",
        availability: "https://schema.org/InStock",
        url: `${SITE}/accessories/details/terracotta-vase/${vase._id}`,
      },
    });
  });

  it("says OutOfStock when the catalogue marks the accessory out of stock", () => {
    const graph = productJsonLd(SITE, "Nakshi Interiors", { ...vase, outOfStock: true });
    expect(graph.offers.availability).toBe("https://schema.org/OutOfStock");
    expect(productProblems(graph)).toEqual([]);
  });

  it("is flagged by the check when a required property is missing or wrong", () => {
    const graph = productJsonLd(SITE, "Nakshi Interiors", { ...vase, images: [], image: null, code: "" });
    expect(productProblems(graph)).toEqual(["image is missing", "sku is missing"]);
    const free = productJsonLd(SITE, "Nakshi Interiors", { ...vase, rate: 0 });
    expect(productProblems(free)).toEqual(["an offer's price is not a positive number"]);
    expect(productProblems({ ...graph, offers: undefined, image: ["/relative.jpg"] })).toContain(
      "an image is not an absolute URL",
    );
  });
});

describe("accessoryBreadcrumbs", () => {
  it("lists Home, Accessories and the accessory with absolute URLs", () => {
    const graph = accessoryBreadcrumbs(SITE, vase);
    expect(breadcrumbProblems(graph)).toEqual([]);
    expect(graph.itemListElement.map((item) => [item.name, item.item])).toEqual([
      ["Home", `${SITE}/`],
      ["Accessories", `${SITE}/view-accessories`],
      ["Terracotta Vase", `${SITE}/accessories/details/terracotta-vase/${vase._id}`],
    ]);
  });
});
