import Autoplay from "embla-carousel-autoplay";
import useEmblaCarousel from "embla-carousel-react";
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { CAROUSEL_DEFAULTS } from "../../common/constants";
import { useInView } from "../lib/viewport";
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from "./icons";
import { useI18n } from "~/i18n/i18n";
import { localDigits } from "~/i18n/format";

export interface CarouselProps {
  /** Names the carousel for screen readers, e.g. "Showroom photographs". */
  label: string;
  slides: ReactNode[];
  autoplayMs?: number;
  /** How long one slide-to-slide move takes, in milliseconds. */
  speedMs?: number;
  loop?: boolean;
  dots?: boolean;
  /** Classes of each slide, which set its width, e.g. "basis-full" or "basis-4/5". */
  slideClassName?: string;
  className?: string;
}

/**
 * Embla's `duration` is not in milliseconds but the stiffness of its scroll spring (recommended 20-60).
 * Simulating that spring at Embla's fixed 60 fps step, a move settles in about 35 ms per unit less 100 ms,
 * which this inverts; the result is clamped to the range Embla handles well.
 */
export function emblaDurationFor(speedMs: number): number {
  return Math.min(80, Math.max(10, Math.round((speedMs + 100) / 35)));
}

function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    if (typeof window.matchMedia !== "function") return;
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    setReduced(query.matches);
    const onChange = () => setReduced(query.matches);
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);
  return reduced;
}

const controlButton =
  "flex size-11 items-center justify-center rounded-full bg-ivory/90 text-walnut shadow-soft backdrop-blur-sm transition-[background-color,color,box-shadow,transform] duration-300 hover:bg-ivory hover:shadow-lift active:scale-95 disabled:cursor-not-allowed disabled:opacity-50 motion-reduce:transition-none";

/**
 * An auto-playing slider (WAI-ARIA carousel pattern) on Embla. Autoplay pauses while the pointer or
 * focus is inside, has a visible pause button (WCAG 2.2.2), and is off for visitors who prefer reduced
 * motion, and it runs only while the carousel is on screen. Every slide is in the server HTML; Embla only
 * adds movement after hydration.
 */
