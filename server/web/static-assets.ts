import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

const ONE_YEAR = 31_536_000;

/** Serves the build's browser files: hashed assets are immutable; images and others revalidate. */
export async function registerStaticAssets(app: FastifyInstance, clientDir: string) {
  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: "/",
    wildcard: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, filePath) {
      if (/[\\/]assets[\\/]/.test(filePath)) {
        res.setHeader("cache-control", `public, max-age=${ONE_YEAR}, immutable`);
      } else if (/[\\/]images[\\/]|[\\/]logos[\\/]|[\\/]fonts[\\/]/.test(filePath)) {
        res.setHeader("cache-control", "public, max-age=604800, stale-while-revalidate=2592000");
      } else {
        res.setHeader("cache-control", "public, max-age=3600");
      }
    },
  });
}
