import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isbot } from "isbot";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "react-router";
import { PageCache, sharedMaxAge, withNonce } from "./page-cache";
import { pageCachePolicy } from "./page-cache-policy";

export type ServerBuildSource = ServerBuild | (() => Promise<ServerBuild>);

type Options = {
  build: ServerBuildSource;
  mode: "production" | "development";
  getLoadContext: (request: FastifyRequest, reply: FastifyReply) => AppLoadContext;
  /** Serve repeat requests for shareable pages from memory (production). */
  cachePages: boolean;
};

/** Hands every page request to React Router and sends its Response back through Fastify. */
export function registerReactRouter(app: FastifyInstance, options: Options) {
  const handle = createRequestHandler(options.build, options.mode);
  const cache = new PageCache();

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const context = options.getLoadContext(request, reply);
    const url = new URL(request.url, `${request.protocol}://${request.host}`);
    const cacheKey =
      options.cachePages && !request.headers.cookie && !request.headers.authorization
        ? `${isbot(request.headers["user-agent"] ?? "") ? "bot" : "browser"} ${url.pathname}${url.search}`
        : undefined;

    const cached = cacheKey ? cache.get(cacheKey) : undefined;
    if (cached) {
      reply.status(cached.status).headers(Object.fromEntries(cached.headers)).header("x-page-cache", "hit");
      return reply.send(request.method === "HEAD" ? undefined : withNonce(cached, context.cspNonce));
    }

    const controller = new AbortController();
    reply.raw.once("close", () => controller.abort());
    const response = await handle(
      new Request(url, {
        method: request.method,
        headers: toHeaders(request.headers),
        signal: controller.signal,
      }),
      context,
    );

    const policy = pageCachePolicy(url.pathname.replace(/\.data$/, ""));
    if (policy && response.status === 200 && !response.headers.has("cache-control")) {
      response.headers.set("cache-control", policy);
    }
    reply.status(response.status);
    for (const [name, value] of response.headers) {
      if (name !== "set-cookie") reply.header(name, value);
    }
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) reply.header("set-cookie", cookies);
    if (!response.body || request.method === "HEAD") return reply.send();

    const maxAge = sharedMaxAge(response.headers.get("cache-control"));
    if (cacheKey && maxAge > 0 && response.status === 200 && cookies.length === 0) {
      const body = await response.text();
      cache.set(cacheKey, {
        status: response.status,
        headers: [...response.headers].filter(([name]) => name !== "set-cookie"),
        body,
        nonce: context.cspNonce,
        expiresAt: Date.now() + maxAge * 1000,
      });
      return reply.header("x-page-cache", "miss").send(body);
    }
    return reply.send(Readable.fromWeb(response.body as WebReadableStream));
  };

  app.route({ method: ["GET", "HEAD"], url: "/*", handler });
  app.route({ method: ["GET", "HEAD"], url: "/", handler });
}

function toHeaders(incoming: FastifyRequest["headers"]): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, value);
  }
  return headers;
}
