import { data } from "react-router";
import { ServicePage } from "~/features/services";
import { footerServices, serviceLabelForSlug } from "../../content/navigation";
import { serviceContentForSlug, servicesPage } from "../../content/services";
import { servicesStats } from "../../content/stats";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/service";
import { servicePath } from "../../common/paths";

export function loader({ params }: Route.LoaderArgs) {
  const shared = { bannerImage: servicesPage.banner.image, stats: servicesStats };
  const label = serviceLabelForSlug(params.slug);
  if (!label) {
    return data(
      { ...shared, found: false as const, slug: params.slug, services: footerServices },
      { status: 404 },
    );
  }
  return { ...shared, found: true as const, label, blocks: serviceContentForSlug(params.slug) };
}

export function meta({ loaderData, matches, params }: Route.MetaArgs) {
  if (!loaderData?.found) {
    return [{ title: "Service Not Found | Nakshi Interiors" }, { name: "robots", content: "noindex" }];
  }
  const first = loaderData.blocks[0]?.paragraphs[0]?.text;
  return seoMeta(matches, {
    title: `${loaderData.label} Design in Dhaka`,
    description:
      first ?? `${loaderData.label} design and build by Nakshi Interiors, Dhaka. Book a free site visit.`,
    path: servicePath(params.slug),
    breadcrumbs: [{ name: loaderData.label, path: servicePath(params.slug) }],
  });
}

export default function Service({ loaderData }: Route.ComponentProps) {
  return <ServicePage {...loaderData} />;
}
