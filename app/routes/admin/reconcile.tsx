import { reportRangeOf } from "../../../common/report-filters";
import { PageHeading } from "~/features/admin/auth/page-heading";
import { ReconcileView } from "~/features/admin/reconcile/reconcile-view";
import { ReportDates } from "~/features/admin/reports/report-parts";
import type { Route } from "./+types/reconcile";

export const meta: Route.MetaFunction = () => [{ title: "Reconcile · Back office" }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const range = reportRangeOf(request.url);
  // Steadfast's balance is asked beside the queries, with a short deadline: the page shows either way.
  const [data, steadfastBalance] = await Promise.all([
    context.admin.reconcile.reconcile(range.filters),
    context.admin.steadfastBalance.read(),
  ]);
  return { range, data, steadfastBalance };
}

export default function ReconcilePage({ loaderData }: Route.ComponentProps) {
  const { range, data, steadfastBalance } = loaderData;
  return (
    <>
      <PageHeading title="Reconcile">
        Per courier, for the dates you choose: parcels booked, delivered and returned, the cash each courier
        collected and what it owes. Days are Dhaka days.
      </PageHeading>
      <ReportDates range={range} path="/admin/reconcile" submitLabel="Show" />
      <ReconcileView filters={range.filters} data={data} steadfastBalance={steadfastBalance} />
    </>
  );
}
