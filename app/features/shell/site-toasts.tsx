import { lazy, Suspense, useSyncExternalStore } from "react";
import { createPortal } from "react-dom";
import { subscribeToToastRequests, toastsRequested } from "~/lib/toast";

/**
 * Toasts only ever follow a visitor's action, so the container and the library load when the first toast
 * is raised, not with the page; the library queues that toast until its container has mounted.
 */
const ToastRegion = lazy(() => import("./toast-region"));

export function SiteToasts() {
  const requested = useSyncExternalStore(subscribeToToastRequests, toastsRequested, () => false);
  if (!requested) return null;
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
