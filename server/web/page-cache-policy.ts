import { ACCESSORY_DETAILS_PREFIX, paths, PROJECT_DETAILS_PREFIX, SERVICES_PREFIX } from "../../common/paths";
import { stripLangPrefix } from "../../common/lang";

/**
 * How long browsers and shared caches (a CDN, or the server's own page cache) may keep each page's HTML.
 * Marketing pages are static content; shop pages carry catalogue data that may change, so they are shared
 * only briefly. The cart lives in the browser, so no page is personal.
 */
const MARKETING = "public, max-age=60, s-maxage=600, stale-while-revalidate=86400";
const CATALOGUE = "public, max-age=0, s-maxage=30, stale-while-revalidate=300";

const escapeForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Exactly one of these pages. */
const pages = (...pagePaths: string[]) => new RegExp(`^(?:${pagePaths.map(escapeForPattern).join("|")})$`);

/** A page below one of these prefixes, its remaining segments matching `rest`. */
const pagesUnder = (prefixes: string[], rest: string) =>
  new RegExp(`^(?:${prefixes.map(escapeForPattern).join("|")})/${rest}$`);

const policies: [RegExp, string][] = [
  [pages(paths.home), CATALOGUE],
  [pages(paths.companyOverview, paths.missionVision, paths.portfolio, paths.projects), MARKETING],
  [pagesUnder([paths.portfolio, SERVICES_PREFIX, PROJECT_DETAILS_PREFIX], "[\\w-]+"), MARKETING],
  [pages(paths.accessories, paths.checkout), CATALOGUE],
  [pagesUnder([ACCESSORY_DETAILS_PREFIX], "[^/]+/[^/]+"), CATALOGUE],
];

/** The home page shows the catalogue preview, hence its short shared lifetime. A /bn twin shares its page's. */
export function pageCachePolicy(pathname: string): string | undefined {
  const page = stripLangPrefix(pathname);
  return policies.find(([pattern]) => pattern.test(page))?.[1];
}

/** The query parameters a page reads; every other one changes nothing on it. */
const pageQueries: Record<string, readonly string[]> = {
  [paths.accessories]: ["page"],
};

/** Documents with a cache policy of their own (set by their route) that read no query either. */
const queryFreeDocuments = new Set(["/robots.txt", "/sitemap.xml"]);

/**
 * The address a cacheable page is rendered for and stored under: its path, with only the query parameters
 * that page reads (plus React Router's `_routes` on a data request, which picks the loaders that run). So
 * `/?cb=1`, `/?cb=2` … are all the page `/`, one render and one copy, and a link with `?utm_source=` or
 * `?fbclid=` gets the cached page. Undefined for a path with no cache policy: it is rendered as asked.
 */
export function pageCacheUrl(url: string): string | undefined {
  const queryAt = url.indexOf("?");
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const data = path.endsWith(".data");
  // React Router asks for the home page's data at /_root.data.
  const dataOf = path.slice(0, -".data".length);
  const pagePath = data ? (dataOf === "/_root" || dataOf === "" ? "/" : dataOf) : path;
  if (pageCachePolicy(pagePath) === undefined && !queryFreeDocuments.has(pagePath)) return undefined;
  if (queryAt === -1) return path;
  const read = [...(pageQueries[stripLangPrefix(pagePath)] ?? []), ...(data ? ["_routes"] : [])];
  if (read.length === 0) return path;
  const given = new URLSearchParams(url.slice(queryAt + 1));
  const kept = new URLSearchParams();
  // The first value of each, as the page's loader reads it (`searchParams.get`).
  for (const name of read) {
    const value = given.get(name);
    if (value !== null) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `${path}?${query}` : path;
}
