import { createHash } from "node:crypto";
import type { FastifyHelmetOptions } from "@fastify/helmet";
import type { onRequestHookHandler } from "fastify";

/**
 * The one definition of the site's security headers.
 *
 * Documents (the pages, the API docs page): only the site's own origin. Scripts: `'self'`, plus, on a page,
 * the sha256 hash of each inline script that page carries (React Router's hydration scripts), computed from
 * its final bytes (see `inlineScriptHashes`). No `'unsafe-inline'` for scripts and no nonce: a hash
 * describes the bytes, so a page stays valid when a CDN or the server's page cache shares it, and its body
 * can be stored compressed. Images may be data: URIs (blurred placeholders); styles allow inline attributes
 * for server-rendered style props.
 */
export function cspDirectives(scriptHashes: readonly string[] = []): Record<string, string[]> {
  return {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...scriptHashes],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'"],
    "frame-ancestors": ["'none'"],
    "form-action": ["'self'"],
    "base-uri": ["'self'"],
    "object-src": ["'none'"],
    "manifest-src": ["'self'"],
    "script-src-attr": ["'none'"],
  };
}

/**
 * Answers that are not documents (JSON, React Router's data, the sitemap): nothing may load from them and
 * nothing may frame them. Stricter than the document policy, and a sixth of its length on every answer.
 */
export function apiCspDirectives(): Record<string, string[]> {
  return { "default-src": ["'none'"], "frame-ancestors": ["'none'"] };
}

const HSTS = { maxAge: 31_536_000, includeSubDomains: true };
const REFERRER_POLICY = "strict-origin-when-cross-origin";

type Mode = {
  /** No Content-Security-Policy in development, where Vite injects its own inline scripts. */
  csp: boolean;
};

/**
 * @fastify/helmet's options for answers that are not documents (the API): the API policy, HSTS, a referrer
 * policy, nosniff and the resource policy. Helmet's document-only headers (opener policy, frame options,
 * origin-agent-cluster and the legacy X- headers) mean nothing on JSON, and every header costs on the
 * hottest routes (Node validates each one of every response), so they are left to documents.
 */
export function apiHelmetOptions({ csp }: Mode): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: csp ? { useDefaults: false, directives: apiCspDirectives() } : false,
    // Chromium's HSTS on plain http is ignored; the header matters only behind HTTPS, which the proxy terminates.
    strictTransportSecurity: HSTS,
    referrerPolicy: { policy: REFERRER_POLICY },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  };
}

/**
 * @fastify/helmet's options for documents: helmet's default set with the document policy, less
 * X-Frame-Options: `frame-ancestors 'none'` forbids all framing, and a `SAMEORIGIN` beside it would say
 * otherwise to any reader that knows only the older header.
 */
export function documentHelmetOptions({ csp }: Mode): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: csp ? { useDefaults: false, directives: cspDirectives() } : false,
    strictTransportSecurity: HSTS,
    referrerPolicy: { policy: REFERRER_POLICY },
    crossOriginEmbedderPolicy: false,
    xFrameOptions: false,
  };
}

/**
 * The browser features no page of the site uses, switched off for it and anything it embeds, so injected
 * or third-party script could not ask for them either. Only features Chromium knows: an unknown name is
 * reported on the console of every page.
 */
const PERMISSIONS_POLICY = [
  "accelerometer",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "hid",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "serial",
  "usb",
]
  .map((feature) => `${feature}=()`)
  .join(", ");

/** The document headers helmet has no option for; the API docs page adds them to helmet's set. */
export const permissionsPolicyHeader: Readonly<Record<string, string>> = Object.freeze({
  "permissions-policy": PERMISSIONS_POLICY,
});

/** Serialises directives the way helmet does (`name value value;name value`). */
export function serializeCsp(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(" "))
    .join(";");
}

/** The policy of a page with these inline scripts. */
export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  return serializeCsp(cspDirectives(scriptHashes));
}

/*
 * The same headers, precomputed, for the routes outside helmet's scope: @fastify/helmet builds its whole
 * middleware anew on every request, which costs more than everything else on a cached read. The hot
 * catalogue reads, the pages (which add the hashes of their scripts) and the JSON 404s use these;
 * security-headers.test.ts holds them equal to what helmet sends with the options above.
 */

/** What `apiHelmetOptions` makes helmet send. */
export function apiSecurityHeaders({ csp }: Mode): Readonly<Record<string, string>> {
  return Object.freeze({
    ...(csp ? { "content-security-policy": serializeCsp(apiCspDirectives()) } : {}),
    "cross-origin-resource-policy": "same-origin",
    "referrer-policy": REFERRER_POLICY,
    "strict-transport-security": `max-age=${HSTS.maxAge}; includeSubDomains`,
    "x-content-type-options": "nosniff",
  });
}

/**
 * What `documentHelmetOptions` sends on top of the API set (whose policy a document replaces with its own),
 * and the Permissions-Policy: an HTML page sends the API set, these, and its policy.
 */
export const documentOnlySecurityHeaders: Readonly<Record<string, string>> = Object.freeze({
  "cross-origin-opener-policy": "same-origin",
  "origin-agent-cluster": "?1",
  "x-dns-prefetch-control": "off",
  "x-download-options": "noopen",
  "x-permitted-cross-domain-policies": "none",
  "x-xss-protection": "0",
  ...permissionsPolicyHeader,
});

/** The onRequest hook of a route outside helmet's scope: the same headers, from a frozen object. */
export function securityHeadersHook(headers: Readonly<Record<string, string>>): onRequestHookHandler {
  return function sendSecurityHeaders(_request, reply, done) {
    reply.headers(headers);
    done();
  };
}

/**
 * Static files (hashed scripts and styles, fonts, images) are never documents: a policy, frame options or
 * HSTS mean nothing there, and every byte of headers on a script chunk counts against the page's JavaScript
 * budget. They keep the two headers that protect a subresource.
 */
export const assetSecurityHeaders: Readonly<Record<string, string>> = Object.freeze({
  "x-content-type-options": "nosniff",
  "cross-origin-resource-policy": "same-origin",
});

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SRC_ATTRIBUTE = /(?:^|\s)src\s*=/i;

/**
 * The CSP source (`'sha256-…'`) of every inline script of an HTML document, in document order without
 * repeats: the hash of the exact text between `<script …>` and `</script>`, as the browser computes it.
 * Scripts with a `src` load from the site itself and need none. JSON-LD blocks are not executed and need
 * none either, but hashing them is harmless.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(SCRIPT_ELEMENT)) {
    if (SRC_ATTRIBUTE.test(match[1])) continue;
    // The HTML parser turns CR LF and lone CR into LF before the browser hashes the text.
    const text = match[2].includes("\r") ? match[2].replace(/\r\n?/g, "\n") : match[2];
    hashes.add(`'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}
