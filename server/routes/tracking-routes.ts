import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { trackedOrderSchema, trackOrderMessages, trackOrderSchema } from "../../common/tracking";
import { ApiError, badRequest } from "../http/api-error";
import type { OrderTracker } from "../tracking/order-tracker";
import { errorResponses } from "./route-schemas";

/** A customer's own order: for them only, never kept by a cache or shown by a search engine. */
export const TRACKING_HEADERS = { "cache-control": "no-store", "x-robots-tag": "noindex, nofollow" } as const;

export function registerTrackingRoutes(api: FastifyInstance, tracker: OrderTracker) {
  api.withTypeProvider<ZodTypeProvider>().post(
    "/track-order",
    {
      // Set before validation, so a refused body is not kept either.
      onRequest: async (_request, reply) => {
        reply.headers(TRACKING_HEADERS);
      },
      schema: {
        summary: "Follow an order by its number and the phone it was placed with",
        description:
          "Both must match one order; any mismatch, whichever field is wrong, answers the same 404. " +
          "Limited per client (429 with Retry-After). The answer is never cached.",
        tags: ["orders"],
        body: trackOrderSchema,
        response: { 200: trackedOrderSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const outcome = await tracker(request, request.body);
      switch (outcome.kind) {
        case "found":
          return reply.status(200).send(outcome.order);
        case "invalid":
          throw badRequest(Object.values(outcome.fields)[0] ?? trackOrderMessages.notFound, outcome.fields);
        case "limited":
          reply.header("retry-after", String(outcome.retryAfterSeconds));
          throw new ApiError(429, "rate_limited", trackOrderMessages.tooMany);
        case "not-found":
          throw new ApiError(404, "not_found", trackOrderMessages.notFound);
      }
    },
  );
}
