import type { ReactNode } from "react";
import { Link } from "~/i18n/link";
import type { ImageRef } from "../../content/types";
import { ArrowRightIcon } from "./icons";
import { PHOTO_WHEN_NEAR, ResponsiveImage } from "./responsive-image";

export interface ImageLinkCardProps {
  to: string;
  image: ImageRef;
  title: string;
  /** A short line under the title (a place, a client type). */
  meta?: ReactNode;
  /** The call to action shown on hover and focus, e.g. "Explore" or "View project". */
  action: string;
  /** The `sizes` attribute of the image, matching the grid it sits in. */
  sizes: string;
  priority?: boolean;
  headingLevel?: 2 | 3;
}

/**
 * A photograph that is a link: the whole card is one target with one accessible name (the title), the
 * photograph zooms slowly on hover, and the call to action slides in. Used for portfolio categories and
 * project cards so both grids behave alike.
 */
export function ImageLinkCard({
  to,
  image,
  title,
  meta,
  action,
  sizes,
  priority = false,
  headingLevel = 3,
}: ImageLinkCardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <Link
      to={to}
      className="group relative block overflow-hidden rounded-card bg-walnut-dark shadow-soft transition-[box-shadow,translate] duration-500 ease-out hover:-translate-y-1 hover:shadow-lift focus-visible:-translate-y-1 focus-visible:shadow-lift active:translate-y-0 motion-reduce:transition-none motion-reduce:hover:translate-y-0"
    >
      <ResponsiveImage
        image={image.key}
        alt={image.alt}
        sizes={sizes}
        priority={priority}
        aspect="4 / 3"
        className={priority ? undefined : PHOTO_WHEN_NEAR}
        imgClassName="group-hover:scale-105 group-focus-visible:scale-105 motion-reduce:group-hover:scale-100"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-gradient-to-t from-charcoal/85 via-charcoal/25 to-transparent transition-opacity duration-500 group-hover:opacity-95"
      />
      <div className="absolute inset-x-0 bottom-0 p-5 sm:p-6">
        <Heading className="text-2xl leading-tight font-semibold text-ivory sm:text-[1.75rem]">
          {title}
        </Heading>
        {meta && <p className="mt-1 text-sm text-ivory/85">{meta}</p>}
        <span className="mt-3 inline-flex items-center gap-2 text-xs font-medium tracking-[0.2em] text-brass-light uppercase">
          {action}
          <ArrowRightIcon
            size={16}
            className="transition-transform duration-300 group-hover:translate-x-1 motion-reduce:transition-none"
          />
        </span>
      </div>
    </Link>
  );
}
