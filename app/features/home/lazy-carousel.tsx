import { lazy, Suspense } from "react";
import type { CarouselProps } from "~/components/carousel";

const Carousel = lazy(() => import("~/components/carousel"));

/**
 * Embla stays out of the page's first JavaScript. The server still renders every slide (it resolves the
 * lazy module itself), and hydration keeps that HTML on screen while the chunk arrives; the fallback
 * only shows on a client-side visit, holding the first slide's exact box so nothing shifts.
 */
export function LazyCarousel(props: CarouselProps) {
  const { slides, slideClassName = "basis-full", className } = props;
  return (
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
  );
}
