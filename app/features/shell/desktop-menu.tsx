import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useLocation } from "react-router";
import { Link } from "~/i18n/link";
import { useT } from "~/i18n/i18n";
import { isMenuItemActive, mainMenu, type MenuItem } from "../../../content/navigation";
import { ChevronDownIcon, LongArrowRightIcon } from "~/components/icons";
import { ariaCurrentFor } from "./menu-state";

const topLevelClass =
  "relative inline-flex h-10 items-center gap-1 whitespace-nowrap rounded-card px-2 text-[0.9375rem] font-medium transition-colors duration-200 " +
  "after:absolute after:inset-x-2 after:bottom-1 after:h-px after:origin-left after:bg-brass after:transition-transform after:duration-300 " +
  "motion-reduce:after:transition-none hover:text-walnut hover:after:scale-x-100 active:text-walnut-dark";

function topLevelState(active: boolean): string {
  return active ? "text-walnut after:scale-x-100" : "text-charcoal/80 after:scale-x-0";
}

const panelLinkClass =
  "group/link flex items-center justify-between gap-3 rounded-card px-3 py-2 text-sm transition-colors duration-200 " +
  "hover:bg-linen hover:text-walnut active:bg-sand/50";

function panelLinkState(active: boolean): string {
  return active ? "bg-linen/80 font-medium text-walnut" : "text-charcoal/80";
}

/** Links of an open panel in visual order, for arrow-key movement. */
function panelLinks(panel: HTMLElement | null): HTMLAnchorElement[] {
  return panel ? Array.from(panel.querySelectorAll<HTMLAnchorElement>("a[href]")) : [];
}

function moveFocus(links: HTMLElement[], key: string) {
  const index = links.indexOf(document.activeElement as HTMLElement);
  const last = links.length - 1;
  const next =
    key === "ArrowDown"
      ? index >= last
        ? 0
        : index + 1
      : key === "ArrowUp"
        ? index <= 0
          ? last
          : index - 1
        : key === "Home"
          ? 0
          : last;
  links[next]?.focus();
}

function PanelLink({
  item,
  pathname,
  onNavigate,
}: {
  item: MenuItem;
  pathname: string;
  onNavigate: () => void;
}) {
  const t = useT();
  const active = isMenuItemActive(pathname, item);
  return (
    <Link
      to={item.to ?? "/"}
      aria-current={ariaCurrentFor(pathname, item)}
      data-active={active || undefined}
      onClick={onNavigate}
      className={`${panelLinkClass} ${panelLinkState(active)}`}
    >
      {t.nav[item.label]}
      {active && <span aria-hidden="true" className="size-1.5 shrink-0 rounded-full bg-brass" />}
    </Link>
  );
}

