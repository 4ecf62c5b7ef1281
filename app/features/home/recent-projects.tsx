import { Link } from "~/i18n/link";
import { ArrowRightIcon } from "~/components/icons";
import { ImageLinkCard } from "~/components/image-link-card";
import { PageSection } from "~/components/page-section";
import { Reveal, staggerDelay } from "~/components/reveal";
import { SectionHeading } from "~/components/section-heading";
import type { ImageRef, NavLink } from "../../../content/types";
import { useT } from "~/i18n/i18n";

export interface ProjectCardData {
  title: string;
  path: string;
  clientType: string;
  location: string;
  thumbnail: ImageRef;
}

export interface RecentProjectsProps {
  title: string;
  line: string;
  viewAll: NavLink;
  projects: ProjectCardData[];
}

export function RecentProjects({ title, line, viewAll, projects }: RecentProjectsProps) {
  const t = useT();
  return (
    <PageSection id="projects" labelledBy="projects-heading">
      <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
        <Reveal>
          <SectionHeading eyebrow={t.home.projectsEyebrow} id="projects-heading" title={title} lead={line} />
        </Reveal>
        <Link
          to={viewAll.to}
          className="group inline-flex shrink-0 items-center gap-2 self-start text-sm font-medium tracking-[0.14em] text-walnut uppercase underline-offset-8 hover:underline active:text-charcoal sm:self-auto"
        >
          {viewAll.label}
          <ArrowRightIcon
            size={18}
            className="transition-transform duration-300 group-hover:translate-x-1 motion-reduce:transition-none"
          />
        </Link>
      </div>
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8">
        {projects.map((project, index) => (
          <Reveal as="li" key={project.path} delay={staggerDelay(index)}>
            <ImageLinkCard
              to={project.path}
              image={project.thumbnail}
              title={project.title}
              meta={`${project.clientType} · ${project.location}`}
              action={t.home.viewProject}
              sizes="(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
            />
          </Reveal>
        ))}
      </ul>
    </PageSection>
  );
}
