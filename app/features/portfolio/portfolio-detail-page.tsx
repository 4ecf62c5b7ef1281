import { Link } from "~/i18n/link";
import { ButtonLink } from "~/components/button";
import { CtaBand, lightOutlineClassName } from "~/components/cta-band";
import { CheckIcon } from "~/components/icons";
import { NotFoundMessage } from "~/components/not-found-message";
import { PageBanner } from "~/components/page-banner";
import { PageSection } from "~/components/page-section";
import { Reveal, staggerDelay } from "~/components/reveal";
import { SectionHeading } from "~/components/section-heading";
import type { ImageRef, PortfolioEntry } from "../../../content/types";
import { PortfolioGallery } from "./portfolio-gallery";
import { ContactButton } from "~/components/contact-button";
import { paths } from "../../../common/paths";
import { useI18n, useT } from "~/i18n/i18n";
import { localDigits } from "~/i18n/format";

export interface PortfolioDetailPageProps {
  heading: string;
  banner: ImageRef;
  entry: PortfolioEntry;
  images: ImageRef[];
}

function TitledList({ items, numbered }: { items: { title: string; text: string }[]; numbered?: boolean }) {
  const { lang } = useI18n();
  return (
    <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item, index) => (
        <Reveal as="li" key={item.title} delay={staggerDelay(index)}>
          <article className="h-full rounded-card bg-ivory p-7 shadow-soft">
            {numbered && (
              <span
                aria-hidden="true"
                className="font-display text-4xl leading-none font-semibold text-brass lining-nums"
              >
                {localDigits(lang, String(index + 1).padStart(2, "0"))}
              </span>
            )}
            <h3 className={`${numbered ? "mt-4" : ""} text-2xl leading-tight font-semibold text-walnut`}>
              {item.title}
            </h3>
            <p className="mt-3 leading-relaxed text-charcoal/80">{item.text}</p>
          </article>
        </Reveal>
      ))}
    </ul>
  );
}

function CheckList({ items, columns = 2 }: { items: string[]; columns?: 1 | 2 }) {
  return (
    <ul className={`mt-8 grid gap-x-10 gap-y-4 ${columns === 2 ? "sm:grid-cols-2" : ""}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-lg leading-snug text-charcoal/85">
          <CheckIcon size={20} className="mt-0.5 shrink-0 text-brass" />
          {item}
        </li>
      ))}
    </ul>
  );
}

/** /portfolio/{slug}: banner, image grid, then the category's story and what we offer. */
export function PortfolioDetailPage({ heading, banner, entry, images }: PortfolioDetailPageProps) {
  const t = useT();
  return (
    <>
      <PageBanner
        title={heading}
        image={banner}
        eyebrow={t.portfolio.detailEyebrow}
        crumbs={[
          { label: t.shell.home, to: "/" },
          { label: t.nav.Portfolio, to: paths.portfolio },
          { label: heading },
        ]}
      />

      <PageSection labelledBy="gallery-heading">
        <h2 id="gallery-heading" className="sr-only">
          {t.portfolio.gallery(heading)}
        </h2>
        <PortfolioGallery images={images} label={t.portfolio.photographs(heading)} />
      </PageSection>

      <PageSection labelledBy="intro-heading" className="pt-0 sm:pt-0">
        <div className="grid gap-10 lg:grid-cols-12 lg:gap-16">
          <Reveal className="lg:col-span-5">
            <SectionHeading eyebrow={t.portfolio.approachEyebrow} id="intro-heading" title={entry.title} />
          </Reveal>
          <Reveal
            className="space-y-5 text-base leading-relaxed text-charcoal/80 sm:text-lg lg:col-span-7 lg:pt-10"
            delay={0.15}
          >
            {entry.introParagraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </Reveal>
        </div>
      </PageSection>

      <PageSection labelledBy="why-heading" tone="linen">
        <Reveal>
          <SectionHeading eyebrow={t.portfolio.whyEyebrow} id="why-heading" title={t.portfolio.whyTitle} />
        </Reveal>
        <TitledList items={entry.problemsWithoutUs} />
      </PageSection>

      <PageSection labelledBy="solutions-heading">
        <Reveal>
          <SectionHeading
            eyebrow={t.portfolio.solutionsEyebrow}
            id="solutions-heading"
            title={t.portfolio.solutionsTitle}
          />
        </Reveal>
        <TitledList items={entry.ourSolutions} numbered />
      </PageSection>

      <PageSection labelledBy="offer-heading" tone="linen">
        <div className="grid gap-14 lg:grid-cols-12 lg:gap-16">
          <Reveal className="lg:col-span-7">
            <SectionHeading
              eyebrow={t.portfolio.scopeEyebrow}
              id="offer-heading"
              title={t.portfolio.offerTitle}
            />
            <CheckList items={entry.servicesWeOffer} />
          </Reveal>
          <Reveal className="lg:col-span-5" delay={0.15}>
            <div className="rounded-card bg-ivory p-8 shadow-soft sm:p-10">
              <h3 className="text-2xl font-semibold text-walnut">{t.portfolio.materialsHeading}</h3>
              <CheckList items={entry.materialsAndTeam.materials} columns={1} />
              <h3 className="mt-10 text-2xl font-semibold text-walnut">{t.portfolio.teamHeading}</h3>
              <CheckList items={entry.materialsAndTeam.team} columns={1} />
            </div>
          </Reveal>
        </div>
      </PageSection>

      <CtaBand title={t.portfolio.ctaTitle(heading)} lead={t.portfolio.ctaLead}>
        <ContactButton variant="accent" size="lg">
          {t.portfolio.contactUs}
        </ContactButton>
        <Link to={paths.portfolio} className={lightOutlineClassName}>
          {t.portfolio.allCategories}
        </Link>
      </CtaBand>
    </>
  );
}

export function PortfolioNotFound() {
  const t = useT();
  return (
    <NotFoundMessage
      title={t.portfolio.notFoundTitle}
      action={
        <ButtonLink to={paths.portfolio} variant="primary" size="lg">
          {t.portfolio.backToPortfolio}
        </ButtonLink>
      }
    >
      <p>{t.portfolio.notFoundBody}</p>
    </NotFoundMessage>
  );
}