export default function Carousel({
  label,
  slides,
  autoplayMs = CAROUSEL_DEFAULTS.autoplayMs,
  speedMs = CAROUSEL_DEFAULTS.speedMs,
  loop = true,
  dots = true,
  slideClassName = "basis-full",
  className,
}: CarouselProps) {
  const { lang, t } = useI18n();
  const digits = (value: number) => localDigits(lang, value);
  const reducedMotion = usePrefersReducedMotion();
  const regionRef = useRef<HTMLElement>(null);
  // Slides only move while someone can see them: no motion, work or battery spent off screen.
  const inView = useInView(regionRef);
  const resizeTimer = useRef<number | undefined>(undefined);
  const measuredWidth = useRef(0);
  // Autoplay is driven here rather than by the plugin's own hover and focus handling, so the pause
  // button shows the visitor's choice instead of flipping to "play" the moment the pointer reaches it.
  const plugins = useMemo(
    () => [Autoplay({ delay: autoplayMs, playOnInit: false, stopOnInteraction: true })],
    [autoplayMs],
  );
  const [viewportRef, api] = useEmblaCarousel(
    {
      loop,
      duration: reducedMotion ? 0 : emblaDurationFor(speedMs),
      dragThreshold: CAROUSEL_DEFAULTS.touchThreshold,
      align: "center",
      // Resizes are debounced by 50 ms (docs/product.md#constants), where Embla would re-measure at once; only a real change
      // of the viewport's width needs a re-measure, since slide widths are fractions of it.
      watchResize: (emblaApi) => {
        window.clearTimeout(resizeTimer.current);
        resizeTimer.current = window.setTimeout(() => {
          const width = emblaApi.rootNode().getBoundingClientRect().width;
          if (Math.abs(width - measuredWidth.current) < 0.5) return;
          measuredWidth.current = width;
          emblaApi.reInit();
        }, CAROUSEL_DEFAULTS.resizeDebounceMs);
        return false;
      },
    },
    plugins,
  );
  useEffect(() => {
    const timer = resizeTimer;
    return () => window.clearTimeout(timer.current);
  }, []);
  const [selected, setSelected] = useState(0);
  const [canPrev, setCanPrev] = useState(true);
  const [canNext, setCanNext] = useState(true);
  /** The visitor's own choice; until they make one, reduced motion means paused. */
  const [userPaused, setUserPaused] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = userPaused ?? reducedMotion;
  const shouldPlay = !paused && !hovered && !focused && inView;
  const shouldPlayRef = useRef(shouldPlay);
  shouldPlayRef.current = shouldPlay;

  useEffect(() => {
    if (!api) return;
    measuredWidth.current = api.rootNode().getBoundingClientRect().width;
    const sync = () => {
      setSelected(api.selectedScrollSnap());
      setCanPrev(api.canScrollPrev());
      setCanNext(api.canScrollNext());
    };
    // A swipe stops the plugin; once it settles, carry on if nothing else holds the carousel still.
    const resume = () => {
      const autoplay = api.plugins().autoplay;
      if (shouldPlayRef.current && autoplay && !autoplay.isPlaying()) autoplay.play();
    };
    sync();
    api.on("select", sync).on("reInit", sync).on("settle", resume);
    return () => {
      api.off("select", sync).off("reInit", sync).off("settle", resume);
    };
  }, [api]);

  useEffect(() => {
    const autoplay = api?.plugins().autoplay;
    if (!autoplay) return;
    if (shouldPlay) autoplay.play();
    else autoplay.stop();
  }, [api, shouldPlay]);

  const togglePlay = useCallback(() => setUserPaused(!paused), [paused]);

  const total = slides.length;
  return (
    <section
      ref={regionRef}
      aria-roledescription={t.media.carouselRole}
      aria-label={label}
      className={["group/carousel relative", className].filter(Boolean).join(" ")}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div ref={viewportRef} className="overflow-hidden rounded-card">
        <div className="flex touch-pan-y" aria-live={shouldPlay ? "off" : "polite"}>
          {slides.map((slide, index) => (
            <div
              key={index}
              role="group"
              aria-roledescription={t.media.slideRole}
              aria-label={t.media.slideOf(digits(index + 1), digits(total))}
              className={`min-w-0 shrink-0 grow-0 ${slideClassName}`}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>

      {total > 1 && (
        <div className="pointer-events-none absolute inset-x-3 top-1/2 flex -translate-y-1/2 justify-between sm:inset-x-5">
          <button
            type="button"
            onClick={() => api?.scrollPrev()}
            disabled={!api || !canPrev}
            aria-label={t.media.previousSlide}
            className={`pointer-events-auto ${controlButton}`}
          >
            <ChevronLeftIcon size={20} />
          </button>
          <button
            type="button"
            onClick={() => api?.scrollNext()}
            disabled={!api || !canNext}
            aria-label={t.media.nextSlide}
            className={`pointer-events-auto ${controlButton}`}
          >
            <ChevronRightIcon size={20} />
          </button>
        </div>
      )}

      <div className="mt-5 flex items-center justify-center gap-4">
        {total > 1 && (
          <button
            type="button"
            onClick={togglePlay}
            disabled={!api}
            aria-label={paused ? t.media.playSlideShow : t.media.pauseSlideShow}
            className="flex size-9 items-center justify-center rounded-full border border-walnut/30 text-walnut transition-colors hover:border-walnut hover:bg-linen active:bg-sand/60 disabled:cursor-not-allowed disabled:opacity-50"
          >
            {paused ? <PlayIcon size={16} /> : <PauseIcon size={16} />}
          </button>
        )}
        {dots && total > 1 && (
          <div className="flex flex-wrap items-center justify-center gap-1">
            {slides.map((_, index) => (
              <button
                key={index}
                type="button"
                onClick={() => api?.scrollTo(index)}
                disabled={!api}
                aria-label={t.media.goToSlide(digits(index + 1), digits(total))}
                aria-current={index === selected ? "true" : undefined}
                className="group/dot flex size-6 items-center justify-center disabled:cursor-not-allowed"
              >
                <span
                  aria-hidden="true"
                  className={`block h-1.5 rounded-full transition-[width,background-color] duration-300 motion-reduce:transition-none ${
                    index === selected ? "w-6 bg-walnut" : "w-1.5 bg-walnut/30 group-hover/dot:bg-walnut/60"
                  }`}
                />
              </button>
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
