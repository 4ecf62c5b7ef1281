import { ProjectsPage } from "~/features/projects";
import { projectPath } from "../../common/slug";
import { projects, projectsPage } from "../../content/projects";
import type { Route } from "./+types/projects";

export function meta(_: Route.MetaArgs) {
  return [
    { title: "Our Latest Projects | Nakshi Interiors" },
    {
      name: "description",
      content:
        "Homes, offices, a boutique hotel and a restaurant from Dhaka to Bogura: walk through the latest interiors designed and built by Nakshi Interiors.",
    },
  ];
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
