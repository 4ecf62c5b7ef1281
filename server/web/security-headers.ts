import { randomBytes } from "node:crypto";
import type { ServerResponse } from "node:http";

type NonceCarrier = ServerResponse & { cspNonce?: string };

/** A fresh nonce per response, stored on the raw response so the policy and the page can share it. */
export function assignCspNonce(res: ServerResponse): string {
  const nonce = randomBytes(16).toString("base64");
  (res as NonceCarrier).cspNonce = nonce;
  return nonce;
}

export function cspNonceOf(res: ServerResponse): string {
  return (res as NonceCarrier).cspNonce ?? "";
}

/**
 * Only the site's own origin: scripts need the per-request nonce (React Router's inline hydration scripts
 * carry it), images may be data: URIs (blurred placeholders), and styles allow inline attributes for
 * server-rendered style props (a nonce in style-src would switch that off).
 */
export function buildContentSecurityPolicy() {
  return {
    "default-src": ["'self'"],
    "script-src": ["'self'", (_req: unknown, res: unknown) => `'nonce-${cspNonceOf(res as ServerResponse)}'`],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'"],
    "frame-ancestors": ["'none'"],
    "form-action": ["'self'"],
    "base-uri": ["'self'"],
    "object-src": ["'none'"],
    "manifest-src": ["'self'"],
    "upgrade-insecure-requests": null,
  };
}
