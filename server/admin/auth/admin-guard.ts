import type { FastifyInstance, FastifyReply } from "fastify";
import { ApiError } from "../../http/api-error";
import {
  classifyBackOfficeRequest,
  safeNextPath,
  SIGN_IN_PAGE,
  type BackOfficeRequest,
} from "./back-office-paths";
import { CSRF_HEADER, csrfTokenInForm, csrfTokenMatches, SAFE_METHODS, sameOriginRequest } from "./csrf";
import { openFormPayload } from "./open-forms";
import { readSessionToken } from "./session-cookie";
import type { SignedInStaff, StaffSessionRepository } from "./staff-session-repository";

declare module "fastify" {
  interface FastifyRequest {
    /** Set for every back-office request (pages, their data requests, the back-office API). */
    backOffice?: BackOfficeRequest;
    /** The signed-in member of staff, when the request carries a live session. */
    staff?: SignedInStaff;
  }
}

/** Every back-office answer: personal, never stored by a cache, never indexed. */
export const BACK_OFFICE_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  "cache-control": "private, no-store",
  "x-robots-tag": "noindex, nofollow",
});

type GuardOptions = {
  sessions: StaffSessionRepository;
  /** Where the JSON API is mounted (`/api`). */
  apiPrefix: string;
  siteUrl: string | undefined;
  /** The security headers of every answer, sent with the guard's own refusals too. */
  securityHeaders: Readonly<Record<string, string>>;
};

export const unauthorized = () => new ApiError(401, "unauthorized", "Sign in to use the back office.");
export const forbidden = (message: string) => new ApiError(403, "forbidden", message);

/**
 * The one place that protects the back office. For every request to `/admin…` or the back-office API it
 * reads the session, refuses cross-site state changes (Origin, then the session's CSRF token), and turns
 * anonymous requests away: pages to the sign-in page, the API with 401. Routes behind it may rely on
 * `request.staff` being set, except the sign-in and setup endpoints, which are open.
 */
export function registerAdminGuard(app: FastifyInstance, options: GuardOptions) {
  app.decorateRequest("backOffice", undefined);
  app.decorateRequest("staff", undefined);
  const refuse = (reply: FastifyReply, error: ApiError) =>
    reply
      .code(error.statusCode)
      .headers(options.securityHeaders)
      .headers(BACK_OFFICE_HEADERS)
      .send(error.toBody());

  app.addHook("onRequest", async function backOfficeGuard(request, reply) {
    const backOffice = classifyBackOfficeRequest(request.method, request.url, options.apiPrefix);
    if (!backOffice) return;
    request.backOffice = backOffice;
    reply.headers(BACK_OFFICE_HEADERS);

    const token = readSessionToken(request.headers.cookie, request.protocol === "https");
    const session = token ? await options.sessions.find(token) : undefined;
    if (session) request.staff = { ...session, clientAddress: request.ip };

    const changing = !SAFE_METHODS.has(request.method);
    if (changing && !sameOriginRequest(request, options.siteUrl)) {
      return refuse(reply, forbidden("This request did not come from the back office and was refused."));
    }
    if (backOffice.open) return;
    if (!request.staff) {
      if (backOffice.kind === "api") return refuse(reply, unauthorized());
      const signIn = `${SIGN_IN_PAGE}?next=${encodeURIComponent(safeNextPath(backOffice.data ? backOffice.pagePath : request.url))}`;
      if (backOffice.data) {
        // React Router's data requests take a redirect as this header; a 3xx would be followed by fetch.
        return reply
          .code(204)
          .headers(options.securityHeaders)
          .header("x-remix-redirect", signIn)
          .header("x-remix-status", "303")
          .header("x-remix-reload-document", "true")
          .send();
      }
      return reply.code(303).headers(options.securityHeaders).header("location", signIn).send();
    }
    if (!changing) return;
    const sent = request.headers[CSRF_HEADER];
    if (sent !== undefined) {
      if (!csrfTokenMatches(sent, request.staff.csrfToken)) return refuse(reply, forbiddenToken());
      csrfChecked.add(request);
    } else if (backOffice.kind === "api") {
      return refuse(reply, forbiddenToken());
    }
  });

  // Anonymous visitors' bodies are small or refused before anything reads them (see open-forms.ts).
  // A callback, not an async function: this runs for every request of the site.
  app.addHook("preParsing", function openFormLimit(request, reply, payload, done) {
    if (!request.backOffice?.open) return done(null, payload);
    try {
      done(null, openFormPayload(request, reply, payload));
    } catch (error) {
      done(error as Error);
    }
  });

  // A page form sends its token as the `_csrf` field: readable only once the body is in.
  app.addHook("preHandler", async function backOfficeFormToken(request, reply) {
    const { backOffice, staff } = request;
    if (!backOffice || backOffice.open || !staff || SAFE_METHODS.has(request.method)) return;
    if (csrfChecked.has(request)) return;
    const sent = await csrfTokenInForm(request.body, request.headers["content-type"]);
    if (!csrfTokenMatches(sent, staff.csrfToken)) return refuse(reply, forbiddenToken());
  });
}

const csrfChecked = new WeakSet<object>();

const forbiddenToken = () =>
  forbidden("The form has expired or did not come from the back office. Reload the page and try again.");
