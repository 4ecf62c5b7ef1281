import { useLayoutEffect, useRef, type RefObject } from "react";
import YetAnotherLightbox, { useLightboxState, type SlideImage } from "yet-another-react-lightbox";
import "yet-another-react-lightbox/styles.css";
import type { ImageRef } from "../../content/types";
import { IMAGE_WIDTHS, imageManifest } from "~/generated/image-manifest";
import { useI18n } from "~/i18n/i18n";
import { localDigits } from "~/i18n/format";

/** An uploaded photo: its variants come from its own `srcSet` rather than the build's manifest. */
type LightboxImage = ImageRef & {
  uploaded?: { srcSet?: { webp: string; jpg: string }; width?: number; height?: number };
};

export interface LightboxProps {
  images: LightboxImage[];
  /** The image shown first. */
  index: number;
  onClose: () => void;
  /** Names the dialog, e.g. "Banani project photographs". */
  label: string;
}

/** WebP variants at every generated width, so the browser picks a sharp one for the screen without AVIF decoding cost. */
export function toSlide({ key, alt, uploaded }: LightboxImage): SlideImage {
  if (uploaded?.srcSet && uploaded.width && uploaded.height) {
    const ratio = uploaded.height / uploaded.width;
    const candidates = uploaded.srcSet.webp.split(",").map((candidate) => {
      const [src, descriptor] = candidate.trim().split(" ");
      const width = Number.parseInt(descriptor ?? "", 10);
      return { src, width, height: Math.round(width * ratio) };
    });
    const jpegs = uploaded.srcSet.jpg.split(",").map((candidate) => candidate.trim().split(" ")[0]);
    const largest = candidates[candidates.length - 1];
    return {
      src: jpegs[jpegs.length - 1],
      alt,
      width: largest.width,
      height: largest.height,
      srcSet: candidates,
    };
  }
  const entry = Object.hasOwn(imageManifest, key)
    ? (imageManifest as Record<string, { width: number; height: number }>)[key]
    : undefined;
  const ratio = entry ? entry.height / entry.width : 3 / 4;
  const widths = IMAGE_WIDTHS.filter((width) => !entry || width <= entry.width);
  const largest = widths[widths.length - 1] ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];
  return {
    src: `/images/${key}-${largest}.jpg`,
    alt,
    width: largest,
    height: Math.round(largest * ratio),
    srcSet: widths.map((width) => ({
      src: `/images/${key}-${width}.webp`,
      width,
      height: Math.round(width * ratio),
    })),
  };
}

/**
 * YARL names each slide from the labels' "{index} of {total}", but writes the two numbers in itself, in Latin
 * digits, and takes no number format. On a Bengali page this writes them again in the page's digits whenever
 * the library sets a slide's name (the names change as the viewer moves), before anything reads them. English
 * pages are left as the library writes them.
 */
function useSlideNamesInPageDigits(inside: RefObject<HTMLElement | null>) {
  const { lang, t } = useI18n();
  const slideRole = t.media.viewerSlideRole;
  useLayoutEffect(() => {
    const viewer = inside.current?.closest('[role="dialog"]');
    if (lang === "en" || !viewer) return;
    const rewrite = () => {
      for (const slide of viewer.querySelectorAll("[aria-roledescription][aria-label]")) {
        if (slide.getAttribute("aria-roledescription") !== slideRole) continue;
        const name = slide.getAttribute("aria-label") ?? "";
        const local = localDigits(lang, name);
        if (local !== name) slide.setAttribute("aria-label", local);
      }
    };
    rewrite();
    const observer = new MutationObserver(rewrite);
    observer.observe(viewer, { subtree: true, childList: true, attributeFilter: ["aria-label"] });
    return () => observer.disconnect();
  }, [inside, lang, slideRole]);
}

/** YARL's own counter is hidden from screen readers; this one is announced as the slide changes. */
function Counter() {
  const { currentIndex, slides } = useLightboxState();
  const { lang, t } = useI18n();
  const counter = useRef<HTMLParagraphElement>(null);
  useSlideNamesInPageDigits(counter);
  return (
    <p
      ref={counter}
      aria-live="polite"
      className="absolute top-4 left-4 rounded-full bg-black/40 px-4 py-2 text-sm font-medium tracking-[0.14em] text-ivory"
    >
      {t.media.imageCounter(localDigits(lang, currentIndex + 1), localDigits(lang, slides.length))}
    </p>
  );
}

/**
 * The full-screen image viewer: previous and next wrap around, arrow keys and swipes move, Escape or a
 * click on the backdrop closes, and focus returns to the card that opened it. Loaded on demand, since
 * most visits never open it.
 */
export default function Lightbox({ images, index, onClose, label }: LightboxProps) {
  const { t } = useI18n();
  return (
    <YetAnotherLightbox
      open
      close={onClose}
      index={index}
      slides={images.map(toSlide)}
      carousel={{ finite: false, preload: 1 }}
      controller={{ closeOnBackdropClick: true }}
      labels={{
        Lightbox: label,
        Previous: t.media.previousImage,
        Next: t.media.nextImage,
        Close: t.media.close,
        Carousel: t.media.viewerCarouselRole,
        Slide: t.media.viewerSlideRole,
        "Photo gallery": t.media.viewerGallery,
        // The library fills in the numbers, in Latin digits; on Bengali pages the counter below rewrites them.
        "{index} of {total}": t.media.imageCounter("{index}", "{total}"),
      }}
      render={{ controls: () => <Counter /> }}
      styles={{ container: { backgroundColor: "rgb(26 23 20 / 0.94)" } }}
    />
  );
}
