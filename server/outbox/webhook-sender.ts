import { createHmac } from "node:crypto";
import { WEBHOOK_TIMEOUT_MS } from "../../common/limits";

export const WEBHOOK_SIGNATURE_HEADER = "x-nakshi-signature";
export const WEBHOOK_TIMESTAMP_HEADER = "x-nakshi-timestamp";
export const WEBHOOK_DELIVERY_HEADER = "x-nakshi-delivery";

/**
 * `sha256=<hex>` of HMAC-SHA256 over "<timestamp>.<body>" with the shared secret: the receiver recomputes it,
 * compares in constant time and refuses old timestamps, so neither a forged nor a replayed call is accepted.
 */
export function webhookSignature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;
}

export type WebhookEvent = { id: string; event: string; occurredAt: string; data: unknown };

export async function sendWebhook(
  target: { url: string; secret: string },
  event: WebhookEvent,
  timeoutMs = WEBHOOK_TIMEOUT_MS,
): Promise<void> {
  const body = JSON.stringify(event);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const response = await fetch(target.url, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "user-agent": "nakshi-notifications/1",
      [WEBHOOK_DELIVERY_HEADER]: event.id,
      [WEBHOOK_TIMESTAMP_HEADER]: timestamp,
      [WEBHOOK_SIGNATURE_HEADER]: webhookSignature(target.secret, timestamp, body),
    },
    body,
    redirect: "error",
    signal: AbortSignal.timeout(timeoutMs),
  });
  // The receiver's answer is not read beyond its status: it is not ours to log or trust.
  await response.body?.cancel();
  if (!response.ok) throw new Error(`The webhook answered ${response.status}`);
}
