import type { Route } from "./+types/portfolio";

export function meta(_: Route.MetaArgs) {
  return [{ title: "Portfolio | Nakshi Interiors" }];
}

export default function Page() {
  return (
    <section className="mx-auto max-w-6xl px-6 py-24">
      <h1 className="text-4xl text-walnut">Portfolio</h1>
    </section>
  );
}
