import { HomeAbout, type HomeAboutProps } from "./home-about";
import { HomeGallery, type HomeGalleryProps } from "./home-gallery";
import { RecentProjects, type RecentProjectsProps } from "./recent-projects";

export interface AboutSectionsProps {
  about: HomeAboutProps;
  gallery: HomeGalleryProps;
  recentProjects: RecentProjectsProps;
}

/** The home page's about section, gallery and recent projects: read-only sections below the first screen. */
export default function AboutSections({ about, gallery, recentProjects }: AboutSectionsProps) {
  return (
    <>
      <HomeAbout {...about} />
      <HomeGallery {...gallery} />
      <RecentProjects {...recentProjects} />
    </>
  );
}
