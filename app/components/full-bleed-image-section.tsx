import { useState, type ReactNode } from "react";
import type { ImageRef } from "../../content/types";
import { CONTAINER } from "./page-section";
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
  /** The content, told whether the photograph has arrived (or failed) so it can reveal itself after it. */
  children: (imageLoaded: boolean) => ReactNode;
}

/** A section at least 80% of the viewport tall over a full-bleed photograph, dimmed so ivory text reads on it. */
export function FullBleedImageSection({
  id,
  labelledBy,
  image,
  overlayClassName,
  className,
  children,
}: FullBleedImageSectionProps) {
  const [imageLoaded, setImageLoaded] = useState(false);
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      className={`relative isolate flex min-h-[80vh] scroll-mt-25 items-center overflow-hidden bg-walnut-dark text-ivory ${className}`}
    >
      <div className="absolute inset-0 -z-20">
        <ResponsiveImage
          image={image.key}
          alt={image.alt}
          aspect={false}
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
