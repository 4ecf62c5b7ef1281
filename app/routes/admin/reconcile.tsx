import { parseReportFilters, reportPresets } from "../../../common/report-filters";
import { PageHeading } from "~/features/admin/auth/page-heading";
import { ReconcileView } from "~/features/admin/reconcile/reconcile-view";
import { ReportFilterForm } from "~/features/admin/reports/report-view";
import type { Route } from "./+types/reconcile";

export const meta: Route.MetaFunction = () => [{ title: "Reconcile · Back office" }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const now = new Date();
  const parsed = parseReportFilters(new URL(request.url).searchParams, now);
  // Steadfast's balance is asked beside the queries, with a short deadline: the page shows either way.
  const [data, steadfastBalance] = await Promise.all([
    context.admin.reconcile.reconcile(parsed.filters),
    context.admin.steadfastBalance.read(),
  ]);
  return {
    filters: parsed.filters,
    problem: parsed.ok ? undefined : parsed.problem,
    presets: reportPresets(now),
    data,
    steadfastBalance,
  };
}

export default function ReconcilePage({ loaderData }: Route.ComponentProps) {
  const { filters, problem, presets, data, steadfastBalance } = loaderData;
  return (
    <>
      <PageHeading title="Reconcile">
        Per courier, for the dates you choose: parcels booked, delivered and returned, the cash each courier
        collected and what it owes. Days are Dhaka days.
      </PageHeading>
      <ReportFilterForm
        key={`${filters.from}-${filters.to}`}
        filters={filters}
        presets={presets}
        problem={problem}
        path="/admin/reconcile"
        submitLabel="Show"
      />
      <ReconcileView filters={filters} data={data} steadfastBalance={steadfastBalance} />
    </>
  );
}
