import { CheckoutPage } from "~/features/checkout/checkout-page";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/checkout-order";
import { paths } from "../../common/paths";

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta(matches, {
    title: "Checkout",
    description: "Review your cart and place your order with Nakshi Interiors.",
    path: paths.checkout,
    breadcrumbs: [{ name: "Checkout", path: paths.checkout }],
  });
}

export default function CheckoutOrder() {
  return <CheckoutPage />;
}
