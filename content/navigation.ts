/**
 * The site menu of SPEC section 2 as data, shared by the header, the mobile drawer and the footer.
 * Paths are written out here rather than derived from the content modules so the header does not
 * pull page copy into every bundle; content.test.ts checks they agree.
 */
import type { NavLink } from "./types";

export interface MenuItem {
  label: string;
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
      { label: "Company Overview", to: "/company-overview" },
      { label: "Mission & Vision", to: "/mission-vision" },
    ],
  },
  {
    label: "Portfolio",
    to: "/portfolio",
    children: [
      { label: "Residential Interior", to: "/portfolio/residential-interior-design" },
      { label: "Office Interior", to: "/portfolio/office-interior-design" },
      { label: "Hotel Interior", to: "/portfolio/hotel-interior-design" },
      { label: "Restaurant Interior", to: "/portfolio/restaurant-interior-design" },
      { label: "Showroom Interior", to: "/portfolio/showroom-interior-design" },
      { label: "Kitchen Cabinet", to: "/portfolio/kitchen-cabinet-design" },
    ],
  },
  { label: "Projects", to: "/projects", alsoActiveUnder: ["/project/view-details"] },
  {
    label: "Services",
    children: [
      {
        label: "Home Interior",
        to: "/services/home-interior-design",
        children: [
          { label: "Bedroom", to: "/services/bedroom-interior-design" },
          { label: "Drawing Room", to: "/services/drawing-room-interior-design" },
          { label: "Dining Room", to: "/services/dining-room-interior-design" },
          { label: "Kitchen Cabinet", to: "/services/kitchen-cabinet-design" },
        ],
      },
      {
        label: "Office Interior",
        to: "/services/office-interior-design",
        children: [
          { label: "MD Room", to: "/services/md-room-interior-design" },
          { label: "Conference Room", to: "/services/conference-room-interior-design" },
          { label: "Reception", to: "/services/reception-interior-design" },
          { label: "Work Station Area", to: "/services/work-station-area-interior-design" },
        ],
      },
      { label: "Restaurant Interior", to: "/services/restaurant-interior-design" },
      { label: "Showroom & Outlet Interior", to: "/services/showroom-outlet-interior-design" },
      { label: "Hotel Interior", to: "/services/hotel-interior-design" },
    ],
  },
  { label: "Accessories", to: "/view-accessories", alsoActiveUnder: ["/accessories/details"] },
  { label: "Checkout", to: "/checkout-order" },
];

/** Router paths are matched case-insensitively and "/portfolio/" is the same page as "/portfolio". */
function normalizePath(path: string): string {
  return path.toLowerCase().replace(/\/+$/, "") || "/";
}

/** "Starts with" at a segment boundary: /portfolio matches /portfolio/x but not /portfolios. */
function isAtOrUnder(pathname: string, route: string): boolean {
  const base = normalizePath(route);
  if (base === "/") return pathname === "/";
  return pathname === base || pathname.startsWith(`${base}/`);
}

/**
 * SPEC: an item is highlighted when the path equals or starts with its route. "/" only matches
 * itself, or Home would be highlighted everywhere; a group is highlighted when any child is.
 */
export function isMenuItemActive(pathname: string, item: MenuItem): boolean {
  const path = normalizePath(pathname);
  if (item.to !== undefined && isAtOrUnder(path, item.to)) return true;
  if (item.alsoActiveUnder?.some((prefix) => isAtOrUnder(path, prefix))) return true;
  return item.children?.some((child) => isMenuItemActive(path, child)) ?? false;
}

const servicesMenu = mainMenu.find((item) => item.label === "Services");

function findLabelByPath(items: MenuItem[], path: string): string | undefined {
  for (const item of items) {
    if (item.to === path) return item.label;
    const nested = item.children && findLabelByPath(item.children, path);
    if (nested) return nested;
  }
  return undefined;
}

/** The service page banner heading; undefined means the slug is not a service of the menu. */
export function serviceLabelForSlug(slug: string): string | undefined {
  return findLabelByPath(servicesMenu?.children ?? [], `/services/${slug}`);
}

export const footerQuickLinks: NavLink[] = [
  { label: "Home", to: "/" },
  { label: "Company Overview", to: "/company-overview" },
  { label: "Mission & Vision", to: "/mission-vision" },
  { label: "Portfolio", to: "/portfolio" },
  { label: "Projects", to: "/projects" },
  { label: "Accessories", to: "/view-accessories" },
  { label: "Checkout", to: "/checkout-order" },
];

export const footerServices: NavLink[] = [
  { label: "Home Interior", to: "/services/home-interior-design" },
  { label: "Office Interior", to: "/services/office-interior-design" },
  { label: "Hotel Interior", to: "/services/hotel-interior-design" },
  { label: "Restaurant Interior", to: "/services/restaurant-interior-design" },
  { label: "Showroom & Outlet Interior", to: "/services/showroom-outlet-interior-design" },
  { label: "Kitchen Cabinet", to: "/services/kitchen-cabinet-design" },
];
