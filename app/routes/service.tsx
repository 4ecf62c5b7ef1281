import { data } from "react-router";
import { ServicePage } from "~/features/services";
import { footerServices, serviceLabelForSlug } from "../../content/navigation";
import { serviceContentForSlug, servicesPage } from "../../content/services";
import { serviceContentForSlugBn, servicesPageBn, servicesStatsBn } from "../../content/services-bn";
import { servicesStats } from "../../content/stats";
import { pageLanguage, seoMeta } from "~/lib/seo";
import type { Route } from "./+types/service";
import { servicePath } from "../../common/paths";
import { langOfRequest } from "../../common/lang";

/** The page's texts in its language (the Bengali ones reach only /bn pages: the loader stays on the server). */
export function loader({ params, request }: Route.LoaderArgs) {
  const bengali = langOfRequest(request) === "bn";
  const shared = {
    bannerImage: (bengali ? servicesPageBn : servicesPage).banner.image,
    stats: bengali ? servicesStatsBn : servicesStats,
  };
  const label = serviceLabelForSlug(params.slug);
  if (!label) {
    return data(
      { ...shared, found: false as const, slug: params.slug, services: footerServices },
      { status: 404 },
    );
  }
  const blocks = bengali ? serviceContentForSlugBn(params.slug) : serviceContentForSlug(params.slug);
  return { ...shared, found: true as const, label, blocks };
}

export function meta({ loaderData, matches, params }: Route.MetaArgs) {
  const { t } = pageLanguage(matches);
  if (!loaderData?.found) {
    return [{ title: t.services.notFoundMetaTitle }, { name: "robots", content: "noindex" }];
  }
  const label = t.nav[loaderData.label];
  const first = loaderData.blocks[0]?.paragraphs[0]?.text;
  return seoMeta(matches, {
    title: t.services.metaTitle(label),
    description: first ?? t.services.metaDescription(label),
    path: servicePath(params.slug),
    breadcrumbs: [{ name: label, path: servicePath(params.slug) }],
  });
}

export default function Service({ loaderData }: Route.ComponentProps) {
  return <ServicePage {...loaderData} />;
}
