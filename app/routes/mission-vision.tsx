import { MissionVisionPage } from "~/features/about";
import { missionVision } from "../../content/mission-vision";
import type { Route } from "./+types/mission-vision";

export function meta(_: Route.MetaArgs) {
  return [
    { title: "Mission & Vision | Nakshi Interiors" },
    {
      name: "description",
      content:
        "Our mission, our vision and the four values behind every Nakshi Interiors project: creativity, integrity, sustainability and excellence.",
    },
  ];
}

export function loader() {
  return { content: missionVision };
}

export default function MissionVision({ loaderData }: Route.ComponentProps) {
  return <MissionVisionPage content={loaderData.content} />;
}
