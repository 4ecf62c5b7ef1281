import { toSlug } from "../common/slug";
import { breadcrumbProblems, jsonLdGraphs, productProblems } from "../tests/helpers/structured-data";
import { expect, test } from "./fixtures";

const metaContent = (html: string, attribute: string, name: string) =>
  new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`).exec(html)?.[1];

test("the home page carries its title, canonical URL, share tags and LocalBusiness data", async ({
  request,
}) => {
  const html = await (await request.get("/")).text();
  expect(html).toMatch(/<html lang="en"/);
  expect(html).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/"/);
  expect(metaContent(html, "property", "og:title")).toContain("Nakshi Interiors");
  expect(metaContent(html, "name", "twitter:card")).toBe("summary_large_image");
  const graph = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]);
  expect(graph["@type"]).toBe("HomeAndConstructionBusiness");
  expect(graph.openingHoursSpecification[0]).toMatchObject({ opens: "10:00", closes: "21:00" });
  expect(graph.openingHoursSpecification[0].dayOfWeek).toHaveLength(7);
  expect(graph.geo["@type"]).toBe("GeoCoordinates");
});

test("inner pages carry breadcrumbs and their own canonical URL", async ({ request }) => {
  const html = await (await request.get("/portfolio/office-interior-design")).text();
  expect(html).toMatch(/<link rel="canonical" href="[^"]+\/portfolio\/office-interior-design"/);
  expect(html).toContain('"@type":"BreadcrumbList"');
});

test("the sitemap lists every page kind and every accessory, and robots.txt points to it", async ({
  request,
}) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const path of [
    "/company-overview",
    "/portfolio/kitchen-cabinet-design",
    "/project/view-details/gulshan-2",
  ]) {
    expect(sitemap).toContain(`${path}</loc>`);
  }
  expect(sitemap).toContain("/services/work-station-area-interior-design</loc>");
  const catalogue = await (await request.get("/api/accessory/get-all-accessories")).json();
  const accessoryUrls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].filter((match) =>
    new URL(match[1]).pathname.startsWith("/accessories/details/"),
  );
  expect(accessoryUrls).toHaveLength(catalogue.pagination.totalItems);
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml/);
});

test("an accessory page's HTML carries Product and BreadcrumbList data that Google's rich results accept", async ({
  request,
}) => {
  const catalogue = await (await request.get("/api/accessory/get-all-accessories")).json();
  // One on sale: the back office's browser tests mark one of theirs out of stock.
  const accessory = catalogue.data.find((item: { outOfStock?: boolean }) => !item.outOfStock);
  const path = `/accessories/details/${toSlug(accessory.name) || "accessory"}/${accessory._id}`;
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  const graphs = jsonLdGraphs(await response.text());

  const product = graphs.find((graph) => graph["@type"] === "Product");
  expect(product, "Product JSON-LD").toBeDefined();
  expect(productProblems(product!)).toEqual([]);
  expect(product).toMatchObject({
    name: accessory.name,
    sku: accessory.code,
    brand: { name: "Nakshi Interiors" },
    offers: { price: accessory.rate, priceCurrency: "BDT", availability: "https://schema.org/InStock" },
  });
  expect(product!.url).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:\\d+${path}$`));

  const breadcrumbs = graphs.find((graph) => graph["@type"] === "BreadcrumbList");
  expect(breadcrumbs, "BreadcrumbList JSON-LD").toBeDefined();
  expect(breadcrumbProblems(breadcrumbs!)).toEqual([]);
});
