import { lazy, Suspense, useSyncExternalStore } from "react";
import { createPortal } from "react-dom";

/**
 * Toasts only ever follow a visitor's action, so the library and its stylesheet load after the page
 * is interactive rather than with it; toasts raised before the container mounts are queued by the
 * library and shown once it does.
 */
const ToastRegion = lazy(() => import("./toast-region"));

const subscribeNever = () => () => {};

export function SiteToasts() {
  const hydrated = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  if (!hydrated) return null;
  // A direct child of <body> marked exempt, so an open modal dialog does not make the toasts inert.
  return createPortal(
    <div data-modal-exempt="">
      <Suspense fallback={null}>
        <ToastRegion />
      </Suspense>
    </div>,
    document.body,
  );
}
