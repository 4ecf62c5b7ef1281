import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isbot } from "isbot";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "react-router";
import { createRepresentation, sendRepresentation } from "../http/representation";
import { createUnknownHostGuard, type SiteOrigin } from "../http/site-origin";
import { deferScriptsPastFirstPaint } from "./defer-scripts";
import { PageCache, sharedMaxAge, staleWhileRevalidate, type CachedPage } from "./page-cache";
import { pageCachePolicy, pageCacheUrl } from "./page-cache-policy";
import { pageRateLimit } from "./page-rate-limit";
import { rememberedLanguageRedirect } from "./language-home";
import { RenderGate, RenderGateBusy } from "./render-gate";
import {
  contentSecurityPolicy,
  documentOnlySecurityHeaders,
  inlineScriptHashes,
  securityHeadersHook,
} from "./security-headers";
import {
  BACK_OFFICE_FORM_BODY_LIMIT_BYTES,
  BACK_OFFICE_MULTIPART_BODY_LIMIT_BYTES,
  PAGE_REVALIDATE_DELAY_MS,
  RENDER_BUSY_RETRY_AFTER_SECONDS,
  TRACK_ORDER_FORM_BODY_LIMIT_BYTES,
  USER_AGENT_MEMO_MAX_ENTRIES,
} from "../../common/limits";
import { paths } from "../../common/paths";
import { LANGS, localizePath } from "../../common/lang";

export type ServerBuildSource = ServerBuild | (() => Promise<ServerBuild>);

type Options = {
  build: ServerBuildSource;
  mode: "production" | "development";
  /** `siteUrl`: the origin this page's absolute URLs name (see http/site-origin.ts). */
  getLoadContext: (request: FastifyRequest, siteUrl: string) => AppLoadContext;
  /** Serve repeat requests for shareable pages from memory (production). */
  cachePages: boolean;
  /** The origin each page names; when it comes from the Host header, one copy per origin is kept. */
  siteOrigin: SiteOrigin;
  /** Page requests per client and minute (0: no limit); see page-rate-limit.ts. */
  pageRateLimitMax: number;
  /**
   * The security headers of every answer (the API set); an HTML page adds the document-only ones, and its
   * policy the hashes of its inline scripts.
   */
  securityHeaders: Readonly<Record<string, string>>;
  /** Whether pages carry a Content-Security-Policy (not in development, where Vite injects scripts). */
  csp: boolean;
  /** Back-office requests: personal answers, never cached, never indexed, and the only ones with actions. */
  isBackOffice: (request: FastifyRequest) => boolean;
};

/** One rendered answer, its body read into memory unless it is streamed straight to one client. */
type Rendered = {
  status: number;
  headers: Record<string, string>;
  cookies: string[];
  body: Buffer | Readable | null;
  shareable: boolean;
};

type Outcome = { page: CachedPage; rendered?: undefined } | { page?: undefined; rendered: Rendered };

/**
 * Hands every page request to React Router and sends its answer back through Fastify.
 *
 * HTML is rendered completely, then its Content-Security-Policy gets the sha256 of every inline script of
 * that document. Pages without cookies or credentials are shared from memory for the `s-maxage` their
 * policy declares, then served stale for `stale-while-revalidate` while one background render refreshes
 * them; concurrent misses for one page wait for a single render. These routes are outside helmet's scope
 * (it would rebuild its middleware on every request) and send the same headers, precomputed.
 */
