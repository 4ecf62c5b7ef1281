import { data, useRouteLoaderData } from "react-router";
import { AccessoryDetail } from "~/features/accessories/accessory-detail";
import { accessoryDescription, accessoryIn, accessoryName, type Accessory } from "../../common/catalogue";
import { accessoryBreadcrumbs, productJsonLd } from "~/lib/product-structured-data";
import { ApiQueryProvider } from "~/lib/query-client";
import { alternateLinks, pageLanguage, rootDataOf, type RootLoaderData } from "~/lib/seo";
import { langOfRequest, localizePath, OG_LOCALE } from "../../common/lang";
import type { Route } from "./+types/accessory-details";
import { accessoryPath } from "../../common/paths";
import { META_DESCRIPTION_MAX_LENGTH } from "../../common/limits";

type DetailLoaderData = {
  accessory: Accessory | undefined;
  notFound: boolean;
  /** Absolute, for the canonical link and the link-preview image. */
  siteUrl: string | undefined;
};

export async function loader({ params, context, request }: Route.LoaderArgs) {
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
  // An English page's data leaves out the accessory's Bengali texts (common/catalogue.ts).
  const lang = langOfRequest(request);
  return {
    accessory: accessoryIn(lang, accessory),
    notFound: false,
    siteUrl: context.siteUrl,
  } satisfies DetailLoaderData;
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
  const { lang, t } = pageLanguage(matches);
  if (loaderData?.notFound)
    return [{ title: `${t.shop.notFoundTitle} | Nakshi Interiors` }, { name: "robots", content: "noindex" }];
  const accessory = loaderData?.accessory;
  // After a client-side navigation the component names the page once the API has answered.
  if (!accessory) return [];

  const name = accessoryName(accessory, lang);
  const title = `${name} | Nakshi Interiors`;
  const description = summary(accessoryDescription(accessory, lang));
  const tags: Route.MetaDescriptors = [
    { title },
    { name: "description", content: description },
    { property: "og:type", content: "product" },
    { property: "og:title", content: name },
    { property: "og:description", content: description },
  ];
  const image =
    accessory.images.find((candidate) => candidate.imageUrl)?.imageUrl ?? accessory.image?.imageUrl;
  if (loaderData.siteUrl) {
    const path = accessoryPath(accessory);
    const url = `${loaderData.siteUrl}${localizePath(path, lang)}`;
    tags.push({ tagName: "link", rel: "canonical", href: url }, { property: "og:url", content: url });
    tags.push(...alternateLinks(loaderData.siteUrl, path), {
      property: "og:locale",
      content: OG_LOCALE[lang],
    });
    if (image) tags.push({ property: "og:image", content: `${loaderData.siteUrl}${image}` });
  }
  tags.push({ property: "product:price:amount", content: String(accessory.rate) });
  tags.push({ property: "product:price:currency", content: "BDT" });
  // Structured data goes in the server's HTML, where crawlers read it; a client-side navigation has no
  // loader origin and does not need it.
  if (loaderData.siteUrl) {
    const { site } = rootDataOf(matches);
    tags.push(
      { "script:ld+json": productJsonLd(loaderData.siteUrl, site.name, accessory, lang) },
      { "script:ld+json": accessoryBreadcrumbs(loaderData.siteUrl, accessory, lang, t) },
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
