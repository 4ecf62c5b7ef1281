export { ProjectsPage, type ProjectSummary } from "./projects-page";
export { ProjectDetailsPage, ProjectNotFound } from "./project-details-page";
