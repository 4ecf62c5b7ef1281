/** A refusal a back-office service reports to the person at the form: a status, a message, field messages. */
export type FormProblem = {
  status: number;
  message: string;
  fields?: Record<string, string>;
  /** The refusal ended the session (too many wrong passwords): the page goes to sign-in. */
  signedOut?: true;
};

/**
 * The services throw the API's error type (status, code, message, fields); a page action shows the same
 * words. Anything else (a 5xx, a bug) is not the form's business and goes to the error boundary.
 */
export function formProblemOf(error: unknown): FormProblem | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const { statusCode, message, fields, signedOut } = error as {
    statusCode?: unknown;
    message?: unknown;
    fields?: unknown;
    signedOut?: unknown;
  };
  if (
    typeof statusCode !== "number" ||
    statusCode < 400 ||
    statusCode >= 500 ||
    typeof message !== "string"
  ) {
    return undefined;
  }
  return {
    status: statusCode,
    message,
    ...(fields && typeof fields === "object" ? { fields: fields as Record<string, string> } : {}),
    ...(signedOut === true ? { signedOut } : {}),
  };
}

/** A form's text field, or an empty string when it is missing or a file. */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/**
 * A route's shouldRevalidate for pages whose changes can be refused as stale (409: someone else changed the
 * record, or the workflow no longer allows the step): the record is loaded again after such a refusal, so the
 * page shows what is stored now beside the message. Anything else follows React Router's default.
 */
export function revalidateAfterConflict({
  actionStatus,
  defaultShouldRevalidate,
}: {
  actionStatus?: number;
  defaultShouldRevalidate: boolean;
}): boolean {
  if (actionStatus === 409) return true;
  return defaultShouldRevalidate;
}
