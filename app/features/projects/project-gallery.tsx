import { lazy, memo, Suspense, useCallback, useState, useTransition } from "react";
import { ExpandIcon } from "~/components/icons";
import { LoadingOverlay, useImageReadiness } from "~/components/image-readiness";
import { ResponsiveImage } from "~/components/responsive-image";
import { Reveal, staggerDelay } from "~/components/reveal";
import { Spinner } from "~/components/spinner";
import { PROJECT_GALLERY_READY_RATIO } from "../../../common/constants";
import type { ImageRef } from "../../../content/types";
import { useI18n, useT } from "~/i18n/i18n";
import { localDigits } from "~/i18n/format";

const loadLightbox = () => import("~/components/lightbox");

/**
 * A card far below the first screen skips style, layout and paint until it comes near (a gallery of a dozen
 * photographs is most of the project page's document, and the browser renders sections as far as one and a
 * half screens ahead, so the section's own `content-visibility` still lays out the first cards' whole column).
 * The card's own box (its ivory ground and shadow) is painted; its placeholder height is a phone's card (a 4:3
 * photograph and the caption), and once rendered the card keeps its real height. Light content on the card's
 * light ground only, so an accessibility checker reads the caption's contrast against the right colour.
 */
export const GALLERY_CARD_WHEN_NEAR = "[content-visibility:auto] [contain-intrinsic-size:auto_20rem]";

/**
 * The "View full size" overlay fades in on hover and focus only (its transition is declared under those states)
 * and leaves at once. A transition declared at all times ran when a card's content was first rendered: in about
 * one load in four the browser started it from full opacity, so a visitor jumping down the gallery saw the overlay
 * fade out over half a second on a card that nobody was pointing at (decision 017).
 */
export const OVERLAY_FADES_IN =
  "group-hover:transition-[opacity,background-color] group-hover:duration-500 group-has-focus-visible:transition-[opacity,background-color] group-has-focus-visible:duration-500";
const Lightbox = lazy(loadLightbox);

export interface ProjectGalleryProps {
  title: string;
  images: ImageRef[];
}

/**
 * A card per photograph captioned "Address - {title}"; the whole card (photo and caption) opens the full-screen
 * lightbox at that photograph.
 *
 * A tap must be answered within one frame on a slow phone: the cards are a memoised list, so opening or
 * closing the lightbox does not render them again, and the lightbox itself is rendered in a transition, so the
 * tap's next paint is the viewer's dark backdrop and the viewer follows in the frames after it.
 */
export function ProjectGallery({ title, images }: ProjectGalleryProps) {
  const t = useT();
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const [opening, startOpening] = useTransition();
  const { loading, onImageSettled } = useImageReadiness({
    total: images.length,
    ratio: PROJECT_GALLERY_READY_RATIO,
  });
  const open = useCallback((index: number) => startOpening(() => setOpenIndex(index)), []);
  const backdrop = (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-charcoal/90">
      <Spinner size="lg" label={t.projects.openingViewer} />
    </div>
  );

  return (
    <div className="relative" aria-busy={loading || undefined}>
      <LoadingOverlay loading={loading} label={t.projects.loadingGallery} />
      <GalleryCards title={title} images={images} onOpen={open} onImageSettled={onImageSettled} />
      {opening && openIndex === null && backdrop}
      {openIndex !== null && (
        <Suspense fallback={backdrop}>
          <Lightbox
            images={images}
            index={openIndex}
            label={t.projects.viewerLabel(title)}
            onClose={() => setOpenIndex(null)}
          />
        </Suspense>
      )}
    </div>
  );
}

interface GalleryCardsProps extends ProjectGalleryProps {
  onOpen: (index: number) => void;
  onImageSettled: (index: number) => void;
}

/** The cards, rendered again only when the photographs change (not when the lightbox opens or closes). */
const GalleryCards = memo(function GalleryCards({
  title,
  images,
  onOpen,
  onImageSettled,
}: GalleryCardsProps) {
  const { lang, t } = useI18n();
  const digits = (value: number) => localDigits(lang, value);
  return (
    <ul
      aria-label={t.projects.photographs(title)}
      className="grid grid-cols-1 gap-5 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3"
    >
      {images.map((image, index) => (
        <Reveal as="li" key={image.key} delay={staggerDelay(index)}>
          {/* The button's ::after stretches over the whole figure, so the caption opens the lightbox too,
              while the card stays one focusable control with the image's name. */}
          <figure
            className={`group relative cursor-zoom-in overflow-hidden rounded-card bg-ivory shadow-soft transition-shadow duration-500 hover:shadow-lift has-focus-visible:outline-2 has-focus-visible:outline-offset-3 has-focus-visible:outline-brass ${GALLERY_CARD_WHEN_NEAR}`}
          >
            <button
              type="button"
              onClick={() => onOpen(index)}
              onPointerEnter={loadLightbox}
              onFocus={loadLightbox}
              aria-label={t.projects.viewFullSizeLabel(digits(index + 1), digits(images.length))}
              className="block w-full cursor-zoom-in after:absolute after:inset-0 after:z-10 after:content-[''] focus-visible:outline-none"
            >
              <span className="relative block overflow-hidden">
                <ResponsiveImage
                  inline
                  image={image.key}
                  alt={image.alt}
                  aspect="4 / 3"
                  sizes="(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                  imgClassName="group-hover:scale-105 motion-reduce:group-hover:scale-100"
                  onLoad={() => onImageSettled(index)}
                  onError={() => onImageSettled(index)}
                />
                <span
                  aria-hidden="true"
                  className={`absolute inset-0 flex items-center justify-center bg-charcoal/0 opacity-0 group-hover:bg-charcoal/45 group-hover:opacity-100 group-has-focus-visible:bg-charcoal/45 group-has-focus-visible:opacity-100 ${OVERLAY_FADES_IN}`}
                >
                  <span className="inline-flex items-center gap-2 rounded-full border border-ivory/70 px-5 py-2.5 text-xs font-medium tracking-[0.18em] text-ivory uppercase">
                    <ExpandIcon size={16} />
                    {t.projects.viewFullSize}
                  </span>
                </span>
              </span>
            </button>
            <figcaption className="flex items-center justify-between gap-3 px-5 py-4 text-sm text-charcoal/80">
              <span>{t.projects.address(title)}</span>
              <span aria-hidden="true" className="font-display text-base text-walnut lining-nums">
                {localDigits(lang, String(index + 1).padStart(2, "0"))}
              </span>
            </figcaption>
          </figure>
        </Reveal>
      ))}
    </ul>
  );
});
