/**
 * The site menu of docs/product.md#navigation as data, shared by the header, the mobile drawer and the footer.
 * Paths are written out here rather than derived from the content modules so the header does not
 * pull page copy into every bundle; content.test.ts checks they agree.
 */
import type { NavLink } from "./types";
import {
  paths,
  ACCESSORY_DETAILS_PREFIX,
  PROJECT_DETAILS_PREFIX,
  portfolioCategoryPath,
  servicePath,
} from "../common/paths";
import { stripLangPrefix } from "../common/lang";

/** Every label of the menus; the message catalogues (app/i18n/messages) translate each. */
export type MenuLabel =
  | "Home"
  | "About Us"
  | "Company Overview"
  | "Mission & Vision"
  | "Portfolio"
  | "Residential Interior"
  | "Office Interior"
  | "Hotel Interior"
  | "Restaurant Interior"
  | "Showroom Interior"
  | "Kitchen Cabinet"
  | "Projects"
  | "Services"
  | "Home Interior"
  | "Bedroom"
  | "Drawing Room"
  | "Dining Room"
  | "MD Room"
  | "Conference Room"
  | "Reception"
  | "Work Station Area"
  | "Showroom & Outlet Interior"
  | "Accessories"
  | "Checkout"
  | "Track order";

export interface MenuItem {
  label: MenuLabel;
  /** Absent on pure group headings (About Us, Services), which only open a sub-menu. */
  to?: string;
  /**
   * Further path prefixes that highlight this item. Detail screens whose routes do not sit under
   * their list page (/project/view-details/*, /accessories/details/*) highlight the list page's item,
   * because that is where the visitor came from and no other item describes them.
   */
  alsoActiveUnder?: string[];
  children?: MenuItem[];
}

export const mainMenu: MenuItem[] = [
  { label: "Home", to: "/" },
  {
    label: "About Us",
    children: [
      { label: "Company Overview", to: paths.companyOverview },
      { label: "Mission & Vision", to: paths.missionVision },
    ],
  },
  {
    label: "Portfolio",
    to: paths.portfolio,
    children: [
      { label: "Residential Interior", to: portfolioCategoryPath("residential-interior-design") },
      { label: "Office Interior", to: portfolioCategoryPath("office-interior-design") },
      { label: "Hotel Interior", to: portfolioCategoryPath("hotel-interior-design") },
      { label: "Restaurant Interior", to: portfolioCategoryPath("restaurant-interior-design") },
      { label: "Showroom Interior", to: portfolioCategoryPath("showroom-interior-design") },
      { label: "Kitchen Cabinet", to: portfolioCategoryPath("kitchen-cabinet-design") },
    ],
  },
  { label: "Projects", to: paths.projects, alsoActiveUnder: [PROJECT_DETAILS_PREFIX] },
  {
    label: "Services",
    children: [
      {
        label: "Home Interior",
        to: servicePath("home-interior-design"),
        children: [
          { label: "Bedroom", to: servicePath("bedroom-interior-design") },
          { label: "Drawing Room", to: servicePath("drawing-room-interior-design") },
          { label: "Dining Room", to: servicePath("dining-room-interior-design") },
          { label: "Kitchen Cabinet", to: servicePath("kitchen-cabinet-design") },
        ],
      },
      {
        label: "Office Interior",
        to: servicePath("office-interior-design"),
        children: [
          { label: "MD Room", to: servicePath("md-room-interior-design") },
          { label: "Conference Room", to: servicePath("conference-room-interior-design") },
          { label: "Reception", to: servicePath("reception-interior-design") },
          { label: "Work Station Area", to: servicePath("work-station-area-interior-design") },
        ],
      },
      { label: "Restaurant Interior", to: servicePath("restaurant-interior-design") },
      { label: "Showroom & Outlet Interior", to: servicePath("showroom-outlet-interior-design") },
      { label: "Hotel Interior", to: servicePath("hotel-interior-design") },
    ],
  },
  { label: "Accessories", to: paths.accessories, alsoActiveUnder: [ACCESSORY_DETAILS_PREFIX] },
  { label: "Checkout", to: paths.checkout },
];

/** Router paths are matched case-insensitively and "/portfolio/" is the same page as "/portfolio". */
function normalizePath(path: string): string {
  // /bn/portfolio is the Portfolio page too, in Bengali.
  return stripLangPrefix(path.toLowerCase()).replace(/\/+$/, "") || "/";
}

/** "Starts with" at a segment boundary: /portfolio matches /portfolio/x but not /portfolios. */
function isAtOrUnder(pathname: string, route: string): boolean {
  const base = normalizePath(route);
  if (base === "/") return pathname === "/";
  return pathname === base || pathname.startsWith(`${base}/`);
}

/**
 * docs/product.md#navigation: an item is highlighted when the path equals or starts with its route. "/" only matches
 * itself, or Home would be highlighted everywhere; a group is highlighted when any child is.
 */
export function isMenuItemActive(pathname: string, item: MenuItem): boolean {
  const path = normalizePath(pathname);
  if (item.to !== undefined && isAtOrUnder(path, item.to)) return true;
  if (item.alsoActiveUnder?.some((prefix) => isAtOrUnder(path, prefix))) return true;
  return item.children?.some((child) => isMenuItemActive(path, child)) ?? false;
}

const servicesMenu = mainMenu.find((item) => item.label === "Services");

function findLabelByPath(items: MenuItem[], path: string): MenuLabel | undefined {
  for (const item of items) {
    if (item.to === path) return item.label;
    const nested = item.children && findLabelByPath(item.children, path);
    if (nested) return nested;
  }
  return undefined;
}

/** The service page banner heading; undefined means the slug is not a service of the menu. */
export function serviceLabelForSlug(slug: string): MenuLabel | undefined {
  return findLabelByPath(servicesMenu?.children ?? [], servicePath(slug));
}

export const footerQuickLinks: (NavLink & { label: MenuLabel })[] = [
  { label: "Home", to: "/" },
  { label: "Company Overview", to: paths.companyOverview },
  { label: "Mission & Vision", to: paths.missionVision },
  { label: "Portfolio", to: paths.portfolio },
  { label: "Projects", to: paths.projects },
  { label: "Accessories", to: paths.accessories },
  { label: "Checkout", to: paths.checkout },
  { label: "Track order", to: paths.trackOrder },
];

export const footerServices: (NavLink & { label: MenuLabel })[] = [
  { label: "Home Interior", to: servicePath("home-interior-design") },
  { label: "Office Interior", to: servicePath("office-interior-design") },
  { label: "Hotel Interior", to: servicePath("hotel-interior-design") },
  { label: "Restaurant Interior", to: servicePath("restaurant-interior-design") },
  { label: "Showroom & Outlet Interior", to: servicePath("showroom-outlet-interior-design") },
  { label: "Kitchen Cabinet", to: servicePath("kitchen-cabinet-design") },
];
