import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";

/** The OpenAPI 3 document comes from the same zod schemas that validate the requests. */
export async function registerOpenApi(api: FastifyInstance) {
  await api.register(swagger, {
    openapi: {
      openapi: "3.0.3",
      info: {
        title: "Accessories shop API",
        description: "Catalogue, orders and contact requests of the interior design company's website.",
        version: "1.0.0",
      },
      tags: [{ name: "accessories" }, { name: "orders" }, { name: "messages" }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  api.get("/openapi.json", { schema: { hide: true } }, async () => api.swagger());
  await api.register(swaggerUi, { routePrefix: "/docs" });
}
