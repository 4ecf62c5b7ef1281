import type { FastifyInstance, FastifyRequest } from "fastify";
import { parseReportFilters, type ReportFilters } from "../../../common/report-filters";
import { isReportName, type ReportName } from "../../../common/reports";
import { badRequest, notFound } from "../../http/api-error";
import { sendCsv } from "../orders/order-csv";
import { reportCsv, reportCsvFileName } from "./report-csv";
import type { ReportService } from "./report-service";

/** The date range of a reports or reconciliation request (`?from=&to=`); 400 with the problem when it is not one. */
export function reportFiltersOf(request: FastifyRequest): ReportFilters {
  const parsed = parseReportFilters(request.query as Record<string, unknown>);
  if (!parsed.ok) throw badRequest(parsed.problem);
  return parsed.filters;
}

function reportNameOf(request: FastifyRequest): ReportName {
  const { name } = request.params as { name: string };
  if (!isReportName(name)) throw notFound(`No report called ${JSON.stringify(name)}.`);
  return name;
}

/**
 * `/api/admin/reports/<name>?from=&to=`: one report of `/admin/reports` as JSON, and `…/export.csv` as a CSV
 * file. Behind the back office's guard like every `/api/admin` route (anonymous: 401); reading only.
 */
export function registerReportRoutes(api: FastifyInstance, reports: ReportService) {
  api.get("/reports/:name", async (request) => {
    const name = reportNameOf(request);
    const filters = reportFiltersOf(request);
    return { data: await reports.report(name, filters), filters };
  });

  api.get("/reports/:name/export.csv", async (request, reply) => {
    const name = reportNameOf(request);
    const filters = reportFiltersOf(request);
    return sendCsv(
      reply,
      reportCsvFileName(name, filters),
      reportCsv(name, await reports.report(name, filters)),
    );
  });
}
