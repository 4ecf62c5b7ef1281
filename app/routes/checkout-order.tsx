import type { Route } from "./+types/checkout-order";

export function meta(_: Route.MetaArgs) {
  return [{ title: "Checkout | Nakshi Interiors" }];
}

export default function Page() {
  return (
    <section className="mx-auto max-w-6xl px-6 py-24">
      <h1 className="text-4xl text-walnut">Checkout</h1>
    </section>
  );
}
