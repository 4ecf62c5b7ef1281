import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from "react";

/** SPEC section 9: an element starts when its top reaches 60 to 85% of the viewport; 80% sits in that band. */
export const REVEAL_START_RATIO = 0.8;
export const REVEAL_DEFAULT_DURATION_S = 0.5;
/** The SPEC's stagger range is 0.15 to 0.3 s; siblings step by the lower bound so a row never drags. */
export const REVEAL_STAGGER_S = 0.15;
/** A background image that never arrives must not keep its section hidden, so waiting has a ceiling. */
export const REVEAL_MAX_WAIT_MS = 2_500;

type Listener = () => void;
const listeners = new Map<Element, Listener>();
let sharedObserver: IntersectionObserver | undefined;

function observe(element: Element, onEnter: Listener): () => void {
  sharedObserver ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        listeners.get(entry.target)?.();
      }
    },
    { rootMargin: `0px 0px -${Math.round((1 - REVEAL_START_RATIO) * 100)}% 0px` },
  );
  listeners.set(element, onEnter);
  sharedObserver.observe(element);
  return () => {
    listeners.delete(element);
    sharedObserver?.unobserve(element);
  };
}

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches
  );
}

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
 * the content (crawlers, no-JS visitors and the hydration check all see it); only elements that are
 * still below the start line after hydration are hidden, so nothing the visitor already sees blinks.
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

  // Before paint, so an element that is going to animate never flashes visible first.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || prefersReducedMotion() || typeof IntersectionObserver === "undefined") return;
    if (element.getBoundingClientRect().top < window.innerHeight * REVEAL_START_RATIO) return;
    setPhase("hidden");
  }, []);

  useEffect(() => {
    const element = ref.current;
    if (phase !== "hidden" || !element) return;
    return observe(element, () => setInView(true));
  }, [phase]);

  useEffect(() => {
    if (!inView || ready) return;
    const timer = window.setTimeout(() => setWaitedTooLong(true), REVEAL_MAX_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, [inView, ready]);

  useEffect(() => {
    if (phase === "hidden" && inView && (ready || waitedTooLong)) setPhase("shown");
  }, [phase, inView, ready, waitedTooLong]);

  const animating = phase !== "static";
  const hidden = phase === "hidden";
  const style: CSSProperties | undefined = animating
    ? { transitionDuration: `${duration}s`, transitionDelay: hidden ? "0s" : `${delay}s` }
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
