/**
 * Checks JSON-LD graphs against the properties Google requires for its Product (merchant listing and
 * product snippet) and Breadcrumb rich results, plus the ones this shop promises on every accessory page
 * (description, sku, brand, availability, url). Each check returns the problems found; none means valid.
 */

type Graph = Record<string, unknown>;

const AVAILABILITY = new Set(
  ["InStock", "OutOfStock", "PreOrder", "BackOrder", "Discontinued", "LimitedAvailability", "SoldOut"].map(
    (value) => `https://schema.org/${value}`,
  ),
);

const isAbsoluteUrl = (value: unknown) =>
  typeof value === "string" && /^https?:\/\/[^/\s]+\/\S*$/.test(value);
const isText = (value: unknown) => typeof value === "string" && value.trim().length > 0;
const asList = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === undefined ? [] : [value];

/** The `<script type="application/ld+json">` graphs of an HTML document, parsed. */
export function jsonLdGraphs(html: string): Graph[] {
  const graphs: Graph[] = [];
  for (const match of html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)) {
    graphs.push(JSON.parse(match[1]) as Graph);
  }
  return graphs;
}

export function productProblems(graph: Graph): string[] {
  const problems: string[] = [];
  if (graph["@context"] !== "https://schema.org") problems.push("@context is not https://schema.org");
  if (graph["@type"] !== "Product") problems.push("@type is not Product");
  if (!isText(graph.name)) problems.push("name is missing");
  if (!isText(graph.description)) problems.push("description is missing");
  const images = asList(graph.image);
  if (images.length === 0) problems.push("image is missing");
  if (!images.every(isAbsoluteUrl)) problems.push("an image is not an absolute URL");
  if (!isText(graph.sku)) problems.push("sku is missing");
  const brand = graph.brand as Graph | undefined;
  if (!brand || !isText(brand.name)) problems.push("brand.name is missing");
  if (!isAbsoluteUrl(graph.url)) problems.push("url is not an absolute URL");

  const offers = asList(graph.offers) as Graph[];
  if (offers.length === 0)
    problems.push("offers is missing (Google needs offers, review or aggregateRating)");
  for (const offer of offers) {
    if (offer["@type"] !== "Offer") problems.push("an offer's @type is not Offer");
    const price = Number(offer.price);
    if (offer.price === undefined || !Number.isFinite(price) || price <= 0) {
      problems.push("an offer's price is not a positive number");
    }
    if (typeof offer.priceCurrency !== "string" || !/^[A-Z]{3}$/.test(offer.priceCurrency)) {
      problems.push("an offer's priceCurrency is not an ISO 4217 code");
    }
    if (!AVAILABILITY.has(String(offer.availability))) {
      problems.push("an offer's availability is not a schema.org ItemAvailability URL");
    }
    if (!isAbsoluteUrl(offer.url)) problems.push("an offer's url is not an absolute URL");
  }
  return problems;
}

export function breadcrumbProblems(graph: Graph): string[] {
  const problems: string[] = [];
  if (graph["@context"] !== "https://schema.org") problems.push("@context is not https://schema.org");
  if (graph["@type"] !== "BreadcrumbList") problems.push("@type is not BreadcrumbList");
  const items = asList(graph.itemListElement) as Graph[];
  if (items.length < 2) problems.push("itemListElement has fewer than two ListItems");
  items.forEach((item, index) => {
    if (item["@type"] !== "ListItem") problems.push(`item ${index + 1}: @type is not ListItem`);
    if (item.position !== index + 1) problems.push(`item ${index + 1}: position is not ${index + 1}`);
    if (!isText(item.name)) problems.push(`item ${index + 1}: name is missing`);
    // Google allows the last crumb without a URL; every other one needs it.
    const last = index === items.length - 1;
    if (!(last && item.item === undefined) && !isAbsoluteUrl(item.item)) {
      problems.push(`item ${index + 1}: item is not an absolute URL`);
    }
  });
  return problems;
}
