import { ImageLinkCard } from "~/components/image-link-card";
import { PageSection } from "~/components/page-section";
import { Reveal, staggerDelay } from "~/components/reveal";
import { SectionHeading } from "~/components/section-heading";
import type { PortfolioCategory } from "../../../content/types";
import { portfolioCategoryPath } from "../../../common/paths";
import { useT } from "~/i18n/i18n";

export interface HomeCategoriesProps {
  title: string;
  line: string;
  categories: PortfolioCategory[];
}

export function HomeCategories({ title, line, categories }: HomeCategoriesProps) {
  const t = useT();
  return (
    <PageSection id="categories" labelledBy="categories-heading">
      <Reveal>
        <SectionHeading
          eyebrow={t.home.categoriesEyebrow}
          id="categories-heading"
          title={title}
          lead={line}
          align="center"
        />
      </Reveal>
      <ul className="mt-12 grid grid-cols-1 gap-6 sm:mt-16 sm:grid-cols-3 lg:gap-8">
        {categories.map((category, index) => (
          <Reveal as="li" key={category.slug} delay={staggerDelay(index)}>
            <ImageLinkCard
              to={portfolioCategoryPath(category.slug)}
              image={category.image}
              title={category.title}
              action={t.home.explore}
              sizes="(min-width: 1280px) 400px, (min-width: 640px) 33vw, 100vw"
            />
          </Reveal>
        ))}
      </ul>
    </PageSection>
  );
}
