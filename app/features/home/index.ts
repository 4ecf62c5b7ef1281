export { HomePage, type HomePageProps } from "./home-page";
export type { ProjectCardData } from "./recent-projects";
