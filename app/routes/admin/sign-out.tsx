import { redirect } from "react-router";
import type { Route } from "./+types/sign-out";

/** A GET has nothing to do here: signing out is a POST from the shell's Sign out button. */
export function loader() {
  return redirect("/admin");
}

export async function action({ context, request }: Route.ActionArgs) {
  if (context.staff) await context.admin.accounts.signOut(context.staff);
  const secure = new URL(request.url).protocol === "https:";
  return redirect("/admin/login", {
    headers: { "set-cookie": context.admin.auth.clearedSessionCookie(secure) },
  });
}
