import type { Route } from "./+types/company-overview";

export function meta(_: Route.MetaArgs) {
  return [{ title: "Company Overview | Nakshi Interiors" }];
}

export default function Page() {
  return (
    <section className="mx-auto max-w-6xl px-6 py-24">
      <h1 className="text-4xl text-walnut">Company Overview</h1>
    </section>
  );
}
