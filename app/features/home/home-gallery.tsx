import { PageSection } from "~/components/page-section";
import { ResponsiveImage } from "~/components/responsive-image";
import type { ImageRef } from "../../../content/types";
import { LazyCarousel } from "./lazy-carousel";
import { useT } from "~/i18n/i18n";

export interface HomeGalleryProps {
  images: ImageRef[];
}

/** The 11-image carousel of docs/product.md#home-page: a full-width band of rooms, the neighbours peeking in at the sides. */
export function HomeGallery({ images }: HomeGalleryProps) {
  const t = useT();
  return (
    <PageSection bleed className="overflow-hidden">
      <LazyCarousel
        label={t.home.galleryLabel}
        slideClassName="basis-[88%] px-2 sm:basis-[78%] sm:px-3 lg:basis-[68%]"
        slides={images.map((image) => (
          <ResponsiveImage
            key={image.key}
            image={image.key}
            alt={image.alt}
            aspect="16 / 9"
            sizes="(min-width: 1024px) 68vw, (min-width: 640px) 78vw, 88vw"
            className="rounded-card"
          />
        ))}
      />
    </PageSection>
  );
}
