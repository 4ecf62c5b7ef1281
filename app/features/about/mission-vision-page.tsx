import { Link } from "~/i18n/link";
import { CtaBand, lightOutlineClassName } from "~/components/cta-band";
import { PageBanner } from "~/components/page-banner";
import { PageSection } from "~/components/page-section";
import { ResponsiveImage } from "~/components/responsive-image";
import { Reveal, staggerDelay } from "~/components/reveal";
import { SectionHeading } from "~/components/section-heading";
import type { missionVision } from "../../../content/mission-vision";
import { ContactButton } from "~/components/contact-button";
import { useT } from "~/i18n/i18n";

export interface MissionVisionPageProps {
  content: typeof missionVision;
}

/** /mission-vision: mission, vision, the four core values, Contact Us and View Our Portfolio. */
export function MissionVisionPage({ content }: MissionVisionPageProps) {
  const t = useT();
  const { banner, mission, vision, values, ctaLabel, portfolioLink } = content;
  return (
    <>
      <PageBanner
        title={banner.title}
        image={banner.image}
        eyebrow={t.about.eyebrow}
        crumbs={[{ label: t.seo.home, to: "/" }, { label: banner.title }]}
      />

      <PageSection id="purpose" labelledBy="purpose-heading">
        <h2 id="purpose-heading" className="sr-only">
          {t.about.purposeHeading}
        </h2>
        <div className="grid gap-8 lg:grid-cols-2 lg:gap-10">
          {[mission, vision].map((statement, index) => (
            <Reveal key={statement.title} delay={index * 0.15}>
              <article
                className={`relative h-full overflow-hidden rounded-card p-8 shadow-soft sm:p-12 ${
                  index === 0 ? "bg-walnut-dark text-ivory" : "bg-linen text-charcoal"
                }`}
              >
                <span
                  aria-hidden="true"
                  className={`absolute -top-6 right-6 font-display text-[10rem] leading-none ${
                    index === 0 ? "text-ivory/10" : "text-walnut/10"
                  }`}
                >
                  &ldquo;
                </span>
                <p
                  className={`text-xs font-medium tracking-[0.24em] uppercase ${
                    index === 0 ? "text-brass-light" : "text-walnut"
                  }`}
                >
                  {index === 0 ? t.about.missionEyebrow : t.about.visionEyebrow}
                </p>
                <h3 className={`mt-4 text-4xl font-semibold ${index === 0 ? "text-ivory" : "text-walnut"}`}>
                  {statement.title}
                </h3>
                <div
                  className={`mt-6 space-y-4 text-lg leading-relaxed ${index === 0 ? "text-ivory/90" : "text-charcoal/80"}`}
                >
                  {statement.paragraphs.map((paragraph) => (
                    <p key={paragraph}>{paragraph}</p>
                  ))}
                </div>
              </article>
            </Reveal>
          ))}
        </div>
      </PageSection>

      <PageSection id="values" labelledBy="values-heading" tone="linen">
        <div className="grid gap-12 lg:grid-cols-12 lg:gap-16">
          <Reveal variant="fade" className="lg:col-span-5">
            <div className="lg:sticky lg:top-32">
              <SectionHeading eyebrow={t.about.valuesEyebrow} id="values-heading" title={values.title} />
              <ResponsiveImage
                image={values.image.key}
                alt={values.image.alt}
                aspect="4 / 3"
                sizes="(min-width: 1280px) 500px, (min-width: 1024px) 40vw, 100vw"
                className="mt-10 rounded-card shadow-lift"
              />
            </div>
          </Reveal>
          <ul className="grid gap-6 sm:grid-cols-2 lg:col-span-7">
            {values.items.map((value, index) => (
              <Reveal as="li" key={value.title} delay={staggerDelay(index, 2)}>
                <article className="h-full rounded-card bg-ivory p-8 shadow-soft">
                  <span
                    aria-hidden="true"
                    className="font-display text-5xl leading-none font-semibold text-brass lining-nums"
                  >
                    {String(index + 1).padStart(2, "0")}
                  </span>
                  <h3 className="mt-5 text-3xl font-semibold text-walnut">{value.title}</h3>
                  <p className="mt-3 leading-relaxed text-charcoal/80">{value.text}</p>
                </article>
              </Reveal>
            ))}
          </ul>
        </div>
      </PageSection>

      <CtaBand title={t.about.ctaTitle} lead={t.about.ctaLead}>
        <ContactButton variant="accent" size="lg">
          {ctaLabel}
        </ContactButton>
        <Link to={portfolioLink.to} className={lightOutlineClassName}>
          {portfolioLink.label}
        </Link>
      </CtaBand>
    </>
  );
}
