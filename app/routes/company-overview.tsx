import { CompanyOverviewPage } from "~/features/about";
import { companyOverview } from "../../content/company";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/company-overview";
import { paths } from "../../common/paths";

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta(matches, {
    title: "Company Overview",
    description:
      "Since 2012 Nakshi Interiors has grown from a four-person Dhaka studio into a design-and-build company with its own Banani showroom and Tongi factory: 600+ projects, 60+ experts.",
    path: paths.companyOverview,
    breadcrumbs: [{ name: "Company Overview", path: paths.companyOverview }],
  });
}

export function loader() {
  return { content: companyOverview };
}

export default function CompanyOverview({ loaderData }: Route.ComponentProps) {
  return <CompanyOverviewPage content={loaderData.content} />;
}
