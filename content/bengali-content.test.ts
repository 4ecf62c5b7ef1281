import { describe, expect, it } from "vitest";
import { defaultSiteConfig, siteConfigWith } from "./site";
import { siteConfigIn, siteConfigInBengali } from "./site-bn";
import { homeCarouselImages, homeContent, showroomAccordion } from "./home";
import { homeCarouselImagesBn, homeContentBn, showroomAccordionBn } from "./home-bn";
import { portfolioCategories, portfolioEntries, portfolioImagesForSlug, portfolioPage } from "./portfolio";
import {
  portfolioCategoriesBn,
  portfolioEntriesBn,
  portfolioHeadingsBn,
  portfolioImagesForSlugBn,
  portfolioPageBn,
} from "./portfolio-bn";
import { projects, projectsPage } from "./projects";
import { projectsBn, projectsPageBn } from "./projects-bn";
import { serviceContent, servicesPage } from "./services";
import { serviceContentBn, servicesPageBn, servicesStatsBn } from "./services-bn";
import { servicesStats } from "./stats";
import { companyOverviewBn, missionVisionBn } from "./about-bn";
import { companyOverview } from "./company";
import { missionVision } from "./mission-vision";

/** Keys whose values are structure (anchors, image keys, links, slugs, icons), the same in both languages. */
const STRUCTURE_KEYS = ["anchor", "key", "to", "projectSlugs", "icon", "slug"];

/** Every text of a content value with its path; keys, links, icons, slugs and anchors are structure, not words. */
function texts(value: unknown, path = ""): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => texts(item, `${path}[${index}]`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, nested]) =>
      STRUCTURE_KEYS.includes(key) ? [] : texts(nested, `${path}.${key}`),
    );
  return [];
}

/** Everything but the words: anchors, image keys, links, slugs, numbers and counts. */
function structure(value: unknown): unknown {
  if (typeof value === "string") return "text";
  if (Array.isArray(value)) return value.map(structure);
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value).map(([key, nested]) => [
        key,
        STRUCTURE_KEYS.includes(key) ? nested : structure(nested),
      ]),
    );
  return value;
}

const LATIN_ALLOWED = new Set(["Nakshi", "Interiors"]);

/** Latin words (three letters or more) left in Bengali texts, brand names aside. */
function latinWords(bengali: unknown): string[] {
  return texts(bengali).flatMap(([path, text]) =>
    (text.match(/[A-Za-z]{3,}/g) ?? [])
      .filter((word) => !LATIN_ALLOWED.has(word))
      .map((w) => `${path}: ${w}`),
  );
}

/** Texts of the Bengali twin identical to the English ones at the same place. */
function untranslated(bengali: unknown, english: unknown): string[] {
  const englishTexts = new Map(texts(english));
  return texts(bengali)
    .filter(([path, text]) => englishTexts.get(path) === text)
    .map(([path]) => path);
}

/** The checks every Bengali twin passes: the English structure, no empty, Latin or untranslated text. */
function expectBengaliTwin(bengali: unknown, english: unknown) {
  expect(structure(bengali)).toEqual(structure(english));
  expect(texts(bengali).filter(([, text]) => text.trim() === "")).toEqual([]);
  expect(latinWords(bengali)).toEqual([]);
  expect(untranslated(bengali, english)).toEqual([]);
}

describe("the twin checks", () => {
  it("fail on a missing section, an empty text, a Latin word and an untranslated text", () => {
    const english = { title: "Hello", items: [{ title: "One", text: "Two" }] };
    expect(() => expectBengaliTwin({ title: "নমস্কার", items: [] }, english)).toThrow();
    expect(() => expectBengaliTwin({ title: "", items: [{ title: "এক", text: "দুই" }] }, english)).toThrow();
    expect(() =>
      expectBengaliTwin({ title: "Welcome", items: [{ title: "এক", text: "দুই" }] }, english),
    ).toThrow();
    expect(() =>
      expectBengaliTwin({ title: "নমস্কার", items: [{ title: "One", text: "দুই" }] }, english),
    ).toThrow();
    expectBengaliTwin({ title: "নমস্কার", items: [{ title: "এক", text: "দুই" }] }, english);
  });
});

describe("the Bengali home page's content", () => {
  it("has the English page's sections, anchors, images, links and counts", () => {
    expect(structure(homeContentBn)).toEqual(structure(homeContent));
    expect(homeCarouselImagesBn.map((image) => image.key)).toEqual(
      homeCarouselImages.map((image) => image.key),
    );
    expect(structure(showroomAccordionBn(defaultSiteConfig))).toEqual(
      structure(showroomAccordion(defaultSiteConfig)),
    );
  });

  it("is written in Bengali, every text translated, brand names aside", () => {
    expect([...latinWords(homeContentBn), ...latinWords(homeCarouselImagesBn)]).toEqual([]);
    expect(untranslated(homeContentBn, homeContent)).toEqual([]);
  });
});

