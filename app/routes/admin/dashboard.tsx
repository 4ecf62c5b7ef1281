import { Link } from "react-router";
import { PageHeading } from "~/features/admin/auth/page-heading";
import { DashboardFigures } from "~/features/admin/orders/dashboard-figures";
import { FailedNotifications } from "~/features/admin/notifications/notification-list";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = () => [{ title: "Dashboard · Back office" }];

export async function loader({ context }: Route.LoaderArgs) {
  const [figures, failedNotifications, flaggedDeliveries] = await Promise.all([
    context.admin.dashboard.figures(),
    context.admin.notifications.listFailed(),
    context.admin.reconcile.recentFlaggedCount(),
  ]);
  return { figures, failedNotifications, flaggedDeliveries };
}

export default function DashboardPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeading title="Dashboard">
        What is waiting today, and the shop&apos;s cash this month. Weeks start on Saturday; times are Dhaka
        time.
      </PageHeading>
      <DashboardFigures figures={loaderData.figures} />
      {loaderData.flaggedDeliveries > 0 && (
        <p className="mt-6 rounded-card border border-brass/60 bg-white/60 p-4 text-sm text-charcoal">
          {loaderData.flaggedDeliveries === 1
            ? "1 delivery in the last 30 days"
            : `${loaderData.flaggedDeliveries} deliveries in the last 30 days`}{" "}
          collected a different amount from the order&apos;s total (a partial delivery).{" "}
          <Link to="/admin/reconcile" className="font-medium underline">
            Check them in Reconcile
          </Link>
        </p>
      )}
      <FailedNotifications notifications={loaderData.failedNotifications} />
    </>
  );
}
