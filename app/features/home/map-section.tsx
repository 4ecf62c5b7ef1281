import { ExternalLinkIcon, MapPinIcon } from "~/components/icons";
import { PageSection } from "~/components/page-section";
import { ResponsiveImage } from "~/components/responsive-image";
import { Reveal } from "~/components/reveal";
import { SectionHeading } from "~/components/section-heading";
import type { ImageRef } from "../../../content/types";
import { useT } from "~/i18n/i18n";

export interface MapSectionProps {
  title: string;
  line: string;
  linkLabel: string;
  image: ImageRef;
  mapsUrl: string;
  address: string;
}

/** Anchor "map": a location image that opens the showroom in Google Maps (no embedded map, no third-party script). */
export function MapSection({ title, line, linkLabel, image, mapsUrl, address }: MapSectionProps) {
  const t = useT();
  return (
    <PageSection id="map" labelledBy="map-heading">
      <div className="grid items-center gap-12 lg:grid-cols-12 lg:gap-16">
        <Reveal className="lg:col-span-5">
          <SectionHeading eyebrow={t.home.mapEyebrow} id="map-heading" title={title} lead={line} />
          <p className="mt-6 flex items-start gap-3 text-lg text-charcoal">
            <MapPinIcon size={22} className="mt-0.5 shrink-0 text-brass" />
            {address}
          </p>
          <a
            href={mapsUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-8 inline-flex h-11 items-center gap-2 rounded-full bg-walnut px-6 text-xs font-medium tracking-[0.14em] text-ivory uppercase shadow-soft transition-[background-color,box-shadow] duration-300 hover:bg-walnut-dark hover:shadow-lift active:translate-y-px motion-reduce:transition-none"
          >
            {linkLabel}
            <ExternalLinkIcon size={16} />
            <span className="sr-only">{t.home.newTab}</span>
          </a>
        </Reveal>
        <Reveal className="lg:col-span-7" delay={0.15}>
          <a
            href={mapsUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="group relative block overflow-hidden rounded-card shadow-soft transition-shadow duration-500 hover:shadow-lift"
          >
            <ResponsiveImage
              image={image.key}
              alt={image.alt}
              aspect="16 / 9"
              sizes="(min-width: 1280px) 700px, (min-width: 1024px) 58vw, 100vw"
              imgClassName="group-hover:scale-[1.03] motion-reduce:group-hover:scale-100"
            />
            <span className="absolute right-4 bottom-4 inline-flex items-center gap-2 rounded-full bg-ivory/95 px-4 py-2 text-xs font-medium tracking-[0.14em] text-walnut uppercase shadow-soft transition-colors group-hover:bg-ivory">
              <MapPinIcon size={16} className="text-brass" />
              {linkLabel}
            </span>
            <span className="sr-only">{t.home.newTab}</span>
          </a>
        </Reveal>
      </div>
    </PageSection>
  );
}
