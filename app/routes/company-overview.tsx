import { CompanyOverviewPage } from "~/features/about";
import { companyOverview } from "../../content/company";
import { companyOverviewBn } from "../../content/about-bn";
import { langOfRequest } from "../../common/lang";
import { pageLanguage, seoMeta } from "~/lib/seo";
import type { Route } from "./+types/company-overview";
import { paths } from "../../common/paths";

export function meta({ matches }: Route.MetaArgs) {
  const { t } = pageLanguage(matches);
  return seoMeta(matches, {
    title: t.about.companyTitle,
    description: t.about.companyDescription,
    path: paths.companyOverview,
    breadcrumbs: [{ name: t.about.companyTitle, path: paths.companyOverview }],
  });
}

/** The page's texts in its language (the Bengali ones reach only /bn pages: the loader stays on the server). */
export function loader({ request }: Route.LoaderArgs) {
  return {
    content: langOfRequest(request) === "bn" ? companyOverviewBn : companyOverview,
  };
}

export default function CompanyOverview({ loaderData }: Route.ComponentProps) {
  return <CompanyOverviewPage content={loaderData.content} />;
}
