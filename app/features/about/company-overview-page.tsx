import type { ReactNode } from "react";
import { CheckIcon } from "~/components/icons";
import { MediaSplit } from "~/components/media-split";
import { PageBanner } from "~/components/page-banner";
import { PageSection } from "~/components/page-section";
import { Reveal, staggerDelay } from "~/components/reveal";
import { SectionHeading } from "~/components/section-heading";
import { StatsStrip } from "~/components/stats-strip";
import type { companyOverview } from "../../../content/company";
import type { ContentSection } from "../../../content/types";
import { ContactButton } from "~/components/contact-button";
import { useI18n } from "~/i18n/i18n";
import { localDigits } from "~/i18n/format";

export interface CompanyOverviewPageProps {
  content: typeof companyOverview;
}

function Paragraphs({ paragraphs }: { paragraphs: string[] }) {
  return (
    <div className="mt-6 space-y-5 text-base leading-relaxed text-charcoal/80 sm:text-lg">
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
}

function StorySection({
  section,
  id,
  eyebrow,
  reverse,
  tone,
  children,
}: {
  section: ContentSection;
  id: string;
  eyebrow: string;
  reverse?: boolean;
  tone?: "ivory" | "linen";
  children?: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <PageSection id={id} labelledBy={headingId} tone={tone}>
      {section.image ? (
        <MediaSplit image={section.image} reverse={reverse}>
          <SectionHeading eyebrow={eyebrow} id={headingId} title={section.title} />
          <Paragraphs paragraphs={section.paragraphs} />
          {children}
        </MediaSplit>
      ) : (
        <Reveal>
          <SectionHeading eyebrow={eyebrow} id={headingId} title={section.title} />
          <Paragraphs paragraphs={section.paragraphs} />
          {children}
        </Reveal>
      )}
    </PageSection>
  );
}

/** /company-overview: story, services, figures, reasons, client experience and promise. */
export function CompanyOverviewPage({ content }: CompanyOverviewPageProps) {
  const { lang, t } = useI18n();
  const { banner, story, services, stats, reasons, clientExperience, promise } = content;
  return (
    <>
      <PageBanner
        title={banner.title}
        image={banner.image}
        eyebrow={t.about.eyebrow}
        crumbs={[{ label: t.seo.home, to: "/" }, { label: banner.title }]}
      />

      <StorySection section={story} id="story" eyebrow={t.about.storyEyebrow(localDigits(lang, 2012))} />

      <PageSection id="services" labelledBy="services-heading" tone="linen">
        <Reveal>
          <SectionHeading
            eyebrow={t.about.servicesEyebrow}
            id="services-heading"
            title={services.title}
            align="center"
          />
        </Reveal>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {services.items.map((service, index) => (
            <Reveal as="li" key={service.title} delay={staggerDelay(index)}>
              <article className="group h-full rounded-card bg-ivory p-7 shadow-soft transition-[box-shadow,translate] duration-500 hover:-translate-y-1 hover:shadow-lift motion-reduce:transition-none motion-reduce:hover:translate-y-0">
                <span
                  aria-hidden="true"
                  className="font-display text-4xl leading-none font-semibold text-brass lining-nums"
                >
                  {String(index + 1).padStart(2, "0")}
                </span>
                <h3 className="mt-4 text-2xl leading-tight font-semibold text-walnut">{service.title}</h3>
                <p className="mt-3 leading-relaxed text-charcoal/80">{service.text}</p>
              </article>
            </Reveal>
          ))}
        </ul>
      </PageSection>

      <StatsStrip stats={stats} label={t.about.inNumbers} />

      <PageSection id="why-us" labelledBy="why-us-heading">
        <Reveal>
          <SectionHeading eyebrow={t.about.whyUsEyebrow} id="why-us-heading" title={reasons.title} />
        </Reveal>
        <ul className="mt-12 grid gap-x-10 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
          {reasons.items.map((reason, index) => (
            <Reveal as="li" key={reason.title} delay={staggerDelay(index)} className="flex gap-4">
              <span className="mt-1 flex size-9 shrink-0 items-center justify-center rounded-full bg-walnut text-ivory">
                <CheckIcon size={18} />
              </span>
              <div>
                <h3 className="text-2xl leading-tight font-semibold text-walnut">{reason.title}</h3>
                <p className="mt-2 leading-relaxed text-charcoal/80">{reason.text}</p>
              </div>
            </Reveal>
          ))}
        </ul>
      </PageSection>

      <StorySection
        section={clientExperience}
        id="experience"
        eyebrow={t.about.experienceEyebrow}
        reverse
        tone="linen"
      />

      <StorySection section={promise} id="promise" eyebrow={t.about.promiseEyebrow}>
        <ContactButton variant="primary" size="lg" className="mt-10">
          {promise.ctaLabel}
        </ContactButton>
      </StorySection>
    </>
  );
}
