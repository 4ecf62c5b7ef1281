import { lazy, Suspense, useState } from "react";
import { useT } from "~/i18n/i18n";
import type { SiteConfig } from "../../../content/site";
import { LoadBoundary } from "~/components/load-boundary";
import { Modal, preloadModal } from "~/components/modal";
import { Spinner } from "~/components/spinner";

const loadMenu = () => import("./mobile-drawer-menu");
let MobileDrawerMenu = lazy(loadMenu);

/**
 * Fetches the drawer's code (the dialog's frame and the menu inside it) ahead of the first opening, from the
 * menu button (hover, focus, touch and the press itself), so both download at once. A failed fetch is retried
 * by the opening itself.
 */
export function preloadMobileDrawer(): void {
  preloadModal();
  loadMenu().catch(() => undefined);
}

function MenuUnavailable({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <div role="alert" className="px-6 py-10 text-center">
      <p className="text-sm leading-relaxed text-charcoal/80">{t.shell.menuUnavailable}</p>
      <button
        type="button"
        onClick={(event) => {
          // The button goes with the message: keep focus in the sheet, on the dialog itself, meanwhile.
          event.currentTarget.closest<HTMLElement>('[role="dialog"]')?.focus();
          onRetry();
        }}
        className="mt-5 inline-flex min-h-11 items-center justify-center rounded-full border border-sand px-5 text-sm font-medium text-walnut transition-colors duration-200 hover:bg-linen active:bg-sand/60"
      >
        {t.shell.menuRetry}
      </button>
    </div>
  );
}

export type MobileDrawerProps = {
  open: boolean;
  onClose: () => void;
  site: SiteConfig;
  cartCount: number;
};

/**
 * Below 1024 px: the same menu as the desktop header, with checkout and contact, in a side sheet. Only the
 * sheet is part of every page; its menu loads with its first opening (phones never need the drawer's code
 * before then). A failed download says so in the sheet, with a button that fetches it again.
 */
export function MobileDrawer({ open, onClose, site, cartCount }: MobileDrawerProps) {
  const t = useT();
  // A new attempt is a new lazy component (React keeps a failed one's error) under a new boundary.
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    MobileDrawerMenu = lazy(loadMenu);
    setAttempt((count) => count + 1);
  };
  return (
    <Modal open={open} onClose={onClose} title={t.shell.menu} placement="end" closeLabel={t.shell.closeMenu}>
      <LoadBoundary key={attempt} fallback={<MenuUnavailable onRetry={retry} />}>
        <Suspense
          fallback={
            <div className="flex min-h-48 items-center justify-center">
              <Spinner size="lg" />
            </div>
          }
        >
          <MobileDrawerMenu onClose={onClose} site={site} cartCount={cartCount} />
        </Suspense>
      </LoadBoundary>
    </Modal>
  );
}
