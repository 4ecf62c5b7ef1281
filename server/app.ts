import { randomUUID } from "node:crypto";
import zlib from "node:zlib";
import compress from "@fastify/compress";
import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance, type FastifyReply } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { Config } from "./config";
import type { DatabaseHandle } from "./db/database";
import { notFound } from "./http/api-error";
import { BROTLI_QUALITY, COMPRESSION_THRESHOLD } from "./http/representation";
import { lazyChildLoggerFactory } from "./http/request-logger";
import { registerErrorHandler } from "./http/error-handler";
import { createAccessoryRepository } from "./repositories/accessory-repository";
import { registerApi } from "./routes/api";
import { registerStaticAssets } from "./web/static-assets";
import { registerReactRouter, type ServerBuildSource } from "./web/react-router-handler";
import { apiSecurityHeaders } from "./web/security-headers";

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
};

export const BODY_LIMIT_BYTES = 16 * 1024;

/** Builds the whole server (API, assets and pages) without listening, so tests can use `inject`. */
export async function buildApp({ config, database, web }: AppOptions): Promise<FastifyInstance> {
  // Development has no Content-Security-Policy: Vite injects its own inline scripts.
  const csp = web?.mode !== "development";
  // Helmet runs only where the cost does not matter (see routes/api.ts); everywhere else the same headers
  // are sent precomputed (see web/security-headers.ts).
  const headers = apiSecurityHeaders({ csp });
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ["req.headers.authorization", "req.headers.cookie"],
    },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    requestIdHeader: "x-request-id",
    genReqId: () => randomUUID(),
    childLoggerFactory: lazyChildLoggerFactory,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
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
  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .headers(headers)
      .send(notFound(`Nothing at ${request.method} ${request.url.split("?")[0]}`).toBody()),
  );

  app.addHook("onRequest", function requestIdHeader(request, reply, done) {
    reply.header("x-request-id", request.id);
    done();
  });

  // Answers that are not prepared in advance (see http/representation.ts) are compressed per response.
  await app.register(compress, {
    threshold: COMPRESSION_THRESHOLD,
    encodings: ["br", "gzip"],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  });
  if (config.rateLimitMax > 0) {
    await app.register(rateLimit, { global: false, max: config.rateLimitMax, timeWindow: "1 minute" });
  }

  if (web?.mountDevMiddleware) await web.mountDevMiddleware(app);
  // Static files get a minimal header set of their own (see static-assets.ts).
  if (web?.clientDir) await registerStaticAssets(app, web.clientDir);

  const accessoryRepository = createAccessoryRepository(database.db);

  await app.register(
    async (api) => {
      await registerApi(api, { config, database, accessoryRepository, csp, securityHeaders: headers });
    },
    { prefix: apiMountPath(config.publicApiBase) },
  );

  if (web) {
    const siteUrl = config.siteUrl;
    registerReactRouter(app, {
      build: web.build,
      mode: web.mode,
      cachePages: web.mode === "production",
      keyByOrigin: siteUrl === undefined,
      securityHeaders: headers,
      csp,
      getLoadContext: (request) => ({
        catalogue: accessoryRepository,
        site: config.site,
        siteUrl: siteUrl ?? `${request.protocol}://${request.host}`,
        apiBase: config.publicApiBase,
      }),
    });
  }

  return app;
}

/** The API is always mounted on this server; an absolute PUBLIC_API_BASE (a CDN or proxy) still maps here. */
export function apiMountPath(publicApiBase: string): string {
  const pathname = /^https?:\/\//.test(publicApiBase) ? new URL(publicApiBase).pathname : publicApiBase;
  return pathname.replace(/\/+$/, "") || "/api";
}
