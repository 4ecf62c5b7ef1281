import { data } from "react-router";
import { ProjectDetailsPage, ProjectNotFound } from "~/features/projects";
import { findProjectBySlug } from "../../content/projects";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/project-details";
import { paths, PROJECT_DETAILS_PREFIX } from "../../common/paths";

export function loader({ params }: Route.LoaderArgs) {
  const project = findProjectBySlug(params.slug);
  if (!project) return data({ project: null }, { status: 404 });
  return { project };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const project = loaderData?.project;
  if (!project)
    return [{ title: "Project Not Found | Nakshi Interiors" }, { name: "robots", content: "noindex" }];
  const path = `${PROJECT_DETAILS_PREFIX}/${project.slug}`;
  return seoMeta(matches, {
    title: `${project.title} ${project.clientType}`,
    description: `${project.clientType} in ${project.location}: ${project.areaSqFt} sq ft designed and built by Nakshi Interiors in ${project.duration}. See the finished spaces.`,
    path,
    image: `/images/${project.images[0].key}-1200.jpg`,
    imageAlt: project.images[0].alt,
    breadcrumbs: [
      { name: "Projects", path: paths.projects },
      { name: project.title, path },
    ],
  });
}

export default function ProjectDetails({ loaderData }: Route.ComponentProps) {
  if (!loaderData.project) return <ProjectNotFound />;
  return <ProjectDetailsPage project={loaderData.project} />;
}
