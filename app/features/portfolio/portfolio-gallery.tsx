import { LoadingOverlay, useImageReadiness } from "~/components/image-readiness";
import { ResponsiveImage } from "~/components/responsive-image";
import { Reveal, staggerDelay } from "~/components/reveal";
import { PORTFOLIO_READY_RATIO, PORTFOLIO_SPINNER_TIMEOUT_MS } from "../../../common/constants";
import type { ImageRef } from "../../../content/types";
import { useT } from "~/i18n/i18n";

export interface PortfolioGalleryProps {
  images: ImageRef[];
  label: string;
}

/** The lazy image grid of a portfolio category: one column on phones, two, then three. */
export function PortfolioGallery({ images, label }: PortfolioGalleryProps) {
  const t = useT();
  const { loading, onImageSettled } = useImageReadiness({
    total: images.length,
    ratio: PORTFOLIO_READY_RATIO,
    timeoutMs: PORTFOLIO_SPINNER_TIMEOUT_MS,
  });

  if (images.length === 0) {
    return (
      <p className="rounded-card border border-dashed border-walnut/25 bg-linen/60 px-6 py-16 text-center text-lg text-charcoal/80">
        {t.portfolio.noImages}
      </p>
    );
  }

  return (
    <div className="relative" aria-busy={loading || undefined}>
      <LoadingOverlay loading={loading} label={t.media.loadingImages} />
      <ul aria-label={label} className="grid grid-cols-1 gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3">
        {images.map((image, index) => (
          <Reveal as="li" key={image.key} delay={staggerDelay(index)}>
            <ResponsiveImage
              image={image.key}
              alt={image.alt}
              aspect="4 / 3"
              sizes="(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
              className="rounded-card shadow-soft"
              onLoad={() => onImageSettled(index)}
              onError={() => onImageSettled(index)}
            />
          </Reveal>
        ))}
      </ul>
    </div>
  );
}
