import type { Route } from "./+types/accessory-details";

export default function Page({ params }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-6xl px-6 py-24">
      <h1 className="text-4xl text-walnut capitalize">{params.nameSlug.replace(/-/g, " ")}</h1>
    </section>
  );
}
