export { PortfolioPage } from "./portfolio-page";
export { PortfolioDetailPage, PortfolioNotFound } from "./portfolio-detail-page";
export { slugWords } from "./slug-words";
