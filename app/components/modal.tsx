import {
  lazy,
  Suspense,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
  type RefObject,
} from "react";
import { createPortal } from "react-dom";
import { LoadBoundary } from "./load-boundary";

export type ModalPlacement = "center" | "end";
export type ModalSize = "sm" | "md" | "lg";

export type ModalProps = {
  open: boolean;
  onClose: () => void;
  /** Names the dialog for assistive technology (aria-labelledby). */
  title: ReactNode;
  description?: ReactNode;
  /** Keeps the title for screen readers only, when the content makes it visually obvious. */
  hideTitle?: boolean;
  children: ReactNode;
  /** "center" is a dialog card; "end" is a full-height side sheet (the mobile menu drawer). */
  placement?: ModalPlacement;
  size?: ModalSize;
  /** Focused on open; the panel itself is focused otherwise, so screen readers announce the title first. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  closeOnBackdropClick?: boolean;
  closeLabel?: string;
  panelClassName?: string;
};

/** Matches the panel's transition, so the exit animation finishes before the dialog leaves the DOM. */
const EXIT_DURATION_MS = 300;

function prefersReducedMotion(): boolean {
  return window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
}

const subscribeNever = () => () => {};

/** False on the server and during hydration, so a portal never makes the hydrated markup differ. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

const loadModalFrame = () => import("./modal-frame");
let ModalFrame = lazy(loadModalFrame);

function onFrameLoadFailed(close: () => void) {
  return () => {
    ModalFrame = lazy(loadModalFrame);
    close();
  };
}

/**
 * Fetches the dialog's code ahead of the first open, from the buttons that open a dialog (on hover, focus
 * or touch), so the click usually finds it ready. A failed fetch is retried by the first open.
 */
export function preloadModal(): void {
  loadModalFrame().catch(() => undefined);
}

/**
 * An accessible modal dialog: traps Tab inside, closes on Escape and on a backdrop click, locks page
 * scroll, and gives focus back to whatever had it when the dialog opened. Its code (modal-frame) loads
 * with the first open, so pages carry none of it until a visitor opens a dialog.
 */
export function Modal(props: ModalProps) {
  const { open } = props;
  const hydrated = useHydrated();
  const [rendered, setRendered] = useState(open);
  if (open && !rendered) setRendered(true);

  useEffect(() => {
    if (open || !rendered) return;
    const timer = window.setTimeout(() => setRendered(false), prefersReducedMotion() ? 0 : EXIT_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [open, rendered]);

  if (!hydrated || !rendered) return null;
  return createPortal(
    // A failed download leaves the page as it was, counts the dialog as closed, and the next open retries.
    <LoadBoundary fallback={null} onError={onFrameLoadFailed(props.onClose)}>
      <Suspense fallback={null}>
        <ModalFrame {...props} />
      </Suspense>
    </LoadBoundary>,
    document.body,
  );
}
