import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { contactRequestSchema } from "../../common/validation";
import type { MessageRepository } from "../repositories/message-repository";
import { errorResponses, messageResponseSchema } from "./route-schemas";

type RateLimit = { max: number; timeWindow: number } | false;

export function registerMessageRoutes(
  api: FastifyInstance,
  repository: MessageRepository,
  rateLimit: RateLimit,
) {
  api.withTypeProvider<ZodTypeProvider>().post(
    "/message/send-message",
    {
      config: { rateLimit: rateLimit && { ...rateLimit, max: Math.max(1, Math.ceil(rateLimit.max / 3)) } },
      schema: {
        summary: "Send a contact request",
        tags: ["messages"],
        body: contactRequestSchema,
        response: { 201: messageResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => reply.status(201).send(await repository.saveMessage(request.body)),
  );
}
