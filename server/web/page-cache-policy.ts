/**
 * How long browsers and shared caches (a CDN, or the server's own page cache) may keep each page's HTML.
 * Marketing pages are static content; shop pages carry catalogue data that may change, so they are shared
 * only briefly. The cart lives in the browser, so no page is personal.
 */
const MARKETING = "public, max-age=60, s-maxage=600, stale-while-revalidate=86400";
const CATALOGUE = "public, max-age=0, s-maxage=30, stale-while-revalidate=300";

const policies: [RegExp, string][] = [
  [/^\/$/, CATALOGUE],
  [/^\/(company-overview|mission-vision|portfolio|projects)$/, MARKETING],
  [/^\/(portfolio|services|project\/view-details)\/[\w-]+$/, MARKETING],
  [/^\/(view-accessories|checkout-order)$/, CATALOGUE],
  [/^\/accessories\/details\/[^/]+\/[^/]+$/, CATALOGUE],
];

/** The home page shows the catalogue preview, hence its short shared lifetime. */
export function pageCachePolicy(pathname: string): string | undefined {
  return policies.find(([pattern]) => pattern.test(pathname))?.[1];
}
