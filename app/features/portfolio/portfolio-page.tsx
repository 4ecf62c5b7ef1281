import { ImageLinkCard } from "~/components/image-link-card";
import { PageBanner } from "~/components/page-banner";
import { PageSection } from "~/components/page-section";
import { Reveal, staggerDelay } from "~/components/reveal";
import { SectionHeading } from "~/components/section-heading";
import type { portfolioPage } from "../../../content/portfolio";
import type { PortfolioCategory } from "../../../content/types";
import { portfolioCategoryPath } from "../../../common/paths";
import { useI18n } from "~/i18n/i18n";
import { localDigits } from "~/i18n/format";

export interface PortfolioPageProps {
  content: typeof portfolioPage;
  categories: PortfolioCategory[];
}

/** /portfolio: the banner, the header, the intro and the six category cards. */
export function PortfolioPage({ content, categories }: PortfolioPageProps) {
  const { banner, heading, subheading, intro } = content;
  const { lang, t } = useI18n();
  return (
    <>
      <PageBanner
        title={banner.title}
        image={banner.image}
        eyebrow={t.portfolio.eyebrow}
        crumbs={[{ label: t.shell.home, to: "/" }, { label: banner.title }]}
      />
      <PageSection labelledBy="portfolio-heading">
        <div className="grid gap-10 lg:grid-cols-12 lg:gap-16">
          <Reveal className="lg:col-span-5">
            <SectionHeading
              eyebrow={t.portfolio.since(localDigits(lang, 2012))}
              id="portfolio-heading"
              title={heading}
              lead={subheading}
            />
          </Reveal>
          <Reveal
            className="space-y-5 text-base leading-relaxed text-charcoal/80 sm:text-lg lg:col-span-7 lg:pt-10"
            delay={0.15}
          >
            {intro.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </Reveal>
        </div>
        <h2 className="sr-only">{t.portfolio.categoriesHeading}</h2>
        <ul className="mt-14 grid grid-cols-1 gap-6 sm:mt-20 sm:grid-cols-3 lg:gap-8">
          {categories.map((category, index) => (
            <Reveal as="li" key={category.slug} delay={staggerDelay(index)}>
              <ImageLinkCard
                to={portfolioCategoryPath(category.slug)}
                image={category.image}
                title={category.title}
                action={t.portfolio.explore}
                sizes="(min-width: 1280px) 400px, (min-width: 640px) 33vw, 100vw"
              />
            </Reveal>
          ))}
        </ul>
      </PageSection>
    </>
  );
}
