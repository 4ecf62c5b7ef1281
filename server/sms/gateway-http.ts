import { PermanentSmsError, TemporarySmsError } from "./sms-transport";

/** Well inside the outbox's two-minute lease, so a silent gateway never holds a job past it. */
export const DEFAULT_GATEWAY_TIMEOUT_MS = 15_000;

/** An answer larger than this is not a gateway's JSON; reading stops there. */
const MAX_ANSWER_BYTES = 64 * 1024;

export type GatewayAnswer = { status: number; body: string };

/** The text with every secret replaced, so no key reaches an error, a log line or the back office. */
export function withoutSecrets(text: string, secrets: string[]): string {
  return secrets
    .filter((secret) => secret.length > 0)
    .reduce((result, secret) => result.split(secret).join("[hidden]"), text);
}

async function readLimited(response: Response): Promise<string> {
  if (!response.body) return "";
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.byteLength;
    if (size > MAX_ANSWER_BYTES) {
      await reader.cancel();
      break;
    }
  }
  return Buffer.concat(chunks).toString("utf8").slice(0, MAX_ANSWER_BYTES);
}

function networkReason(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
}

/**
 * One request to a gateway. Not reaching it, no answer within the time limit, and a 5xx or 429 answer are
 * temporary; every other answer is handed back for the adapter to read in the gateway's own terms.
 */
export async function callGateway(
  gateway: string,
  url: string,
  init: { headers: Record<string, string>; body: string },
  timeoutMs: number,
): Promise<GatewayAnswer> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: { "user-agent": "nakshi-notifications/1", ...init.headers },
      body: init.body,
      redirect: "error",
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    if ((error as Error).name === "TimeoutError") {
      const limit = timeoutMs >= 1_000 ? `${Math.round(timeoutMs / 1_000)} s` : `${timeoutMs} ms`;
      throw new TemporarySmsError(`${gateway} did not answer within ${limit}.`);
    }
    throw new TemporarySmsError(`Could not reach ${gateway} (${networkReason(error)}).`);
  }
  let body: string;
  try {
    body = await readLimited(response);
  } catch (error) {
    throw new TemporarySmsError(`${gateway}'s answer was cut off (${networkReason(error)}).`);
  }
  if (response.status === 429) {
    throw new TemporarySmsError(`${gateway} is limiting how fast SMS may be sent (HTTP 429).`);
  }
  if (response.status >= 500) {
    throw new TemporarySmsError(`${gateway} had a server error (HTTP ${response.status}).`);
  }
  return { status: response.status, body };
}

export function parseJsonObject(body: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(body);
    return parsed !== null && typeof parsed === "object" && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** An answer the adapter cannot read: most likely the wrong SMS_BASE_URL (a web page, a 404). */
export function unreadableAnswer(gateway: string, answer: GatewayAnswer): PermanentSmsError {
  return new PermanentSmsError(
    `${gateway} gave an answer that is not its API's (HTTP ${answer.status}); check SMS_BASE_URL.`,
  );
}
