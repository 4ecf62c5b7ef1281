import { useState, type ReactNode } from "react";
import type { ImageRef } from "../../content/types";
import { CONTAINER, DARK_BLOCK_WHEN_NEAR } from "./page-section";
import { ResponsiveImage } from "./responsive-image";

export interface FullBleedImageSectionProps {
  /** The in-page anchor; the section keeps the 100 px clearance of docs/product.md#constants below the sticky header. */
  id: string;
  /** The id of the heading that names the section. */
  labelledBy: string;
  /** The photograph that fills the section behind its content. */
  image: ImageRef;
  /** The dimming layer between the photograph and the text, such as `bg-charcoal/55`. */
  overlayClassName: string;
  /** What differs per section: vertical padding, text alignment. */
  className: string;
  /**
   * The content's height while the section is skipped (a `contain-intrinsic-size` class per breakpoint), where
   * it outgrows the 80% of the viewport the section always takes: the page keeps its length before the visitor
   * scrolls to it.
   */
  placeholderClassName?: string;
  /** The content, told whether the photograph has arrived (or failed) so it can reveal itself after it. */
  children: (imageLoaded: boolean) => ReactNode;
}

/**
 * The photographs are 16:9 and cover a section that can be taller than the screen is wide: on a phone the
 * mission band is about 950 px tall, so its photograph is drawn some 1,700 px wide and cropped. Sized by the
 * viewport's width alone, a phone picked the 400 px file and drew it four times enlarged.
 */
const COVER_SIZES = "max(100vw, 178vh)";

/**
 * A section at least 80% of the viewport tall over a full-bleed photograph, dimmed so ivory text reads on it.
 * Its content (photograph, dimming, text) is laid out only when near the viewport; the section itself paints
 * the walnut ground, so a checker reads the ivory text against a dark ground meanwhile (decision 017).
 */
export function FullBleedImageSection({
  id,
  labelledBy,
  image,
  overlayClassName,
  className,
  placeholderClassName,
  children,
}: FullBleedImageSectionProps) {
  const [imageLoaded, setImageLoaded] = useState(false);
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      className={`relative isolate flex min-h-[80vh] scroll-mt-25 items-center overflow-hidden bg-walnut-dark text-ivory ${DARK_BLOCK_WHEN_NEAR} ${placeholderClassName ?? ""} ${className}`}
    >
      <div className="absolute inset-0 -z-20">
        <ResponsiveImage
          image={image.key}
          alt={image.alt}
          aspect={false}
          sizes={COVER_SIZES}
          className="h-full w-full"
          onLoad={() => setImageLoaded(true)}
          onError={() => setImageLoaded(true)}
        />
      </div>
      <div aria-hidden="true" className={`absolute inset-0 -z-10 ${overlayClassName}`} />
      <div className={CONTAINER}>{children(imageLoaded)}</div>
    </section>
  );
}
