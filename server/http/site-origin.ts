import type { FastifyReply, FastifyRequest, onRequestHookHandler } from "fastify";
import { HOST_HEADER_MAX_LENGTH } from "../../common/limits";

/**
 * A Host header the server accepts: a DNS name (underscores allowed, as container names have them), an IPv4
 * address or a bracketed IPv6 address, with an optional port. Anything else (markup, spaces, a path, an
 * empty value) names no host this server could be, and the request is the client's error.
 */
const HOST_HEADER =
  /^(?:[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?(?:\.[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?)*\.?|\[[0-9a-f:.]{2,45}\])(?::\d{1,5})?$/i;

export function isValidHostHeader(host: string | undefined): host is string {
  return host !== undefined && host.length <= HOST_HEADER_MAX_LENGTH && HOST_HEADER.test(host);
}

export type PageOrigin = {
  /** The origin every absolute URL of this page names (canonical, Open Graph, JSON-LD, sitemap, robots). */
  origin: string;
  /** Whether the page may be stored and shared: false when it names an origin nobody configured. */
  shareable: boolean;
};

/**
 * The names a machine always answers to on its own loopback interface: `localhost`, 127.0.0.0/8 and `[::1]`,
 * on any port. A page built for one of them names no other site.
 */
const LOOPBACK_HOST = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])(?::\d{1,5})?$/i;

export function isLoopbackHost(host: string): boolean {
  return LOOPBACK_HOST.test(host);
}

export type SiteOrigin = {
  /**
   * Whether pages are served for this request's Host (already checked by `isValidHostHeader`). False only in
   * production with neither SITE_URL nor ALLOWED_HOSTS, for a host that is not this machine's loopback name.
   */
  servesHost(request: FastifyRequest): boolean;
  /** The origin of a page built for this request; its Host must already have passed `isValidHostHeader`. */
  forRequest(request: FastifyRequest): PageOrigin;
  /** Pages name an origin taken from the Host header (no SITE_URL): they vary with it. */
  readonly fromHost: boolean;
};

/**
 * Where a page's absolute URLs point. With SITE_URL, always there, whatever Host or X-Forwarded-Host a
 * request carries. Without it, the request's own Host, as the browser addressed the server: a host from
 * ALLOWED_HOSTS (any other host gets the first of them), else, with neither configured, the host the request
 * names, of which only the first one asked for is shared and any other is built for that request alone.
 * In production with neither, pages are served only under this machine's loopback names (`npm start` on
 * http://localhost:3000 or http://127.0.0.1:3000); any other host is refused, since a page built for it
 * would carry a name any client can choose into canonical links, Open Graph and JSON-LD.
 * X-Forwarded-Host is never read: a proxy that passes it on unchanged would let any client choose it.
 */
export function createSiteOrigin({
  siteUrl,
  allowedHosts,
  production,
}: {
  siteUrl: string | undefined;
  allowedHosts: readonly string[];
  /** NODE_ENV=production: without SITE_URL or ALLOWED_HOSTS, only loopback hosts are served. */
  production: boolean;
}): SiteOrigin {
  if (siteUrl !== undefined) {
    const fixed: PageOrigin = { origin: siteUrl, shareable: true };
    return { servesHost: () => true, forRequest: () => fixed, fromHost: false };
  }
  const allowed = new Set(allowedHosts.map((host) => host.toLowerCase()));
  const fallbackHost = allowedHosts[0]?.toLowerCase();
  const loopbackOnly = production && fallbackHost === undefined;
  let firstSeen: string | undefined;
  return {
    fromHost: true,
    servesHost: (request) => !loopbackOnly || isLoopbackHost(String(request.headers.host)),
    forRequest(request) {
      const host = String(request.headers.host).toLowerCase();
      const scheme = request.protocol === "https" ? "https" : "http";
      if (fallbackHost !== undefined) {
        // A host nobody listed still gets the first listed one: the page names no origin a client chose.
        return { origin: `${scheme}://${allowed.has(host) ? host : fallbackHost}`, shareable: true };
      }
      firstSeen ??= host;
      return { origin: `${scheme}://${host}`, shareable: host === firstSeen };
    },
  };
}

export const UNKNOWN_HOST_MESSAGE =
  "This server does not serve pages for this host. Set SITE_URL (or ALLOWED_HOSTS) to the address the site is reached at.";

const UNKNOWN_HOST_BODY = JSON.stringify({ error: { code: "unknown_host", message: UNKNOWN_HOST_MESSAGE } });

/**
 * Answers a page request for a host the site origin does not serve with a 400 (see `servesHost`). The first
 * refusal is also a warning in the log, saying what to set: it is how an operator who forgot SITE_URL finds
 * out; further ones are in the request log's lines. Runs after the security headers' hook, which set them.
 */
export function createUnknownHostGuard(siteOrigin: SiteOrigin): onRequestHookHandler {
  let warned = false;
  return function refuseUnknownHost(request, reply, done) {
    if (siteOrigin.servesHost(request)) return done();
    if (!warned) {
      warned = true;
      request.log.warn(
        { host: request.headers.host },
        "a page was asked for under a host this server does not serve: in production without SITE_URL or ALLOWED_HOSTS, pages are served only at localhost, 127.0.0.1 and [::1]; set SITE_URL to the site's public origin",
      );
    }
    reply
      .code(400)
      .header("cache-control", "no-store")
      .type("application/json; charset=utf-8")
      .send(UNKNOWN_HOST_BODY);
  };
}

const BAD_HOST_BODY = JSON.stringify({
  error: { code: "bad_request", message: "The request's Host header is missing or malformed." },
});

/**
 * Answers a request whose Host is missing (HTTP/1.0 allows that) or names no possible host with a 400, and
 * returns true; otherwise returns false. Such a request is the client's mistake, logged with the request's
 * one line like any other 4xx, never as a server error. The last good Host is remembered: nearly every
 * request carries the same one.
 */
export function createHostCheck(headers: Readonly<Record<string, string>>) {
  let lastGood = "";
  return function rejectBadHost(request: FastifyRequest, reply: FastifyReply): boolean {
    const host = request.headers.host;
    if (host === lastGood) return false;
    if (isValidHostHeader(host)) {
      lastGood = host;
      return false;
    }
    reply.code(400).headers(headers).type("application/json; charset=utf-8").send(BAD_HOST_BODY);
    return true;
  };
}
