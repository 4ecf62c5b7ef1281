import {
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from "react";
import { HydratesServerHtml, pageHydrated } from "~/lib/hydration";

/** docs/product.md#reveal-on-scroll: an element starts when its top reaches 60 to 85% of the viewport; 80% sits in that band. */
export const REVEAL_START_RATIO = 0.8;
export const REVEAL_DEFAULT_DURATION_S = 0.5;
/** The stagger range of docs/product.md#reveal-on-scroll is 0.15 to 0.3 s; siblings step by the lower bound so a row never drags. */
export const REVEAL_STAGGER_S = 0.15;
/** A background image that never arrives must not keep its section hidden, so waiting has a ceiling. */
export const REVEAL_MAX_WAIT_MS = 2_500;

type Listener = (entry: IntersectionObserverEntry) => void;
const listeners = new Map<Element, Listener>();
let sharedObserver: IntersectionObserver | undefined;

/**
 * One observer for every Reveal, its root shrunk to the start line. Its first report for an element says
 * where the element is without forcing a layout during hydration (a getBoundingClientRect per element
 * there made the hydration task recalculate the whole page's style and layout); later reports say when it
 * crosses the start line.
 */
function observe(element: Element, onEntry: Listener): () => void {
  sharedObserver ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) listeners.get(entry.target)?.(entry);
    },
    { rootMargin: `0px 0px -${Math.round((1 - REVEAL_START_RATIO) * 100)}% 0px` },
  );
  listeners.set(element, onEntry);
  sharedObserver.observe(element);
  return () => {
    listeners.delete(element);
    sharedObserver?.unobserve(element);
  };
}

/**
 * True when the element's top is below the viewport's bottom, so hiding it takes nothing away from the
 * visitor. An element already on screen stays as drawn, even below the start line: in a section that skips
 * its content until near (content-visibility), the observer's first report comes only when the visitor
 * arrives, and hiding the element then took away content they were looking at (decision 017).
 */
function belowViewport(entry: IntersectionObserverEntry): boolean {
  return !entry.isIntersecting && entry.boundingClientRect.top >= window.innerHeight;
}

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches
  );
}

const canAnimate = () => typeof IntersectionObserver !== "undefined" && !prefersReducedMotion();

type Phase = "static" | "hidden" | "shown";

export interface RevealProps {
  children: ReactNode;
  className?: string;
  /** Seconds before this element starts, for staggering siblings. */
  delay?: number;
  /** Seconds. */
  duration?: number;
  /** False while the element waits for its background image; it then reveals once the image is in. */
  ready?: boolean;
  /** "up" fades and slides in; "fade" only fades (for full-bleed images, where sliding would show a seam). */
  variant?: "up" | "fade";
  id?: string;
  as?: "div" | "li" | "section" | "article";
  "aria-labelledby"?: string;
}

/**
 * Fades content in once as it scrolls into view. The server and the first client render always show
 * the content (crawlers, no-JS visitors and the hydration check all see it); only elements whose top is
 * below the screen once the page is alive are hidden, to play as they cross the start line. Elements on
 * screen stay exactly as drawn.
 */
export function Reveal({
  children,
  className,
  delay = 0,
  duration = REVEAL_DEFAULT_DURATION_S,
  ready = true,
  variant = "up",
  id,
  as: Tag = "div",
  "aria-labelledby": labelledBy,
}: RevealProps) {
  const ref = useRef<HTMLElement | null>(null);
  const setRef = useCallback((node: HTMLElement | null) => {
    ref.current = node;
  }, []);
  const [phase, setPhase] = useState<Phase>("static");
  const [inView, setInView] = useState(false);
  const [waitedTooLong, setWaitedTooLong] = useState(false);

  const decision = useRef<"pending" | "static" | "hidden">("pending");

  const onServerHtml = useContext(HydratesServerHtml);

  // A page rendered by a client-side navigation: decide before its first paint, so nothing blinks. A part
  // hydrating the server's HTML late is already on screen, and decides like the page's own hydration.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || !pageHydrated() || onServerHtml || !canAnimate()) return;
    const below = element.getBoundingClientRect().top >= window.innerHeight * REVEAL_START_RATIO;
    decision.current = below ? "hidden" : "static";
    if (below) setPhase("hidden");
  }, [onServerHtml]);

  useEffect(() => {
    const element = ref.current;
    if (!element || !canAnimate() || decision.current === "static") return;
    const stop = observe(element, (entry) => {
      if (decision.current === "pending") {
        // Hydration: the server's page is already on screen; the observer's first report places the
        // element without forcing a layout inside the hydration task.
        decision.current = belowViewport(entry) ? "hidden" : "static";
        if (decision.current === "hidden") setPhase("hidden");
        else stop();
      } else if (entry.isIntersecting) {
        setInView(true);
        stop();
      }
    });
    return stop;
  }, []);

  useEffect(() => {
    if (!inView || ready) return;
    const timer = window.setTimeout(() => setWaitedTooLong(true), REVEAL_MAX_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, [inView, ready]);

  useEffect(() => {
    if (phase === "hidden" && inView && (ready || waitedTooLong)) setPhase("shown");
  }, [phase, inView, ready, waitedTooLong]);

  const hidden = phase === "hidden";
  // Only the way in fades: an element is hidden while out of sight, at once.
  const animating = phase === "shown";
  const style: CSSProperties | undefined = animating
    ? { transitionDuration: `${duration}s`, transitionDelay: `${delay}s` }
    : undefined;
  const classes = [
    animating && "transition-[opacity,translate] ease-out",
    hidden && "opacity-0",
    hidden && variant === "up" && "translate-y-6",
    className,
  ]
    .filter(Boolean)
    .join(" ");

  return (
    <Tag
      ref={setRef}
      id={id}
      aria-labelledby={labelledBy}
      className={classes || undefined}
      style={style}
      data-reveal={phase}
    >
      {children}
    </Tag>
  );
}

/** The delay of the n-th item of a grid, restarting each row so every row staggers the same way. */
export function staggerDelay(index: number, columns = 3): number {
  return (index % columns) * REVEAL_STAGGER_S;
}
