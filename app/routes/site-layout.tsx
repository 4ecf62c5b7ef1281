import { Outlet } from "react-router";
import type { Route } from "./+types/site-layout";
import { ContactModal } from "~/features/contact";
import { ScrollManager } from "~/features/shell/scroll-manager";
import { SiteFooter } from "~/features/shell/site-footer";
import { SiteHeader } from "~/features/shell/site-header";
import { SiteToasts } from "~/features/shell/site-toasts";
import { SkipLink } from "~/features/shell/skip-link";
import { setApiBase } from "~/lib/api-client";

const MAIN_ID = "main";

/** The site config is per deployment (environment overrides), so it comes from the server, not the bundle. */
export function loader({ context }: Route.LoaderArgs) {
  return { site: context.site, apiBase: context.apiBase };
}

/** Neither value changes while the server runs; reloading them on every navigation would be wasted requests. */
export function shouldRevalidate() {
  return false;
}

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  const { site, apiBase } = loaderData;
  // Set during render, not in an effect: child components' effects (their first API calls) run before ours.
  if (typeof window !== "undefined") setApiBase(apiBase);
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink targetId={MAIN_ID} />
      <ScrollManager />
      <SiteHeader site={site} />
      <main id={MAIN_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter site={site} />
      <ContactModal site={site} />
      <SiteToasts />
    </div>
  );
}
