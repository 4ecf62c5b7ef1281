import { Link } from "~/i18n/link";
import { ArrowRightIcon, CheckIcon } from "~/components/icons";
import { PageSection } from "~/components/page-section";
import { PHOTO_WHEN_NEAR, ResponsiveImage } from "~/components/responsive-image";
import { Reveal, staggerDelay } from "~/components/reveal";
import { SectionHeading } from "~/components/section-heading";
import type { ImageRef, NavLink, ProcessStep, TitledText } from "../../../content/types";
import { useI18n } from "~/i18n/i18n";
import { formatNumber } from "~/i18n/format";

export interface HomeAboutProps {
  title: string;
  image: ImageRef;
  intro: string[];
  process: { title: string; steps: ProcessStep[] };
  reasons: { title: string; items: TitledText[] };
  services: { title: string; items: NavLink[] };
}

/** The SEO block: a decade of excellence, turn-key work, the four-step process, five reasons, six services. */
export function HomeAbout({ title, image, intro, process, reasons, services }: HomeAboutProps) {
  const { lang, t } = useI18n();
  return (
    <PageSection id="about" labelledBy="about-heading" tone="linen">
      <div className="grid items-center gap-12 lg:grid-cols-12 lg:gap-16">
        <Reveal className="lg:col-span-6">
          <SectionHeading eyebrow={t.home.aboutEyebrow} id="about-heading" title={title} />
          <div className="mt-6 space-y-5 text-base leading-relaxed text-charcoal/80 sm:text-lg">
            {intro.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </Reveal>
        <Reveal className="relative lg:col-span-6" delay={0.15}>
          <div
            aria-hidden="true"
            className="absolute -right-3 -bottom-3 hidden h-full w-full rounded-card border border-brass/60 sm:block"
          />
          <ResponsiveImage
            image={image.key}
            alt={image.alt}
            sizes="(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw"
            aspect="4 / 3"
            className={`rounded-card shadow-lift ${PHOTO_WHEN_NEAR}`}
          />
        </Reveal>
      </div>

      <div className="mt-20 sm:mt-28">
        <Reveal>
          <h3 className="text-3xl font-semibold text-walnut sm:text-4xl">{process.title}</h3>
        </Reveal>
        <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {process.steps.map((step, index) => (
            <Reveal as="li" key={step.title} delay={staggerDelay(index, 4)}>
              <div className="h-full rounded-card bg-ivory p-6 shadow-soft sm:p-7">
                <span
                  aria-hidden="true"
                  className="font-display text-5xl leading-none font-semibold text-brass lining-nums"
                >
                  {String(index + 1).padStart(2, "0")}
                </span>
                <h4 className="mt-5 font-display text-2xl leading-tight font-semibold text-walnut">
                  <span className="sr-only">{t.home.step(formatNumber(lang, index + 1))}</span>
                  {step.title}
                </h4>
                <p className="mt-3 leading-relaxed text-charcoal/80">{step.description}</p>
              </div>
            </Reveal>
          ))}
        </ol>
      </div>

      <div className="mt-20 grid gap-12 sm:mt-28 lg:grid-cols-12 lg:gap-16">
        <Reveal className="lg:col-span-7">
          <h3 className="text-3xl font-semibold text-walnut sm:text-4xl">{reasons.title}</h3>
          <ul className="mt-8 space-y-6">
            {reasons.items.map((reason) => (
              <li key={reason.title} className="flex gap-4">
                <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-walnut text-ivory">
                  <CheckIcon size={16} />
                </span>
                <p className="leading-relaxed text-charcoal/80">
                  <span className="block font-semibold text-charcoal">{reason.title}</span>
                  {reason.text}
                </p>
              </li>
            ))}
          </ul>
        </Reveal>
        <Reveal className="lg:col-span-5" delay={0.15}>
          <div className="rounded-card bg-walnut-dark p-8 text-ivory shadow-lift sm:p-10">
            <h3 className="text-3xl font-semibold text-ivory">{services.title}</h3>
            <ul className="mt-6 divide-y divide-ivory/15">
              {services.items.map((service) => (
                <li key={service.to}>
                  <Link
                    to={service.to}
                    className="group flex items-center justify-between gap-4 py-4 text-lg text-ivory/90 transition-colors hover:text-brass-light focus-visible:text-brass-light active:text-ivory"
                  >
                    {service.label}
                    <ArrowRightIcon
                      size={18}
                      className="text-brass-light transition-transform duration-300 group-hover:translate-x-1 motion-reduce:transition-none"
                    />
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </Reveal>
      </div>
    </PageSection>
  );
}
