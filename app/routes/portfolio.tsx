import { PortfolioPage } from "~/features/portfolio";
import { portfolioCategories, portfolioPage } from "../../content/portfolio";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/portfolio";
import { paths } from "../../common/paths";

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta(matches, {
    title: "Portfolio",
    description:
      "Residential, office, hotel, restaurant, showroom and kitchen cabinet interiors designed and built by Nakshi Interiors in Dhaka and across Bangladesh.",
    path: paths.portfolio,
    breadcrumbs: [{ name: "Portfolio", path: paths.portfolio }],
  });
}

export function loader() {
  return { content: portfolioPage, categories: portfolioCategories };
}

export default function Portfolio({ loaderData }: Route.ComponentProps) {
  return <PortfolioPage content={loaderData.content} categories={loaderData.categories} />;
}
