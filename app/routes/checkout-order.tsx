import { CheckoutPage } from "~/features/checkout/checkout-page";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/checkout-order";

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta(matches, {
    title: "Checkout",
    description: "Review your cart and place your order with Nakshi Interiors.",
    path: "/checkout-order",
    breadcrumbs: [{ name: "Checkout", path: "/checkout-order" }],
  });
}

export default function CheckoutOrder() {
  return <CheckoutPage />;
}
