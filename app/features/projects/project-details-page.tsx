import { Link } from "~/i18n/link";
import { ButtonLink } from "~/components/button";
import { CtaBand, lightOutlineClassName } from "~/components/cta-band";
import { ArrowLeftIcon, CheckIcon } from "~/components/icons";
import { NotFoundMessage } from "~/components/not-found-message";
import { PageBanner } from "~/components/page-banner";
import { PageSection } from "~/components/page-section";
import { Reveal } from "~/components/reveal";
import { SectionHeading } from "~/components/section-heading";
import type { Project } from "../../../content/types";
import { ProjectGallery } from "./project-gallery";
import { ContactButton } from "~/components/contact-button";
import { paths } from "../../../common/paths";
import { useI18n, useT } from "~/i18n/i18n";
import { formatNumber, localDigits } from "~/i18n/format";

export interface ProjectDetailsPageProps {
  project: Project;
}

/** The project details page (/project/view-details/{slug}): banner, title, the About This Project box and the photo gallery. */
export function ProjectDetailsPage({ project }: ProjectDetailsPageProps) {
  const { lang, t } = useI18n();
  const year = localDigits(lang, project.year);
  const facts = [
    { label: t.projects.location, value: project.location },
    { label: t.projects.client, value: project.clientType },
    { label: t.projects.completed, value: year },
    { label: t.projects.area, value: t.projects.areaValue(formatNumber(lang, project.areaSqFt)) },
    { label: t.projects.duration, value: project.duration },
  ];
  return (
    <>
      <PageBanner
        title={project.title}
        image={project.images[0]}
        eyebrow={project.clientType}
        crumbs={[
          { label: t.shell.home, to: "/" },
          { label: t.nav.Projects, to: paths.projects },
          { label: project.title },
        ]}
      />

      <PageSection labelledBy="project-heading">
        <div className="grid gap-12 lg:grid-cols-12 lg:gap-16">
          <Reveal className="lg:col-span-7">
            <SectionHeading
              eyebrow={`${project.location} · ${year}`}
              id="project-heading"
              title={t.projects.heading(project.title, project.clientType)}
            />
            <p className="mt-6 text-base leading-relaxed text-charcoal/80 sm:text-lg">{project.summary}</p>
          </Reveal>
          <Reveal className="lg:col-span-5" delay={0.15}>
            <aside
              aria-labelledby="about-project-heading"
              className="rounded-card border border-walnut/10 bg-linen/70 p-8 shadow-soft sm:p-10"
            >
              <h3 id="about-project-heading" className="text-3xl font-semibold text-walnut">
                {t.projects.aboutProject}
              </h3>
              <dl className="mt-6 divide-y divide-walnut/10">
                {facts.map((fact) => (
                  <div key={fact.label} className="flex justify-between gap-6 py-3">
                    <dt className="text-sm tracking-[0.14em] text-charcoal/75 uppercase">{fact.label}</dt>
                    <dd className="text-right font-medium text-charcoal">{fact.value}</dd>
                  </div>
                ))}
              </dl>
              <h4 className="mt-8 text-xs font-medium tracking-[0.24em] text-walnut uppercase">
                {t.projects.scope}
              </h4>
              <ul className="mt-4 space-y-2.5">
                {project.scope.map((item) => (
                  <li key={item} className="flex gap-3 leading-snug text-charcoal/85">
                    <CheckIcon size={18} className="mt-0.5 shrink-0 text-brass" />
                    {item}
                  </li>
                ))}
              </ul>
            </aside>
          </Reveal>
        </div>
      </PageSection>

      <PageSection labelledBy="gallery-heading" className="pt-0 sm:pt-0">
        <div className="mb-10 flex flex-wrap items-end justify-between gap-4">
          <h2 id="gallery-heading" className="text-4xl font-semibold text-walnut sm:text-5xl">
            {t.projects.gallery}
          </h2>
          <Link
            to={paths.projects}
            className="group inline-flex items-center gap-2 text-sm font-medium tracking-[0.14em] text-walnut uppercase underline-offset-8 hover:underline active:text-charcoal"
          >
            <ArrowLeftIcon
              size={18}
              className="transition-transform duration-300 group-hover:-translate-x-1 motion-reduce:transition-none"
            />
            {t.projects.allProjects}
          </Link>
        </div>
        <ProjectGallery title={project.title} images={project.images} />
      </PageSection>

      <CtaBand title={t.projects.ctaTitle} lead={t.projects.ctaLead}>
        <ContactButton variant="accent" size="lg">
          {t.projects.contactUs}
        </ContactButton>
        <Link to={paths.projects} className={lightOutlineClassName}>
          {t.projects.moreProjects}
        </Link>
      </CtaBand>
    </>
  );
}

export function ProjectNotFound() {
  const t = useT();
  return (
    <NotFoundMessage
      title={t.projects.notFoundTitle}
      action={
        <ButtonLink to={paths.projects} variant="primary" size="lg">
          <ArrowLeftIcon size={18} />
          {t.projects.backToProjects}
        </ButtonLink>
      }
    >
      <p>{t.projects.notFoundText}</p>
    </NotFoundMessage>
  );
}
