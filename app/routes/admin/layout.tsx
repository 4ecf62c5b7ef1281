import { Outlet, redirect } from "react-router";
import type { AdminLayoutData } from "~/features/admin/auth/csrf-field";
import { AdminShell } from "~/features/admin/shell/admin-shell";
import type { Route } from "./+types/layout";

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

/**
 * The server's guard has already sent anonymous requests to the sign-in page; this check only keeps a
 * mistake there from ever rendering a back-office page without a member of staff.
 */
export function loader({ context, request }: Route.LoaderArgs): AdminLayoutData {
  const staff = context.staff;
  if (!staff) {
    const url = new URL(request.url);
    throw redirect(`/admin/login?next=${encodeURIComponent(context.admin.auth.safeNextPath(url.pathname))}`);
  }
  return {
    staff: { id: staff.id, name: staff.name, email: staff.email, role: staff.role },
    csrfToken: staff.csrfToken,
    companyName: context.site.name,
  };
}

export default function AdminLayout() {
  return (
    <AdminShell>
      <Outlet />
    </AdminShell>
  );
}
