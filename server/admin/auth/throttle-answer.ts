import type { FastifyReply, FastifyRequest } from "fastify";
import { ApiError } from "../../http/api-error";
import { isSecureRequest } from "./request-facts";
import { clearedSessionCookie } from "./session-cookie";

/**
 * Runs a password check for an API route and, when it is refused for too many attempts, says when to come
 * back (Retry-After) and, when the refusal ended the session, clears its cookie.
 */
export async function answeringThrottle<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ApiError && "retryAfterSeconds" in error) {
      reply.header("retry-after", String(error.retryAfterSeconds));
    }
    if (error instanceof ApiError && "signedOut" in error) {
      reply.header("set-cookie", clearedSessionCookie(isSecureRequest(request)));
    }
    throw error;
  }
}
