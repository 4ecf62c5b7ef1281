import { useEffect, useState, type ReactNode } from "react";
import { Provider as ReduxProvider } from "react-redux";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
} from "react-router";
import { langOfPath } from "../common/lang";
import type { Route } from "./+types/root";
import { createAppStore } from "./store";
import { markPageHydrated } from "./lib/hydration";
import type { RootLoaderData } from "./lib/seo";
import "./app.css";
// The /bn pages' rules, all under html:lang(bn), in the same stylesheet: one render-blocking request on /bn too.
import "./i18n/bengali.css";
import displayFontUrl from "./assets/fonts/cormorant-garamond-latin-600-normal.woff2?url";
import textFontUrl from "./assets/fonts/inter-latin-wght-400-600.woff2?url";

/** The site's origin and company facts, for every page's meta tags; the same for the whole visit. */
export function loader({ context }: Route.LoaderArgs): RootLoaderData {
  return { siteUrl: context.siteUrl, site: context.site };
}

export const shouldRevalidate = () => false;

export const links: Route.LinksFunction = () => [
  // The first screen's heading and text fonts, fetched with the HTML so the swap happens before first paint.
  { rel: "preload", href: displayFontUrl, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "preload", href: textFontUrl, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

export function Layout({ children }: { children: ReactNode }) {
  // The language comes from the address alone: /bn and below are Bengali.
  const lang = langOfPath(useLocation().pathname);
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#f7f3ec" />
        <Meta />
        <Links />
        {/* Lazy images fade in once JavaScript has seen them load; without JavaScript they simply show. */}
        <noscript>
          <style>{"img{opacity:1!important}"}</style>
        </noscript>
      </head>
      <body className="bg-ivory font-sans text-charcoal antialiased">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const [store] = useState(createAppStore);
  useEffect(() => {
    markPageHydrated();
    // Lets end-to-end tests (and CSS) know the page is interactive.
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <ReduxProvider store={store}>
      <Outlet />
    </ReduxProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center px-6 py-24 text-center">
      <h1 className="font-display text-4xl text-walnut">
        {notFound ? "Page not found" : "Something went wrong"}
      </h1>
      <p className="mt-4 text-charcoal/80">
        {notFound
          ? "The page you are looking for does not exist."
          : "We could not show this page. Please refresh, or come back in a moment."}
      </p>
      <a href="/" className="mt-8 rounded-full bg-walnut px-6 py-3 text-ivory">
        Back to home
      </a>
    </main>
  );
}
