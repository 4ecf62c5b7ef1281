import { useEffect, useId, useLayoutEffect, useRef, type MouseEvent } from "react";
import type { ModalProps, ModalSize } from "./modal";
import { useT } from "~/i18n/i18n";

const FOCUSABLE = [
  "a[href]",
  "area[href]",
  "button:not([disabled])",
  "input:not([disabled]):not([type='hidden'])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  "iframe",
  "summary",
  "[contenteditable='true']",
  "[tabindex]:not([tabindex='-1'])",
].join(",");

function focusableWithin(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) =>
      !element.closest("[inert]") &&
      // Without checkVisibility (older browsers, test DOMs) every candidate counts: a stray stop beats none.
      (typeof element.checkVisibility !== "function" ||
        element.checkVisibility({ visibilityProperty: true })),
  );
}

/** Only the topmost dialog reacts to Escape and Tab, so a dialog opened from a dialog behaves. */
const openDialogs: string[] = [];
const isTopmost = (id: string) => openDialogs[openDialogs.length - 1] === id;

/**
 * Everything outside the dialog becomes inert while it is open, so screen readers and pointer users
 * cannot reach the page behind it either. Elements marked `data-modal-exempt` (the toast region) stay
 * live: a toast about the dialog's own action must remain reachable (Alt+T).
 */
function makeBackgroundInert(dialogRoot: HTMLElement): () => void {
  const background = Array.from(document.body.children).filter(
    (element) =>
      element !== dialogRoot &&
      !element.hasAttribute("inert") &&
      !element.hasAttribute("data-modal-exempt") &&
      !["SCRIPT", "STYLE", "LINK", "TEMPLATE"].includes(element.tagName),
  );
  for (const element of background) element.setAttribute("inert", "");
  return () => {
    for (const element of background) element.removeAttribute("inert");
  };
}

let scrollLocks = 0;
let savedScrollStyles = { overflow: "", paddingRight: "" };

function lockScroll() {
  if (scrollLocks++ > 0) return;
  const { documentElement, body } = document;
  // Hiding the scrollbar widens the page; padding keeps the content (and the sticky header) from jumping.
  const scrollbarWidth = window.innerWidth - documentElement.clientWidth;
  savedScrollStyles = { overflow: documentElement.style.overflow, paddingRight: body.style.paddingRight };
  documentElement.style.overflow = "hidden";
  if (scrollbarWidth > 0) body.style.paddingRight = `${scrollbarWidth}px`;
}

function unlockScroll() {
  if (--scrollLocks > 0) return;
  document.documentElement.style.overflow = savedScrollStyles.overflow;
  document.body.style.paddingRight = savedScrollStyles.paddingRight;
}

const panelSizes: Record<ModalSize, string> = {
  sm: "max-w-md",
  md: "max-w-lg",
  lg: "max-w-2xl",
};

