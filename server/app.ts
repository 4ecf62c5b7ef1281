import zlib from "node:zlib";
import compress from "@fastify/compress";
import Fastify, { LogController, type FastifyInstance, type FastifyReply } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { Config } from "./config";
import type { DatabaseHandle } from "./db/database";
import { methodNotAllowed, notFound } from "./http/api-error";
import { registerAllowedMethods } from "./http/allowed-methods";
import { BROTLI_QUALITY, COMPRESSION_THRESHOLD } from "./http/representation";
import { requestIdFor } from "./http/request-id";
import { registerRequestLog } from "./http/request-log";
import { DEFAULT_SERVER_TIMEOUTS, serverTimeoutOptions, type ServerTimeouts } from "./http/server-timeouts";
import { createHostCheck, createSiteOrigin } from "./http/site-origin";
import { fastifyTrustProxy } from "./http/trust-proxy";
import { registerErrorHandler } from "./http/error-handler";
import { createAccessoryRepository } from "./repositories/accessory-repository";
import {
  createCatalogueFreshness,
  showsCatalogue,
  type CatalogueFreshness,
} from "./repositories/catalogue-freshness";
import { registerMediaRoutes } from "./photos/media-routes";
import { createDatabasePhotoStorage } from "./photos/photo-storage";
import { scheduleUnusedPhotoSweep } from "./photos/unused-photo-sweep";
import { scheduleLowStockEmail } from "./stock/low-stock-email";
import { startCacheBus } from "./cluster/cache-bus";
import { registerRateLimit } from "./cluster/rate-limit-store";
import { createOrderTracker, createTrackingLimiter } from "./tracking/order-tracker";
import { createOrderTrackingService } from "./tracking/order-tracking-service";
import { registerAdmin } from "./admin/register-admin";
import { createDeliverySettingsStore } from "./delivery/delivery-settings-store";
import { registerApi } from "./routes/api";
import { registerStaticAssets } from "./web/static-assets";
import { registerReactRouter, type ServerBuildSource } from "./web/react-router-handler";
import { apiSecurityHeaders } from "./web/security-headers";
import { API_BODY_LIMIT_BYTES, PATH_PARAMETER_MAX_LENGTH } from "../common/limits";
import { apiMountPath } from "../common/paths";

export type WebOptions = {
  build: ServerBuildSource;
  mode: "production" | "development";
  /** Folder with the built browser assets; absent in development, where Vite serves them. */
  clientDir?: string;
  /** Development only: mounts Vite's middleware (modules, hot reload) in front of the routes. */
  mountDevMiddleware?: (app: FastifyInstance) => Promise<void>;
};

