import { useId, useState, type ReactNode } from "react";
import { useLocation } from "react-router";
import { Link } from "~/i18n/link";
import { useLang, useT } from "~/i18n/i18n";
import { localDigits } from "~/i18n/format";
import { LanguageSwitch } from "./language-switch";
import { isMenuItemActive, mainMenu, type MenuItem } from "../../../content/navigation";
import type { SiteConfig } from "../../../content/site";
import { WhatsAppLink } from "~/components/whatsapp-link";
import { ButtonLink } from "~/components/button";
import { ContactButton } from "~/components/contact-button";
import { ChevronDownIcon, ClockIcon, MailIcon, PhoneIcon } from "~/components/icons";
import { ariaCurrentFor } from "./menu-state";
import { paths } from "../../../common/paths";

type Level = 0 | 1 | 2;

const rowText: Record<Level, string> = {
  0: "font-display text-[1.375rem] font-medium leading-tight",
  1: "text-[0.9375rem]",
  2: "text-[0.9375rem]",
};

function linkClass(level: Level, active: boolean): string {
  return [
    "flex min-h-12 flex-1 items-center rounded-card px-3 py-2 transition-colors duration-200 hover:bg-linen hover:text-walnut active:bg-sand/50",
    rowText[level],
    active ? "text-walnut" : level === 0 ? "text-charcoal" : "text-charcoal/80",
    active && level > 0 ? "font-medium" : "",
  ].join(" ");
}

function ActiveMark({ active }: { active: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={`mr-3 h-5 w-0.5 shrink-0 rounded-full transition-colors ${active ? "bg-brass" : "bg-transparent"}`}
    />
  );
}

/** Animates height through a grid track so the collapsed list needs no measured height. */
function Collapsible({ id, open, children }: { id: string; open: boolean; children: ReactNode }) {
  return (
    <div
      id={id}
      inert={!open}
      className={`grid transition-[grid-template-rows] duration-300 ease-out motion-reduce:transition-none ${open ? "grid-rows-[1fr]" : "grid-rows-[0fr]"}`}
    >
      <div className="overflow-hidden">{children}</div>
    </div>
  );
}

function DrawerItem({
  item,
  level,
  pathname,
  onNavigate,
}: {
  item: MenuItem;
  level: Level;
  pathname: string;
  onNavigate: () => void;
}) {
  const t = useT();
  const subMenuId = useId();
  const active = isMenuItemActive(pathname, item);
  // A visitor on a nested page sees where it sits: its groups start open.
  const [expanded, setExpanded] = useState(active);
  const children = item.children;

  if (!children) {
    return (
      <li className="flex items-center">
        <ActiveMark active={active} />
        <Link
          to={item.to ?? "/"}
          aria-current={ariaCurrentFor(pathname, item)}
          data-active={active || undefined}
          onClick={onNavigate}
          className={linkClass(level, active)}
        >
          {t.nav[item.label]}
        </Link>
      </li>
    );
  }

  const chevron = (
    <ChevronDownIcon
      className={`size-4 shrink-0 transition-transform duration-300 motion-reduce:transition-none ${expanded ? "rotate-180" : ""}`}
    />
  );
  const toggle = () => setExpanded((value) => !value);

  return (
    <li>
      <div className="flex items-center">
        <ActiveMark active={active} />
        {item.to ? (
          <>
            <Link
              to={item.to}
              aria-current={ariaCurrentFor(pathname, item)}
              data-active={active || undefined}
              onClick={onNavigate}
              className={linkClass(level, active)}
            >
              {t.nav[item.label]}
            </Link>
            <button
              type="button"
              aria-expanded={expanded}
              aria-controls={subMenuId}
              aria-label={t.shell.subMenu(t.nav[item.label])}
              onClick={toggle}
              className="ml-1 inline-flex size-12 shrink-0 items-center justify-center rounded-card text-charcoal/70 transition-colors duration-200 hover:bg-linen hover:text-walnut active:bg-sand/50"
            >
              {chevron}
            </button>
          </>
        ) : (
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={subMenuId}
            data-active={active || undefined}
            onClick={toggle}
            className={`${linkClass(level, active)} justify-between text-left`}
          >
            {t.nav[item.label]}
            {chevron}
          </button>
        )}
      </div>
      <Collapsible id={subMenuId} open={expanded}>
        <ul className="mt-1 mb-2 ml-[0.8125rem] border-l border-sand/70 pl-2">
          {children.map((child) => (
            <DrawerItem
              key={child.label}
              item={child}
              level={(level + 1) as Level}
              pathname={pathname}
              onNavigate={onNavigate}
            />
          ))}
        </ul>
      </Collapsible>
    </li>
  );
}

export type MobileDrawerMenuProps = {
  onClose: () => void;
  site: SiteConfig;
  cartCount: number;
};

/**
 * The drawer's contents (mobile-drawer.tsx): the same menu as the desktop header, with checkout, contact, the
 * language switch and the showroom's contacts. Loaded with the drawer's first opening, never with the page.
 */
export default function MobileDrawerMenu({ onClose, site, cartCount }: MobileDrawerMenuProps) {
  const t = useT();
  const lang = useLang();
  const { pathname } = useLocation();
  return (
    <>
      <nav aria-label={t.shell.mainNav} className="px-3 py-4">
        <ul className="space-y-0.5">
          {mainMenu.map((item) => (
            <DrawerItem key={item.label} item={item} level={0} pathname={pathname} onNavigate={onClose} />
          ))}
        </ul>
      </nav>
      <div className="space-y-3 border-t border-sand/60 px-6 py-6">
        <ButtonLink to={paths.checkout} fullWidth onClick={onClose}>
          {t.shell.checkout}
          {cartCount > 0 && (
            <span className="ml-1 rounded-full bg-ivory/15 px-2 py-0.5 text-[0.6875rem] tracking-normal">
              {t.shell.itemCount(cartCount, localDigits(lang, cartCount))}
            </span>
          )}
        </ButtonLink>
        <ContactButton variant="accent" fullWidth onClick={onClose} />
        <LanguageSwitch className="w-full" onNavigate={onClose} />
      </div>
      <ul className="space-y-3 px-6 pb-8 text-sm text-charcoal/80">
        <li className="flex items-center gap-3">
          <PhoneIcon className="size-4 text-walnut" />
          <a
            href={site.phone.href}
            className="rounded-card whitespace-nowrap hover:text-walnut hover:underline underline-offset-4"
          >
            {site.phone.display}
          </a>
        </li>
        <li>
          <WhatsAppLink
            number={site.whatsappNumber}
            className="inline-flex items-center gap-3 rounded-card hover:text-walnut hover:underline underline-offset-4"
            iconClassName="size-4 text-walnut"
            testId="drawer-whatsapp"
          >
            {t.whatsapp.chat}
          </WhatsAppLink>
        </li>
        <li className="flex items-center gap-3">
          <MailIcon className="size-4 text-walnut" />
          <a
            href={site.email.href}
            className="break-all rounded-card hover:text-walnut hover:underline underline-offset-4"
          >
            {site.email.address}
          </a>
        </li>
        <li className="flex items-center gap-3">
          <ClockIcon className="size-4 shrink-0 text-walnut" />
          <span>{site.showroomHours.display}</span>
        </li>
      </ul>
    </>
  );
}
