import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { assetSecurityHeaders } from "./security-headers";

const ONE_YEAR = 31_536_000;

const assetHeaderEntries = Object.entries(assetSecurityHeaders);

/**
 * Serves the build's browser files: hashed assets are immutable; images and others revalidate. Registered
 * outside helmet's scope: a file gets the minimal header set of a subresource, not a document's.
 */
export async function registerStaticAssets(app: FastifyInstance, clientDir: string) {
  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: "/",
    wildcard: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, filePath) {
      for (const [name, value] of assetHeaderEntries) reply.header(name, value);
      if (/[\\/]assets[\\/]/.test(filePath)) {
        reply.header("cache-control", `public, max-age=${ONE_YEAR}, immutable`);
      } else if (/[\\/]images[\\/]|[\\/]logos[\\/]|[\\/]fonts[\\/]/.test(filePath)) {
        reply.header("cache-control", "public, max-age=604800, stale-while-revalidate=2592000");
      } else {
        reply.header("cache-control", "public, max-age=3600");
      }
    },
  });
}