export type AppOptions = {
  config: Config;
  database: DatabaseHandle;
  web?: WebOptions;
  /** How long a client may take to send a request (tests shorten them). */
  timeouts?: ServerTimeouts;
  /** Where the JSON log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
};

/** Builds the whole server (API, assets and pages) without listening, so tests can use `inject`. */
export async function buildApp({
  config,
  database,
  web,
  timeouts = DEFAULT_SERVER_TIMEOUTS,
  logStream,
}: AppOptions): Promise<FastifyInstance> {
  // Development has no Content-Security-Policy: Vite injects its own inline scripts.
  const csp = web?.mode !== "development";
  // Helmet runs only where the cost does not matter (see routes/api.ts); everywhere else the same headers
  // are sent precomputed (see web/security-headers.ts).
  const headers = apiSecurityHeaders({ csp });
  const app = Fastify({
    logger: {
      name: "nakshi-interiors",
      level: config.logLevel,
      redact: ["req.headers.authorization", "req.headers.cookie"],
      ...(logStream ? { stream: logStream } : {}),
    },
    bodyLimit: API_BODY_LIMIT_BYTES,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    requestIdHeader: false,
    genReqId: requestIdFor,
    // One line per request instead of Fastify's two (see http/request-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    ...serverTimeoutOptions(timeouts),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: PATH_PARAMETER_MAX_LENGTH },
    return503OnClosing: true,
    // An undecodable URL (bad percent-encoding, an overlong parameter) names nothing that exists: a JSON 404
    // like any other unknown address, instead of Fastify's own error shape.
    frameworkErrors: (_error, _request, reply) =>
      (reply as FastifyReply)
        .status(404)
        .headers(headers)
        .send(notFound("Nothing at this address: the URL is malformed.").toBody()),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerAllowedMethods(app);
  registerRequestLog(app);
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?")[0];
    const allowed = app.allowedMethods(path);
    if (allowed.length > 0 && !allowed.includes(request.method)) {
      return reply
        .status(405)
        .headers(headers)
        .header("allow", allowed.join(", "))
        .send(methodNotAllowed(request.method, path, allowed).toBody());
    }
    return reply
      .status(404)
      .headers(headers)
      .send(notFound(`Nothing at ${request.method} ${path}`).toBody());
  });

  const rejectBadHost = createHostCheck(headers);
  app.addHook("onRequest", function requestIdHeader(request, reply, done) {
    reply.header("x-request-id", request.id);
    if (!rejectBadHost(request, reply)) done();
  });

  // Answers that are not prepared in advance (see http/representation.ts) are compressed per response.
  await app.register(compress, {
    threshold: COMPRESSION_THRESHOLD,
    encodings: ["br", "gzip"],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  });
  // POST limits count per client across every instance (see cluster/rate-limit-store.ts).
  if (config.rateLimitMax > 0) await registerRateLimit(app, config, database);

  if (web?.mountDevMiddleware) await web.mountDevMiddleware(app);
  // Static files get a minimal header set of their own (see static-assets.ts).
  if (web?.clientDir) await registerStaticAssets(app, web.clientDir);

  // A saved catalogue change drops the cached answers and pages that show it (see catalogue-freshness.ts).
  const catalogueFreshness = createCatalogueFreshness();
  app.decorate("catalogueFreshness", catalogueFreshness);
  // With PostgreSQL, a change saved on any instance reaches every instance's caches (see cluster/cache-bus.ts).
  if (database.url) {
    const bus = await startCacheBus({
      databaseUrl: database.url,
      db: database.db,
      freshness: catalogueFreshness,
      log: app.log.child({ component: "cache-bus" }),
    });
    app.addHook("onClose", bus.close);
  }
  registerMediaRoutes(app, createDatabasePhotoStorage(database.db), headers);
  scheduleUnusedPhotoSweep(app, database.db);
  scheduleLowStockEmail(app, database.db, config.notifications.notifyEmails);

  // The back office's guard goes in before the routes it protects (see admin/register-admin.ts).
  const admin = await registerAdmin(app, {
    config,
    database,
    apiPrefix: apiMountPath(config.publicApiBase),
    securityHeaders: headers,
    catalogueFreshness,
  });

  const accessoryRepository = createAccessoryRepository(database.db);
  const orderTracker = createOrderTracker(
    createOrderTrackingService(database.db),
    createTrackingLimiter(app),
  );
  const deliverySettings = createDeliverySettingsStore(database.db);

  await app.register(
    async (api) => {
      await registerApi(api, {
        config,
        database,
        accessoryRepository,
        csp,
        securityHeaders: headers,
        catalogueFreshness,
        orderTracker,
      });
    },
    { prefix: apiMountPath(config.publicApiBase) },
  );

  if (web) {
    const pages = registerReactRouter(app, {
      build: web.build,
      mode: web.mode,
      cachePages: web.mode === "production",
      siteOrigin: createSiteOrigin({
        siteUrl: config.siteUrl,
        allowedHosts: config.allowedHosts,
        production: config.env === "production",
      }),
      pageRateLimitMax: config.pageRateLimitMax,
      securityHeaders: headers,
      csp,
      isBackOffice: (request) => request.backOffice !== undefined,
      getLoadContext: (request, siteUrl) => ({
        catalogue: accessoryRepository,
        site: config.site,
        siteUrl,
        apiBase: config.publicApiBase,
        deliverySettings: async () => (await deliverySettings.read()).settings,
        trackOrder: (input) => orderTracker(request, input),
        admin,
        staff: request.staff,
        clientAddress: request.ip,
      }),
    });
    catalogueFreshness.onInvalidate(() => pages.invalidatePages(showsCatalogue));
  }

  return app;
}

declare module "fastify" {
  interface FastifyInstance {
    /** `invalidateCatalogue()` drops this instance's cached catalogue; see repositories/catalogue-freshness.ts. */
    catalogueFreshness: CatalogueFreshness;
  }
}
