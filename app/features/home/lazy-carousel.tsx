import { lazy, Suspense, useEffect, useRef, useState } from "react";
import type { CarouselProps } from "~/components/carousel";
import { whenNearViewport } from "~/lib/viewport";

/** How far ahead of the viewport a carousel starts loading, so it is ready when the visitor gets there. */
const LOAD_AHEAD = "600px 0px";

function loadCarouselWhen(ready: Promise<void>) {
  return lazy(() => ready.then(() => import("~/components/carousel")));
}

/**
 * Embla stays out of the page's first JavaScript: a carousel's code loads only when the carousel comes
 * near the viewport. The server still renders every slide (it resolves the module itself), and hydration
 * keeps that HTML on screen until the code arrives; the fallback only shows on a client-side visit,
 * holding the first slide's exact box so nothing shifts.
 */
export function LazyCarousel(props: CarouselProps) {
  const { slides, slideClassName = "basis-full", className } = props;
  const anchor = useRef<HTMLDivElement>(null);
  const [gate] = useState(() => {
    let open = () => {};
    const opened =
      typeof window === "undefined" ? Promise.resolve() : new Promise<void>((resolve) => (open = resolve));
    return { opened, open };
  });
  const [Carousel] = useState(() => loadCarouselWhen(gate.opened));

  useEffect(() => {
    if (anchor.current) void whenNearViewport(anchor.current, LOAD_AHEAD).then(gate.open);
    else gate.open();
  }, [gate]);

  return (
    <div ref={anchor}>
      <Suspense
        fallback={
          <div className={className}>
            <div className="flex justify-center overflow-hidden rounded-card">
              <div className={`min-w-0 shrink-0 grow-0 ${slideClassName}`}>{slides[0]}</div>
            </div>
            <div aria-hidden="true" className="mt-5 h-9" />
          </div>
        }
      >
        <Carousel {...props} />
      </Suspense>
    </div>
  );
}
