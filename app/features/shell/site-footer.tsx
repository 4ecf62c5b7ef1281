import type { ReactNode } from "react";
import { Link } from "~/i18n/link";
import { footerQuickLinks, footerServices } from "../../../content/navigation";
import type { SiteConfig } from "../../../content/site";
import { ContactButton } from "~/components/contact-button";
import { DARK_BLOCK_WHEN_NEAR } from "~/components/page-section";
import { ClockIcon, MailIcon, PhoneIcon, PinIcon } from "~/components/icons";
import { Logo } from "./logo";
import type { MenuLabel } from "../../../content/navigation";
import { useI18n } from "~/i18n/i18n";
import { localDigits } from "~/i18n/format";

const linkClass =
  "rounded-card text-ivory/75 underline-offset-4 transition-colors duration-200 hover:text-ivory hover:underline active:text-sand";

/**
 * The footer is a quarter to a third of a phone page's elements and sits below every first screen, so its
 * content waits until near (decision 017). Placeholders of its real height: about 1,150-1,240 px on a phone,
 * 570-590 px on a wide screen.
 */
export const FOOTER_WHEN_NEAR = `${DARK_BLOCK_WHEN_NEAR} [contain-intrinsic-size:auto_75rem] lg:[contain-intrinsic-size:auto_36rem]`;

function FooterHeading({ children }: { children: ReactNode }) {
  return (
    <h2 className="mb-5 font-sans text-[0.6875rem] font-semibold uppercase tracking-[0.24em] text-brass-light">
      {children}
    </h2>
  );
}

function FooterLinks({ title, links }: { title: string; links: { label: MenuLabel; to: string }[] }) {
  const t = useI18n().t;
  return (
    <nav aria-label={title}>
      <FooterHeading>{title}</FooterHeading>
      <ul className="space-y-3 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={linkClass}>
              {t.nav[link.label]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function ContactRow({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span className="mt-0.5 text-brass-light">{icon}</span>
      <div className="min-w-0">{children}</div>
    </li>
  );
}

export function SiteFooter({ site }: { site: SiteConfig }) {
  const { lang, t: messages } = useI18n();
  const t = messages.shell;
  return (
    <footer className={`${FOOTER_WHEN_NEAR} bg-walnut-dark text-ivory/75`}>
      <div className="mx-auto max-w-7xl px-6 sm:px-8">
        <div className="grid grid-cols-2 gap-x-8 gap-y-12 py-16 lg:grid-cols-12 lg:gap-x-12 lg:py-20">
          <div className="col-span-2 lg:col-span-4 lg:pr-8">
            <Logo name={site.name} tone="light" />
            <p className="mt-6 font-display text-2xl leading-snug text-ivory">
              {lang === "en" ? site.tagline : t.tagline}
            </p>
            <p className="mt-4 max-w-sm text-sm leading-relaxed">
              {t.footerAbout(localDigits(lang, site.foundingYear))}
            </p>
            <ContactButton variant="accent" className="mt-8" />
          </div>
          <div className="lg:col-span-2">
            <FooterLinks title={t.quickLinks} links={footerQuickLinks} />
          </div>
          <div className="lg:col-span-3">
            <FooterLinks title={t.services} links={footerServices} />
          </div>
          <div className="col-span-2 lg:col-span-3">
            <FooterHeading>{t.visitAndContact}</FooterHeading>
            <ul className="space-y-5 text-sm leading-relaxed">
              <ContactRow icon={<PinIcon className="size-4" />}>
                <span className="block font-medium text-ivory">{t.showroom}</span>
                <a href={site.mapsUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
                  {site.showroom.oneLine}
                  <span className="sr-only">{t.opensMapsNewTab}</span>
                </a>
              </ContactRow>
              <ContactRow icon={<ClockIcon className="size-4" />}>
                <span className="block font-medium text-ivory">{t.showroomHours}</span>
                {site.showroomHours.days}, {site.showroomHours.time}
              </ContactRow>
              <ContactRow icon={<PinIcon className="size-4" />}>
                <span className="block font-medium text-ivory">{t.factory}</span>
                <address className="not-italic">{site.factory.oneLine}</address>
              </ContactRow>
              <ContactRow icon={<PhoneIcon className="size-4" />}>
                <a href={site.phone.href} className={`${linkClass} whitespace-nowrap`}>
                  {site.phone.display}
                </a>
              </ContactRow>
              <ContactRow icon={<MailIcon className="size-4" />}>
                <a href={site.email.href} className={`${linkClass} break-all`}>
                  {site.email.address}
                </a>
              </ContactRow>
            </ul>
          </div>
        </div>
        <div className="flex flex-col gap-3 border-t border-ivory/10 py-6 text-xs text-ivory/70 sm:flex-row sm:items-center sm:justify-between">
          <p>{t.copyright(localDigits(lang, site.copyrightYear), site.legalName)}</p>
          <p>{t.footerLine}</p>
        </div>
      </div>
    </footer>
  );
}
