import { z } from "zod";
import type { PathaoSettings } from "../courier-config";
import { courierMessage } from "../courier-http";
import { courierTime, wholeTaka } from "../courier-time";
import type { ParcelStatus } from "../parcel";
import { eventKey, jsonBody, sameSecret, type HeaderValue, type WebhookReading } from "../webhook-secrets";
import { pathaoStatus } from "./pathao-statuses";

/**
 * Pathao's webhooks (merchant panel, "Webhook Integration"): a POST with `X-PATHAO-Signature: <the secret
 * typed into the panel>` and a JSON body naming an `event`. Pathao accepts an address only if it answers
 * 202 with `X-Pathao-Merchant-Webhook-Integration-Secret`; it sends `{ "event": "webhook_integration" }` to
 * check. Every accepted call gets the same answer.
 *
 * Pathao's docs do not say the signature is more than that shared secret (no HMAC over the body, no
 * timestamp check), so an event is a signal: the server asks Pathao for the parcel's status before it
 * changes an order.
 */
export const PATHAO_INTEGRATION_HEADER = "X-Pathao-Merchant-Webhook-Integration-Secret";
export const PATHAO_SIGNATURE_HEADER = "X-PATHAO-Signature";

export function verifyPathaoWebhook(
  signature: HeaderValue,
  settings: Pick<PathaoSettings, "webhookSecret">,
): boolean {
  return sameSecret(signature, settings.webhookSecret);
}

/** The answer to every call that passed the signature check, the handshake included. */
export function pathaoWebhookReply(settings: Pick<PathaoSettings, "integrationSecret">): {
  status: 202;
  headers: Record<string, string>;
} {
  return { status: 202, headers: { [PATHAO_INTEGRATION_HEADER]: settings.integrationSecret } };
}

const text = z.union([z.string(), z.number()]).transform(String).pipe(z.string().trim().min(1).max(100));
const amount = z
  .union([
    z.number(),
    z
      .string()
      .regex(/^\d+(\.\d+)?$/)
      .transform(Number),
  ])
  .nullish();
const storeId = z.union([
  z.number().int().positive(),
  z
    .string()
    .regex(/^\d{1,15}$/)
    .transform(Number),
]);

const integration = z.looseObject({ event: z.literal("webhook_integration") });

const orderEvent = z.looseObject({
  event: z.string().regex(/^order\.[a-z-]{2,60}$/),
  consignment_id: text,
  merchant_order_id: text.nullish(),
  store_id: storeId.nullish(),
  updated_at: z.string().max(40).nullish(),
  timestamp: z.string().max(40).nullish(),
  delivery_fee: amount,
  collected_amount: amount,
  reason: z.string().max(1000).nullish(),
  invoice_id: text.nullish(),
});

const storeEvent = z.looseObject({
  event: z.string().regex(/^store\.[a-z-]{2,60}$/),
  store_id: storeId,
});

export type PathaoWebhookEvent =
  | { kind: "integration" }
  | {
      kind: "order";
      /** The event slug as sent (`order.delivered`). */
      event: string;
      consignmentId: string;
      orderNumber: string | null;
      storeId: number | null;
      /** What the event claims; confirm with `parcelStatus` before acting on it. */
      claimed: ParcelStatus;
      deliveryFee: number | null;
      reason: string | null;
      /** Pathao's payout invoice, on `order.paid`. */
      invoiceId: string | null;
      updatedAt: Date | null;
      key: string;
    }
  | { kind: "store"; event: string; storeId: number; key: string };

export function readPathaoWebhook(body: unknown): WebhookReading<PathaoWebhookEvent> {
  const value = jsonBody(body);
  if (integration.safeParse(value).success) return { ok: true, event: { kind: "integration" } };
  const order = orderEvent.safeParse(value);
  if (order.success) {
    const data = order.data;
    const collected = wholeTaka(data.collected_amount);
    return {
      ok: true,
      event: {
        kind: "order",
        event: data.event,
        consignmentId: data.consignment_id,
        orderNumber: data.merchant_order_id ?? null,
        storeId: data.store_id ?? null,
        claimed: pathaoStatus(data.event, collected),
        deliveryFee: wholeTaka(data.delivery_fee),
        reason: courierMessage(data.reason),
        invoiceId: data.invoice_id ?? null,
        updatedAt: courierTime(data.timestamp) ?? courierTime(data.updated_at),
        key: eventKey("pathao", [
          data.event,
          data.consignment_id,
          collected,
          data.timestamp ?? data.updated_at,
        ]),
      },
    };
  }
  const store = storeEvent.safeParse(value);
  if (store.success) {
    const data = store.data;
    return {
      ok: true,
      event: {
        kind: "store",
        event: data.event,
        storeId: data.store_id,
        key: eventKey("pathao", [
          data.event,
          data.store_id,
          String((value as { timestamp?: unknown }).timestamp),
        ]),
      },
    };
  }
  const issue = order.error.issues[0];
  return { ok: false, problem: `Not a Pathao event: ${issue.path.join(".") || "body"} ${issue.message}` };
}