describe("the Bengali company overview and mission & vision pages", () => {
  it("have the English pages' sections, images, links and counts, every text in Bengali", () => {
    expectBengaliTwin(companyOverviewBn, companyOverview);
    expectBengaliTwin(missionVisionBn, missionVision);
  });
});

describe("the Bengali service pages", () => {
  it("have every service's blocks, photographs and paragraphs, every text in Bengali", () => {
    expect(Object.keys(serviceContentBn).sort()).toEqual(Object.keys(serviceContent).sort());
    expectBengaliTwin(serviceContentBn, serviceContent);
    expectBengaliTwin(servicesPageBn, servicesPage);
  });

  it("have the figures strip with the same icons", () => {
    expect(structure(servicesStatsBn)).toEqual(structure(servicesStats));
    expect(latinWords(servicesStatsBn)).toEqual([]);
  });
});

describe("the Bengali portfolio", () => {
  it("has every category, entry and section of the English one, every text in Bengali", () => {
    expectBengaliTwin(portfolioCategoriesBn, portfolioCategories);
    expectBengaliTwin(portfolioPageBn, portfolioPage);
    expectBengaliTwin(portfolioEntriesBn, portfolioEntries);
  });

  it("has a heading and the same photographs, with Bengali alt texts, for every category", () => {
    for (const { slug } of portfolioEntries) {
      expect(portfolioHeadingsBn[slug], slug).toMatch(/[\u0980-\u09FF]/);
      expectBengaliTwin(portfolioImagesForSlugBn(slug), portfolioImagesForSlug(slug));
    }
    expect(portfolioImagesForSlugBn("swimming-pools")).toEqual([]);
  });
});

describe("the Bengali projects", () => {
  it("have every project with its slug, figures and photographs, every text in Bengali", () => {
    expectBengaliTwin(projectsBn, projects);
    expectBengaliTwin(projectsPageBn, projectsPage);
    expect(projectsBn.map((project) => [project.slug, project.year, project.areaSqFt])).toEqual(
      projects.map((project) => [project.slug, project.year, project.areaSqFt]),
    );
  });
});

describe("the site config in Bengali", () => {
  const bengali = siteConfigInBengali(defaultSiteConfig);
  const words = (site: typeof defaultSiteConfig) => ({
    showroom: site.showroom,
    factory: site.factory,
    hours: {
      display: site.showroomHours.display,
      days: site.showroomHours.days,
      time: site.showroomHours.time,
    },
  });

  it("writes the showroom's and factory's addresses and the hours in Bengali", () => {
    // The country code and postal codes are read by machines (schema.org) and stay as they are.
    const { countryCode, postalCode, ...showroom } = bengali.showroom;
    expect({ countryCode, postalCode }).toEqual({ countryCode: "BD", postalCode: "1213" });
    expect(bengali.factory.postalCode).toBe("1710");
    const visible = {
      ...words(bengali),
      showroom,
      factory: { ...bengali.factory, countryCode: "", postalCode: "" },
    };
    expect(latinWords(visible)).toEqual([]);
    expect(bengali.showroom.oneLine).toBe("বাড়ি ৪২, রোড ১১, বনানী, ঢাকা ১২১৩");
    expect(bengali.showroomHours.display).toBe("রবি থেকে শনিবার, সকাল ১০টা থেকে রাত ৯টা");
    expect(untranslated(words(bengali), words(defaultSiteConfig)).sort()).toEqual(
      [".factory.countryCode", ".factory.postalCode", ".showroom.countryCode", ".showroom.postalCode"].sort(),
    );
  });

  it("keeps everything else, the schema.org opening hours included", () => {
    expect({ ...bengali, showroom: null, factory: null, showroomHours: null }).toEqual({
      ...defaultSiteConfig,
      showroom: null,
      factory: null,
      showroomHours: null,
    });
    const { display, days, time, ...schema } = bengali.showroomHours;
    const { display: _d, days: _ds, time: _t, ...englishSchema } = defaultSiteConfig.showroomHours;
    expect([display, days, time]).not.toContain(defaultSiteConfig.showroomHours.display);
    expect(schema).toEqual(englishSchema);
  });

  it("shows an address a deployment overrode as written, and leaves English pages' config unchanged", () => {
    const overridden = siteConfigWith({ showroomAddress: "Level 5, 12 Gulshan Avenue, Gulshan, Dhaka 1212" });
    const site = siteConfigInBengali(overridden);
    expect(site.showroom).toEqual(overridden.showroom);
    expect(site.factory.oneLine).toBe(bengali.factory.oneLine);
    expect(siteConfigIn("en", overridden)).toBe(overridden);
    expect(siteConfigIn("bn", overridden)).toEqual(site);
  });
});
