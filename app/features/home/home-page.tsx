import type { ReactNode } from "react";
import { nearViewport } from "~/components/near-viewport";
import { useI18n } from "~/i18n/i18n";
import { localDigits } from "~/i18n/format";
import type { AccordionItem as ShowroomFacts, homeContent } from "../../../content/home";
import type { ClientLogo, ImageRef, PortfolioCategory } from "../../../content/types";
import type { AboutSectionsProps } from "./about-sections";
import { ClosingBanner } from "./closing-banner";
import { HomeCategories } from "./home-categories";
import { HomeHero } from "./home-hero";
import { MapSection } from "./map-section";
import type { ProjectCardData } from "./recent-projects";
import { ShowroomLocation } from "./showroom-location";
import type { StorySectionsProps } from "./story-sections";

/**
 * Read-only sections below the first screen hydrate when the visitor scrolls near them, so the first
 * screen's JavaScript and hydration leave them out (the server's HTML shows them all along). Sections with
 * buttons (the showroom's accordion, the closing call to contact) hydrate with the page, so no click on them
 * is ever lost.
 */
const sectionsPlaceholder = () => <div className="min-h-screen" aria-busy="true" />;
const AboutSections = nearViewport<AboutSectionsProps>(
  () => import("./about-sections").then((module) => module.default),
  sectionsPlaceholder,
);
const StorySections = nearViewport<StorySectionsProps>(
  () => import("./story-sections").then((module) => module.default),
  sectionsPlaceholder,
);

export interface HomePageProps {
  content: typeof homeContent;
  site: {
    name: string;
    foundingYear: number;
    mapsUrl: string;
    address: string;
    phone: { display: string; href: string };
    email: { address: string; href: string };
  };
  showroomFacts: ShowroomFacts[];
  categories: PortfolioCategory[];
  recentProjects: ProjectCardData[];
  galleryImages: ImageRef[];
  clientLogos: ClientLogo[];
  /** The shop's preview section (anchor "accessories"), composed by the route. */
  accessories: ReactNode;
}

/** The home page, its sections in the order and with the anchors of docs/product.md#home-page. */
export function HomePage({
  content,
  site,
  showroomFacts,
  categories,
  recentProjects,
  galleryImages,
  clientLogos,
  accessories,
}: HomePageProps) {
  const { lang, t } = useI18n();
  const { hero, about, location, map, conclusion } = content;
  return (
    <>
      <HomeHero
        companyName={site.name}
        tagline={hero.tagline}
        eyebrow={t.home.heroEyebrow(localDigits(lang, site.foundingYear))}
        ctaLabel={hero.ctaLabel}
        image={hero.image}
      />
      <HomeCategories
        title={content.categories.title}
        line={content.categories.line}
        categories={categories}
      />
      <AboutSections
        about={{
          title: about.title,
          image: about.image,
          intro: about.intro,
          process: about.process,
          reasons: about.reasons,
          services: about.services,
        }}
        gallery={{ images: galleryImages }}
        recentProjects={{
          title: content.recentProjects.title,
          line: content.recentProjects.line,
          viewAll: content.recentProjects.viewAll,
          projects: recentProjects,
        }}
      />
      {accessories}
      <StorySections
        brands={{ title: content.brands.title, line: content.brands.line, logos: clientLogos }}
        missionVision={{
          title: content.missionVision.title,
          image: content.missionVision.image,
          mission: content.missionVision.mission,
          vision: content.missionVision.vision,
          link: content.missionVision.link,
        }}
        workProcess={{
          title: content.workProcess.title,
          image: content.workProcess.image,
          steps: content.workProcess.steps,
        }}
      />
      <ShowroomLocation
        title={location.title}
        facts={showroomFacts}
        images={location.sliderImages}
        phone={site.phone}
        email={site.email}
      />
      <MapSection
        title={map.title}
        line={map.line}
        linkLabel={map.linkLabel}
        image={map.image}
        mapsUrl={site.mapsUrl}
        address={site.address}
      />
      <ClosingBanner
        title={conclusion.title}
        line={conclusion.line}
        ctaLabel={conclusion.ctaLabel}
        image={conclusion.image}
      />
    </>
  );
}
