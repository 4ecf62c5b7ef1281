import { ProjectsPage } from "~/features/projects";
import { projects, projectsPage } from "../../content/projects";
import { projectsBn, projectsPageBn } from "../../content/projects-bn";
import { pageLanguage, seoMeta } from "~/lib/seo";
import type { Route } from "./+types/projects";
import { paths, PROJECT_DETAILS_PREFIX } from "../../common/paths";
import { langOfRequest } from "../../common/lang";

export function meta({ matches }: Route.MetaArgs) {
  const { t } = pageLanguage(matches);
  return seoMeta(matches, {
    title: t.projects.metaTitle,
    description: t.projects.metaDescription,
    path: paths.projects,
    breadcrumbs: [{ name: t.nav.Projects, path: paths.projects }],
  });
}

/** The projects in the page's language (the Bengali ones reach only /bn pages: the loader stays on the server). */
export function loader({ request }: Route.LoaderArgs) {
  const bengali = langOfRequest(request) === "bn";
  const page = bengali ? projectsPageBn : projectsPage;
  return {
    banner: page.banner,
    intro: page.intro,
    // The address is the project's slug, the same in both languages.
    projects: (bengali ? projectsBn : projects).map(
      ({ title, slug, clientType, location, year, images }) => ({
        title,
        clientType,
        location,
        year,
        path: `${PROJECT_DETAILS_PREFIX}/${slug}`,
        thumbnail: images[0],
      }),
    ),
  };
}

export default function Projects({ loaderData }: Route.ComponentProps) {
  return <ProjectsPage banner={loaderData.banner} intro={loaderData.intro} projects={loaderData.projects} />;
}
