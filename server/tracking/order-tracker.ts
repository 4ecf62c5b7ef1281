import type { FastifyInstance, FastifyRequest } from "fastify";
import { RATE_LIMIT_WINDOW_MS, TRACK_ORDER_RATE_MAX } from "../../common/limits";
import { trackOrderSchema, type TrackOrderOutcome } from "../../common/tracking";
import type { OrderTrackingService } from "./order-tracking-service";

/** Counts one tracking attempt of the request's client; `retryAfterSeconds` when it is one too many. */
export type TrackingLimiter = (request: FastifyRequest) => Promise<{ retryAfterSeconds: number } | null>;

/**
 * One counter per client for the page's form and the JSON API together, in the POST limits' store (shared by
 * every instance: see cluster/rate-limit-store.ts). Without that store (RATE_LIMIT_MAX=0) nothing is counted.
 */
export function createTrackingLimiter(app: FastifyInstance): TrackingLimiter {
  if (!app.hasDecorator("createRateLimit")) return async () => null;
  const check = app.createRateLimit({
    max: TRACK_ORDER_RATE_MAX,
    timeWindow: RATE_LIMIT_WINDOW_MS,
    keyGenerator: (request) => `track-order:${request.ip}`,
  });
  return async (request) => {
    const result = await check(request);
    // `isAllowed` only says the client is on no allow list; a counted request is over when `isExceeded`.
    if (result.isAllowed || !result.isExceeded) return null;
    return { retryAfterSeconds: Math.max(1, result.ttlInSeconds) };
  };
}

/** A tracking attempt from the page or the API: counted, checked, then looked up. */
export function createOrderTracker(service: OrderTrackingService, limiter: TrackingLimiter) {
  return async (request: FastifyRequest, input: unknown): Promise<TrackOrderOutcome> => {
    const limited = await limiter(request);
    if (limited) return { kind: "limited", retryAfterSeconds: limited.retryAfterSeconds };
    const parsed = trackOrderSchema.safeParse(input);
    if (!parsed.success) {
      const fields: Partial<Record<"number" | "phone", string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === "number" || field === "phone") && !fields[field]) fields[field] = issue.message;
      }
      return { kind: "invalid", fields };
    }
    const order = await service.track(parsed.data);
    return order ? { kind: "found", order } : { kind: "not-found" };
  };
}

export type OrderTracker = ReturnType<typeof createOrderTracker>;
