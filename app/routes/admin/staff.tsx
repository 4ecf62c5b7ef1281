import { data, isRouteErrorResponse, useRouteError } from "react-router";
import { FormNotice, PageHeading, Panel } from "~/features/admin/auth/page-heading";
import { formProblemOf, formText } from "~/features/admin/auth/form-problem";
import { AddStaffForm, PasswordResetForm, StaffAccountList } from "~/features/admin/auth/staff-accounts";
import type { Route } from "./+types/staff";

export const meta: Route.MetaFunction = () => [{ title: "Staff · Back office" }];

const OWNERS_ONLY = "Only an owner can manage staff accounts.";

export async function loader({ context }: Route.LoaderArgs) {
  const staff = context.staff;
  if (!staff || staff.role !== "owner") throw data(OWNERS_ONLY, { status: 403 });
  return { accounts: await context.admin.accounts.listAccounts(staff), selfId: staff.id };
}

export async function action({ context, request }: Route.ActionArgs) {
  const staff = context.staff;
  if (!staff || staff.role !== "owner") throw data(OWNERS_ONLY, { status: 403 });
  const form = await request.formData();
  const intent = formText(form, "intent");
  const values = {
    name: formText(form, "name"),
    email: formText(form, "email"),
    role: formText(form, "role"),
  };
  try {
    if (intent === "add") {
      const account = await context.admin.accounts.addAccount(staff, {
        ...values,
        password: formText(form, "password"),
      });
      return { intent, notice: `${account.name} can now sign in with ${account.email}.` };
    }
    if (intent === "disable" || intent === "enable") {
      const account = await context.admin.accounts.setDisabled(staff, formText(form, "accountId"), {
        disabled: intent === "disable",
      });
      return {
        intent,
        notice: account.disabled
          ? `${account.name} is disabled and signed out everywhere.`
          : `${account.name} can sign in again.`,
      };
    }
    if (intent === "password") {
      const account = await context.admin.accounts.resetPassword(staff, formText(form, "accountId"), {
        newPassword: formText(form, "newPassword"),
      });
      return {
        intent,
        notice: `${account.name} has a new password and is signed out everywhere. Give it to them in person; they can change it at Your account.`,
        // A new key for the form each time, so it empties even when the same account gets a password again.
        setAt: Date.now(),
      };
    }
    return data({ intent, problem: "Unknown action." }, { status: 400 });
  } catch (error) {
    const problem = formProblemOf(error);
    if (!problem) throw error;
    return data(
      {
        intent,
        problem: problem.fields ? undefined : problem.message,
        fields: problem.fields,
        values: { ...values, accountId: formText(form, "accountId") },
      },
      { status: problem.status },
    );
  }
}

export default function StaffPage({ loaderData, actionData }: Route.ComponentProps) {
  const added = actionData?.intent === "add" && "notice" in actionData;
  const addProblem = actionData?.intent === "add" && !added ? actionData : undefined;
  const passwordSet = actionData?.intent === "password" && "notice" in actionData;
  const passwordProblem = actionData?.intent === "password" && !passwordSet ? actionData : undefined;
  const otherAccounts = loaderData.accounts.filter((account) => account.id !== loaderData.selfId);
  return (
    <>
      <PageHeading title="Staff">
        Who can sign in to the back office. Disabling an account signs it out at once; it can be re-enabled
        later. Someone who forgot their password gets a new one from an owner, below.
      </PageHeading>
      <FormNotice message={actionData && "notice" in actionData ? actionData.notice : undefined} />
      {actionData &&
        actionData.intent !== "add" &&
        actionData.intent !== "password" &&
        "problem" in actionData && (
          <p role="alert" className="mb-6 text-sm text-[#9b2c1f]">
            {actionData.problem}
          </p>
        )}
      <div className="grid gap-8">
        <StaffAccountList accounts={loaderData.accounts} selfId={loaderData.selfId} />
        <Panel title="Add an account" id="add-account">
          <AddStaffForm
            formKey={added ? `added-${loaderData.accounts.length}` : "form"}
            problem={addProblem && "problem" in addProblem ? addProblem.problem : undefined}
            fields={addProblem && "fields" in addProblem ? addProblem.fields : undefined}
            values={addProblem && "values" in addProblem ? addProblem.values : undefined}
          />
        </Panel>
        {otherAccounts.length > 0 && (
          <Panel title="Set a new password" id="set-password">
            <PasswordResetForm
              accounts={otherAccounts}
              formKey={
                passwordSet && actionData && "setAt" in actionData ? `set-${actionData.setAt}` : "form"
              }
              problem={passwordProblem && "problem" in passwordProblem ? passwordProblem.problem : undefined}
              fields={passwordProblem && "fields" in passwordProblem ? passwordProblem.fields : undefined}
              accountId={
                passwordProblem && "values" in passwordProblem ? passwordProblem.values.accountId : undefined
              }
            />
          </Panel>
        )}
      </div>
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const forbidden = isRouteErrorResponse(error) && error.status === 403;
  return (
    <PageHeading title={forbidden ? "Owners only" : "Something went wrong"}>
      {forbidden ? OWNERS_ONLY : "We could not show this page. Please reload it."}
    </PageHeading>
  );
}
