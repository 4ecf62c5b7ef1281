import { CheckoutPage } from "~/features/checkout/checkout-page";
import { pageLanguage, seoMeta } from "~/lib/seo";
import type { Route } from "./+types/checkout-order";
import { paths } from "../../common/paths";

export function meta({ matches }: Route.MetaArgs) {
  const { t } = pageLanguage(matches);
  return seoMeta(matches, {
    title: t.seo.checkoutTitle,
    description: t.seo.checkoutDescription,
    path: paths.checkout,
    breadcrumbs: [{ name: t.seo.checkoutTitle, path: paths.checkout }],
  });
}

/**
 * The delivery prices and suburbs in force, for the summary's range and the dialog's estimate: a few hundred
 * bytes with the page (its cached copies are dropped when an owner changes them), so the browser makes no call
 * of its own for them. Without them the page still works and the server charges all the same.
 */
export async function loader({ context }: Route.LoaderArgs) {
  try {
    const { rates, suburbs } = await context.deliverySettings();
    return { delivery: { rates, suburbs } };
  } catch {
    return { delivery: null };
  }
}

export default function CheckoutOrder({ loaderData }: Route.ComponentProps) {
  return <CheckoutPage delivery={loaderData.delivery} />;
}
