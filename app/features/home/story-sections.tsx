import { ClientLogos, type ClientLogosProps } from "./client-logos";
import { HomeMissionVision, type HomeMissionVisionProps } from "./home-mission-vision";
import { WorkProcess, type WorkProcessProps } from "./work-process";

export interface StorySectionsProps {
  brands: ClientLogosProps;
  missionVision: HomeMissionVisionProps;
  workProcess: WorkProcessProps;
}

/** The home page's brands, mission and vision, and work process: read-only sections far down the page. */
export default function StorySections({ brands, missionVision, workProcess }: StorySectionsProps) {
  return (
    <>
      <ClientLogos {...brands} />
      <HomeMissionVision {...missionVision} />
      <WorkProcess {...workProcess} />
    </>
  );
}
