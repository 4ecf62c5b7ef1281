import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { Link } from "~/i18n/link";
import type { SiteConfig } from "../../../content/site";
import { useCartCount } from "~/lib/cart";
import { ContactButton } from "~/components/contact-button";
import { DesktopMenu } from "./desktop-menu";
import { BagIcon, ClockIcon, MailIcon, MenuIcon, PhoneIcon, PinIcon } from "~/components/icons";
import { Logo } from "./logo";
import { MobileDrawer, preloadMobileDrawer } from "./mobile-drawer";
import { paths } from "../../../common/paths";
import { stripLangPrefix } from "../../../common/lang";
import { useI18n } from "~/i18n/i18n";
import { localDigits } from "~/i18n/format";
import { LanguageSwitch } from "./language-switch";

const iconButtonClass =
  "relative inline-flex size-11 items-center justify-center rounded-full text-walnut transition-colors duration-200 " +
  "hover:bg-linen active:bg-sand/60";

/**
 * Absolutely placed over the icon, so its arrival after hydration (the cart is read from storage)
 * moves nothing else in the header.
 */
function CartBadge({ count }: { count: number }) {
  const { lang } = useI18n();
  if (count === 0) return null;
  return (
    <span
      aria-hidden="true"
      data-testid="cart-badge"
      className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-walnut px-1 text-[0.6875rem] font-semibold leading-none text-ivory ring-2 ring-ivory transition-[scale,opacity] duration-300 starting:scale-50 starting:opacity-0 motion-reduce:transition-none"
    >
      {count > 99 ? `${localDigits(lang, 99)}+` : localDigits(lang, count)}
    </span>
  );
}

function CheckoutButton({ count }: { count: number }) {
  const { pathname } = useLocation();
  const { lang, t } = useI18n();
  const current = stripLangPrefix(pathname).replace(/\/+$/, "") === paths.checkout;
  return (
    <Link
      to={paths.checkout}
      aria-label={t.shell.checkoutLabel(count, localDigits(lang, count))}
      title={t.shell.checkout}
      aria-current={current ? "page" : undefined}
      className={`${iconButtonClass} ${current ? "bg-linen" : ""}`}
    >
      <BagIcon className="size-6" />
      <CartBadge count={count} />
    </Link>
  );
}

/** A shadow once the page moves under the header; a threshold flag so scrolling re-renders only at the edge. */
function useScrolled(threshold = 8): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return scrolled;
}

/**
 * The sticky top bar of docs/product.md#layout. From 1024 px: a utility strip (showroom, hours, phone, email)
 * over the logo, menu, Checkout and Contact Us; below: logo, Checkout and the burger. Both rows together
 * are 96 px, inside the 100 px that anchor scrolling leaves free.
 */
export function SiteHeader({ site }: { site: SiteConfig }) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const cartCount = useCartCount();
  const scrolled = useScrolled();
  const { key } = useLocation();
  const messages = useI18n().t;
  const t = messages.shell;

  useEffect(() => setDrawerOpen(false), [key]);

  // The drawer belongs to the small layout; widening the window past 1024 px puts the full menu back.
  useEffect(() => {
    if (!drawerOpen) return;
    const wide = window.matchMedia("(min-width: 64rem)");
    const onChange = () => {
      if (wide.matches) setDrawerOpen(false);
    };
    wide.addEventListener("change", onChange);
    return () => wide.removeEventListener("change", onChange);
  }, [drawerOpen]);

  return (
    <header className="sticky top-0 z-40">
      <div className="hidden h-8 bg-walnut-dark text-xs text-sand lg:block">
        <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-6 px-8">
          <p className="flex items-center gap-5">
            <span className="flex items-center gap-2">
              <PinIcon className="size-3.5 text-brass-light" />
              {t.showroom}: {site.showroom.oneLine}
            </span>
            <span className="flex items-center gap-2">
              <ClockIcon className="size-3.5 text-brass-light" />
              {site.showroomHours.display}
            </span>
          </p>
          <p className="flex items-center gap-5">
            <a
              href={site.phone.href}
              className="flex items-center gap-2 rounded-card whitespace-nowrap transition-colors hover:text-ivory"
              data-testid="header-phone"
            >
              <PhoneIcon className="size-3.5 text-brass-light" />
              {site.phone.display}
            </a>
            <a
              href={site.email.href}
              className="flex items-center gap-2 rounded-card transition-colors hover:text-ivory"
            >
              <MailIcon className="size-3.5 text-brass-light" />
              {site.email.address}
            </a>
          </p>
        </div>
      </div>
      <div
        className={[
          "border-b bg-ivory transition-[box-shadow,border-color] duration-300",
          scrolled ? "border-sand/70 shadow-soft" : "border-sand/40",
        ].join(" ")}
      >
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:gap-3 lg:px-8">
          <Logo name={site.name} />
          <DesktopMenu />
          <div className="flex items-center gap-1 lg:gap-3">
            <LanguageSwitch className="max-lg:hidden" />
            <a
              href={site.phone.href}
              aria-label={messages.whatsapp.call(site.phone.display)}
              className={`${iconButtonClass} lg:hidden`}
              data-testid="header-call"
            >
              <PhoneIcon className="size-5" />
            </a>
            <CheckoutButton count={cartCount} />
            <ContactButton size="sm" className="max-lg:hidden" />
            <button
              type="button"
              aria-label={t.openMenu}
              aria-haspopup="dialog"
              aria-expanded={drawerOpen}
              onClick={() => {
                preloadMobileDrawer();
                setDrawerOpen(true);
              }}
              onPointerEnter={preloadMobileDrawer}
              onFocus={preloadMobileDrawer}
              className={`${iconButtonClass} lg:hidden`}
            >
              <MenuIcon className="size-6" />
            </button>
          </div>
        </div>
      </div>
      <MobileDrawer
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        site={site}
        cartCount={cartCount}
      />
    </header>
  );
}
