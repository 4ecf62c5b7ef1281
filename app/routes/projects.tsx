import { ProjectsPage } from "~/features/projects";
import { projects, projectsPage } from "../../content/projects";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/projects";
import { paths, projectPath } from "../../common/paths";

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta(matches, {
    title: "Our Latest Projects",
    description:
      "Homes, offices, a boutique hotel and a restaurant from Dhaka to Bogura: walk through the latest interiors designed and built by Nakshi Interiors.",
    path: paths.projects,
    breadcrumbs: [{ name: "Projects", path: paths.projects }],
  });
}

export function loader() {
  return {
    banner: projectsPage.banner,
    intro: projectsPage.intro,
    projects: projects.map(({ title, clientType, location, year, images }) => ({
      title,
      clientType,
      location,
      year,
      path: projectPath(title),
      thumbnail: images[0],
    })),
  };
}

export default function Projects({ loaderData }: Route.ComponentProps) {
  return <ProjectsPage banner={loaderData.banner} intro={loaderData.intro} projects={loaderData.projects} />;
}
