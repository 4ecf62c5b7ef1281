import { Accordion } from "~/components/accordion";
import { PageSection } from "~/components/page-section";
import { ResponsiveImage } from "~/components/responsive-image";
import { Reveal } from "~/components/reveal";
import { SectionHeading } from "~/components/section-heading";
import { SHOWROOM_SLIDER } from "../../../common/constants";
import type { AccordionItem as ShowroomFacts } from "../../../content/home";
import type { ImageRef } from "../../../content/types";
import { LazyCarousel } from "./lazy-carousel";
import { useT } from "~/i18n/i18n";

export interface ShowroomLocationProps {
  title: string;
  facts: ShowroomFacts[];
  images: ImageRef[];
  phone: { display: string; href: string };
  email: { address: string; href: string };
}

const linkClass =
  "font-medium text-walnut underline decoration-brass/60 underline-offset-4 transition-colors hover:decoration-walnut active:text-charcoal";

/** Lines that are the phone number or email address become links, so a tap calls or writes. */
function FactLine({ line, phone, email }: { line: string } & Pick<ShowroomLocationProps, "phone" | "email">) {
  if (line === phone.display) {
    return (
      <a href={phone.href} className={`${linkClass} whitespace-nowrap`}>
        {line}
      </a>
    );
  }
  if (line === email.address) {
    return (
      <a href={email.href} className={linkClass}>
        {line}
      </a>
    );
  }
  return <>{line}</>;
}

/** Anchor "location": the showroom accordion (address, why visit, hours) beside an auto-playing slider. */
export function ShowroomLocation({ title, facts, images, phone, email }: ShowroomLocationProps) {
  const t = useT();
  const items = facts.map((fact) => ({
    title: fact.title,
    content:
      fact.lines.length > 1 &&
      !fact.lines.some((line) => line === phone.display || line === email.address) ? (
        <ul className="list-disc space-y-2 pl-5 marker:text-brass">
          {fact.lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : (
        <div className="space-y-1.5 text-lg">
          {fact.lines.map((line) => (
            <p key={line}>
              <FactLine line={line} phone={phone} email={email} />
            </p>
          ))}
        </div>
      ),
  }));

  return (
    <PageSection id="location" labelledBy="location-heading" tone="linen">
      <div className="grid items-center gap-12 lg:grid-cols-12 lg:gap-16">
        <Reveal className="lg:col-span-5">
          <SectionHeading eyebrow={t.home.showroomEyebrow} id="location-heading" title={title} />
          <Accordion items={items} className="mt-10" />
        </Reveal>
        <Reveal className="lg:col-span-7" delay={0.15}>
          <LazyCarousel
            label={t.home.showroomPhotos}
            autoplayMs={SHOWROOM_SLIDER.autoplayMs}
            speedMs={SHOWROOM_SLIDER.speedMs}
            loop={SHOWROOM_SLIDER.infinite}
            dots={SHOWROOM_SLIDER.dots}
            slides={images.map((image) => (
              <ResponsiveImage
                key={image.key}
                image={image.key}
                alt={image.alt}
                aspect="4 / 3"
                sizes="(min-width: 1280px) 700px, (min-width: 1024px) 58vw, 100vw"
              />
            ))}
          />
        </Reveal>
      </div>
    </PageSection>
  );
}
