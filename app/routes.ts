import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

/**
 * The public pages, declared once for each language. English keeps the specification's addresses; the /bn
 * copies reuse the same modules under ids of their own ("bn/routes/home").
 */
function publicPages(lang: "" | "bn") {
  // English keeps the default ids (the file names), so nothing that names a route by id changes.
  const id = (file: string) => (lang ? { id: `${lang}/${file.replace(/\.tsx$/, "")}` } : {});
  const page = (path: string, file: string) => route(path, file, id(file));
  return [
    index("routes/home.tsx", id("routes/home.tsx")),
    page("company-overview", "routes/company-overview.tsx"),
    page("mission-vision", "routes/mission-vision.tsx"),
    page("portfolio", "routes/portfolio.tsx"),
    page("portfolio/:slug", "routes/portfolio-detail.tsx"),
    page("projects", "routes/projects.tsx"),
    page("project/view-details/:slug", "routes/project-details.tsx"),
    page("services/:slug", "routes/service.tsx"),
    page("view-accessories", "routes/view-accessories.tsx"),
    page("accessories/details/:nameSlug/:id", "routes/accessory-details.tsx"),
    page("checkout-order", "routes/checkout-order.tsx"),
    page("track-order", "routes/track-order.tsx"),
    page("*", "routes/not-found.tsx"),
  ];
}

export default [
  layout("routes/site-layout.tsx", publicPages("")),
  // The Bengali twin of every public page, the same route modules under /bn with the Bengali layout.
  route("bn", "routes/site-layout-bn.tsx", publicPages("bn")),
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  route("robots.txt", "routes/robots-txt.ts"),
  // The back office: its own layout, outside the public site's; sign-in and setup stand outside it.
  route("admin/login", "routes/admin/login.tsx"),
  route("admin/setup", "routes/admin/setup.tsx"),
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/dashboard.tsx"),
    route("sign-out", "routes/admin/sign-out.tsx"),
    route("orders", "routes/admin/orders.tsx"),
    route("orders/labels", "routes/admin/order-labels.tsx"),
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
    route("reports", "routes/admin/reports.tsx"),
    route("reconcile", "routes/admin/reconcile.tsx"),
  ]),
] satisfies RouteConfig;
