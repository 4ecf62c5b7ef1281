import { describe, expect, it } from "vitest";
import { imageManifest } from "../app/generated/image-manifest";
import { toSlug } from "../common/slug";
import { clientLogos } from "./clients";
import { companyOverview } from "./company";
import { homeCarouselImages, homeContent, showroomAccordion } from "./home";
import { missionVision } from "./mission-vision";
import {
  footerQuickLinks,
  footerServices,
  isMenuItemActive,
  mainMenu,
  serviceLabelForSlug,
  type MenuItem,
} from "./navigation";
import {
  findPortfolioEntry,
  portfolioCategories,
  portfolioEntries,
  portfolioImagesForSlug,
  portfolioPage,
} from "./portfolio";
import { findProjectBySlug, projects, projectsPage } from "./projects";
import { serviceContent, serviceContentForSlug, serviceSlugs, servicesPage } from "./services";
import { defaultSiteConfig, siteConfigWith } from "./site";
import { companyStats, servicesStats } from "./stats";
import type { ImageRef } from "./types";
import { projectPath } from "../common/paths";

// The slugs docs/product.md#slugs lists; SPEC_ and the test names' "SPEC" mean the original specification
// that document keeps (its section numbers map to anchors in docs/product.md#spec-sections).
const SPEC_PORTFOLIO_SLUGS = [
  "residential-interior-design",
  "office-interior-design",
  "hotel-interior-design",
  "restaurant-interior-design",
  "showroom-interior-design",
  "kitchen-cabinet-design",
];

const SPEC_PROJECT_SLUGS = ["banani", "bogura", "dhanmondi", "gulshan-2", "uttara"];

const SPEC_SERVICE_SLUGS = [
  "home-interior-design",
  "office-interior-design",
  "restaurant-interior-design",
  "showroom-outlet-interior-design",
  "hotel-interior-design",
  "bedroom-interior-design",
  "drawing-room-interior-design",
  "dining-room-interior-design",
  "kitchen-cabinet-design",
  "md-room-interior-design",
  "conference-room-interior-design",
  "reception-interior-design",
  "work-station-area-interior-design",
];

function menuItem(label: string, items: MenuItem[] = mainMenu): MenuItem {
  for (const item of items) {
    if (item.label === label) return item;
  }
  throw new Error(`No top-level menu item "${label}"`);
}

function allMenuPaths(items: MenuItem[]): string[] {
  return items.flatMap((item) => [...(item.to ? [item.to] : []), ...allMenuPaths(item.children ?? [])]);
}

/** Every image the content modules reference, found by shape so a new section cannot be forgotten. */
function collectImageRefs(value: unknown, found: ImageRef[] = []): ImageRef[] {
  if (Array.isArray(value)) {
    for (const element of value) collectImageRefs(element, found);
  } else if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    if (typeof record.key === "string" && "alt" in record) found.push(record as unknown as ImageRef);
    else for (const nested of Object.values(record)) collectImageRefs(nested, found);
  }
  return found;
}

const allImageRefs = collectImageRefs([
  homeContent,
  homeCarouselImages,
  companyOverview,
  missionVision,
  portfolioPage,
  portfolioCategories,
  SPEC_PORTFOLIO_SLUGS.map(portfolioImagesForSlug),
  projects,
  projectsPage,
  serviceContent,
  servicesPage,
]);

