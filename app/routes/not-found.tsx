import { data } from "react-router";
import { Link } from "~/i18n/link";
import type { Route } from "./+types/not-found";
import { useT } from "~/i18n/i18n";
import { pageLanguage } from "~/lib/seo";
import { paths } from "../../common/paths";

export function loader() {
  return data(null, { status: 404 });
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageLanguage(matches).t.notFound.metaTitle }, { name: "robots", content: "noindex" }];
}

export default function NotFoundPage() {
  const t = useT().notFound;
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center px-6 py-24 text-center">
      <p className="text-sm font-medium tracking-[0.2em] text-walnut uppercase">{t.eyebrow}</p>
      <h1 className="mt-4 text-4xl text-walnut sm:text-5xl">{t.title}</h1>
      <p className="mt-4 text-charcoal/80">{t.body}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className="rounded-full bg-walnut px-6 py-3 text-ivory hover:bg-walnut-dark">
          {t.backHome}
        </Link>
        <Link
          to={paths.portfolio}
          className="rounded-full border border-walnut px-6 py-3 text-walnut hover:bg-linen"
        >
          {t.viewPortfolio}
        </Link>
      </div>
    </section>
  );
}
