import type { FastifyInstance } from "fastify";

/**
 * One line per request, written when the answer has gone out: method, path with query, status, time and the
 * request id (the logger binds it). Fastify's own pair of lines (received, completed) doubled the log for
 * nothing. Logs go to stdout as JSON; keeping and rotating them is the service manager's job.
 */
export function registerRequestLog(app: FastifyInstance) {
  app.addHook("onResponse", function logRequest(request, reply, done) {
    request.log.info(
      {
        method: request.method,
        url: request.url,
        statusCode: reply.statusCode,
        responseTime: Math.round(reply.elapsedTime * 10) / 10,
      },
      "request",
    );
    done();
  });
}
