import { FullBleedImageSection } from "~/components/full-bleed-image-section";
import { Reveal } from "~/components/reveal";
import type { ImageRef } from "../../../content/types";
import { ContactButton } from "~/components/contact-button";

export interface ClosingBannerProps {
  title: string;
  line: string;
  ctaLabel: string;
  image: ImageRef;
}

/** Anchor "conclusion": the closing banner with the page's second Contact Us button. */
export function ClosingBanner({ title, line, ctaLabel, image }: ClosingBannerProps) {
  return (
    <FullBleedImageSection
      id="conclusion"
      labelledBy="conclusion-heading"
      image={image}
      overlayClassName="bg-charcoal/55"
      className="py-24 text-center"
    >
      {(imageLoaded) => (
        <Reveal ready={imageLoaded} className="mx-auto max-w-3xl">
          <span aria-hidden="true" className="mx-auto block h-px w-16 bg-brass-light" />
          <h2
            id="conclusion-heading"
            className="mt-8 text-5xl leading-[1.05] font-semibold text-balance text-ivory sm:text-6xl lg:text-7xl"
          >
            {title}
          </h2>
          <p className="mx-auto mt-6 max-w-xl text-lg leading-relaxed text-ivory/90">{line}</p>
          <ContactButton variant="accent" size="lg" className="mt-10">
            {ctaLabel}
          </ContactButton>
        </Reveal>
      )}
    </FullBleedImageSection>
  );
}
