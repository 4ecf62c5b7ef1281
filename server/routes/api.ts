import helmet from "@fastify/helmet";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../config";
import type { DatabaseHandle } from "../db/database";
import { methodNotAllowed, notFound } from "../http/api-error";
import type { AccessoryRepository } from "../repositories/accessory-repository";
import { createMessageRepository } from "../repositories/message-repository";
import { createOrderRepository } from "../repositories/order-repository";
import { createDeliverySettingsStore } from "../delivery/delivery-settings-store";
import { createNotificationOutbox } from "../outbox/notification-outbox";
import { registerAccessoryRoutes } from "./accessory-routes";
import { createCatalogueResponseCache } from "../repositories/catalogue-response-cache";
import type { CatalogueFreshness } from "../repositories/catalogue-freshness";
import { registerHealthRoute } from "./health-route";
import { registerMessageRoutes } from "./message-routes";
import { registerOpenApi, registerOpenApiRoutes } from "./openapi";
import {
  apiHelmetOptions,
  documentHelmetOptions,
  permissionsPolicyHeader,
  securityHeadersHook,
} from "../web/security-headers";
import { registerOrderRoutes } from "./order-routes";
import { registerTrackingRoutes } from "./tracking-routes";
import type { OrderTracker } from "../tracking/order-tracker";
import { createOrderAdminService } from "../admin/orders/order-admin-service";
import { createCourierOrderService } from "../couriers/courier-orders";
import { registerCourierWebhookRoutes } from "../couriers/courier-webhook-routes";
import { RATE_LIMIT_WINDOW_MS } from "../../common/limits";

type ApiDependencies = {
  config: Config;
  database: DatabaseHandle;
  accessoryRepository: AccessoryRepository;
  /** Whether answers carry a Content-Security-Policy (not in development). */
  csp: boolean;
  /** The precomputed security headers, for the routes outside helmet's scope. */
  securityHeaders: Readonly<Record<string, string>>;
  /** A saved catalogue change empties the catalogue's answer cache. */
  catalogueFreshness?: CatalogueFreshness;
  /** Order tracking, shared with the tracking page's form (one rate limit for both). */
  orderTracker: OrderTracker;
};

const CATALOGUE_CACHE_CONTROL = "public, max-age=30, stale-while-revalidate=60";

/**
 * The JSON API of docs/product.md#public-api, mounted under the API base. The two catalogue reads are the hottest
 * routes of the site and live in a scope of their own without helmet; everything else goes through helmet.
 */
export async function registerApi(
  api: FastifyInstance,
  {
    config,
    database,
    accessoryRepository,
    csp,
    securityHeaders,
    catalogueFreshness,
    orderTracker,
  }: ApiDependencies,
) {
  await registerOpenApi(api);
  const catalogue = createCatalogueResponseCache(accessoryRepository, config.catalogueCacheMs, {
    headers: { "cache-control": CATALOGUE_CACHE_CONTROL },
    onRefreshError: (error) =>
      api.log.warn({ err: error }, "catalogue refresh failed; serving the stored answer"),
  });
  const stopListening = catalogueFreshness?.onInvalidate(() => catalogue.clear());
  if (stopListening) api.addHook("onClose", async () => stopListening());
  await api.register(async (reads) => registerAccessoryRoutes(reads, catalogue, securityHeaders));

  // The docs page is a document: helmet's full set and the document policy.
  await api.register(async (docs) => {
    await docs.register(helmet, documentHelmetOptions({ csp }));
    docs.addHook("onRequest", securityHeadersHook(permissionsPolicyHeader));
    await registerOpenApiRoutes(docs);
  });

  await api.register(async (rest) => {
    await rest.register(helmet, apiHelmetOptions({ csp }));
    registerHealthRoute(rest, database);
    const postRateLimit =
      config.rateLimitMax > 0 ? { max: config.rateLimitMax, timeWindow: RATE_LIMIT_WINDOW_MS } : false;
    const notifications = createNotificationOutbox(config.notifications);
    // An order line or a courier's status change moved counted stock: "Only N left" must not be served stale.
    const stockChanged = () => catalogueFreshness?.catalogueChanged();
    registerOrderRoutes(
      rest,
      createOrderRepository(
        database.db,
        notifications,
        createDeliverySettingsStore(database.db),
        stockChanged,
      ),
      postRateLimit,
    );
    registerMessageRoutes(rest, createMessageRepository(database.db, notifications), postRateLimit);
    registerTrackingRoutes(rest, orderTracker);
    registerCourierWebhookRoutes(
      rest,
      createCourierOrderService({
        db: database.db,
        config,
        orders: createOrderAdminService(database.db, { stockChanged }),
        log: rest.log.child({ component: "couriers" }),
      }),
      { rateLimited: config.rateLimitMax > 0 },
    );
    // Fastify would otherwise parse text/plain into a string, and the client would get a 400 instead of a 415.
    rest.removeContentTypeParser("text/plain");
    // Without these, unknown API paths would fall through to the page renderer's catch-all route.
    const unknownEndpoint = async (request: FastifyRequest, reply: FastifyReply) => {
      const path = request.url.split("?")[0];
      // An endpoint that exists under other methods: 405 naming them.
      const allowed = api.allowedMethods(path, api.prefix);
      if (allowed.length > 0 && !allowed.includes(request.method)) {
        reply.header("allow", allowed.join(", "));
        throw methodNotAllowed(request.method, path, allowed);
      }
      throw notFound(`No API endpoint at ${request.method} ${path}`);
    };
    rest.all("/", { schema: { hide: true } }, unknownEndpoint);
    rest.all("/*", { schema: { hide: true } }, unknownEndpoint);
  });
}
