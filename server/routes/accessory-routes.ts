import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../http/api-error";
import { sendJsonEntity } from "../http/json-response";
import type { CatalogueResponseCache } from "../repositories/catalogue-response-cache";
import { accessorySchema, errorResponses } from "./route-schemas";

export const MAX_PAGE = 999_999_999;
const PAGE_MESSAGE = `page must be a whole number from 1 to ${MAX_PAGE}`;

/** Missing (or empty) means page 1; anything but a plain positive integer up to MAX_PAGE is a 400. */
const pageQuerySchema = z
  .string({ error: PAGE_MESSAGE })
  .regex(/^([1-9]\d{0,8})?$/, { error: PAGE_MESSAGE })
  .optional()
  .meta({ description: `Page number, from 1 to ${MAX_PAGE}; missing means 1` });

export function registerAccessoryRoutes(api: FastifyInstance, catalogue: CatalogueResponseCache) {
  const routes = api.withTypeProvider<ZodTypeProvider>();

  routes.get(
    "/accessory/get-all-accessories",
    {
      schema: {
        summary: "One page of the accessory catalogue, newest first",
        tags: ["accessories"],
        querystring: z.object({ page: pageQuerySchema }),
        response: {
          200: z.object({
            data: z.array(accessorySchema),
            pagination: z.object({
              totalItems: z.number().int(),
              itemsPerPage: z.number().int(),
              currentPage: z.number().int(),
              totalPages: z.number().int(),
            }),
          }),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const page = request.query.page ? Number(request.query.page) : 1;
      return sendJsonEntity(request, reply, await catalogue.page(page));
    },
  );

  routes.get(
    "/accessory/get-accessory/:id",
    {
      schema: {
        summary: "One accessory",
        tags: ["accessories"],
        params: z.object({ id: z.string() }),
        response: { 200: z.object({ data: accessorySchema }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const entity = await catalogue.accessory(request.params.id);
      if (!entity) throw notFound("Accessory not found");
      return sendJsonEntity(request, reply, entity);
    },
  );
}
