export type ApiErrorBody = {
  error: { code: string; message: string; fields?: Record<string, string> };
};

/** A failure the API reports to its client as-is: status, a stable code and a readable message. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }

  toBody(): ApiErrorBody {
    return {
      error: { code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) },
    };
  }
}

export const notFound = (message: string) => new ApiError(404, "not_found", message);
export const badRequest = (message: string, fields?: Record<string, string>) =>
  new ApiError(400, "bad_request", message, fields);
export const conflict = (message: string) => new ApiError(409, "conflict", message);
export const databaseUnavailable = () =>
  new ApiError(
    503,
    "database_unavailable",
    "The service is temporarily unavailable. Please try again shortly.",
  );
/** The path exists, not for this method; the reply carries `Allow` with `allowed`. */
export const methodNotAllowed = (method: string, path: string, allowed: readonly string[]) =>
  new ApiError(405, "method_not_allowed", `${path} does not take ${method}; it takes ${allowed.join(", ")}.`);
