import type { Route } from "./+types/home";

export function meta(_: Route.MetaArgs) {
  return [{ title: "Interior Design Company in Dhaka | Nakshi Interiors" }];
}

export default function Page() {
  return (
    <section className="mx-auto max-w-6xl px-6 py-24">
      <h1 className="text-4xl text-walnut">Nakshi Interiors</h1>
    </section>
  );
}
