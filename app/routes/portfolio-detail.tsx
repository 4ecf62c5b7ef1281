import { data } from "react-router";
import { PortfolioDetailPage, PortfolioNotFound, slugWords } from "~/features/portfolio";
import { findPortfolioEntry, portfolioCategories, portfolioImagesForSlug } from "../../content/portfolio";
import {
  findPortfolioEntryBn,
  portfolioCategoriesBn,
  portfolioHeadingsBn,
  portfolioImagesForSlugBn,
} from "../../content/portfolio-bn";
import { pageLanguage, seoMeta } from "~/lib/seo";
import type { Route } from "./+types/portfolio-detail";
import { paths, portfolioCategoryPath } from "../../common/paths";
import { langOfRequest } from "../../common/lang";

/** The category's texts in the page's language (the Bengali ones reach only /bn pages: the loader stays on the server). */
export function loader({ params, request }: Route.LoaderArgs) {
  const bengali = langOfRequest(request) === "bn";
  const entry = (bengali ? findPortfolioEntryBn : findPortfolioEntry)(params.slug);
  const category = (bengali ? portfolioCategoriesBn : portfolioCategories).find(
    (candidate) => candidate.slug === params.slug,
  );
  if (!entry || !category) return data({ found: false as const }, { status: 404 });
  return {
    found: true as const,
    heading: bengali ? portfolioHeadingsBn[entry.slug] : slugWords(entry.slug),
    banner: category.image,
    entry,
    images: (bengali ? portfolioImagesForSlugBn : portfolioImagesForSlug)(entry.slug),
  };
}

export function meta({ loaderData, matches, params }: Route.MetaArgs) {
  const { t } = pageLanguage(matches);
  if (!loaderData?.found) {
    return [{ title: t.portfolio.notFoundMetaTitle }, { name: "robots", content: "noindex" }];
  }
  return seoMeta(matches, {
    title: t.portfolio.detailMetaTitle(loaderData.heading),
    description: loaderData.entry.introParagraphs[0],
    path: portfolioCategoryPath(params.slug),
    breadcrumbs: [
      { name: t.nav.Portfolio, path: paths.portfolio },
      { name: loaderData.heading, path: portfolioCategoryPath(params.slug) },
    ],
  });
}

export default function PortfolioDetail({ loaderData }: Route.ComponentProps) {
  if (!loaderData.found) return <PortfolioNotFound />;
  return (
    <PortfolioDetailPage
      heading={loaderData.heading}
      banner={loaderData.banner}
      entry={loaderData.entry}
      images={loaderData.images}
    />
  );
}
