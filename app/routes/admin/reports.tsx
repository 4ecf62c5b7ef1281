import { parseReportFilters, reportPresets } from "../../../common/report-filters";
import { PageHeading } from "~/features/admin/auth/page-heading";
import { ReportFilterForm, ReportView } from "~/features/admin/reports/report-view";
import type { Route } from "./+types/reports";

export const meta: Route.MetaFunction = () => [{ title: "Reports · Back office" }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const now = new Date();
  const parsed = parseReportFilters(new URL(request.url).searchParams, now);
  const data = await context.admin.reports.all(parsed.filters);
  return {
    filters: parsed.filters,
    problem: parsed.ok ? undefined : parsed.problem,
    presets: reportPresets(now),
    data,
  };
}

export default function ReportsPage({ loaderData }: Route.ComponentProps) {
  const { filters, problem, presets, data } = loaderData;
  return (
    <>
      <PageHeading title="Reports">
        The month at a glance: orders, cash, cancellations and returns, best sellers and districts for the
        dates you choose. Days are Dhaka days; each table exports as CSV.
      </PageHeading>
      <ReportFilterForm
        key={`${filters.from}-${filters.to}`}
        filters={filters}
        presets={presets}
        problem={problem}
      />
      <ReportView filters={filters} data={data} />
    </>
  );
}