export function registerReactRouter(app: FastifyInstance, options: Options) {
  const handle = createRequestHandler(options.build, options.mode);
  const cache = new PageCache();
  /** Bumped by `invalidatePages`: a render started before it stores nothing. */
  let generation = 0;
  const inflight = new Map<string, Promise<Outcome>>();
  const scheduled = new Map<string, NodeJS.Timeout>();
  const log: FastifyBaseLogger = app.log;
  const gate = new RenderGate();
  app.addHook("onClose", async () => {
    for (const timer of scheduled.values()) clearTimeout(timer);
    scheduled.clear();
  });

  function cacheKey(request: FastifyRequest): string | undefined {
    if (!options.cachePages || request.headers.cookie || request.headers.authorization) return undefined;
    if (options.isBackOffice(request)) return undefined;
    const page = options.siteOrigin.forRequest(request);
    // A page built for a host nobody configured is that request's alone.
    if (!page.shareable) return undefined;
    const agent = isBotAgent(request.headers["user-agent"]) ? "bot" : "browser";
    const url = pageCacheUrl(request.url) ?? request.url;
    return options.siteOrigin.fromHost ? `${agent} ${page.origin}${url}` : `${agent} ${url}`;
  }

  async function render(
    request: FastifyRequest,
    {
      method = request.method,
      signal,
      buffer,
      address = request.url,
    }: { method?: string; signal?: AbortSignal; buffer: boolean; address?: string },
  ): Promise<Rendered> {
    return gate.run(() => renderNow(request, { method, signal, buffer, address }));
  }

  async function renderNow(
    request: FastifyRequest,
    {
      method,
      signal,
      buffer,
      address,
    }: { method: string; signal?: AbortSignal; buffer: boolean; address: string },
  ): Promise<Rendered> {
    const page = options.siteOrigin.forRequest(request);
    // Concatenated, not resolved: an address like `//other.example/x` stays a path on this site.
    const url = new URL(page.origin + address);
    // A form post's body was read into a Buffer by the action route's parsers (below).
    const formBody =
      method !== "GET" && method !== "HEAD" && Buffer.isBuffer(request.body)
        ? (request.body as unknown as BodyInit)
        : undefined;
    const response = await handle(
      new Request(url, { method, headers: toHeaders(request.headers), signal, body: formBody }),
      options.getLoadContext(request, page.origin),
    );

    const headers: Record<string, string> = {};
    for (const [name, value] of response.headers) if (name !== "set-cookie") headers[name] = value;
    const cookies = response.headers.getSetCookie();
    const policy = pageCachePolicy(url.pathname.replace(/\.data$/, ""));
    if (policy && response.status === 200 && !headers["cache-control"]) headers["cache-control"] = policy;
    // No shared cache in front may keep a page that names an origin nobody configured.
    if (!page.shareable) headers["cache-control"] = "private, no-store";
    if (options.siteOrigin.fromHost) headers.vary = headers.vary ? `${headers.vary}, host` : "host";
    if (options.isBackOffice(request)) {
      headers["cache-control"] = "private, no-store";
      headers["x-robots-tag"] = "noindex, nofollow";
    }
    const shareable =
      response.status === 200 && cookies.length === 0 && sharedMaxAge(headers["cache-control"] ?? null) > 0;

    let body: Rendered["body"] = null;
    if (response.body) {
      if (/^text\/html\b/i.test(headers["content-type"] ?? "")) {
        // Scripts move behind the first paint (see defer-scripts) before the scripts are hashed.
        body = Buffer.from(deferScriptsPastFirstPaint(await response.text()));
        Object.assign(headers, documentOnlySecurityHeaders);
        if (options.csp) {
          headers["content-security-policy"] = contentSecurityPolicy(inlineScriptHashes(body.toString()));
        }
      } else if (buffer) {
        body = Buffer.from(await response.arrayBuffer());
      } else {
        body = Readable.fromWeb(response.body as WebReadableStream);
      }
    }
    return { status: response.status, headers, cookies, body, shareable };
  }

  /** Renders a page for the cache (always as GET, its body in memory) and stores it when it may be shared. */
  function fill(key: string, request: FastifyRequest): Promise<Outcome> {
    // Rendered for its cache address: `/?utm_source=x` is the page `/`, whatever else the query says.
    const address = pageCacheUrl(request.url) ?? request.url;
    const startedIn = generation;
    const pending = render(request, { method: "GET", buffer: true, address })
      .then(async (rendered): Promise<Outcome> => {
        if (!rendered.shareable || !Buffer.isBuffer(rendered.body)) return { rendered };
        const cacheControl = rendered.headers["cache-control"] ?? null;
        const representation = await createRepresentation(rendered.body, rendered.headers, 200);
        const now = Date.now();
        const freshUntil = now + sharedMaxAge(cacheControl) * 1000;
        const page: CachedPage = {
          ...representation,
          freshUntil,
          staleUntil: freshUntil + staleWhileRevalidate(cacheControl) * 1000,
          path: address.split("?")[0],
        };
        // Rendered from data read before an invalidation: good for those who waited, not for keeping.
        if (startedIn === generation) cache.set(key, page);
        return { page };
      })
      .finally(() => {
        if (inflight.get(key) === pending) inflight.delete(key);
      });
    inflight.set(key, pending);
    return pending;
  }

  /** Schedules one background render of a stale page; the request it copies is read again only then. */
  function revalidate(key: string, request: FastifyRequest) {
    if (inflight.has(key) || scheduled.has(key)) return;
    const timer = setTimeout(() => {
      scheduled.delete(key);
      const now = Date.now();
      // A request that found the page gone meanwhile has rendered it already.
      if (inflight.has(key) || (cache.get(key, now)?.freshUntil ?? 0) > now) return;
      refill(key, request);
    }, PAGE_REVALIDATE_DELAY_MS);
    timer.unref();
    scheduled.set(key, timer);
  }

  function refill(key: string, request: FastifyRequest) {
    fill(key, request).then(
      (outcome) => {
        // Gone or moved: stop serving the old page. A failure (5xx) keeps it in service until it expires.
        if (outcome.rendered && outcome.rendered.status < 500) cache.delete(key);
      },
      (error: unknown) => {
        // Every render slot busy: the stale copy serves on, and the next request schedules another try.
        if (error instanceof RenderGateBusy) return;
        log.error({ err: error, url: request.url }, "page revalidation failed");
      },
    );
  }

  /** A cached page is sent without a promise in between; everything else goes through `render`. */
  const handler = (request: FastifyRequest, reply: FastifyReply) => {
    const remembered = rememberedLanguageRedirect(request.url, request.headers.cookie);
    if (remembered !== undefined) {
      reply.header("cache-control", "private, no-store").header("vary", "cookie").redirect(remembered, 302);
      return;
    }
    const key = cacheKey(request);
    if (key !== undefined) {
      const now = Date.now();
      const cached = cache.get(key, now);
      if (cached) {
        const fresh = cached.freshUntil > now;
        if (!fresh) revalidate(key, request);
        reply.header("x-page-cache", fresh ? "hit" : "stale");
        sendRepresentation(request, reply, cached);
        return;
      }
    }
    return miss(request, reply, key);
  };

  async function miss(request: FastifyRequest, reply: FastifyReply, key: string | undefined) {
    try {
      return await renderAndSend(request, reply, key);
    } catch (error) {
      if (error instanceof RenderGateBusy) return sendBusy(reply);
      throw error;
    }
  }

  async function renderAndSend(request: FastifyRequest, reply: FastifyReply, key: string | undefined) {
    if (key === undefined) {
      const controller = new AbortController();
      reply.raw.once("close", () => controller.abort());
      const rendered = await render(request, { signal: controller.signal, buffer: false });
      return sendRendered(request, reply, rendered);
    }
    const pending = inflight.get(key);
    const outcome = await (pending ?? fill(key, request));
    if (outcome.page) {
      reply.header("x-page-cache", pending ? "hit" : "miss");
      return sendRepresentation(request, reply, outcome.page);
    }
    if (!pending) return sendRendered(request, reply, outcome.rendered);
    // The render this request waited for cannot be shared (a redirect, an error): render its own.
    return sendRendered(request, reply, await render(request, { buffer: false }));
  }

  const onRequest = [
    ...(options.pageRateLimitMax > 0 ? [pageRateLimit({ max: options.pageRateLimitMax })] : []),
    securityHeadersHook(options.securityHeaders),
    createUnknownHostGuard(options.siteOrigin),
  ];
  app.route({ method: ["GET", "HEAD"], url: "/*", onRequest, handler });
  app.route({ method: ["GET", "HEAD"], url: "/", onRequest, handler });

  // The back office has route actions; of the public site only the tracking form does (so that it works
  // without JavaScript), and its body is a number and a phone. The other public forms post to the JSON API.
  app.register(async (tracking) => {
    tracking.removeAllContentTypeParsers();
    tracking.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "buffer", bodyLimit: TRACK_ORDER_FORM_BODY_LIMIT_BYTES },
      (_request: FastifyRequest, body: Buffer, done: (error: null, body: Buffer) => void) => done(null, body),
    );
    const action = (request: FastifyRequest, reply: FastifyReply) => miss(request, reply, undefined);
    // In both languages: /track-order and /bn/track-order post to themselves.
    for (const page of LANGS.map((lang) => localizePath(paths.trackOrder, lang))) {
      for (const url of [page, `${page}.data`]) {
        tracking.route({ method: ["POST"], url, onRequest, handler: action });
      }
    }
  });

  app.register(async (actions) => {
    actions.removeAllContentTypeParsers();
    const keepBuffer = (_request: FastifyRequest, body: Buffer, done: (error: null, body: Buffer) => void) =>
      done(null, body);
    actions.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "buffer", bodyLimit: BACK_OFFICE_FORM_BODY_LIMIT_BYTES },
      keepBuffer,
    );
    actions.addContentTypeParser(
      "multipart/form-data",
      { parseAs: "buffer", bodyLimit: BACK_OFFICE_MULTIPART_BODY_LIMIT_BYTES },
      keepBuffer,
    );
    const action = (request: FastifyRequest, reply: FastifyReply) => miss(request, reply, undefined);
    for (const url of ["/admin", "/admin/*", "/admin.data"]) {
      actions.route({ method: ["POST", "PUT", "PATCH", "DELETE"], url, onRequest, handler: action });
    }
  });

  return {
    /** Drops the cached pages whose path matches (a saved catalogue change); renders under way keep nothing. */
    invalidatePages(matches: (path: string) => boolean) {
      generation += 1;
      cache.deleteWhere((page) => page.path === undefined || matches(page.path));
      inflight.clear();
    },
  };
}

