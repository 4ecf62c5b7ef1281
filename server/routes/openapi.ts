import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { createJsonSchemaTransformObject, jsonSchemaTransform } from "fastify-type-provider-zod";

type OpenApiDocument = ReturnType<ReturnType<typeof createJsonSchemaTransformObject>>;
type WithComponents = { paths?: unknown; components?: { schemas?: Record<string, unknown> } };

// The library builds the shared components for JSON Schema 2020-12 unless told otherwise, which is not valid
// in an OpenAPI 3.0 document (type arrays, type "null").
const toOpenApiComponents = createJsonSchemaTransformObject({ zodToJsonConfig: { target: "openapi-3.0" } });

/**
 * The OpenAPI 3 document comes from the same zod schemas that validate the requests. Register this on the
 * API's scope before any route: it collects the routes of every scope below it.
 */
export async function registerOpenApi(api: FastifyInstance) {
  await api.register(swagger, {
    openapi: {
      openapi: "3.0.3",
      info: {
        title: "Nakshi Interiors API",
        description:
          "Catalogue, orders and contact requests of Nakshi Interiors' website and accessories shop.",
        version: "1.0.0",
      },
      tags: [{ name: "accessories" }, { name: "orders" }, { name: "messages" }],
    },
    transform: jsonSchemaTransform,
    transformObject: (input) => withoutUnusedComponents(toOpenApiComponents(input)),
  });
}

/** The document at /openapi.json and the docs page at /docs. */
export async function registerOpenApiRoutes(api: FastifyInstance) {
  api.get("/openapi.json", { schema: { hide: true } }, async () => api.swagger());
  // The page links its scripts by absolute path, so it must know the API's mount point.
  await api.register(swaggerUi, { routePrefix: "/docs", indexPrefix: api.prefix });
}

/**
 * Every schema with an id is emitted twice, as request and as response; only the ones the operations
 * reference belong in the document.
 */
function withoutUnusedComponents(document: OpenApiDocument): OpenApiDocument {
  const { paths, components } = document as WithComponents;
  const schemas = components?.schemas;
  if (!schemas) return document;
  const used = new Set<string>();
  let pending = JSON.stringify(paths);
  while (pending) {
    const found = [...pending.matchAll(/#\/components\/schemas\/([^"]+)"/g)].map((match) => match[1]);
    const fresh = found.filter((name) => !used.has(name) && name in schemas);
    fresh.forEach((name) => used.add(name));
    pending = fresh.length > 0 ? JSON.stringify(fresh.map((name) => schemas[name])) : "";
  }
  return {
    ...document,
    components: {
      ...components,
      schemas: Object.fromEntries([...used].sort().map((name) => [name, schemas[name]])),
    },
  } as OpenApiDocument;
}
