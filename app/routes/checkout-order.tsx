import { CheckoutPage } from "~/features/checkout/checkout-page";
import type { Route } from "./+types/checkout-order";

export function meta(_: Route.MetaArgs) {
  return [
    { title: "Checkout | Nakshi Interiors" },
    { name: "description", content: "Review your cart and place your order with Nakshi Interiors." },
    // A cart is personal: the page has nothing for a search engine to show.
    { name: "robots", content: "noindex" },
  ];
}

export default function CheckoutOrder() {
  return <CheckoutPage />;
}
