import { reportRangeOf } from "../../../common/report-filters";
import { PageHeading } from "~/features/admin/auth/page-heading";
import { ReportDates } from "~/features/admin/reports/report-parts";
import { ReportView } from "~/features/admin/reports/report-view";
import type { Route } from "./+types/reports";

export const meta: Route.MetaFunction = () => [{ title: "Reports · Back office" }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const range = reportRangeOf(request.url);
  return { range, data: await context.admin.reports.all(range.filters) };
}

export default function ReportsPage({ loaderData }: Route.ComponentProps) {
  const { range, data } = loaderData;
  return (
    <>
      <PageHeading title="Reports">
        The month at a glance: orders, cash, cancellations and returns, best sellers and districts for the
        dates you choose. Days are Dhaka days; each table exports as CSV.
      </PageHeading>
      <ReportDates range={range} path="/admin/reports" submitLabel="Show reports" />
      <ReportView filters={range.filters} data={data} />
    </>
  );
}
