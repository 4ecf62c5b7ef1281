import { toSlug } from "./slug";

/**
 * Every page's address (docs/product.md#routes) comes from here: links, breadcrumbs, canonical URLs, the sitemap
 * and the server's page rules build them with these names, so a path is spelled once. The route table
 * (app/routes.ts) declares the same addresses as patterns.
 */
export const paths = {
  home: "/",
  companyOverview: "/company-overview",
  missionVision: "/mission-vision",
  portfolio: "/portfolio",
  projects: "/projects",
  accessories: "/view-accessories",
  checkout: "/checkout-order",
  trackOrder: "/track-order",
} as const;

/** The prefixes of the detail pages, for menus that highlight the list page above them. */
export const ACCESSORY_DETAILS_PREFIX = "/accessories/details";
export const PROJECT_DETAILS_PREFIX = "/project/view-details";
export const SERVICES_PREFIX = "/services";

/** /view-accessories for the first page, /view-accessories?page=N for the others. */
export function accessoriesPagePath(page = 1): string {
  return page > 1 ? `${paths.accessories}?page=${page}` : paths.accessories;
}

/**
 * A name with no Latin letters or digits (a Bangla-only name, say) slugs to "", and an empty path
 * segment would not match the route; the detail screen reads only the id, so any stand-in works.
 */
const EMPTY_NAME_SLUG = "accessory";

export function accessoryPath(accessory: { _id: string; name: string }): string {
  const nameSlug = toSlug(accessory.name) || EMPTY_NAME_SLUG;
  return `${ACCESSORY_DETAILS_PREFIX}/${nameSlug}/${encodeURIComponent(accessory._id)}`;
}

export function projectPath(title: string): string {
  return `${PROJECT_DETAILS_PREFIX}/${toSlug(title)}`;
}

export function portfolioCategoryPath(slug: string): string {
  return `${paths.portfolio}/${slug}`;
}

export function servicePath(slug: string): string {
  return `${SERVICES_PREFIX}/${slug}`;
}

/** The tracking page with the order number filled in (the phone is still asked). */
export function trackOrderPath(orderNumber?: string): string {
  return orderNumber ? `${paths.trackOrder}?number=${encodeURIComponent(orderNumber)}` : paths.trackOrder;
}

/**
 * The path this server mounts the API on: an absolute PUBLIC_API_BASE (a CDN or proxy in front) still maps to
 * this server's own path.
 */
export function apiMountPath(publicApiBase: string): string {
  const pathname = /^https?:\/\//.test(publicApiBase) ? new URL(publicApiBase).pathname : publicApiBase;
  return pathname.replace(/\/+$/, "") || "/api";
}
