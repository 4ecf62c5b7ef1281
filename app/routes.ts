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
  // The back office: its own layout, outside the public site's; sign-in and setup stand outside it.
  route("admin/login", "routes/admin/login.tsx"),
  route("admin/setup", "routes/admin/setup.tsx"),
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/dashboard.tsx"),
    route("sign-out", "routes/admin/sign-out.tsx"),
    route("orders", "routes/admin/orders.tsx"),
    route("orders/:id", "routes/admin/order.tsx"),
    route("orders/:id/print", "routes/admin/order-print.tsx"),
    route("staff", "routes/admin/staff.tsx"),
    route("account", "routes/admin/account.tsx"),
    route("accessories", "routes/admin/accessories.tsx"),
    route("accessories/new", "routes/admin/accessory-new.tsx"),
    route("accessories/:id", "routes/admin/accessory-edit.tsx"),
    route("messages", "routes/admin/messages.tsx"),
    route("messages/:id", "routes/admin/message.tsx"),
    route("notifications/:id/retry", "routes/admin/notification-retry.tsx"),
    route("settings/delivery", "routes/admin/delivery-settings.tsx"),
  ]),
] satisfies RouteConfig;
