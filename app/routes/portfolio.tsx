import { PortfolioPage } from "~/features/portfolio";
import { portfolioCategories, portfolioPage } from "../../content/portfolio";
import { portfolioCategoriesBn, portfolioPageBn } from "../../content/portfolio-bn";
import { pageLanguage, seoMeta } from "~/lib/seo";
import type { Route } from "./+types/portfolio";
import { paths } from "../../common/paths";
import { langOfRequest } from "../../common/lang";

export function meta({ matches }: Route.MetaArgs) {
  const { t } = pageLanguage(matches);
  return seoMeta(matches, {
    title: t.portfolio.metaTitle,
    description: t.portfolio.metaDescription,
    path: paths.portfolio,
    breadcrumbs: [{ name: t.nav.Portfolio, path: paths.portfolio }],
  });
}

/** The page's texts in its language (the Bengali ones reach only /bn pages: the loader stays on the server). */
export function loader({ request }: Route.LoaderArgs) {
  const bengali = langOfRequest(request) === "bn";
  return {
    content: bengali ? portfolioPageBn : portfolioPage,
    categories: bengali ? portfolioCategoriesBn : portfolioCategories,
  };
}

export default function Portfolio({ loaderData }: Route.ComponentProps) {
  return <PortfolioPage content={loaderData.content} categories={loaderData.categories} />;
}
