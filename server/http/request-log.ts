import type { FastifyInstance, FastifyRequest } from "fastify";

/** Query parameters whose value is a secret wherever they appear: the first owner's one-time setup link. */
const SECRET_PARAMETER = /([?&]token=)[^&#]*/gi;

/**
 * The address as logged. A back-office query is left out whole: it may carry the setup link's token, a
 * customer's phone number typed in a search, or where to go after signing in. Elsewhere a known secret
 * parameter's value is replaced, so a link pasted into the wrong place still keeps its secret.
 */
function loggedUrl(request: Pick<FastifyRequest, "url" | "backOffice">): string {
  const { url } = request;
  if (request.backOffice) {
    const query = url.indexOf("?");
    return query === -1 ? url : url.slice(0, query);
  }
  return url.replace(SECRET_PARAMETER, "$1[redacted]");
}

/**
 * One line per request, written when the answer has gone out: method, path (with its query, except in the
 * back office), status, time and the request id (the logger binds it). Fastify's own pair of lines
 * (received, completed) doubled the log for nothing. Logs go to stdout as JSON; keeping and rotating them is
 * the service manager's job.
 */
export function registerRequestLog(app: FastifyInstance) {
  app.addHook("onResponse", function logRequest(request, reply, done) {
    request.log.info(
      {
        method: request.method,
        url: loggedUrl(request),
        statusCode: reply.statusCode,
        responseTime: Math.round(reply.elapsedTime * 10) / 10,
      },
      "request",
    );
    done();
  });
}
