import { redirect } from "react-router";
import type { AccessoryPage } from "../../common/catalogue";
import { AccessoryList, accessoryListHref, pageCountOf } from "~/features/accessories/accessory-list";
import { clampPage, parsePageParam } from "~/features/accessories/pagination-window";
import { ApiQueryProvider } from "~/lib/query-client";
import type { Route } from "./+types/view-accessories";

const TITLE = "Accessories | Nakshi Interiors";
const DESCRIPTION =
  "Handmade vases, lamps, mirrors, rugs and decor from Nakshi Interiors' showroom in Banani, Dhaka. Order online with delivery across Bangladesh.";

export async function loader({ request, context }: Route.LoaderArgs) {
  const raw = new URL(request.url).searchParams.get("page");
  const page = parsePageParam(raw);
  const canonical = `${context.siteUrl}${accessoryListHref(page)}`;
  let initialData: AccessoryPage | undefined;
  try {
    initialData = await context.catalogue.listAccessories(page);
  } catch {
    // The browser retries through the API and shows the spec's error screen if that fails too.
    return { page, initialData, canonical };
  }
  const clamped = clampPage(page, pageCountOf(initialData));
  // One URL per page: a bad, padded or out-of-range ?page= moves to the page actually shown.
  if (raw !== (clamped > 1 ? String(clamped) : null)) throw redirect(accessoryListHref(clamped));
  return { page, initialData, canonical };
}

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  const page = parsePageParam(new URL(request.url).searchParams.get("page"));
  return { page, initialData: undefined, canonical: undefined as string | undefined };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const tags: Route.MetaDescriptors = [
    {
      title:
        loaderData && loaderData.page > 1 ? `Accessories, page ${loaderData.page} | Nakshi Interiors` : TITLE,
    },
    { name: "description", content: DESCRIPTION },
    { property: "og:title", content: TITLE },
    { property: "og:description", content: DESCRIPTION },
  ];
  if (loaderData?.canonical) tags.push({ tagName: "link", rel: "canonical", href: loaderData.canonical });
  return tags;
}

export default function ViewAccessories({ loaderData }: Route.ComponentProps) {
  return (
    <ApiQueryProvider>
      <AccessoryList page={loaderData.page} initialData={loaderData.initialData} />
    </ApiQueryProvider>
  );
}
