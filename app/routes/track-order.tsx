import { data } from "react-router";
import { TrackOrderPage, type TrackOrderAnswer } from "~/features/tracking/track-order-page";
import { trackingMessages } from "~/features/tracking/tracking-messages";
import { pageLanguage, seoMeta } from "~/lib/seo";
import type { Route } from "./+types/track-order";
import { TRACK_ORDER_NUMBER_MAX_LENGTH } from "../../common/limits";
import { paths } from "../../common/paths";
import { langOfRequest } from "../../common/lang";
import { trackedOrderIn } from "../../common/tracking";

/** A customer's own order: never kept by a cache, never indexed (the page is not in the sitemap either). */
const PRIVATE_HEADERS = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" } as const;

export function meta({ matches }: Route.MetaArgs) {
  const { t } = pageLanguage(matches);
  return seoMeta(matches, {
    title: t.tracking.title,
    description: t.tracking.metaDescription,
    path: paths.trackOrder,
    noindex: true,
  });
}

export function headers({ actionHeaders }: Route.HeadersArgs) {
  const retryAfter = actionHeaders.get("Retry-After");
  return { ...PRIVATE_HEADERS, ...(retryAfter ? { "Retry-After": retryAfter } : {}) };
}

/** `?number=` from the links in the customer's messages fills the number in; the phone is always asked. */
export function loader({ request }: Route.LoaderArgs) {
  const number = new URL(request.url).searchParams.get("number") ?? "";
  return data(
    { number: number.trim().slice(0, TRACK_ORDER_NUMBER_MAX_LENGTH) },
    { headers: PRIVATE_HEADERS },
  );
}

/** The form works without JavaScript: it posts here, and the page comes back with the answer. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const number = field("number").slice(0, TRACK_ORDER_NUMBER_MAX_LENGTH);
  const outcome = await context.trackOrder({ number: field("number"), phone: field("phone") });
  switch (outcome.kind) {
    case "found":
      return data<TrackOrderAnswer>(
        {
          kind: "found",
          order: trackedOrderIn(langOfRequest(request), outcome.order),
          number,
        },
        { headers: PRIVATE_HEADERS },
      );
    case "invalid":
      return data<TrackOrderAnswer>(
        { kind: "refused", message: trackingMessages.notFound, number, fields: outcome.fields },
        { status: 400, headers: PRIVATE_HEADERS },
      );
    case "limited":
      return data<TrackOrderAnswer>(
        { kind: "refused", message: trackingMessages.tooMany, number },
        {
          status: 429,
          headers: { ...PRIVATE_HEADERS, "Retry-After": String(outcome.retryAfterSeconds) },
        },
      );
    case "not-found":
      // The page itself was found: the refusal is its content (the JSON API answers 404).
      return data<TrackOrderAnswer>(
        { kind: "refused", message: trackingMessages.notFound, number },
        { headers: PRIVATE_HEADERS },
      );
  }
}

export default function TrackOrder({ loaderData, actionData }: Route.ComponentProps) {
  return <TrackOrderPage number={loaderData.number} answer={actionData} />;
}
