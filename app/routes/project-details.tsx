import { data } from "react-router";
import { ProjectDetailsPage, ProjectNotFound } from "~/features/projects";
import { findProjectBySlug } from "../../content/projects";
import { findProjectBySlugBn } from "../../content/projects-bn";
import { pageLanguage, seoMeta } from "~/lib/seo";
import { formatNumber } from "~/i18n/format";
import type { Route } from "./+types/project-details";
import { paths, PROJECT_DETAILS_PREFIX } from "../../common/paths";
import { langOfRequest } from "../../common/lang";

/** The project in the page's language (the Bengali texts reach only /bn pages: the loader stays on the server). */
export function loader({ params, request }: Route.LoaderArgs) {
  const bengali = langOfRequest(request) === "bn";
  const project = (bengali ? findProjectBySlugBn : findProjectBySlug)(params.slug);
  if (!project) return data({ project: null }, { status: 404 });
  return { project };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const { lang, t } = pageLanguage(matches);
  const project = loaderData?.project;
  if (!project) return [{ title: t.projects.notFoundMetaTitle }, { name: "robots", content: "noindex" }];
  const path = `${PROJECT_DETAILS_PREFIX}/${project.slug}`;
  return seoMeta(matches, {
    title: t.projects.detailMetaTitle(project.title, project.clientType),
    description: t.projects.detailMetaDescription(
      project.clientType,
      project.location,
      // English has always written the area without grouping here ("3400 sq ft").
      lang === "bn" ? formatNumber("bn", project.areaSqFt) : String(project.areaSqFt),
      project.duration,
    ),
    path,
    image: `/images/${project.images[0].key}-1200.jpg`,
    imageAlt: project.images[0].alt,
    breadcrumbs: [
      { name: t.nav.Projects, path: paths.projects },
      { name: project.title, path },
    ],
  });
}

export default function ProjectDetails({ loaderData }: Route.ComponentProps) {
  if (!loaderData.project) return <ProjectNotFound />;
  return <ProjectDetailsPage project={loaderData.project} />;
}
