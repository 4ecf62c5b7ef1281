import { portfolioCategories } from "../../content/portfolio";
import { projects } from "../../content/projects";
import { serviceSlugs } from "../../content/services";
import type { Route } from "./+types/sitemap-xml";
import { paths, accessoryPath, portfolioCategoryPath, projectPath, servicePath } from "../../common/paths";

const staticPaths = [
  "/",
  paths.companyOverview,
  paths.missionVision,
  paths.portfolio,
  paths.projects,
  paths.accessories,
  paths.checkout,
];

const escapeXml = (value: string) =>
  value.replace(
    /[<>&'"]/g,
    (char) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[char]!,
  );

/** Every public page: the static routes, each portfolio, project and service, and every accessory. */
export async function loader({ context }: Route.LoaderArgs) {
  const accessories = await context.catalogue.listAccessoryLinks();
  const entries: { path: string; lastmod?: string }[] = [
    ...staticPaths.map((path) => ({ path })),
    ...portfolioCategories.map((category) => ({ path: portfolioCategoryPath(category.slug) })),
    ...projects.map((project) => ({ path: projectPath(project.title) })),
    ...serviceSlugs.map((slug) => ({ path: servicePath(slug) })),
    ...accessories.map((accessory) => ({ path: accessoryPath(accessory), lastmod: accessory.updatedAt })),
  ];
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries.map(
      ({ path, lastmod }) =>
        `  <url><loc>${escapeXml(context.siteUrl + path)}</loc>${lastmod ? `<lastmod>${lastmod.slice(0, 10)}</lastmod>` : ""}</url>`,
    ),
    "</urlset>",
    "",
  ].join("\n");
  return new Response(body, {
    headers: {
      "content-type": "application/xml; charset=utf-8",
      "cache-control": "public, max-age=3600",
    },
  });
}
