import type { FastifyInstance, FastifyRequest } from "fastify";
import { parseReportFilters, type ReportFilters } from "../../../common/report-filters";
import { isReportName, type ReportName } from "../../../common/reports";
import { badRequest, notFound } from "../../http/api-error";
import { reportCsv, reportCsvFileName } from "./report-csv";
import type { ReportService } from "./report-service";

function reportRequest(request: FastifyRequest): { name: ReportName; filters: ReportFilters } {
  const { name } = request.params as { name: string };
  if (!isReportName(name)) throw notFound(`No report called ${JSON.stringify(name)}.`);
  const parsed = parseReportFilters(request.query as Record<string, unknown>);
  if (!parsed.ok) throw badRequest(parsed.problem);
  return { name, filters: parsed.filters };
}

/**
 * `/api/admin/reports/<name>?from=&to=`: one report of `/admin/reports` as JSON, and `…/export.csv` as a CSV
 * file. Behind the back office's guard like every `/api/admin` route (anonymous: 401); reading only.
 */
export function registerReportRoutes(api: FastifyInstance, reports: ReportService) {
  api.get("/reports/:name", async (request) => {
    const { name, filters } = reportRequest(request);
    return { data: await reports.report(name, filters), filters };
  });

  api.get("/reports/:name/export.csv", async (request, reply) => {
    const { name, filters } = reportRequest(request);
    const csv = reportCsv(name, await reports.report(name, filters));
    return reply
      .type("text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="${reportCsvFileName(name, filters)}"`)
      .send(csv);
  });
}
