import fastifyCookie from "@fastify/cookie";
import { SECRET_TOKEN_MAX_LENGTH } from "../../../common/limits";

/** Over https the cookie takes the `__Host-` prefix: Secure, no Domain, Path=/ are then enforced by browsers. */
export const SESSION_COOKIE = "nakshi_admin_session";
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

export function sessionCookieName(secure: boolean): string {
  return secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

/** The session token of a request; over https only the prefixed cookie counts. */
export function readSessionToken(cookieHeader: string | undefined, secure: boolean): string | undefined {
  if (!cookieHeader) return undefined;
  const value = fastifyCookie.parse(cookieHeader)[sessionCookieName(secure)];
  return value && value.length <= SECRET_TOKEN_MAX_LENGTH ? value : undefined;
}

/**
 * The Set-Cookie value that opens a session. It is a browser-session cookie (no Max-Age): closing the
 * browser ends it on the device, while the server still ends it after 12 idle hours or 7 days.
 */
export function sessionCookie(token: string, secure: boolean): string {
  return fastifyCookie.serialize(sessionCookieName(secure), token, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure,
  });
}

export function clearedSessionCookie(secure: boolean): string {
  return fastifyCookie.serialize(sessionCookieName(secure), "", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure,
    maxAge: 0,
  });
}
