import type { CarouselProps } from "~/components/carousel";
import { nearViewport } from "~/components/near-viewport";

/**
 * Embla stays out of the page's first JavaScript: a carousel's code loads only when the carousel comes
 * near the viewport. Until then (and on a client-side visit, while the code loads) the fallback holds the
 * first slide's exact box, so nothing shifts.
 */
export const LazyCarousel = nearViewport<CarouselProps>(
  () => import("~/components/carousel").then((module) => module.default),
  ({ slides, slideClassName = "basis-full", className }) => (
    <div className={className}>
      <div className="flex justify-center overflow-hidden rounded-card">
        <div className={`min-w-0 shrink-0 grow-0 ${slideClassName}`}>{slides[0]}</div>
      </div>
      <div aria-hidden="true" className="mt-5 h-9" />
    </div>
  ),
);
