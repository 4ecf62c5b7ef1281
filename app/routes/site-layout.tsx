import { Outlet } from "react-router";
import type { Route } from "./+types/site-layout";
import { ContactModal } from "~/features/contact";
import { ScrollManager } from "~/features/shell/scroll-manager";
import { SiteFooter } from "~/features/shell/site-footer";
import { SiteHeader } from "~/features/shell/site-header";
import { SiteToasts } from "~/features/shell/site-toasts";
import { SkipLink } from "~/features/shell/skip-link";
import { setApiBase } from "~/lib/api-base";
import { I18nProvider } from "~/i18n/i18n";
import { en, type Messages } from "~/i18n/messages/en";
import type { Lang } from "../../common/lang";
import type { SiteConfig } from "../../content/site";

const MAIN_ID = "main";

/** The site config is per deployment (environment overrides), so it comes from the server, not the bundle. */
export function loader({ context }: Route.LoaderArgs) {
  return { site: context.site, apiBase: context.apiBase };
}

/** Neither value changes while the server runs; reloading them on every navigation would be wasted requests. */
export function shouldRevalidate() {
  return false;
}

/** The page's language and catalogue for meta functions (seoMeta) and the root's `<html lang>`. */
export const handle = { lang: "en", messages: en };

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  return <SiteShell lang="en" messages={en} site={loaderData.site} apiBase={loaderData.apiBase} />;
}

/** Header, page and footer in one language; the Bengali layout (site-layout-bn.tsx) renders it too. */
export function SiteShell({
  lang,
  messages,
  site,
  apiBase,
}: {
  lang: Lang;
  messages: Messages;
  site: SiteConfig;
  apiBase: string;
}) {
  // Set during render, not in an effect: child components' effects (their first API calls) run before ours.
  if (typeof window !== "undefined") setApiBase(apiBase);
  return (
    <I18nProvider lang={lang} messages={messages}>
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
    </I18nProvider>
  );
}
