export { CompanyOverviewPage } from "./company-overview-page";
export { MissionVisionPage } from "./mission-vision-page";
