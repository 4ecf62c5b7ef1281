import { MissionVisionPage } from "~/features/about";
import { missionVision } from "../../content/mission-vision";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/mission-vision";

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta(matches, {
    title: "Mission & Vision",
    description:
      "Our mission, our vision and the four values behind every Nakshi Interiors project: creativity, integrity, sustainability and excellence.",
    path: "/mission-vision",
    breadcrumbs: [{ name: "Mission & Vision", path: "/mission-vision" }],
  });
}

export function loader() {
  return { content: missionVision };
}

export default function MissionVision({ loaderData }: Route.ComponentProps) {
  return <MissionVisionPage content={loaderData.content} />;
}