describe("portfolio", () => {
  it.each(SPEC_PORTFOLIO_SLUGS)("resolves %s to an entry and a category", (slug) => {
    expect(findPortfolioEntry(slug)?.slug).toBe(slug);
    expect(portfolioCategories.find((category) => category.slug === slug)).toBeDefined();
  });

  it("has the six categories of the SPEC with ids 1 to 6, in order", () => {
    expect(portfolioCategories.map(({ id, title }) => [id, title])).toEqual([
      [1, "Residential Interior"],
      [2, "Office Interior"],
      [3, "Hotel Interior"],
      [4, "Restaurant Interior"],
      [5, "Showroom Interior"],
      [6, "Kitchen Cabinet"],
    ]);
  });

  it("does not resolve an unknown slug", () => {
    expect(findPortfolioEntry("garden-design")).toBeUndefined();
  });

  it("gives every entry the promised amount of copy", () => {
    expect(portfolioEntries).toHaveLength(6);
    for (const entry of portfolioEntries) {
      expect(entry.introParagraphs.length).toBeGreaterThanOrEqual(2);
      expect(entry.introParagraphs.length).toBeLessThanOrEqual(3);
      expect(entry.problemsWithoutUs.length).toBeGreaterThanOrEqual(4);
      expect(entry.problemsWithoutUs.length).toBeLessThanOrEqual(6);
      expect(entry.ourSolutions.length).toBeGreaterThanOrEqual(4);
      expect(entry.ourSolutions.length).toBeLessThanOrEqual(6);
      expect(entry.servicesWeOffer.length).toBeGreaterThanOrEqual(5);
      expect(entry.servicesWeOffer.length).toBeLessThanOrEqual(8);
      expect(entry.materialsAndTeam.materials.length).toBeGreaterThan(0);
      expect(entry.materialsAndTeam.team.length).toBeGreaterThan(0);
    }
  });

  it("selects the image set by the first word of the slug", () => {
    expect(portfolioImagesForSlug("kitchen-cabinet-design").map((image) => image.key)).toEqual(
      Array.from({ length: 9 }, (_, index) => `portfolio/kitchen-${index + 1}`),
    );
    expect(portfolioImagesForSlug("office-interior-design")[0].key).toBe("portfolio/office-1");
    expect(portfolioImagesForSlug("garden-design")).toEqual([]);
    expect(portfolioImagesForSlug("")).toEqual([]);
    expect(portfolioImagesForSlug("constructor-x")).toEqual([]);
  });
});

describe("projects", () => {
  it.each(SPEC_PROJECT_SLUGS)("resolves %s", (slug) => {
    expect(findProjectBySlug(slug)?.slug).toBe(slug);
  });

  it("derives each slug from the location title with the SPEC rule", () => {
    for (const project of projects) expect(project.slug).toBe(toSlug(project.title));
    expect(projects.map((project) => project.title)).toEqual([
      "Banani",
      "Bogura",
      "Dhanmondi",
      "Gulshan-2",
      "Uttara",
    ]);
  });

  it("has the SPEC's image counts, numbered from 1, the first being the thumbnail", () => {
    expect(projects.map((project) => project.images.length)).toEqual([12, 7, 12, 7, 8]);
    for (const project of projects) {
      project.images.forEach((image, index) =>
        expect(image.key).toBe(`projects/${project.slug}-${index + 1}`),
      );
    }
  });

  it("links each card to its gallery route", () => {
    expect(projectPath(projects[3].title)).toBe("/project/view-details/gulshan-2");
  });

  it("does not resolve an unknown slug", () => {
    expect(findProjectBySlug("chattogram")).toBeUndefined();
  });

  it("features only existing projects on the home page", () => {
    for (const slug of homeContent.recentProjects.projectSlugs) expect(findProjectBySlug(slug)).toBeDefined();
  });
});

describe("services", () => {
  it("lists exactly the SPEC's service slugs", () => {
    expect([...serviceSlugs].sort()).toEqual([...SPEC_SERVICE_SLUGS].sort());
  });

  it.each(SPEC_SERVICE_SLUGS)("has a menu label and two or three content blocks for %s", (slug) => {
    expect(serviceLabelForSlug(slug)).toBeTruthy();
    const blocks = serviceContentForSlug(slug);
    expect(blocks.length).toBeGreaterThanOrEqual(2);
    expect(blocks.length).toBeLessThanOrEqual(3);
    blocks.forEach((block, index) => {
      expect(block.image.key).toBe(`services/${slug}-${index + 1}`);
      expect(block.paragraphs.length).toBeGreaterThanOrEqual(2);
      expect(block.paragraphs.length).toBeLessThanOrEqual(3);
    });
  });

  it("returns no content for an unknown slug, including inherited property names", () => {
    expect(serviceContentForSlug("garden-design")).toEqual([]);
    expect(serviceContentForSlug("toString")).toEqual([]);
  });

  it("labels services as the Services menu does", () => {
    expect(serviceLabelForSlug("home-interior-design")).toBe("Home Interior");
    expect(serviceLabelForSlug("md-room-interior-design")).toBe("MD Room");
    expect(serviceLabelForSlug("work-station-area-interior-design")).toBe("Work Station Area");
    expect(serviceLabelForSlug("showroom-outlet-interior-design")).toBe("Showroom & Outlet Interior");
    expect(serviceLabelForSlug("kitchen-cabinet-design")).toBe("Kitchen Cabinet");
  });

  it("has no label for a slug outside the Services menu", () => {
    expect(serviceLabelForSlug("garden-design")).toBeUndefined();
    expect(serviceLabelForSlug("residential-interior-design")).toBeUndefined();
    expect(serviceLabelForSlug("")).toBeUndefined();
  });
});

