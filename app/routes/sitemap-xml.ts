import { portfolioCategories } from "../../content/portfolio";
import { projects } from "../../content/projects";
import { serviceSlugs } from "../../content/services";
import type { Route } from "./+types/sitemap-xml";
import { LANGS, LANG_TAG, localizePath } from "../../common/lang";
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
  const url = (path: string) => escapeXml(context.siteUrl + path);
  // Each page in both languages, each naming its twins (and English as the default) as alternates.
  const alternates = (path: string) =>
    [
      ...LANGS.map(
        (lang) =>
          `<xhtml:link rel="alternate" hreflang="${LANG_TAG[lang]}" href="${url(localizePath(path, lang))}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${url(path)}"/>`,
    ].join("");
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...LANGS.flatMap((lang) =>
      entries.map(
        ({ path, lastmod }) =>
          `  <url><loc>${url(localizePath(path, lang))}</loc>${lastmod ? `<lastmod>${lastmod.slice(0, 10)}</lastmod>` : ""}${alternates(path)}</url>`,
      ),
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
