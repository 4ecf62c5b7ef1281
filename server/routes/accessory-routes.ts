import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../http/api-error";
import { sendRepresentation } from "../http/representation";
import { securityHeadersHook } from "../web/security-headers";
import type { CatalogueResponseCache } from "../repositories/catalogue-response-cache";
import { accessoryPageSchema, accessorySchema, errorResponses } from "./route-schemas";
import { CATALOGUE_MAX_PAGE } from "../../common/limits";

const PAGE_MESSAGE = `page must be a whole number from 1 to ${CATALOGUE_MAX_PAGE}`;

/** Missing (or empty) means page 1; anything but a plain positive integer up to CATALOGUE_MAX_PAGE is a 400. */
const pageQuerySchema = z
  .string({ error: PAGE_MESSAGE })
  .regex(/^([1-9]\d{0,8})?$/, { error: PAGE_MESSAGE })
  .optional()
  .meta({ description: `Page number, from 1 to ${CATALOGUE_MAX_PAGE}; missing means 1` });

/**
 * The two hottest routes of the site, registered outside helmet's scope (@fastify/helmet would rebuild its
 * middleware on every request): they send the same headers precomputed. Their answers come prepared from
 * the cache, compressed variants included (hence `compress: false`), and a cached answer is sent without a
 * promise in between.
 */
export function registerAccessoryRoutes(
  api: FastifyInstance,
  catalogue: CatalogueResponseCache,
  securityHeaders: Readonly<Record<string, string>>,
) {
  const routes = api.withTypeProvider<ZodTypeProvider>();
  const onRequest = securityHeadersHook(securityHeaders);

  routes.get(
    "/accessory/get-all-accessories",
    {
      onRequest,
      compress: false,
      decompress: false,
      schema: {
        summary: "One page of the accessory catalogue, newest first",
        tags: ["accessories"],
        querystring: z.object({ page: pageQuerySchema }),
        response: {
          200: accessoryPageSchema,
          ...errorResponses,
        },
      },
    },
    (request, reply) => {
      const page = request.query.page ? Number(request.query.page) : 1;
      const cached = catalogue.cachedPage(page);
      if (cached) {
        sendRepresentation(request, reply, cached);
        return;
      }
      return catalogue.page(page).then((entity) => {
        sendRepresentation(request, reply, entity);
      });
    },
  );

  routes.get(
    "/accessory/get-accessory/:id",
    {
      onRequest,
      compress: false,
      decompress: false,
      schema: {
        summary: "One accessory",
        tags: ["accessories"],
        params: z.object({ id: z.string() }),
        response: { 200: z.object({ data: accessorySchema }), ...errorResponses },
      },
    },
    (request, reply) => {
      const cached = catalogue.cachedAccessory(request.params.id);
      if (cached) {
        sendRepresentation(request, reply, cached);
        return;
      }
      return catalogue.accessory(request.params.id).then((entity) => {
        if (!entity) throw notFound("Accessory not found");
        sendRepresentation(request, reply, entity);
      });
    },
  );
}
