import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Config } from "../config";
import type { DatabaseHandle } from "../db/database";
import { notFound } from "../http/api-error";
import type { AccessoryRepository } from "../repositories/accessory-repository";
import { createMessageRepository } from "../repositories/message-repository";
import { createOrderRepository } from "../repositories/order-repository";
import { registerAccessoryRoutes } from "./accessory-routes";
import { createCatalogueResponseCache } from "../repositories/catalogue-response-cache";
import { registerHealthRoute } from "./health-route";
import { registerMessageRoutes } from "./message-routes";
import { registerOpenApi } from "./openapi";
import { registerOrderRoutes } from "./order-routes";

type ApiDependencies = {
  config: Config;
  database: DatabaseHandle;
  accessoryRepository: AccessoryRepository;
};

/** The JSON API of SPEC section 7, mounted under the API base. */
export async function registerApi(
  api: FastifyInstance,
  { config, database, accessoryRepository }: ApiDependencies,
) {
  await registerOpenApi(api);
  registerHealthRoute(api, database);
  registerAccessoryRoutes(api, createCatalogueResponseCache(accessoryRepository, config.catalogueCacheMs));
  const postRateLimit =
    config.rateLimitMax > 0 ? { max: config.rateLimitMax, timeWindow: "1 minute" } : false;
  registerOrderRoutes(api, createOrderRepository(database.db), postRateLimit);
  registerMessageRoutes(api, createMessageRepository(database.db), postRateLimit);
  // Fastify would otherwise parse text/plain into a string, and the client would get a 400 instead of a 415.
  api.removeContentTypeParser("text/plain");
  // Without these, unknown API paths would fall through to the page renderer's catch-all route.
  const unknownEndpoint = async (request: FastifyRequest) => {
    throw notFound(`No API endpoint at ${request.method} ${request.url.split("?")[0]}`);
  };
  api.all("/", { schema: { hide: true } }, unknownEndpoint);
  api.all("/*", { schema: { hide: true } }, unknownEndpoint);
}
