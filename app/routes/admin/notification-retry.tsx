import { data, redirect } from "react-router";
import { formProblemOf, formText } from "~/features/admin/auth/form-problem";
import type { NotificationRetryResult } from "~/features/admin/notifications/notification-list";
import type { Route } from "./+types/notification-retry";

/** Nothing to show at this address: a GET goes to the dashboard. */
export function loader() {
  return redirect("/admin");
}

/**
 * Queues a failed notification again (the Retry button of an order's or a message's notifications). The
 * button's script gets data and the page revalidates; a plain form post (no JavaScript) is sent back to the
 * page it came from, which shows the notification queued again.
 */
export async function action({ context, params, request }: Route.ActionArgs) {
  const staff = context.staff;
  if (!staff) throw data("Sign in first.", { status: 401 });
  const form = await request.formData();
  const backToPage = (request.headers.get("accept") ?? "").includes("text/html");
  const returnTo = context.admin.auth.safeNextPath(formText(form, "returnTo"));
  try {
    const notification = await context.admin.notifications.retry(params.id, staff);
    if (backToPage) return redirect(returnTo, 303);
    return { ok: true, notice: `${notification.label}: queued again.` } satisfies NotificationRetryResult;
  } catch (error) {
    const problem = formProblemOf(error);
    if (!problem) throw error;
    // The page shows where the notification stands now (someone else may have retried it meanwhile).
    if (backToPage) return redirect(returnTo, 303);
    return data({ ok: false, problem: problem.message } satisfies NotificationRetryResult, {
      status: problem.status,
    });
  }
}
