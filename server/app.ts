import { randomUUID } from "node:crypto";
import zlib from "node:zlib";
import compress from "@fastify/compress";
import helmet from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance, type FastifyReply } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { Config } from "./config";
import type { DatabaseHandle } from "./db/database";
import { notFound } from "./http/api-error";
import { registerErrorHandler } from "./http/error-handler";
import { createAccessoryRepository } from "./repositories/accessory-repository";
import { registerApi } from "./routes/api";
import { registerStaticAssets } from "./web/static-assets";
import { registerReactRouter, type ServerBuildSource } from "./web/react-router-handler";
import { assignCspNonce, buildContentSecurityPolicy, cspNonceOf } from "./web/security-headers";

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
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ["req.headers.authorization", "req.headers.cookie"],
    },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    requestIdHeader: "x-request-id",
    genReqId: () => randomUUID(),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    return503OnClosing: true,
    // An undecodable URL (bad percent-encoding, an overlong parameter) names nothing that exists: a JSON 404
    // like any other unknown address, instead of Fastify's own error shape.
    frameworkErrors: (_error, _request, reply) =>
      (reply as FastifyReply)
        .status(404)
        .send(notFound("Nothing at this address: the URL is malformed.").toBody()),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.setNotFoundHandler(async (request, reply) =>
    reply.status(404).send(notFound(`Nothing at ${request.method} ${request.url.split("?")[0]}`).toBody()),
  );

  app.addHook("onRequest", async (request, reply) => {
    reply.header("x-request-id", request.id);
    assignCspNonce(reply.raw);
  });

  const production = web?.mode !== "development";
  await app.register(helmet, {
    contentSecurityPolicy: production ? { directives: buildContentSecurityPolicy() } : false,
    // Chromium's HSTS on plain http is ignored; the header matters only behind HTTPS, which the proxy terminates.
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
  await app.register(compress, {
    threshold: 1024,
    encodings: ["br", "gzip"],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  if (config.rateLimitMax > 0) {
    await app.register(rateLimit, { global: false, max: config.rateLimitMax, timeWindow: "1 minute" });
  }

  if (web?.mountDevMiddleware) await web.mountDevMiddleware(app);

  const accessoryRepository = createAccessoryRepository(database.db);

  await app.register(
    async (api) => {
      await registerApi(api, { config, database, accessoryRepository });
    },
    { prefix: apiMountPath(config.publicApiBase) },
  );

  if (web) {
    if (web.clientDir) await registerStaticAssets(app, web.clientDir);
    const siteUrl = config.siteUrl;
    registerReactRouter(app, {
      build: web.build,
      mode: web.mode,
      cachePages: web.mode === "production",
      getLoadContext: (request, reply) => ({
        catalogue: accessoryRepository,
        site: config.site,
        cspNonce: cspNonceOf(reply.raw),
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
