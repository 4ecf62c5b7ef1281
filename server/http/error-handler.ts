import type { FastifyError, FastifyInstance } from "fastify";
import { ApiError, databaseUnavailable } from "./api-error";
import { isDatabaseBusy, isDatabaseUnavailable, isUnstorableText } from "../db/database-errors";
import {
  DATABASE_BUSY_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_RETRY_AFTER_SECONDS,
} from "../../common/limits";

const fastifyCodes: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: "payload_too_large",
    message: "The request body is too large.",
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: "unsupported_media_type",
    message: "Send the request body as application/json.",
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: "bad_request",
    message: "The request body does not match its Content-Length.",
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: "bad_request", message: "The request body is empty." },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: "bad_json",
    message: "The request body is not valid JSON.",
  },
};

/** One error handler for the whole server: every failure becomes the JSON error body, never a stack trace. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.status(error.statusCode).send(error.toBody());
    }
    if (error.validation) {
      return reply.status(400).send(validationErrorBody(error.validation, error.validationContext));
    }
    const known = error.code ? fastifyCodes[error.code] : undefined;
    if (known) {
      return reply.status(known.status).send({ error: { code: known.code, message: known.message } });
    }
    if (error instanceof SyntaxError || (error.statusCode === 400 && /JSON/i.test(error.message))) {
      return reply
        .status(400)
        .send({ error: { code: "bad_json", message: "The request body is not valid JSON." } });
    }
    if (error.statusCode === 429) {
      return reply.status(429).send({
        error: { code: "rate_limited", message: "Too many requests. Please wait a moment and try again." },
      });
    }
    if (isDatabaseBusy(error)) {
      request.log.warn({ err: error }, "database busy: no connection became free in time");
      return reply
        .status(503)
        .header("retry-after", String(DATABASE_BUSY_RETRY_AFTER_SECONDS))
        .send(databaseUnavailable().toBody());
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, "database unavailable");
      const unavailable = databaseUnavailable();
      return reply
        .status(503)
        .header("retry-after", String(DATABASE_UNAVAILABLE_RETRY_AFTER_SECONDS))
        .send(unavailable.toBody());
    }
    if (isUnstorableText(error)) {
      return reply.status(400).send({
        error: { code: "bad_request", message: "The request contains characters that cannot be stored." },
      });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply
        .status(error.statusCode)
        .send({ error: { code: "bad_request", message: "The request could not be understood." } });
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.status(500).send({
      error: { code: "internal_error", message: "Something went wrong on our side. Please try again." },
    });
  });
}

type ValidationIssue = NonNullable<FastifyError["validation"]>[number];

/** Turns schema validation issues into the error body: the first message, and one message per field. */
function validationErrorBody(issues: ValidationIssue[], context: string | undefined) {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, "").split("/")[0];
    if (field && !(field in fields)) fields[field] = issue.message ?? "Invalid value";
  }
  const first = Object.values(fields)[0];
  const message =
    first ??
    (context === "body" ? "The request body must be a JSON object." : `Invalid ${context ?? "request"}.`);
  return {
    error: {
      code: "validation_failed",
      message,
      ...(Object.keys(fields).length > 0 ? { fields } : {}),
    },
  };
}
