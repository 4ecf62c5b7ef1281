import { ImageLinkCard } from "~/components/image-link-card";
import { PageBanner } from "~/components/page-banner";
import { PageSection } from "~/components/page-section";
import { Reveal, staggerDelay } from "~/components/reveal";
import type { ImageRef, PageBanner as Banner } from "../../../content/types";

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
  return (
    <>
      <PageBanner
        title={banner.title}
        image={banner.image}
        eyebrow="Projects"
        lead={intro}
        crumbs={[{ label: "Home", to: "/" }, { label: "Projects" }]}
      />
      <PageSection labelledBy="projects-list-heading">
        <h2 id="projects-list-heading" className="sr-only">
          All projects
        </h2>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8">
          {projects.map((project, index) => (
            <Reveal as="li" key={project.path} delay={staggerDelay(index)}>
              <ImageLinkCard
                to={project.path}
                image={project.thumbnail}
                title={project.title}
                meta={`${project.clientType} · ${project.year}`}
                action="View project"
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