describe("navigation", () => {
  it("has the SPEC's top-level menu in order", () => {
    expect(mainMenu.map((item) => item.label)).toEqual([
      "Home",
      "About Us",
      "Portfolio",
      "Projects",
      "Services",
      "Accessories",
      "Checkout",
    ]);
  });

  it("nests the sub-services under Home Interior and Office Interior", () => {
    const services = menuItem("Services").children ?? [];
    expect(services.map((item) => item.label)).toEqual([
      "Home Interior",
      "Office Interior",
      "Restaurant Interior",
      "Showroom & Outlet Interior",
      "Hotel Interior",
    ]);
    expect(menuItem("Home Interior", services).children?.map((item) => item.label)).toEqual([
      "Bedroom",
      "Drawing Room",
      "Dining Room",
      "Kitchen Cabinet",
    ]);
    expect(menuItem("Office Interior", services).children?.map((item) => item.label)).toEqual([
      "MD Room",
      "Conference Room",
      "Reception",
      "Work Station Area",
    ]);
  });

  it("links to every portfolio and service page and to nothing unknown", () => {
    const paths = allMenuPaths(mainMenu);
    expect(paths.filter((path) => path.startsWith("/portfolio/"))).toEqual(
      SPEC_PORTFOLIO_SLUGS.map((slug) => `/portfolio/${slug}`),
    );
    expect(paths.filter((path) => path.startsWith("/services/")).sort()).toEqual(
      SPEC_SERVICE_SLUGS.map((slug) => `/services/${slug}`).sort(),
    );
    const pages = [
      "/",
      "/company-overview",
      "/mission-vision",
      "/portfolio",
      "/projects",
      "/view-accessories",
      "/checkout-order",
    ];
    for (const path of paths) {
      expect(pages.includes(path) || /^\/(portfolio|services)\/[a-z0-9-]+$/.test(path)).toBe(true);
    }
    // The footer adds the order tracking page, which is in no menu.
    const footerPages = [...paths, "/track-order"];
    for (const link of [...footerQuickLinks, ...footerServices, ...homeContent.about.services.items]) {
      expect(footerPages).toContain(link.to);
    }
  });

  it.each([
    ["Home", "/", true],
    ["Home", "/portfolio", false],
    ["Home", "", true],
    ["Portfolio", "/portfolio", true],
    ["Portfolio", "/portfolio/", true],
    ["Portfolio", "/portfolio/office-interior-design", true],
    ["Portfolio", "/Portfolio/Office-Interior-Design", true],
    ["Portfolio", "/portfolios", false],
    ["Projects", "/projects", true],
    ["Projects", "/project/view-details/banani", true],
    ["Projects", "/project", false],
    ["Portfolio", "/project/view-details/banani", false],
    ["About Us", "/company-overview", true],
    ["About Us", "/mission-vision", true],
    ["About Us", "/", false],
    ["Services", "/services/bedroom-interior-design", true],
    ["Services", "/services/home-interior-design", true],
    ["Services", "/services/unknown-service", false],
    ["Accessories", "/view-accessories", true],
    ["Accessories", "/accessories/details/brass-lamp/42", true],
    ["Checkout", "/checkout-order", true],
    ["Checkout", "/view-accessories", false],
  ])("%s is active on %j: %s", (label, pathname, active) => {
    expect(isMenuItemActive(pathname, menuItem(label))).toBe(active);
  });

  it("highlights a nested parent through its child only", () => {
    const homeInterior = menuItem("Home Interior", menuItem("Services").children);
    expect(isMenuItemActive("/services/bedroom-interior-design", homeInterior)).toBe(true);
    expect(isMenuItemActive("/services/home-interior-design", homeInterior)).toBe(true);
    expect(isMenuItemActive("/services/md-room-interior-design", homeInterior)).toBe(false);
  });

  it("highlights exactly one top-level item on every menu route", () => {
    for (const path of allMenuPaths(mainMenu)) {
      expect(mainMenu.filter((item) => isMenuItemActive(path, item))).toHaveLength(1);
    }
  });
});

