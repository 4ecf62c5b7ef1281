import { z } from "zod";
import type { SteadfastSettings } from "../courier-config";
import { courierMessage } from "../courier-http";
import { courierTime, wholeTaka } from "../courier-time";
import type { ParcelStatus } from "../parcel";
import {
  bearerToken,
  eventKey,
  jsonBody,
  sameSecret,
  type HeaderValue,
  type WebhookReading,
} from "../webhook-secrets";
import { steadfastStatus } from "./steadfast-statuses";

/**
 * Steadfast's webhooks (merchant panel, "Webhook Integration"): a POST with `Authorization: Bearer <the
 * token typed into the panel>` and one of two JSON bodies, `delivery_status` and `tracking_update`. These
 * functions only verify and read; they never throw, and a body that is not one of the two is refused.
 */
export function verifySteadfastWebhook(
  authorization: HeaderValue,
  settings: Pick<SteadfastSettings, "webhookToken">,
): boolean {
  return sameSecret(bearerToken(authorization), settings.webhookToken);
}

const id = z.union([z.number().int().positive(), z.string().regex(/^\d{1,20}$/)]).transform(String);
const invoice = z.union([z.string(), z.number()]).transform(String).pipe(z.string().trim().min(1).max(100));
const amount = z
  .union([
    z.number(),
    z
      .string()
      .regex(/^\d+(\.\d+)?$/)
      .transform(Number),
  ])
  .nullish();
const words = z.string().max(1000).nullish();

const deliveryStatus = z.looseObject({
  notification_type: z.literal("delivery_status"),
  consignment_id: id,
  invoice,
  status: z.string().trim().min(1).max(100),
  cod_amount: amount,
  delivery_charge: amount,
  tracking_message: words,
  updated_at: z.string().max(40).nullish(),
});

const trackingUpdate = z.looseObject({
  notification_type: z.literal("tracking_update"),
  consignment_id: id,
  invoice,
  tracking_message: z.string().max(1000),
  updated_at: z.string().max(40).nullish(),
});

const notification = z.discriminatedUnion("notification_type", [deliveryStatus, trackingUpdate]);

export type SteadfastWebhookEvent =
  | {
      kind: "delivery_status";
      consignmentId: string;
      orderNumber: string;
      /** With the cash Steadfast reports collected when the parcel is (partly) delivered. */
      status: ParcelStatus;
      deliveryCharge: number | null;
      message: string | null;
      updatedAt: Date | null;
      /** The same for a replay of this event: store it and skip what was seen. */
      key: string;
    }
  | {
      kind: "tracking_update";
      consignmentId: string;
      orderNumber: string;
      message: string;
      updatedAt: Date | null;
      key: string;
    };

export function readSteadfastWebhook(body: unknown): WebhookReading<SteadfastWebhookEvent> {
  const parsed = notification.safeParse(jsonBody(body));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      ok: false,
      problem: `Not a Steadfast notification: ${issue.path.join(".") || "body"} ${issue.message}`,
    };
  }
  const data = parsed.data;
  const updatedAt = courierTime(data.updated_at);
  if (data.notification_type === "tracking_update") {
    return {
      ok: true,
      event: {
        kind: "tracking_update",
        consignmentId: data.consignment_id,
        orderNumber: data.invoice,
        message: courierMessage(data.tracking_message) ?? "",
        updatedAt,
        key: eventKey("steadfast", [
          "tracking_update",
          data.consignment_id,
          data.tracking_message,
          data.updated_at,
        ]),
      },
    };
  }
  const collected = wholeTaka(data.cod_amount);
  const status = steadfastStatus(data.status, collected);
  return {
    ok: true,
    event: {
      kind: "delivery_status",
      consignmentId: data.consignment_id,
      orderNumber: data.invoice,
      status,
      deliveryCharge: wholeTaka(data.delivery_charge),
      message: courierMessage(data.tracking_message),
      updatedAt,
      key: eventKey("steadfast", [
        "delivery_status",
        data.consignment_id,
        data.status,
        collected,
        data.updated_at,
      ]),
    },
  };
}
