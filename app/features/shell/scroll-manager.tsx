import { useEffect } from "react";
import { useLocation } from "react-router";
import { ANCHOR_SCROLL_OFFSET_PX } from "../../../common/constants";

/** How long after a hash navigation the target is kept in place while the page above it settles. */
const PIN_DURATION_MS = 4_000;
const CHECK_INTERVAL_MS = 200;
/** A scroll this recent means a smooth scroll is still under way; correcting it mid-flight would stutter. */
const SCROLL_IDLE_MS = 150;
const TOLERANCE_PX = 2;
const USER_INPUT_EVENTS = ["wheel", "touchstart", "pointerdown", "keydown"] as const;

function targetIdOf(hash: string): string | null {
  try {
    return hash ? decodeURIComponent(hash.slice(1)) : null;
  } catch {
    return null;
  }
}

function atPageBottom(): boolean {
  return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
}

/**
 * docs/product.md#routes: route changes scroll to the top and a hash scrolls to its section, 100 px below the
 * viewport's top. React Router's <ScrollRestoration> already scrolls to the top or to the hash target on
 * every navigation, and the root stylesheet makes those scrolls smooth (except under reduced motion);
 * the scroll margin set here makes both it and the browser's own fragment scrolling stop 100 px short,
 * which clears the sticky header (at most 96 px tall).
 *
 * What remains for this component: a target that appears late (a section rendered after its data) is
 * scrolled to once it exists, and one pushed away by content above it that is still loading (images,
 * fonts, data) is brought back, until the page settles or the visitor takes over the scrolling.
 */
export function ScrollManager() {
  const { hash, key } = useLocation();

  useEffect(() => {
    const id = targetIdOf(hash);
    if (!id) return;
    let lastScrollAt = performance.now();
    const onScroll = () => {
      lastScrollAt = performance.now();
    };
    const check = () => {
      const target = document.getElementById(id);
      if (!target || performance.now() - lastScrollAt < SCROLL_IDLE_MS) return;
      const offBy = target.getBoundingClientRect().top - ANCHOR_SCROLL_OFFSET_PX;
      // At either end of the page the target cannot move any further; that is where it belongs.
      if (
        Math.abs(offBy) <= TOLERANCE_PX ||
        (offBy > 0 && atPageBottom()) ||
        (offBy < 0 && window.scrollY <= 0)
      ) {
        return;
      }
      target.scrollIntoView();
    };
    const interval = window.setInterval(check, CHECK_INTERVAL_MS);
    const stop = () => {
      window.clearInterval(interval);
      window.clearTimeout(timeout);
      window.removeEventListener("scroll", onScroll);
      for (const type of USER_INPUT_EVENTS) window.removeEventListener(type, stop);
    };
    const timeout = window.setTimeout(stop, PIN_DURATION_MS);
    window.addEventListener("scroll", onScroll, { passive: true });
    for (const type of USER_INPUT_EVENTS) window.addEventListener(type, stop, { passive: true });
    return stop;
  }, [hash, key]);

  // With an href and a precedence, React puts the rule in the document's head (a <style> in the body is not
  // valid HTML) and keeps one copy however often this renders.
  return (
    <style href="anchor-scroll-offset" precedence="default">
      {`[id]{scroll-margin-top:${ANCHOR_SCROLL_OFFSET_PX}px}`}
    </style>
  );
}
