import { useEffect } from "react";
import { isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/site-layout-bn";
import { bn } from "~/i18n/messages/bn";
import { SiteShell } from "./site-layout";
import { siteConfigInBengali } from "../../content/site-bn";
import { addBengaliWeights } from "~/i18n/bengali-face";
import bengaliFontUrl from "~/assets/fonts/noto-sans-bengali-400.woff2?url";

/**
 * The Bengali site under /bn: the same pages and shell as the English layout, with the Bengali catalogue
 * and font. The catalogue lives in this module's chunk and the font is preloaded here, so English pages never
 * download them (the Bengali rules, all under `html:lang(bn)`, are in the site's stylesheet: app/i18n/bengali.css).
 */
export const handle = { lang: "bn", messages: bn };

/**
 * Every /bn page's first screen is Bengali text: its face is fetched with the HTML, like the Latin faces of
 * the root, so it is there before the first paint. Found only through the stylesheet, it arrived after the
 * first paint, and its swap reflowed the home page's hero (CLS 0.022 where no local Bengali face stands in).
 * The preload is the face's 400 cut (38.6 KB); the 400-600 file follows once the page has loaded
 * (app/i18n/bengali-face.ts, decision 024).
 */
export const links: Route.LinksFunction = () => [
  { rel: "preload", href: bengaliFontUrl, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
];

/** The site config with its addresses and hours in Bengali (content/site-bn.ts), for the shell and meta. */
export function loader({ context }: Route.LoaderArgs) {
  return { site: siteConfigInBengali(context.site), apiBase: context.apiBase };
}

export function shouldRevalidate() {
  return false;
}

export default function BengaliSiteLayout({ loaderData }: Route.ComponentProps) {
  useEffect(() => {
    addBengaliWeights();
  }, []);
  return <SiteShell lang="bn" messages={bn} site={loaderData.site} apiBase={loaderData.apiBase} />;
}

/** A /bn page's loader refused (an unknown project, say): the root's message, in Bengali. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center px-6 py-24 text-center">
      <h1 className="font-display text-4xl text-walnut">
        {notFound ? bn.notFound.title : bn.notFound.errorTitle}
      </h1>
      <p className="mt-4 text-charcoal/80">{notFound ? bn.notFound.missingBody : bn.notFound.errorBody}</p>
      <a href="/bn" className="mt-8 rounded-full bg-walnut px-6 py-3 text-ivory">
        {bn.notFound.backHome}
      </a>
    </main>
  );
}
