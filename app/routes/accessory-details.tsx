import { data, useRouteLoaderData } from "react-router";
import { AccessoryDetail, NOT_FOUND_TITLE } from "~/features/accessories/accessory-detail";
import type { Accessory } from "../../common/catalogue";
import { accessoryBreadcrumbs, productJsonLd } from "~/lib/product-structured-data";
import { ApiQueryProvider } from "~/lib/query-client";
import { rootDataOf, type RootLoaderData } from "~/lib/seo";
import type { Route } from "./+types/accessory-details";
import { accessoryPath } from "../../common/paths";
import { META_DESCRIPTION_MAX_LENGTH } from "../../common/limits";

type DetailLoaderData = {
  accessory: Accessory | undefined;
  notFound: boolean;
  /** Absolute, for the canonical link and the link-preview image. */
  siteUrl: string | undefined;
};

export async function loader({ params, context }: Route.LoaderArgs) {
  let accessory: Accessory | null;
  try {
    accessory = await context.catalogue.findAccessory(params.id);
  } catch {
    // The browser asks the API again and shows the spec's not-found screen if that fails too.
    return { accessory: undefined, notFound: false, siteUrl: context.siteUrl } satisfies DetailLoaderData;
  }
  if (!accessory) {
    return data(
      { accessory: undefined, notFound: true, siteUrl: context.siteUrl } satisfies DetailLoaderData,
      {
        status: 404,
      },
    );
  }
  return { accessory, notFound: false, siteUrl: context.siteUrl } satisfies DetailLoaderData;
}

export function clientLoader(): DetailLoaderData {
  return { accessory: undefined, notFound: false, siteUrl: undefined };
}

function summary(text: string): string {
  return text.length > META_DESCRIPTION_MAX_LENGTH
    ? `${text.slice(0, META_DESCRIPTION_MAX_LENGTH - 3).trimEnd()}...`
    : text;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (loaderData?.notFound)
    return [{ title: `${NOT_FOUND_TITLE} | Nakshi Interiors` }, { name: "robots", content: "noindex" }];
  const accessory = loaderData?.accessory;
  // After a client-side navigation the component names the page once the API has answered.
  if (!accessory) return [];

  const title = `${accessory.name} | Nakshi Interiors`;
  const description = summary(accessory.description);
  const tags: Route.MetaDescriptors = [
    { title },
    { name: "description", content: description },
    { property: "og:type", content: "product" },
    { property: "og:title", content: accessory.name },
    { property: "og:description", content: description },
  ];
  const image =
    accessory.images.find((candidate) => candidate.imageUrl)?.imageUrl ?? accessory.image?.imageUrl;
  if (loaderData.siteUrl) {
    const url = `${loaderData.siteUrl}${accessoryPath(accessory)}`;
    tags.push({ tagName: "link", rel: "canonical", href: url }, { property: "og:url", content: url });
    if (image) tags.push({ property: "og:image", content: `${loaderData.siteUrl}${image}` });
  }
  tags.push({ property: "product:price:amount", content: String(accessory.rate) });
  tags.push({ property: "product:price:currency", content: "BDT" });
  // Structured data goes in the server's HTML, where crawlers read it; a client-side navigation has no
  // loader origin and does not need it.
  if (loaderData.siteUrl) {
    const { site } = rootDataOf(matches);
    tags.push(
      { "script:ld+json": productJsonLd(loaderData.siteUrl, site.name, accessory) },
      { "script:ld+json": accessoryBreadcrumbs(loaderData.siteUrl, accessory) },
    );
  }
  return tags;
}

export default function AccessoryDetails({ loaderData, params }: Route.ComponentProps) {
  // The root's data is there on the server and after every client-side navigation alike.
  const root = useRouteLoaderData("root") as RootLoaderData;
  return (
    <ApiQueryProvider>
      <AccessoryDetail
        key={params.id}
        id={params.id}
        initialData={loaderData.accessory}
        knownMissing={loaderData.notFound}
        whatsapp={{ number: root.site.whatsappNumber, siteUrl: root.siteUrl }}
      />
    </ApiQueryProvider>
  );
}
