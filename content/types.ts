/**
 * Types of the static marketing content (docs/product.md#entities). Every image is referenced by its key in the
 * generated image manifest together with its alt text, so no image can reach the page without one.
 */

import type { ImageKey } from "../app/generated/image-manifest";

export type { ImageKey };

export interface ImageRef {
  key: ImageKey;
  alt: string;
}

export interface TitledText {
  title: string;
  text: string;
}

export interface NavLink {
  label: string;
  to: string;
}

export type PortfolioSlug =
  | "residential-interior-design"
  | "office-interior-design"
  | "hotel-interior-design"
  | "restaurant-interior-design"
  | "showroom-interior-design"
  | "kitchen-cabinet-design";

export type ServiceSlug =
  | "home-interior-design"
  | "office-interior-design"
  | "restaurant-interior-design"
  | "showroom-outlet-interior-design"
  | "hotel-interior-design"
  | "bedroom-interior-design"
  | "drawing-room-interior-design"
  | "dining-room-interior-design"
  | "kitchen-cabinet-design"
  | "md-room-interior-design"
  | "conference-room-interior-design"
  | "reception-interior-design"
  | "work-station-area-interior-design";

export interface PortfolioCategory {
  id: 1 | 2 | 3 | 4 | 5 | 6;
  title: string;
  slug: PortfolioSlug;
  image: ImageRef;
}

export interface PortfolioEntry {
  title: string;
  slug: PortfolioSlug;
  introParagraphs: string[];
  /** Rendered under the heading "Why Choose Us". */
  problemsWithoutUs: TitledText[];
  ourSolutions: TitledText[];
  servicesWeOffer: string[];
  materialsAndTeam: {
    materials: string[];
    team: string[];
  };
}

export interface ServiceContentBlock {
  title: string;
  image: ImageRef;
  paragraphs: TitledText[];
}

export interface Project {
  /** The location title, e.g. "Gulshan-2"; the card caption is "Address - {title}". */
  title: string;
  slug: string;
  location: string;
  clientType: string;
  /** The text of the About This Project box. */
  summary: string;
  year: number;
  areaSqFt: number;
  duration: string;
  scope: string[];
  /** The first image is the card thumbnail. */
  images: ImageRef[];
}

export interface ClientLogo {
  src: string;
  alt: string;
}

export interface ProcessStep {
  title: string;
  description: string;
}

export type StatIcon = "projects" | "calendar" | "clock" | "smile" | "team" | "star";

export interface Stat {
  icon: StatIcon;
  value: string;
  label: string;
}

export interface PageBanner {
  title: string;
  image: ImageRef;
}

export interface ContentSection {
  title: string;
  image?: ImageRef;
  paragraphs: string[];
}
