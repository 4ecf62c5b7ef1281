import type { FastifyRequest } from "fastify";
import { sameToken } from "./session-token";

/** The form field that carries the session's CSRF token in back-office forms. */
export const CSRF_FIELD = "_csrf";
export const CSRF_HEADER = "x-csrf-token";

export const SAFE_METHODS: ReadonlySet<string> = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * A state-changing request must come from the site itself: its `Origin` names this server (or the
 * configured SITE_URL), or, when a browser sends no Origin, `Sec-Fetch-Site` says same-origin. A request with
 * neither is refused: every browser that can run the back office sends one of them on a POST.
 */
export function sameOriginRequest(request: FastifyRequest, siteUrl: string | undefined): boolean {
  const origin = request.headers.origin;
  if (typeof origin === "string" && origin !== "null") {
    return origin === `${request.protocol}://${request.host}` || origin === siteUrl;
  }
  return request.headers["sec-fetch-site"] === "same-origin";
}

/** Whether the token sent with a request is its session's. */
export function csrfTokenMatches(sent: unknown, expected: string): boolean {
  return typeof sent === "string" && sent.length > 0 && sameToken(sent, expected);
}

/** The `_csrf` field of a form body (URL-encoded or multipart, as received: a Buffer). */
export async function csrfTokenInForm(
  body: unknown,
  contentType: string | undefined,
): Promise<string | undefined> {
  if (!Buffer.isBuffer(body) || !contentType) return undefined;
  if (/^application\/x-www-form-urlencoded\b/i.test(contentType)) {
    return new URLSearchParams(body.toString("latin1")).get(CSRF_FIELD) ?? undefined;
  }
  if (/^multipart\/form-data\b/i.test(contentType)) {
    try {
      const form = await new Response(body as unknown as BodyInit, {
        headers: { "content-type": contentType },
      }).formData();
      const value = form.get(CSRF_FIELD);
      return typeof value === "string" ? value : undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}