describe("images", () => {
  it("gives every image a key and a descriptive alt text", () => {
    expect(allImageRefs.length).toBeGreaterThan(150);
    for (const image of allImageRefs) {
      expect(image.key).toMatch(/^[a-z0-9-]+\/[a-z0-9-]+$/);
      expect(image.alt.split(" ").length).toBeGreaterThanOrEqual(4);
    }
  });

  it("references only keys that are in the image manifest", () => {
    const missing = [...new Set(allImageRefs.map((image) => image.key))].filter(
      (key) => !Object.hasOwn(imageManifest, key),
    );
    expect(missing).toEqual([]);
  });

  it("uses all 11 carousel images and the four showroom slides", () => {
    expect(homeCarouselImages.map((image) => image.key)).toEqual(
      Array.from({ length: 11 }, (_, index) => `home/carousel-${index + 1}`),
    );
    expect(homeContent.location.sliderImages.map((image) => image.key)).toEqual(
      Array.from({ length: 4 }, (_, index) => `home/showroom-${index + 1}`),
    );
  });
});

describe("home", () => {
  it("uses the SPEC's exact strings", () => {
    expect(homeContent.hero.tagline).toBe("Crafting elegance, one space at a time.");
    expect(homeContent.categories.title).toBe("Portfolio");
    expect(homeContent.categories.line).toBe(
      "Dhaka's finest interior design company for crafting cutting-edge interiors for modern living and business spaces",
    );
    expect(homeContent.about.title).toBe("Best Interior Design Company in Bangladesh");
    expect(homeContent.brands.title).toBe("Trusted by the leading brands in Bangladesh");
    expect(homeContent.brands.line).toBe("Your trust is the key to our progress");
    expect(homeContent.workProcess.steps.map((step) => step.title)).toEqual([
      "We Listen",
      "We Create",
      "We Deliver",
    ]);
    expect(homeContent.location.title).toBe("Our Location");
    expect(homeContent.map.title).toBe("Find Us on Google Maps");
    expect(homeContent.conclusion.title).toBe("Transforming Spaces, Crafting Luxury");
    expect(homeContent.accessories.viewMore.to).toBe("/view-accessories");
  });

  it("covers the SEO block's process, reasons and services", () => {
    expect(homeContent.about.process.steps).toHaveLength(4);
    expect(homeContent.about.reasons.items).toHaveLength(5);
    expect(homeContent.about.reasons.items.map((reason) => reason.title)).toContain(
      "12+ Years of Experience",
    );
    expect(homeContent.about.services.items).toHaveLength(6);
  });

  it("gives every section its own SPEC anchor, in the SPEC's order", () => {
    expect(Object.values(homeContent).map((section) => section.anchor)).toEqual([
      "home",
      "categories",
      "about",
      "projects",
      "accessories",
      "brands",
      "expertise",
      "progress",
      "location",
      "map",
      "conclusion",
    ]);
  });

  it("fills the showroom accordion from the site config", () => {
    const items = showroomAccordion(siteConfigWith({ showroomAddress: "Road 5, Gulshan-1, Dhaka 1212" }));
    expect(items.map((item) => item.title)).toEqual(["Our Address", "Why visit us?", "Showroom Hours"]);
    expect(items[0].lines).toContain("Road 5, Gulshan-1, Dhaka 1212");
    expect(items[2].lines).toEqual(["Sunday to Saturday, 10:00 AM to 9:00 PM"]);
  });
});

