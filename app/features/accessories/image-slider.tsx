import { useI18n } from "~/i18n/i18n";
import { localDigits } from "~/i18n/format";
import EmblaCarousel, { type EmblaCarouselType } from "embla-carousel";
import { useCallback, useEffect, useRef, useState } from "react";
import { ChevronLeftIcon, ChevronRightIcon, ExpandIcon } from "~/components/icons";
import { ResponsiveImage } from "~/components/responsive-image";
import type { AccessoryImage } from "../../../common/catalogue";

type ImageSliderProps = {
  images: AccessoryImage[];
  name: string;
  activeIndex: number;
  onActiveIndexChange: (index: number) => void;
  onOpenViewer: (index: number) => void;
};

const arrow =
  "absolute top-1/2 z-10 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-ivory/90 text-walnut shadow-soft " +
  "backdrop-blur-sm transition-[background-color,box-shadow,opacity] duration-300 hover:bg-ivory hover:shadow-lift active:scale-95 " +
  "motion-reduce:transition-none lg:opacity-0 lg:group-hover:opacity-100 lg:focus-visible:opacity-100";

const SLIDE_DURATION = 28;

/**
 * The detail page's image slider with thumbnails; the main image opens the full-screen viewer.
 *
 * Embla (which measures the slides and listens for drags) starts when the visitor reaches for the slider: a
 * pointer over it or pressed on it, the keyboard's focus in it, a click, or another photograph chosen (the viewer,
 * a thumbnail). Until then the server's markup shows the first photograph, as it would anyway; the page's first
 * tasks do not carry Embla's start (about 7 ms of script per load on a fast machine, seven times that on the
 * budget's phone). It starts in the capture phase of the event, before the event reaches the slides, so even a
 * first drag is Embla's.
 */
export function ImageSlider({
  images,
  name,
  activeIndex,
  onActiveIndexChange,
  onOpenViewer,
}: ImageSliderProps) {
  const viewport = useRef<HTMLDivElement>(null);
  const started = useRef<EmblaCarouselType | undefined>(undefined);
  const [embla, setEmbla] = useState<EmblaCarouselType>();
  const count = images.length;
  const { lang, t } = useI18n();

  const start = useCallback(
    (startIndex: number) => {
      if (started.current || !viewport.current) return started.current;
      started.current = EmblaCarousel(viewport.current, {
        loop: count > 1,
        duration: SLIDE_DURATION,
        startIndex,
      });
      setEmbla(started.current);
      return started.current;
    },
    [count],
  );
  const startHere = () => void start(activeIndex);

  useEffect(() => () => started.current?.destroy(), []);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => onActiveIndexChange(embla.selectedScrollSnap());
    embla.on("select", onSelect);
    return () => {
      embla.off("select", onSelect);
    };
  }, [embla, onActiveIndexChange]);

  // Another photograph chosen before Embla started starts it there.
  useEffect(() => {
    const carousel = started.current ?? (activeIndex !== 0 ? start(activeIndex) : undefined);
    if (carousel && carousel.selectedScrollSnap() !== activeIndex) carousel.scrollTo(activeIndex);
  }, [activeIndex, start]);

  // A new accessory brings new slides; a started Embla must measure them again (it measured the ones it
  // started with).
  const measured = useRef(images);
  useEffect(() => {
    if (measured.current === images) return;
    measured.current = images;
    started.current?.reInit({ loop: images.length > 1 });
  }, [images]);

  const go = useCallback(
    (index: number) => onActiveIndexChange((index + count) % count),
    [count, onActiveIndexChange],
  );

  return (
    <div>
      <section
        className="group relative overflow-hidden rounded-card bg-linen shadow-soft"
        aria-roledescription={t.media.carouselRole}
        aria-label={t.shop.imagesOf(name)}
        onPointerEnter={startHere}
        onPointerDownCapture={startHere}
        onFocusCapture={startHere}
        onClickCapture={startHere}
      >
        <div ref={viewport} className="overflow-hidden">
          <div className="flex touch-pan-y">
            {images.map((image, index) => (
              <div
                key={image._id}
                className="min-w-0 shrink-0 grow-0 basis-full"
                role="group"
                aria-roledescription={t.media.slideRole}
                aria-label={t.shop.slideOf(localDigits(lang, index + 1), localDigits(lang, count))}
                inert={index !== activeIndex}
              >
                <button
                  type="button"
                  onClick={() => onOpenViewer(index)}
                  className="group/open relative block w-full cursor-zoom-in focus-visible:outline-offset-[-4px]"
                  aria-label={t.shop.openImage(localDigits(lang, index + 1), localDigits(lang, count))}
                >
                  <ResponsiveImage
                    inline
                    src={image.imageUrl}
                    uploaded={image}
                    alt={t.shop.imageOf(name, localDigits(lang, index + 1), localDigits(lang, count))}
                    aspect={1}
                    sizes="(min-width: 1024px) 36rem, 100vw"
                    priority={index === 0}
                  />
                  <span
                    aria-hidden="true"
                    className="absolute right-4 bottom-4 inline-flex size-10 items-center justify-center rounded-full bg-ivory/90 text-walnut shadow-soft transition-transform duration-300 group-hover/open:scale-105 motion-reduce:transition-none"
                  >
                    <ExpandIcon size={18} />
                  </span>
                </button>
              </div>
            ))}
          </div>
        </div>
        {count > 1 && (
          <>
            <button
              type="button"
              onClick={() => go(activeIndex - 1)}
              className={`${arrow} left-3`}
              aria-label={t.shop.previousImage}
            >
              <ChevronLeftIcon size={20} />
            </button>
            <button
              type="button"
              onClick={() => go(activeIndex + 1)}
              className={`${arrow} right-3`}
              aria-label={t.shop.nextImage}
            >
              <ChevronRightIcon size={20} />
            </button>
          </>
        )}
      </section>

      {count > 1 && (
        <ul className="mt-4 grid grid-cols-4 gap-3 sm:grid-cols-5" aria-label={t.shop.chooseImage}>
          {images.map((image, index) => {
            const active = index === activeIndex;
            return (
              <li key={image._id}>
                <button
                  type="button"
                  onClick={() => onActiveIndexChange(index)}
                  aria-label={t.shop.showImage(localDigits(lang, index + 1), localDigits(lang, count))}
                  aria-current={active || undefined}
                  className={`block w-full overflow-hidden rounded-card ring-offset-2 ring-offset-ivory transition-[box-shadow,opacity] duration-300 motion-reduce:transition-none ${
                    active ? "ring-2 ring-walnut" : "opacity-70 ring-1 ring-sand/60 hover:opacity-100"
                  }`}
                >
                  <ResponsiveImage
                    inline
                    src={image.imageUrl}
                    uploaded={image}
                    alt=""
                    aspect={1}
                    sizes="6rem"
                  />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
