import { describe, expect, it } from "vitest";
import { defaultSiteConfig } from "./site";
import { homeCarouselImages, homeContent, showroomAccordion } from "./home";
import { homeCarouselImagesBn, homeCategoriesBn, homeContentBn, showroomAccordionBn } from "./home-bn";
import { portfolioCategories } from "./portfolio";
import { companyOverviewBn, missionVisionBn } from "./about-bn";
import { companyOverview } from "./company";
import { missionVision } from "./mission-vision";

/** Every text of a content value with its path; keys, links, icons and anchors are structure, not words. */
function texts(value: unknown, path = ""): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => texts(item, `${path}[${index}]`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, nested]) =>
      ["anchor", "key", "to", "projectSlugs", "icon"].includes(key) ? [] : texts(nested, `${path}.${key}`),
    );
  return [];
}

/** Everything but the words: anchors, image keys, links and counts. */
function structure(value: unknown): unknown {
  if (typeof value === "string") return "text";
  if (Array.isArray(value)) return value.map(structure);
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value).map(([key, nested]) => [
        key,
        ["anchor", "key", "to", "projectSlugs", "icon"].includes(key) ? nested : structure(nested),
      ]),
    );
  return value;
}

const LATIN_ALLOWED = new Set(["Nakshi", "Interiors"]);

describe("the Bengali home page's content", () => {
  it("has the English page's sections, anchors, images, links and counts", () => {
    expect(structure(homeContentBn)).toEqual(structure(homeContent));
    expect(homeCarouselImagesBn.map((image) => image.key)).toEqual(
      homeCarouselImages.map((image) => image.key),
    );
    expect(homeCategoriesBn(portfolioCategories).map((category) => category.slug)).toEqual(
      portfolioCategories.map((category) => category.slug),
    );
    expect(structure(showroomAccordionBn(defaultSiteConfig))).toEqual(
      structure(showroomAccordion(defaultSiteConfig)),
    );
  });

  it("is written in Bengali, every text translated, brand names aside", () => {
    const english = new Map(texts(homeContent));
    const all = [
      ...texts(homeContentBn),
      ...texts(homeCarouselImagesBn, "carousel"),
      ...texts(
        homeCategoriesBn(portfolioCategories).map((category) => category.title),
        "categories",
      ),
    ];
    const latin = all.flatMap(([path, text]) =>
      (text.match(/[A-Za-z]{3,}/g) ?? [])
        .filter((word) => !LATIN_ALLOWED.has(word))
        .map((w) => `${path}: ${w}`),
    );
    expect(latin).toEqual([]);
    const untranslated = texts(homeContentBn).filter(([path, text]) => english.get(path) === text);
    expect(untranslated).toEqual([]);
  });
});

describe("the Bengali company overview and mission & vision pages", () => {
  it("have the English pages' sections, images, links and counts, every text in Bengali", () => {
    for (const [bengali, english] of [
      [companyOverviewBn, companyOverview],
      [missionVisionBn, missionVision],
    ] as const) {
      expect(structure(bengali)).toEqual(structure(english));
      const englishTexts = new Map(texts(english));
      const latin = texts(bengali).flatMap(([path, text]) =>
        (text.match(/[A-Za-z]{3,}/g) ?? [])
          .filter((word) => !LATIN_ALLOWED.has(word))
          .map((w) => `${path}: ${w}`),
      );
      expect(latin).toEqual([]);
      expect(texts(bengali).filter(([path, text]) => englishTexts.get(path) === text)).toEqual([]);
    }
  });
});
