import { ImageLinkCard } from "~/components/image-link-card";
import { PageBanner } from "~/components/page-banner";
import { PageSection } from "~/components/page-section";
import { Reveal, staggerDelay } from "~/components/reveal";
import type { ImageRef, PageBanner as Banner } from "../../../content/types";
import { useI18n } from "~/i18n/i18n";
import { localDigits } from "~/i18n/format";

export interface ProjectSummary {
  title: string;
  path: string;
  clientType: string;
  location: string;
  year: number;
  thumbnail: ImageRef;
}

export interface ProjectsPageProps {
  banner: Banner;
  intro: string;
  projects: ProjectSummary[];
}

/** /projects: Our Latest Projects, a card per project (two columns, then three) leading to its gallery. */
export function ProjectsPage({ banner, intro, projects }: ProjectsPageProps) {
  const { lang, t } = useI18n();
  return (
    <>
      <PageBanner
        title={banner.title}
        image={banner.image}
        eyebrow={t.projects.eyebrow}
        lead={intro}
        crumbs={[{ label: t.shell.home, to: "/" }, { label: t.nav.Projects }]}
      />
      <PageSection labelledBy="projects-list-heading">
        <h2 id="projects-list-heading" className="sr-only">
          {t.projects.allProjectsHeading}
        </h2>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8">
          {projects.map((project, index) => (
            <Reveal as="li" key={project.path} delay={staggerDelay(index)}>
              <ImageLinkCard
                to={project.path}
                image={project.thumbnail}
                title={project.title}
                meta={`${project.clientType} · ${localDigits(lang, project.year)}`}
                action={t.projects.viewProject}
                priority={index < 3}
                sizes="(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
              />
            </Reveal>
          ))}
        </ul>
      </PageSection>
    </>
  );
}
