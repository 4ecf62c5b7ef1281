import { PageHeading } from "~/features/admin/auth/page-heading";
import { DashboardFigures } from "~/features/admin/orders/dashboard-figures";
import { FailedNotifications } from "~/features/admin/notifications/notification-list";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = () => [{ title: "Dashboard · Back office" }];

export async function loader({ context }: Route.LoaderArgs) {
  const [figures, failedNotifications] = await Promise.all([
    context.admin.dashboard.figures(),
    context.admin.notifications.listFailed(),
  ]);
  return { figures, failedNotifications };
}

export default function DashboardPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeading title="Dashboard">
        What is waiting today, and the shop&apos;s cash this month. Weeks start on Saturday; times are Dhaka
        time.
      </PageHeading>
      <DashboardFigures figures={loaderData.figures} />
      <FailedNotifications notifications={loaderData.failedNotifications} />
    </>
  );
}
