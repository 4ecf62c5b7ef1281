import { AccessoriesPreview } from "~/features/accessories";
import { HomePage } from "~/features/home";
import { PlacedOrderNotice } from "~/features/checkout/placed-order-notice";
import { clientLogos } from "../../content/clients";
import { homeCarouselImages, homeContent, showroomAccordion } from "../../content/home";
import { homeCarouselImagesBn, homeContentBn, showroomAccordionBn } from "../../content/home-bn";
import { portfolioCategories } from "../../content/portfolio";
import { findProjectBySlug } from "../../content/projects";
import { findProjectBySlugBn } from "../../content/projects-bn";
import { portfolioCategoriesBn } from "../../content/portfolio-bn";
import { localBusiness, pageLanguage, pageSite, rootDataOf, seoMeta } from "~/lib/seo";
import type { Route } from "./+types/home";
import { PROJECT_DETAILS_PREFIX } from "../../common/paths";
import { langOfRequest } from "../../common/lang";
import { siteConfigIn } from "../../content/site-bn";
import { accessoryCardPageIn } from "../../common/catalogue";
import { HOME_PREVIEW_COUNT } from "../../common/constants";

export function meta({ matches }: Route.MetaArgs) {
  const { siteUrl } = rootDataOf(matches);
  const site = pageSite(matches);
  const { lang, t } = pageLanguage(matches);
  return seoMeta(matches, {
    title: t.seo.homeTitle,
    description: t.seo.homeDescription,
    path: "/",
    jsonLd: [localBusiness(siteUrl, site, lang, t)],
  });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { catalogue } = context;
  // The page's words travel in its data, so the Bengali texts reach only /bn (the loader stays on the server).
  const lang = langOfRequest(request);
  const bengali = lang === "bn";
  const site = siteConfigIn(lang, context.site);
  // A catalogue outage must not take the marketing page down; the preview then loads (or fails) in the browser.
  // The preview's cards carry only what a showcase card shows (common/catalogue.ts `accessoryCardIn`).
  const accessories = await catalogue
    .listAccessories(1)
    .then((page) => accessoryCardPageIn(lang, page, HOME_PREVIEW_COUNT))
    .catch(() => undefined);
  const recentProjects = homeContent.recentProjects.projectSlugs.flatMap((slug) => {
    const project = (bengali ? findProjectBySlugBn : findProjectBySlug)(slug);
    if (!project) return [];
    const { title, clientType, location, images } = project;
    // The address is the project's slug, the same in both languages.
    return [{ title, clientType, location, path: `${PROJECT_DETAILS_PREFIX}/${slug}`, thumbnail: images[0] }];
  });
  return {
    content: bengali ? homeContentBn : homeContent,
    site: {
      name: site.name,
      foundingYear: site.foundingYear,
      mapsUrl: site.mapsUrl,
      address: site.showroom.oneLine,
      phone: site.phone,
      email: site.email,
    },
    showroomFacts: bengali ? showroomAccordionBn(site) : showroomAccordion(site),
    categories: bengali ? portfolioCategoriesBn : portfolioCategories,
    recentProjects,
    galleryImages: bengali ? homeCarouselImagesBn : homeCarouselImages,
    clientLogos,
    accessories,
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { accessories, ...page } = loaderData;
  return (
    <>
      <HomePage {...page} accessories={<AccessoriesPreview initialData={accessories} />} />
      <PlacedOrderNotice phone={page.site.phone.display} />
    </>
  );
}
