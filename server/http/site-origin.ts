import type { FastifyReply, FastifyRequest } from "fastify";
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

export type SiteOrigin = {
  /** The origin of a page built for this request; its Host must already have passed `isValidHostHeader`. */
  forRequest(request: FastifyRequest): PageOrigin;
  /** Pages name an origin taken from the Host header (no SITE_URL): they vary with it. */
  readonly fromHost: boolean;
};

/**
 * Where a page's absolute URLs point. With SITE_URL, always there, whatever Host or X-Forwarded-Host a
 * request carries. Without it (the embedded setup a newcomer starts with), the request's own Host, as the
 * browser addressed the server, but only one such origin is shared: a host from ALLOWED_HOSTS, else the
 * first host the server was asked for a page; a page for any other host is built for that request alone.
 * X-Forwarded-Host is never read: a proxy that passes it on unchanged would let any client choose it.
 */
export function createSiteOrigin({
  siteUrl,
  allowedHosts,
}: {
  siteUrl: string | undefined;
  allowedHosts: readonly string[];
}): SiteOrigin {
  if (siteUrl !== undefined) {
    const fixed: PageOrigin = { origin: siteUrl, shareable: true };
    return { forRequest: () => fixed, fromHost: false };
  }
  const allowed = new Set(allowedHosts.map((host) => host.toLowerCase()));
  const fallbackHost = allowedHosts[0]?.toLowerCase();
  let firstSeen: string | undefined;
  return {
    fromHost: true,
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
