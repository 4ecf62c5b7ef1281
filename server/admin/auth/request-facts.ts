import type { FastifyRequest } from "fastify";
import type { SignInRequest } from "../accounts/account-service";

/** Whether the request reached the server over https, directly or (with TRUST_PROXY) through a proxy. */
export function isSecureRequest(request: FastifyRequest): boolean {
  return request.protocol === "https";
}

/** The client facts a sign-in is throttled and recorded by. */
export function signInRequestOf(request: FastifyRequest): SignInRequest {
  const userAgent = request.headers["user-agent"];
  return { clientKey: request.ip, userAgent: typeof userAgent === "string" ? userAgent : undefined };
}
