import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { orderRequestSchema } from "../../common/delivery/order-place";
import { orderItemSchema } from "../../common/validation";
import { badRequest } from "../http/api-error";
import type { OrderRepository } from "../repositories/order-repository";
import { errorResponses, orderItemResponseSchema, orderSchema } from "./route-schemas";
import { ORDER_LINE_RATE_FACTOR } from "../../common/limits";

type RateLimit = { max: number; timeWindow: number } | false;

const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{8,128}$/;

export function registerOrderRoutes(api: FastifyInstance, repository: OrderRepository, rateLimit: RateLimit) {
  const routes = api.withTypeProvider<ZodTypeProvider>();

  routes.post(
    "/order/save-order",
    {
      config: { rateLimit },
      schema: {
        summary: "Create an order from the customer details and where it goes",
        description:
          "Send an Idempotency-Key header (8 to 128 visible ASCII characters) to make retries safe: the same key with the same details returns the first order. " +
          "`district` (one of the 64 districts by its English name, like `Rajshahi`) and `area` (in Dhaka, Gazipur and Narayanganj, like `Dhanmondi` or `Savar`) are optional: " +
          "they set the delivery zone, and the server computes the delivery charge from them and the lines saved (any charge in the body is ignored). " +
          "Without them the zone is unknown and staff set the charge.",
        tags: ["orders"],
        headers: z.object({ "idempotency-key": z.string().optional() }),
        body: orderRequestSchema,
        response: { 201: orderSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const key = request.headers["idempotency-key"];
      if (key !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(key)) {
        throw badRequest("Idempotency-Key must be 8 to 128 visible ASCII characters");
      }
      const { order, replayed } = await repository.createOrder(request.body, key);
      if (replayed) reply.header("idempotent-replayed", "true");
      return reply.status(201).send(order);
    },
  );

  routes.post(
    "/order/save-order-details",
    {
      config: { rateLimit: rateLimit && { ...rateLimit, max: rateLimit.max * ORDER_LINE_RATE_FACTOR } },
      schema: {
        summary: "Add one accessory line to an order (the rate is read from the catalogue)",
        tags: ["orders"],
        body: orderItemSchema,
        response: { 201: orderItemResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const saved = await repository.saveOrderItem(request.body);
      return reply.status(201).send(saved);
    },
  );
}
