import { data, Link } from "react-router";
import type { Route } from "./+types/not-found";
import { paths } from "../../common/paths";

export function loader() {
  return data(null, { status: 404 });
}

export function meta(_: Route.MetaArgs) {
  return [{ title: "Page not found | Nakshi Interiors" }, { name: "robots", content: "noindex" }];
}

export default function NotFoundPage() {
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center px-6 py-24 text-center">
      <p className="text-sm font-medium tracking-[0.2em] text-walnut uppercase">Error 404</p>
      <h1 className="mt-4 text-4xl text-walnut sm:text-5xl">Page not found</h1>
      <p className="mt-4 text-charcoal/80">
        The page you are looking for has moved or never existed. Let us take you somewhere beautiful instead.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className="rounded-full bg-walnut px-6 py-3 text-ivory hover:bg-walnut-dark">
          Back to home
        </Link>
        <Link
          to={paths.portfolio}
          className="rounded-full border border-walnut px-6 py-3 text-walnut hover:bg-linen"
        >
          View our portfolio
        </Link>
      </div>
    </section>
  );
}
