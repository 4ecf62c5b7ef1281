import type { Route } from "./+types/project-details";

export default function Page({ params }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-6xl px-6 py-24">
      <h1 className="text-4xl text-walnut capitalize">{params.slug.replace(/-/g, " ")}</h1>
    </section>
  );
}
