import { redirect } from "react-router";
import { accessoryPageIn, type AccessoryPage } from "../../common/catalogue";
import { AccessoryList, accessoryListHref, pageCountOf } from "~/features/accessories/accessory-list";
import { clampPage, parsePageParam } from "~/features/accessories/pagination-window";
import { ApiQueryProvider } from "~/lib/query-client";
import type { Route } from "./+types/view-accessories";
import { langOfPath, localizePath, OG_LOCALE } from "../../common/lang";
import { alternateLinks, pageLanguage, rootDataOf } from "~/lib/seo";
import { localDigits } from "~/i18n/format";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = langOfPath(url.pathname);
  const raw = url.searchParams.get("page");
  const page = parsePageParam(raw);
  const canonical = `${context.siteUrl}${localizePath(accessoryListHref(page), lang)}`;
  let initialData: AccessoryPage | undefined;
  try {
    // An English page's data leaves out the accessories' Bengali texts (common/catalogue.ts).
    initialData = accessoryPageIn(lang, await context.catalogue.listAccessories(page));
  } catch {
    // The browser retries through the API and shows the spec's error screen if that fails too.
    return { page, initialData, canonical };
  }
  const clamped = clampPage(page, pageCountOf(initialData));
  // One URL per page: a bad, padded or out-of-range ?page= moves to the page actually shown.
  if (raw !== (clamped > 1 ? String(clamped) : null))
    throw redirect(localizePath(accessoryListHref(clamped), lang));
  return { page, initialData, canonical };
}

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  const page = parsePageParam(new URL(request.url).searchParams.get("page"));
  return { page, initialData: undefined, canonical: undefined as string | undefined };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const { lang, t } = pageLanguage(matches);
  const tags: Route.MetaDescriptors = [
    {
      title:
        loaderData && loaderData.page > 1
          ? t.seo.accessoriesPageTitle(localDigits(lang, loaderData.page))
          : t.seo.accessoriesTitle,
    },
    { name: "description", content: t.seo.accessoriesDescription },
    { property: "og:title", content: t.seo.accessoriesTitle },
    { property: "og:description", content: t.seo.accessoriesDescription },
    { property: "og:locale", content: OG_LOCALE[lang] },
  ];
  if (loaderData?.canonical) {
    tags.push({ tagName: "link", rel: "canonical", href: loaderData.canonical });
    const { siteUrl } = rootDataOf(matches);
    tags.push(...alternateLinks(siteUrl, loaderData.canonical.slice(siteUrl.length)));
  }
  return tags;
}

export default function ViewAccessories({ loaderData }: Route.ComponentProps) {
  return (
    <ApiQueryProvider>
      <AccessoryList page={loaderData.page} initialData={loaderData.initialData} />
    </ApiQueryProvider>
  );
}
