import { MissionVisionPage } from "~/features/about";
import { missionVision } from "../../content/mission-vision";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/mission-vision";
import { paths } from "../../common/paths";

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta(matches, {
    title: "Mission & Vision",
    description:
      "Our mission, our vision and the four values behind every Nakshi Interiors project: creativity, integrity, sustainability and excellence.",
    path: paths.missionVision,
    breadcrumbs: [{ name: "Mission & Vision", path: paths.missionVision }],
  });
}

export function loader() {
  return { content: missionVision };
}

export default function MissionVision({ loaderData }: Route.ComponentProps) {
  return <MissionVisionPage content={loaderData.content} />;
}
