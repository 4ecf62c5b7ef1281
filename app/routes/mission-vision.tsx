import type { Route } from "./+types/mission-vision";

export function meta(_: Route.MetaArgs) {
  return [{ title: "Mission & Vision | Nakshi Interiors" }];
}

export default function Page() {
  return (
    <section className="mx-auto max-w-6xl px-6 py-24">
      <h1 className="text-4xl text-walnut">Mission &amp; Vision</h1>
    </section>
  );
}
