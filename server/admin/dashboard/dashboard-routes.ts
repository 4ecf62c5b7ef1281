import type { FastifyInstance } from "fastify";
import type { DashboardService } from "./dashboard-service";

/** `/api/admin/dashboard`: the figures of the back office's first page. */
export function registerDashboardRoutes(api: FastifyInstance, dashboard: DashboardService) {
  api.get("/dashboard", async () => ({ data: await dashboard.figures() }));
}
