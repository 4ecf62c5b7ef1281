import { data, redirect } from "react-router";
import { AuthCard } from "~/features/admin/auth/auth-card";
import { formProblemOf, formText } from "~/features/admin/auth/form-problem";
import { SIGNED_OUT_AFTER_ATTEMPTS_NOTICE, SignInForm } from "~/features/admin/auth/sign-in-form";
import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = () => [
  { title: "Sign in · Back office" },
  { name: "robots", content: "noindex, nofollow" },
];

export function loader({ context, request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const next = context.admin.auth.safeNextPath(query.get("next"));
  if (context.staff) throw redirect(next);
  const notice = query.get("signed-out") === "attempts" ? SIGNED_OUT_AFTER_ATTEMPTS_NOTICE : undefined;
  return { next, companyName: context.site.name, notice };
}

export async function action({ context, request }: Route.ActionArgs) {
  // Only a visitor who is not signed in signs in here; a signed-in member goes on without a second session.
  if (context.staff) {
    throw redirect(context.admin.auth.safeNextPath(new URL(request.url).searchParams.get("next")), 303);
  }
  const form = await request.formData();
  const next = context.admin.auth.safeNextPath(formText(form, "next"));
  const email = formText(form, "email");
  try {
    const { session } = await context.admin.accounts.signIn(
      { email, password: formText(form, "password") },
      { clientKey: context.clientAddress, userAgent: request.headers.get("user-agent") ?? undefined },
    );
    const secure = new URL(request.url).protocol === "https:";
    return redirect(next, {
      headers: { "set-cookie": context.admin.auth.sessionCookie(session.token, secure) },
    });
  } catch (error) {
    const problem = formProblemOf(error);
    if (!problem) throw error;
    // A missing field is named beside it by the browser (required); anything else is the one sign-in message.
    return data({ problem: problem.message, email }, { status: problem.status });
  }
}

export default function SignInPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AuthCard companyName={loaderData.companyName} title="Sign in">
      <SignInForm
        next={loaderData.next}
        problem={actionData?.problem ?? loaderData.notice}
        email={actionData?.email}
      />
    </AuthCard>
  );
}