/** A service with sub-services is a column: its own page as the heading link, its children beneath. */
function ServiceColumn({
  item,
  pathname,
  onNavigate,
}: {
  item: MenuItem;
  pathname: string;
  onNavigate: () => void;
}) {
  const t = useT();
  const active = isMenuItemActive(pathname, item);
  return (
    <li>
      <Link
        to={item.to ?? "/"}
        aria-current={ariaCurrentFor(pathname, item)}
        data-active={active || undefined}
        onClick={onNavigate}
        className={[
          "flex items-center rounded-card px-3 py-2 font-display text-lg font-semibold leading-tight transition-colors duration-200",
          "hover:bg-linen hover:text-walnut active:bg-sand/50",
          active ? "text-walnut" : "text-charcoal",
        ].join(" ")}
      >
        {t.nav[item.label]}
      </Link>
      {item.children && (
        <ul className="mt-1 ml-3 border-l border-sand/70 pl-2">
          {item.children.map((child) => (
            <li key={child.label}>
              <PanelLink item={child} pathname={pathname} onNavigate={onNavigate} />
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

type DropdownProps = {
  item: MenuItem;
  pathname: string;
  open: boolean;
  onToggle: () => void;
  onOpenFromKeyboard: () => void;
  onClose: () => void;
  focusFirstOnOpen: boolean;
};

function Dropdown({
  item,
  pathname,
  open,
  onToggle,
  onOpenFromKeyboard,
  onClose,
  focusFirstOnOpen,
}: DropdownProps) {
  const t = useT();
  const panelId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const active = isMenuItemActive(pathname, item);
  const children = item.children ?? [];
  const isMega = children.some((child) => child.children);
  // A panel joins the page when it is first opened, and stays for its closing transition: every page is
  // first drawn (on a phone, where this menu is hidden, too) without the sub-menus' elements and links. The
  // first opening draws the panel closed, then opens it, so that it enters as every later opening does.
  const [panelReady, setPanelReady] = useState(false);
  const panelMounted = open || panelReady;
  const shown = open && panelReady;

  useEffect(() => {
    if (!open || panelReady) return;
    // The closed look must have been computed for the change to it to be a transition.
    panelRef.current?.getBoundingClientRect();
    setPanelReady(true);
  }, [open, panelReady]);

  useEffect(() => {
    if (shown && focusFirstOnOpen) panelLinks(panelRef.current)[0]?.focus();
  }, [shown, focusFirstOnOpen]);

  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!["ArrowDown", "ArrowUp", "Home", "End"].includes(event.key)) return;
    event.preventDefault();
    moveFocus(panelLinks(panelRef.current), event.key);
  };

  return (
    <li
      className="relative"
      onBlur={(event) => {
        // Tabbing out of an open panel closes it; a click elsewhere is the outside-click handler's job.
        const next = event.relatedTarget;
        if (open && next instanceof Node && !event.currentTarget.contains(next)) onClose();
      }}
    >
      <button
        type="button"
        data-top-level=""
        data-active={active || undefined}
        aria-expanded={open}
        aria-controls={panelMounted ? panelId : undefined}
        onClick={onToggle}
        onKeyDown={(event) => {
          if (event.key !== "ArrowDown") return;
          event.preventDefault();
          onOpenFromKeyboard();
        }}
        className={`${topLevelClass} ${topLevelState(active || open)}`}
      >
        {t.nav[item.label]}
        <ChevronDownIcon
          className={`size-3.5 transition-transform duration-300 motion-reduce:transition-none ${open ? "rotate-180" : ""}`}
        />
      </button>
      {panelMounted && (
        <div
          id={panelId}
          ref={panelRef}
          onKeyDown={onPanelKeyDown}
          className={[
            "absolute top-full left-1/2 z-10 pt-3 transition-[opacity,translate,visibility] duration-300 ease-out motion-reduce:transition-none",
            isMega ? "w-[40rem] -translate-x-1/2" : "w-72 -translate-x-1/2",
            shown ? "visible translate-y-0 opacity-100" : "invisible -translate-y-1 opacity-0",
          ].join(" ")}
        >
          <div className="rounded-card border border-sand/60 bg-ivory p-3 shadow-lift">
            {isMega ? (
              <ul className="grid grid-cols-3 gap-x-4 gap-y-2">
                {children
                  .filter((child) => child.children)
                  .map((child) => (
                    <ServiceColumn key={child.label} item={child} pathname={pathname} onNavigate={onClose} />
                  ))}
                <li>
                  <ul className="space-y-1">
                    {children
                      .filter((child) => !child.children)
                      .map((child) => (
                        <ServiceColumn
                          key={child.label}
                          item={child}
                          pathname={pathname}
                          onNavigate={onClose}
                        />
                      ))}
                  </ul>
                </li>
              </ul>
            ) : (
              <ul className="space-y-0.5">
                {children.map((child) => (
                  <li key={child.label}>
                    <PanelLink item={child} pathname={pathname} onNavigate={onClose} />
                  </li>
                ))}
              </ul>
            )}
            {item.to && (
              <Link
                to={item.to}
                aria-current={ariaCurrentFor(pathname, { label: item.label, to: item.to })}
                onClick={onClose}
                className="group/all mt-2 flex items-center justify-between rounded-card border-t border-sand/60 px-3 pt-3 pb-1 text-xs font-medium uppercase tracking-[0.16em] text-walnut transition-colors duration-200 hover:text-walnut-dark"
              >
                {t.shell.overview(t.nav[item.label])}
                <LongArrowRightIcon className="size-4 transition-transform duration-300 group-hover/all:translate-x-1 motion-reduce:transition-none" />
              </Link>
            )}
          </div>
        </div>
      )}
    </li>
  );
}

/** The desktop menu (1024 px and up): links and click-to-open dropdowns in the disclosure pattern. */
export function DesktopMenu() {
  const t = useT();
  const { pathname, key } = useLocation();
  const [openLabel, setOpenLabel] = useState<string | null>(null);
  const [focusFirst, setFocusFirst] = useState(false);
  const navRef = useRef<HTMLElement>(null);

  useEffect(() => setOpenLabel(null), [key]);

  useEffect(() => {
    if (openLabel === null) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenLabel(null);
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== "Escape") return;
      const trigger = navRef.current?.querySelector<HTMLButtonElement>("button[aria-expanded='true']");
      setOpenLabel(null);
      trigger?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [openLabel]);

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const target = event.target as HTMLElement;
    if (!target.matches("[data-top-level]")) return;
    const controls = Array.from(navRef.current?.querySelectorAll<HTMLElement>("[data-top-level]") ?? []);
    const index = controls.indexOf(target);
    if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
    event.preventDefault();
    const step = event.key === "ArrowRight" ? 1 : -1;
    controls[(index + step + controls.length) % controls.length]?.focus();
  };

  return (
    <nav ref={navRef} aria-label={t.shell.mainNav} className="hidden lg:block">
      <ul className="flex items-center" onKeyDown={onMenuKeyDown}>
        {mainMenu.map((item) =>
          item.children ? (
            <Dropdown
              key={item.label}
              item={item}
              pathname={pathname}
              open={openLabel === item.label}
              focusFirstOnOpen={focusFirst}
              onToggle={() => {
                setFocusFirst(false);
                setOpenLabel((current) => (current === item.label ? null : item.label));
              }}
              onOpenFromKeyboard={() => {
                setFocusFirst(true);
                setOpenLabel(item.label);
              }}
              onClose={() => setOpenLabel(null)}
            />
          ) : (
            <li key={item.label}>
              <Link
                to={item.to ?? "/"}
                data-top-level=""
                data-active={isMenuItemActive(pathname, item) || undefined}
                aria-current={ariaCurrentFor(pathname, item)}
                className={`${topLevelClass} ${topLevelState(isMenuItemActive(pathname, item))}`}
              >
                {t.nav[item.label]}
              </Link>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
