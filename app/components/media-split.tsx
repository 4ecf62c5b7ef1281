import type { ReactNode } from "react";
import type { ImageRef } from "../../content/types";
import { ResponsiveImage } from "./responsive-image";
import { Reveal } from "./reveal";

export interface MediaSplitProps {
  image: ImageRef;
  children: ReactNode;
  /** Puts the image on the right on large screens, for alternating rows. */
  reverse?: boolean;
  onImageSettled?: () => void;
}

/** A photograph beside its text; on phones the photograph comes first. */
export function MediaSplit({ image, children, reverse = false, onImageSettled }: MediaSplitProps) {
  return (
    <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-20">
      <Reveal variant="fade" className={reverse ? "lg:order-2" : undefined}>
        <div className="relative">
          <div
            aria-hidden="true"
            className={`absolute -bottom-3 hidden h-full w-full rounded-card border border-brass/60 sm:block ${
              reverse ? "-left-3" : "-right-3"
            }`}
          />
          <ResponsiveImage
            image={image.key}
            alt={image.alt}
            aspect="4 / 3"
            sizes="(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw"
            className="rounded-card shadow-lift"
            onLoad={onImageSettled}
            onError={onImageSettled}
          />
        </div>
      </Reveal>
      <Reveal delay={0.15} className={reverse ? "lg:order-1" : undefined}>
        {children}
      </Reveal>
    </div>
  );
}
