import { data } from "react-router";
import { PortfolioDetailPage, PortfolioNotFound, slugWords } from "~/features/portfolio";
import { findPortfolioEntry, portfolioCategories, portfolioImagesForSlug } from "../../content/portfolio";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/portfolio-detail";
import { paths, portfolioCategoryPath } from "../../common/paths";

export function loader({ params }: Route.LoaderArgs) {
  const entry = findPortfolioEntry(params.slug);
  const category = portfolioCategories.find((candidate) => candidate.slug === params.slug);
  if (!entry || !category) return data({ found: false as const }, { status: 404 });
  return {
    found: true as const,
    heading: slugWords(entry.slug),
    banner: category.image,
    entry,
    images: portfolioImagesForSlug(entry.slug),
  };
}

export function meta({ loaderData, matches, params }: Route.MetaArgs) {
  if (!loaderData?.found) {
    return [{ title: "Service Not Found | Nakshi Interiors" }, { name: "robots", content: "noindex" }];
  }
  return seoMeta(matches, {
    title: `${loaderData.heading} in Dhaka`,
    description: loaderData.entry.introParagraphs[0],
    path: portfolioCategoryPath(params.slug),
    breadcrumbs: [
      { name: "Portfolio", path: paths.portfolio },
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
