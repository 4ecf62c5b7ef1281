import { Readable } from "node:stream";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "react-router";

export type ServerBuildSource = ServerBuild | (() => Promise<ServerBuild>);

type Options = {
  build: ServerBuildSource;
  mode: "production" | "development";
  getLoadContext: (request: FastifyRequest, reply: FastifyReply) => AppLoadContext;
};

/** Hands every page request to React Router and streams its Response back through Fastify. */
export function registerReactRouter(app: FastifyInstance, options: Options) {
  const handle = createRequestHandler(options.build, options.mode);

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const controller = new AbortController();
    reply.raw.once("close", () => controller.abort());
    const webRequest = new Request(new URL(request.url, `${request.protocol}://${request.host}`), {
      method: request.method,
      headers: toHeaders(request.headers),
      signal: controller.signal,
    });
    const response = await handle(webRequest, options.getLoadContext(request, reply));
    reply.status(response.status);
    for (const [name, value] of response.headers) {
      if (name !== "set-cookie") reply.header(name, value);
    }
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) reply.header("set-cookie", cookies);
    if (!response.body || request.method === "HEAD") return reply.send();
    return reply.send(Readable.fromWeb(response.body as import("node:stream/web").ReadableStream));
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
