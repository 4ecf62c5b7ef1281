import { data } from "react-router";
import { ProjectDetailsPage, ProjectNotFound } from "~/features/projects";
import { findProjectBySlug } from "../../content/projects";
import type { Route } from "./+types/project-details";

export function loader({ params }: Route.LoaderArgs) {
  const project = findProjectBySlug(params.slug);
  if (!project) return data({ project: null }, { status: 404 });
  return { project };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const project = loaderData?.project;
  if (!project)
    return [{ title: "Project Not Found | Nakshi Interiors" }, { name: "robots", content: "noindex" }];
  return [
    { title: `${project.title} ${project.clientType} | Nakshi Interiors Projects` },
    {
      name: "description",
      content: `${project.clientType} in ${project.location}: ${project.areaSqFt} sq ft designed and built by Nakshi Interiors in ${project.duration}. See the finished spaces.`,
    },
  ];
}

export default function ProjectDetails({ loaderData }: Route.ComponentProps) {
  if (!loaderData.project) return <ProjectNotFound />;
  return <ProjectDetailsPage project={loaderData.project} />;
}
