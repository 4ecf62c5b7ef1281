import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  layout("routes/site-layout.tsx", [
    index("routes/home.tsx"),
    route("company-overview", "routes/company-overview.tsx"),
    route("mission-vision", "routes/mission-vision.tsx"),
    route("portfolio", "routes/portfolio.tsx"),
    route("portfolio/:slug", "routes/portfolio-detail.tsx"),
    route("projects", "routes/projects.tsx"),
    route("project/view-details/:slug", "routes/project-details.tsx"),
    route("services/:slug", "routes/service.tsx"),
    route("view-accessories", "routes/view-accessories.tsx"),
    route("accessories/details/:nameSlug/:id", "routes/accessory-details.tsx"),
    route("checkout-order", "routes/checkout-order.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  route("robots.txt", "routes/robots-txt.ts"),
] satisfies RouteConfig;
