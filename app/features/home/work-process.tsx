import { useState } from "react";
import { PageSection } from "~/components/page-section";
import { ResponsiveImage } from "~/components/responsive-image";
import { Reveal } from "~/components/reveal";
import { SectionHeading } from "~/components/section-heading";
import type { ImageRef, ProcessStep } from "../../../content/types";
import { useT } from "~/i18n/i18n";

export interface WorkProcessProps {
  title: string;
  image: ImageRef;
  steps: ProcessStep[];
}

/** Anchor "progress": We Listen, We Create, We Deliver beside a tall studio photograph (90vh on large screens). */
export function WorkProcess({ title, image, steps }: WorkProcessProps) {
  const t = useT();
  const [imageLoaded, setImageLoaded] = useState(false);
  return (
    <PageSection id="progress" labelledBy="progress-heading">
      <div className="grid items-center gap-12 lg:grid-cols-2 lg:gap-20">
        <Reveal variant="fade" ready={imageLoaded}>
          <ResponsiveImage
            image={image.key}
            alt={image.alt}
            sizes="(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw"
            aspect={false}
            className="aspect-[3/4] w-full rounded-card shadow-lift sm:aspect-[4/3] lg:aspect-auto lg:h-[90vh] lg:max-h-[56rem]"
            onLoad={() => setImageLoaded(true)}
            onError={() => setImageLoaded(true)}
          />
        </Reveal>
        <div>
          <Reveal ready={imageLoaded}>
            <SectionHeading eyebrow={t.home.processEyebrow} id="progress-heading" title={title} />
          </Reveal>
          <ol className="mt-12 space-y-12">
            {steps.map((step, index) => (
              <Reveal
                as="li"
                key={step.title}
                ready={imageLoaded}
                delay={0.15 + index * 0.15}
                className="relative flex gap-6"
              >
                {index < steps.length - 1 && (
                  <span aria-hidden="true" className="absolute top-14 -bottom-12 left-7 w-px bg-walnut/20" />
                )}
                <span
                  aria-hidden="true"
                  className="relative flex size-14 shrink-0 items-center justify-center rounded-full border border-brass bg-ivory text-lg font-medium text-walnut"
                >
                  {index + 1}
                </span>
                <div className="pt-2">
                  <h3 className="text-3xl font-semibold text-walnut">{step.title}</h3>
                  <p className="mt-3 text-lg leading-relaxed text-charcoal/80">{step.description}</p>
                </div>
              </Reveal>
            ))}
          </ol>
        </div>
      </div>
    </PageSection>
  );
}
