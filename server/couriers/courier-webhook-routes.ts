import type { FastifyInstance } from "fastify";
import {
  COURIER_WEBHOOK_BODY_LIMIT_BYTES,
  COURIER_WEBHOOK_RATE_LIMIT_MAX,
  RATE_LIMIT_WINDOW_MS,
} from "../../common/limits";
import type { CourierOrderService, WebhookAnswer } from "./courier-orders";
import { PATHAO_SIGNATURE_HEADER } from "./pathao/pathao-webhook";

/**
 * The couriers' webhooks: `POST /api/couriers/steadfast/webhook` and `/api/couriers/pathao/webhook`. Small
 * bodies only, rate-limited per client address; what they may change is decided in courier-orders.ts.
 */
export function registerCourierWebhookRoutes(
  api: FastifyInstance,
  couriers: Pick<CourierOrderService, "steadfastWebhook" | "pathaoWebhook">,
  options: { rateLimited: boolean },
) {
  const route = {
    bodyLimit: COURIER_WEBHOOK_BODY_LIMIT_BYTES,
    schema: { hide: true },
    config: {
      rateLimit: options.rateLimited
        ? { max: COURIER_WEBHOOK_RATE_LIMIT_MAX, timeWindow: RATE_LIMIT_WINDOW_MS }
        : false,
    },
  } as const;
  api.post("/couriers/steadfast/webhook", route, async (request, reply) => {
    const answer: WebhookAnswer = await couriers.steadfastWebhook(
      request.headers.authorization,
      request.body,
    );
    return reply
      .code(answer.status)
      .headers(answer.headers ?? {})
      .send(answer.body);
  });

  api.post("/couriers/pathao/webhook", route, async (request, reply) => {
    const signature = request.headers[PATHAO_SIGNATURE_HEADER.toLowerCase()];
    const answer = await couriers.pathaoWebhook(signature, request.body);
    return reply
      .code(answer.status)
      .headers(answer.headers ?? {})
      .send(answer.body);
  });
}