/** The dialog itself, loaded with the first dialog the visitor opens (see Modal). */
export default function ModalFrame({
  open,
  onClose,
  title,
  description,
  hideTitle = false,
  children,
  placement = "center",
  size = "md",
  initialFocusRef,
  closeOnBackdropClick = true,
  closeLabel,
  panelClassName,
}: ModalProps) {
  const t = useT();
  const id = useId();
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;
  const rootRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const initialFocus = useRef(initialFocusRef);
  initialFocus.current = initialFocusRef;
  const pressStartedOnBackdrop = useRef(false);

  // Escape and the Tab trap work from the first frame that shows the dialog. The frame is loaded lazily, and
  // React runs a passive effect of a commit that no input caused only after that frame is painted: a key
  // pressed in between would otherwise do nothing. Layout effects also stop while a suspended child hides
  // the dialog, which is right for keys; so only the listener lives here, and focus is handled below.
  useLayoutEffect(() => {
    if (!open) return;
    const panel = panelRef.current;
    if (!panel) return;
    openDialogs.push(id);

    const onKeyDown = (event: KeyboardEvent) => {
      if (!isTopmost(id)) return;
      if (event.key === "Escape") {
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      if (event.key !== "Tab") return;
      const focusable = focusableWithin(panel);
      if (focusable.length === 0) {
        event.preventDefault();
        panel.focus();
        return;
      }
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      const active = document.activeElement;
      const inside = active instanceof Node && panel.contains(active) && active !== panel;
      if (event.shiftKey && (!inside || active === first)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (!inside || active === last)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      openDialogs.splice(openDialogs.indexOf(id), 1);
    };
  }, [open, id]);

  // Runs once per opening (React flushes it before handling the next update, so an early Escape still finds
  // the opener recorded here): it records what had focus, moves focus in, and locks the page behind.
  useEffect(() => {
    if (!open) return;
    const panel = panelRef.current;
    const root = rootRef.current;
    if (!panel || !root) return;
    const returnFocusTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    lockScroll();
    const restoreBackground = makeBackgroundInert(root);
    (initialFocus.current?.current ?? panel).focus({ preventScroll: true });
    return () => {
      restoreBackground();
      unlockScroll();
      if (returnFocusTo?.isConnected) returnFocusTo.focus({ preventScroll: true });
    };
  }, [open]);

  const onBackdropMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    // The second press of a double click on the button that opened the dialog lands on the new backdrop.
    pressStartedOnBackdrop.current = event.target === event.currentTarget && event.detail <= 1;
  };
  // Both ends of the click must be on the backdrop: selecting text in a field and releasing outside
  // the panel must not throw away what was typed.
  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    const endedOnBackdrop = event.target === event.currentTarget;
    if (closeOnBackdropClick && open && pressStartedOnBackdrop.current && endedOnBackdrop)
      onCloseRef.current();
    pressStartedOnBackdrop.current = false;
  };

  const closing = !open;
  const isSheet = placement === "end";

  return (
    <div
      ref={rootRef}
      className="fixed inset-0 z-50"
      inert={closing}
      data-state={closing ? "closed" : "open"}
    >
      <div
        aria-hidden="true"
        className={[
          "absolute inset-0 bg-charcoal/55 transition-opacity duration-300 ease-out starting:opacity-0 motion-reduce:transition-none",
          closing && "opacity-0",
        ]
          .filter(Boolean)
          .join(" ")}
      />
      <div
        data-testid="modal-backdrop"
        onMouseDown={onBackdropMouseDown}
        onClick={onBackdropClick}
        className={
          isSheet
            ? "absolute inset-0 flex justify-end"
            : "absolute inset-0 flex items-start justify-center overflow-y-auto overscroll-contain px-4 py-8 sm:items-center sm:px-6 sm:py-12"
        }
      >
        <div
          ref={panelRef}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={description ? descriptionId : undefined}
          tabIndex={-1}
          className={[
            "relative bg-ivory text-charcoal shadow-lift outline-none transition duration-300 ease-out motion-reduce:transition-none",
            isSheet
              ? "flex h-full w-[min(24rem,88vw)] flex-col overflow-y-auto overscroll-contain starting:translate-x-full"
              : `my-auto w-full ${panelSizes[size]} rounded-card starting:translate-y-3 starting:opacity-0`,
            closing && (isSheet ? "translate-x-full" : "translate-y-3 opacity-0"),
            panelClassName,
          ]
            .filter(Boolean)
            .join(" ")}
        >
          <div
            className={
              isSheet
                ? "flex items-center justify-between gap-4 border-b border-sand/60 px-6 py-4"
                : "flex items-start justify-between gap-4 px-6 pt-6 sm:px-8 sm:pt-8"
            }
          >
            <div className={hideTitle ? "sr-only" : "min-w-0"}>
              <h2
                id={titleId}
                className={
                  isSheet
                    ? "text-xs font-sans font-medium uppercase tracking-[0.2em] text-walnut"
                    : "text-3xl font-semibold leading-tight text-walnut"
                }
              >
                {title}
              </h2>
              {description && (
                <p id={descriptionId} className="mt-2 text-sm leading-relaxed text-charcoal/75">
                  {description}
                </p>
              )}
            </div>
            <button
              type="button"
              onClick={() => onCloseRef.current()}
              aria-label={closeLabel ?? t.media.close}
              className="-mr-2 -mt-1 inline-flex size-10 shrink-0 items-center justify-center rounded-full text-charcoal/70 transition-colors duration-200 hover:bg-linen hover:text-walnut active:bg-sand/60"
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="size-5"
                fill="none"
                stroke="currentColor"
              >
                <path d="M6 6l12 12M18 6L6 18" strokeWidth="1.5" strokeLinecap="round" />
              </svg>
            </button>
          </div>
          <div className={isSheet ? "flex-1" : "px-6 pb-6 pt-4 sm:px-8 sm:pb-8"}>{children}</div>
        </div>
      </div>
    </div>
  );
}
