import { useEffect, useState, type RefObject } from "react";

const canObserve = () => typeof IntersectionObserver !== "undefined";

/**
 * Whether the element is on screen (or within `rootMargin` of it). Without IntersectionObserver (old
 * browsers, the test DOM) everything counts as in view, so nothing that depends on it is lost.
 */
export function useInView(ref: RefObject<Element | null>, rootMargin = "0px"): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || !canObserve()) {
      setInView(true);
      return;
    }
    const observer = new IntersectionObserver(([entry]) => setInView(entry.isIntersecting), { rootMargin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin]);
  return inView;
}

/** Resolves once the element comes within `rootMargin` of the viewport (at once where that cannot be told). */
export function whenNearViewport(element: Element, rootMargin: string): Promise<void> {
  if (!canObserve()) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          resolve();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
  });
}
