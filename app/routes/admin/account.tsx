import { data, redirect } from "react-router";
import { PASSWORD_CHANGED, PasswordChangeForm } from "~/features/admin/auth/password-change-form";
import { FormNotice, PageHeading, Panel } from "~/features/admin/auth/page-heading";
import { formProblemOf, formText } from "~/features/admin/auth/form-problem";
import { useAdminSession } from "~/features/admin/auth/csrf-field";
import { SIGNED_OUT_AFTER_ATTEMPTS } from "~/features/admin/auth/sign-in-form";
import type { Route } from "./+types/account";

export const meta: Route.MetaFunction = () => [{ title: "Account · Back office" }];

export async function action({ context, request }: Route.ActionArgs) {
  const staff = context.staff;
  if (!staff) throw data("Sign in first.", { status: 401 });
  const form = await request.formData();
  try {
    await context.admin.accounts.changePassword(staff, {
      currentPassword: formText(form, "currentPassword"),
      newPassword: formText(form, "newPassword"),
    });
    return { done: true as const };
  } catch (error) {
    const problem = formProblemOf(error);
    if (!problem) throw error;
    if (problem.signedOut) {
      const secure = new URL(request.url).protocol === "https:";
      throw redirect(SIGNED_OUT_AFTER_ATTEMPTS, {
        headers: { "set-cookie": context.admin.auth.clearedSessionCookie(secure) },
      });
    }
    return data(
      { done: false as const, problem: problem.fields ? undefined : problem.message, fields: problem.fields },
      { status: problem.status },
    );
  }
}

export default function AccountPage({ actionData }: Route.ComponentProps) {
  const { staff } = useAdminSession();
  const done = actionData?.done === true;
  return (
    <>
      <PageHeading title="Account">Your details, and your password.</PageHeading>
      <div className="grid gap-8 lg:grid-cols-[1fr_2fr]">
        <Panel title="You" id="account-you">
          <dl className="space-y-3 text-sm">
            <div>
              <dt className="text-xs uppercase tracking-[0.14em] text-charcoal/70">Name</dt>
              <dd className="mt-0.5 break-words text-charcoal">{staff.name}</dd>
            </div>
            <div>
              <dt className="text-xs uppercase tracking-[0.14em] text-charcoal/70">Email</dt>
              <dd className="mt-0.5 break-all text-charcoal">{staff.email}</dd>
            </div>
            <div>
              <dt className="text-xs uppercase tracking-[0.14em] text-charcoal/70">Role</dt>
              <dd className="mt-0.5 capitalize text-charcoal">{staff.role}</dd>
            </div>
          </dl>
        </Panel>
        <Panel title="Change password" id="account-password">
          <FormNotice message={done ? PASSWORD_CHANGED : undefined} />
          <PasswordChangeForm
            done={done}
            problem={actionData && !actionData.done ? actionData.problem : undefined}
            fields={actionData && !actionData.done ? actionData.fields : undefined}
          />
        </Panel>
      </div>
    </>
  );
}
