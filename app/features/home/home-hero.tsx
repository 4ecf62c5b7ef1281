import { useState } from "react";
import { lightOutlineClassName } from "~/components/cta-band";
import { ResponsiveImage } from "~/components/responsive-image";
import { CONTAINER } from "~/components/page-section";
import type { ImageRef } from "../../../content/types";
import { ContactButton } from "~/components/contact-button";
import { useT } from "~/i18n/i18n";

export interface HomeHeroProps {
  companyName: string;
  tagline: string;
  eyebrow: string;
  ctaLabel: string;
  image: ImageRef;
}

/**
 * The first screen. Its text is in the server HTML and visible at once (it holds the page's h1); the
 * entrance is pure CSS so it never waits for JavaScript. Once the photograph is in, the veil over it
 * lifts to the 30% of docs/product.md#reveal-on-scroll so the room shows through.
 */
export function HomeHero({ companyName, tagline, eyebrow, ctaLabel, image }: HomeHeroProps) {
  const t = useT();
  const [imageLoaded, setImageLoaded] = useState(false);
  const entrance =
    "transition-[opacity,translate] duration-700 ease-out motion-safe:starting:translate-y-4 motion-safe:starting:opacity-0";

  return (
    <section
      id="home"
      aria-labelledby="home-heading"
      className="relative isolate flex h-[80vh] min-h-[34rem] scroll-mt-25 items-end overflow-hidden bg-walnut-dark text-ivory"
    >
      <div className="absolute inset-0 -z-20">
        <ResponsiveImage
          image={image.key}
          alt={image.alt}
          priority
          aspect={false}
          className="h-full w-full"
          onLoad={() => setImageLoaded(true)}
          onError={() => setImageLoaded(true)}
        />
      </div>
      <div
        aria-hidden="true"
        data-testid="hero-overlay"
        className={`absolute inset-0 -z-10 bg-charcoal transition-opacity duration-[1500ms] ease-out motion-reduce:transition-none ${
          imageLoaded ? "opacity-30" : "opacity-60"
        }`}
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-t from-charcoal/85 via-charcoal/55 to-charcoal/25 sm:bg-gradient-to-r sm:from-charcoal/70 sm:via-charcoal/30 sm:to-transparent"
      />
      <div className={`${CONTAINER} pb-16 sm:pb-24`}>
        <div className="max-w-4xl">
          <p
            className={`flex items-center gap-3 text-xs font-medium tracking-[0.2em] text-brass-light uppercase sm:tracking-[0.28em] ${entrance}`}
          >
            <span aria-hidden="true" className="h-px w-10 bg-brass-light" />
            {eyebrow}
          </p>
          <h1
            id="home-heading"
            className={`mt-5 text-6xl leading-[0.95] font-semibold text-ivory delay-150 sm:text-7xl lg:text-8xl ${entrance}`}
          >
            {companyName}
          </h1>
          <p
            className={`mt-6 max-w-2xl font-display text-2xl leading-snug text-ivory/95 delay-300 sm:text-3xl ${entrance}`}
          >
            {tagline}
          </p>
          <div className={`mt-10 flex flex-wrap items-center gap-4 delay-500 ${entrance}`}>
            <ContactButton variant="accent" size="lg">
              {ctaLabel}
            </ContactButton>
            <a href="#categories" className={lightOutlineClassName}>
              {t.home.exploreWork}
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}