/** Every render slot stayed busy for the whole wait: the client may try again in a moment. */
function sendBusy(reply: FastifyReply) {
  return reply
    .code(503)
    .header("retry-after", String(RENDER_BUSY_RETRY_AFTER_SECONDS))
    .header("cache-control", "no-store")
    .type("text/plain; charset=utf-8")
    .send("The site is busy. Please try again in a moment.\n");
}

function sendRendered(request: FastifyRequest, reply: FastifyReply, rendered: Rendered) {
  reply.code(rendered.status).headers(rendered.headers);
  if (rendered.cookies.length > 0) reply.header("set-cookie", rendered.cookies);
  if (!rendered.body || request.method === "HEAD") {
    if (rendered.body instanceof Readable) rendered.body.destroy();
    return reply.send();
  }
  return reply.send(rendered.body);
}

const botAgents = new Map<string, boolean>();

/** isbot runs a long regular expression; the same few user agents come back all the time. */
function isBotAgent(userAgent = ""): boolean {
  let bot = botAgents.get(userAgent);
  if (bot === undefined) {
    bot = isbot(userAgent);
    if (botAgents.size >= USER_AGENT_MEMO_MAX_ENTRIES) botAgents.clear();
    botAgents.set(userAgent, bot);
  }
  return bot;
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
