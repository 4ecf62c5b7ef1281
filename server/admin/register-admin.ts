import fastifyCookie from "@fastify/cookie";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Config } from "../config";
import type { DatabaseHandle } from "../db/database";
import { notFound } from "../http/api-error";
import { registerAccountRoutes } from "./accounts/account-routes";
import { createAdminServices, type AdminServices } from "./admin-services";
import { registerAdminGuard } from "./auth/admin-guard";
import { registerSessionRoutes } from "./auth/session-routes";
import { registerDashboardRoutes } from "./dashboard/dashboard-routes";
import { registerMessageAdminRoutes } from "./messages/message-admin-routes";
import { registerReconcileRoutes } from "./reconcile/reconcile-routes";
import { registerReportRoutes } from "./reports/report-routes";
import { registerOrderAdminRoutes } from "./orders/order-admin-routes";
import { registerNotificationRoutes } from "../outbox/notification-routes";
import { registerCatalogueAdminRoutes } from "./catalogue/catalogue-admin-routes";
import { registerDeliverySettingsRoutes } from "./delivery/delivery-settings-routes";
import type { CatalogueFreshness } from "../repositories/catalogue-freshness";
import { securityHeadersHook } from "../web/security-headers";

type AdminOptions = {
  config: Config;
  database: DatabaseHandle;
  /** Where the JSON API is mounted (`/api`); the back-office API lives under `<prefix>/admin`. */
  apiPrefix: string;
  securityHeaders: Readonly<Record<string, string>>;
  /** Told after every catalogue change (see repositories/catalogue-freshness.ts). */
  catalogueFreshness?: CatalogueFreshness;
};

declare module "fastify" {
  interface FastifyInstance {
    /** The back office's services (also handed to its pages as `context.admin`). */
    admin: AdminServices;
  }
}

/**
 * The back office on the server: its guard (sessions, CSRF, anonymous refusal) on the whole app, and its
 * JSON API under `/api/admin`. Call before any other route is registered, so the guard sees them all.
 * Each area of the back office adds its API routes below with one line.
 */
export async function registerAdmin(app: FastifyInstance, options: AdminOptions): Promise<AdminServices> {
  const admin = createAdminServices({
    db: options.database.db,
    config: options.config,
    catalogueFreshness: options.catalogueFreshness,
  });
  app.decorate("admin", admin);
  // Cookies are read only by the guard, for back-office paths; no parsing hook on every public request.
  await app.register(fastifyCookie, { hook: false });
  registerAdminGuard(app, {
    sessions: admin.sessions,
    apiPrefix: options.apiPrefix,
    siteUrl: options.config.siteUrl,
    securityHeaders: options.securityHeaders,
  });

  await app.register(
    async (api) => {
      api.addHook("onRequest", securityHeadersHook(options.securityHeaders));
      // JSON only: anything else is a 415, as on the rest of the API.
      api.removeContentTypeParser("text/plain");
      registerSessionRoutes(api, admin);
      registerAccountRoutes(api, admin);
      registerOrderAdminRoutes(api, admin.orders, admin.couriers);
      registerMessageAdminRoutes(api, admin.messages);
      registerDashboardRoutes(api, admin.dashboard);
      registerReportRoutes(api, admin.reports);
      registerReconcileRoutes(api, admin.reconcile);
      registerNotificationRoutes(api, admin.notifications);
      await registerCatalogueAdminRoutes(api, admin.catalogue);
      registerDeliverySettingsRoutes(api, admin.delivery);
      const unknownEndpoint = async (request: FastifyRequest) => {
        throw notFound(`No API endpoint at ${request.method} ${request.url.split("?")[0]}`);
      };
      api.all("/", unknownEndpoint);
      api.all("/*", unknownEndpoint);
    },
    { prefix: `${options.apiPrefix}/admin` },
  );
  return admin;
}
