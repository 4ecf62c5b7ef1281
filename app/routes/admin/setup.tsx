import { data, redirect } from "react-router";
import { AuthCard } from "~/features/admin/auth/auth-card";
import { formProblemOf, formText } from "~/features/admin/auth/form-problem";
import { SetupForm } from "~/features/admin/auth/setup-form";
import type { Route } from "./+types/setup";

export const meta: Route.MetaFunction = () => [
  { title: "Create the first owner · Back office" },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  if (await context.admin.accounts.hasAccounts()) throw redirect("/admin/login");
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const usable = await context.admin.accounts.setupTokenUsable(token);
  return { token: usable ? token : "", companyName: context.site.name };
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const values = { name: formText(form, "name"), email: formText(form, "email") };
  try {
    const { session } = await context.admin.accounts.setupFirstOwner(
      { ...values, token: formText(form, "token"), password: formText(form, "password") },
      { clientKey: context.clientAddress, userAgent: request.headers.get("user-agent") ?? undefined },
    );
    const secure = new URL(request.url).protocol === "https:";
    return redirect("/admin", {
      headers: { "set-cookie": context.admin.auth.sessionCookie(session.token, secure) },
    });
  } catch (error) {
    const problem = formProblemOf(error);
    if (!problem) throw error;
    return data(
      { problem: problem.fields ? undefined : problem.message, fields: problem.fields, values },
      { status: problem.status },
    );
  }
}

export default function SetupPage({ loaderData, actionData }: Route.ComponentProps) {
  const { token, companyName } = loaderData;
  if (!token) {
    return (
      <AuthCard companyName={companyName} title="This link does not work">
        <p className="text-sm text-charcoal/80">
          A setup link works once and for one hour. Restart the server to print a new one, or create the first
          owner on the server with{" "}
          <code className="rounded bg-linen px-1.5 py-0.5">npm run admin:create</code>.
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      companyName={companyName}
      title="Create the first owner"
      intro="This account can add and disable the other staff accounts."
    >
      <SetupForm
        token={token}
        problem={actionData?.problem}
        fields={actionData?.fields}
        values={actionData?.values}
      />
    </AuthCard>
  );
}
