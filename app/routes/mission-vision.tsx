import { MissionVisionPage } from "~/features/about";
import { missionVision } from "../../content/mission-vision";
import { missionVisionBn } from "../../content/about-bn";
import { langOfRequest } from "../../common/lang";
import { pageLanguage, seoMeta } from "~/lib/seo";
import type { Route } from "./+types/mission-vision";
import { paths } from "../../common/paths";

export function meta({ matches }: Route.MetaArgs) {
  const { t } = pageLanguage(matches);
  return seoMeta(matches, {
    title: t.about.missionTitle,
    description: t.about.missionDescription,
    path: paths.missionVision,
    breadcrumbs: [{ name: t.about.missionTitle, path: paths.missionVision }],
  });
}

/** The page's texts in its language (the Bengali ones reach only /bn pages: the loader stays on the server). */
export function loader({ request }: Route.LoaderArgs) {
  return { content: langOfRequest(request) === "bn" ? missionVisionBn : missionVision };
}

export default function MissionVision({ loaderData }: Route.ComponentProps) {
  return <MissionVisionPage content={loaderData.content} />;
}