describe("company, mission and figures", () => {
  it("states the SPEC's figures", () => {
    expect(servicesStats.map(({ value, label }) => `${value} ${label}`)).toEqual([
      "500+ Projects",
      "12+ Years",
      "On-time Handover",
      "500+ Happy Clients",
    ]);
    expect(companyStats.map(({ value, label }) => `${value} ${label}`)).toEqual([
      "15+ Years",
      "600+ Projects Delivered",
      "60+ Expert Team Members",
      "99% Client Satisfaction",
    ]);
    expect(companyOverview.stats).toBe(companyStats);
  });

  it("has the four core values in order", () => {
    expect(missionVision.values.items.map((value) => value.title)).toEqual([
      "Creativity",
      "Integrity",
      "Sustainability",
      "Excellence",
    ]);
    expect(missionVision.portfolioLink).toEqual({ label: "View Our Portfolio", to: "/portfolio" });
  });

  it("has eight client logos in the agreed order", () => {
    expect(clientLogos.map((logo) => logo.src)).toEqual(
      Array.from({ length: 8 }, (_, index) => `/logos/logo-${index + 1}.svg`),
    );
    expect(clientLogos[0].alt).toBe("Meridian Group");
    expect(clientLogos[7].alt).toBe("Buriganga Traders");
  });
});

describe("site config", () => {
  it("has the company's facts by default", () => {
    const site = siteConfigWith({});
    expect(site).toEqual(defaultSiteConfig);
    expect(site.name).toBe("Nakshi Interiors");
    expect(site.foundingYear).toBe(2012);
    expect(site.copyrightYear).toBe(2025);
    expect(site.phone).toEqual({ display: "+880 1711-223344", href: "tel:+8801711223344" });
    expect(site.email.href).toBe("mailto:hello@nakshiinteriors.com.bd");
    expect(site.showroom.oneLine).toBe("House 42, Road 11, Banani, Dhaka 1213");
    expect(site.factory.oneLine).toBe("Plot 17, BSCIC Industrial Estate, Tongi, Gazipur 1710");
    expect(site.showroomHours).toMatchObject({ opens: "10:00", closes: "21:00" });
    expect(site.mapsUrl).toMatch(/^https:\/\/www\.google\.com\/maps\//);
  });

  it("applies a deployment's overrides to the contact facts", () => {
    const site = siteConfigWith({
      name: "Nakshi Interiors Chattogram",
      phone: "+880 1811-000111",
      email: "ctg@nakshiinteriors.com.bd",
      showroomAddress: "House 9, Road 2, Khulshi, Chattogram 4225",
      factoryAddress: "Plot 3, Kalurghat Industrial Area, Chattogram-4212",
    });
    expect(site.name).toBe("Nakshi Interiors Chattogram");
    expect(site.phone).toEqual({ display: "+880 1811-000111", href: "tel:+8801811000111" });
    expect(site.email).toEqual({
      address: "ctg@nakshiinteriors.com.bd",
      href: "mailto:ctg@nakshiinteriors.com.bd",
    });
    expect(site.showroom).toMatchObject({
      street: "House 9, Road 2",
      area: "Khulshi",
      city: "Chattogram",
      postalCode: "4225",
      oneLine: "House 9, Road 2, Khulshi, Chattogram 4225",
    });
    expect(site.factory).toMatchObject({
      street: "Plot 3",
      area: "Kalurghat Industrial Area",
      city: "Chattogram",
      postalCode: "4212",
    });
    expect(site.mapsUrl).toContain(encodeURIComponent("Khulshi"));
  });

  it("leaves the defaults untouched", () => {
    siteConfigWith({ phone: "+880 1811-000111" });
    expect(defaultSiteConfig.phone.display).toBe("+880 1711-223344");
  });
});
