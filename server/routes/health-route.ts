import type { FastifyInstance } from "fastify";
import type { DatabaseHandle } from "../db/database";
import { HEALTH_CHECK_PING_TIMEOUT_MS } from "../../common/limits";

export function registerHealthRoute(api: FastifyInstance, database: DatabaseHandle) {
  api.get("/health", { schema: { hide: true } }, async (_request, reply) => {
    const reachable = await database.ping(HEALTH_CHECK_PING_TIMEOUT_MS);
    reply.header("cache-control", "no-store");
    if (!reachable) {
      return reply.status(503).send({
        status: "unavailable",
        database: database.kind,
        error: { code: "database_unavailable", message: "The database cannot be reached." },
      });
    }
    return { status: "ok", database: database.kind };
  });
}
