import { useRouteLoaderData } from "react-router";

/** The id React Router gives the back-office layout route (its file path). */
export const ADMIN_LAYOUT_ROUTE_ID = "routes/admin/layout";

export type AdminLayoutData = {
  staff: { id: string; name: string; email: string; role: "owner" | "staff" };
  csrfToken: string;
  companyName: string;
};

/** The signed-in member and the session's CSRF token, from the back-office layout's loader. */
export function useAdminSession(): AdminLayoutData {
  const data = useRouteLoaderData<AdminLayoutData>(ADMIN_LAYOUT_ROUTE_ID);
  if (!data) throw new Error("useAdminSession is used outside the back-office layout");
  return data;
}

/** Every back-office form that changes something sends the session's CSRF token back in this field. */
export function CsrfField() {
  const { csrfToken } = useAdminSession();
  return <input type="hidden" name="_csrf" value={csrfToken} />;
}
