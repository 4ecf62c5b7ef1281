import type { ReactNode } from "react";
import { Link } from "react-router";
import { footerQuickLinks, footerServices } from "../../../content/navigation";
import type { SiteConfig } from "../../../content/site";
import { ContactButton } from "~/components/contact-button";
import { ClockIcon, MailIcon, PhoneIcon, PinIcon } from "~/components/icons";
import { Logo } from "./logo";

const linkClass =
  "rounded-card text-ivory/75 underline-offset-4 transition-colors duration-200 hover:text-ivory hover:underline active:text-sand";

function FooterHeading({ children }: { children: ReactNode }) {
  return (
    <h2 className="mb-5 font-sans text-[0.6875rem] font-semibold uppercase tracking-[0.24em] text-brass-light">
      {children}
    </h2>
  );
}

function FooterLinks({ title, links }: { title: string; links: { label: string; to: string }[] }) {
  return (
    <nav aria-label={title}>
      <FooterHeading>{title}</FooterHeading>
      <ul className="space-y-3 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={linkClass}>
              {link.label}
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
  return (
    <footer className="bg-walnut-dark text-ivory/75">
      <div className="mx-auto max-w-7xl px-6 sm:px-8">
        <div className="grid grid-cols-2 gap-x-8 gap-y-12 py-16 lg:grid-cols-12 lg:gap-x-12 lg:py-20">
          <div className="col-span-2 lg:col-span-4 lg:pr-8">
            <Logo name={site.name} tone="light" />
            <p className="mt-6 font-display text-2xl leading-snug text-ivory">{site.tagline}</p>
            <p className="mt-4 max-w-sm text-sm leading-relaxed">
              An interior design studio in Dhaka since {site.foundingYear}: homes, offices, hotels,
              restaurants and showrooms, designed in Banani and built in our own factory.
            </p>
            <ContactButton variant="accent" className="mt-8" />
          </div>
          <div className="lg:col-span-2">
            <FooterLinks title="Quick Links" links={footerQuickLinks} />
          </div>
          <div className="lg:col-span-3">
            <FooterLinks title="Services" links={footerServices} />
          </div>
          <div className="col-span-2 lg:col-span-3">
            <FooterHeading>Visit &amp; Contact</FooterHeading>
            <ul className="space-y-5 text-sm leading-relaxed">
              <ContactRow icon={<PinIcon className="size-4" />}>
                <span className="block font-medium text-ivory">Showroom</span>
                <a href={site.mapsUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
                  {site.showroom.oneLine}
                  <span className="sr-only"> (opens Google Maps in a new tab)</span>
                </a>
              </ContactRow>
              <ContactRow icon={<ClockIcon className="size-4" />}>
                <span className="block font-medium text-ivory">Showroom hours</span>
                {site.showroomHours.days}, {site.showroomHours.time}
              </ContactRow>
              <ContactRow icon={<PinIcon className="size-4" />}>
                <span className="block font-medium text-ivory">Factory</span>
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
          <p>
            © {site.copyrightYear} {site.legalName} All rights reserved.
          </p>
          <p>Interior design &amp; build, Dhaka, Bangladesh</p>
        </div>
      </div>
    </footer>
  );
}
