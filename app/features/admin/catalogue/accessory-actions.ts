import { data, redirect } from "react-router";
import { accessoryFormFromFormData } from "../../../../common/accessory-form";
import { apiMountPath } from "../../../../common/paths";
import { formProblemOf, formText } from "../auth/form-problem";

/** What a refused save hands back to the form: one message for the form, or messages beside fields. */
export type SaveProblem = { intent: string; problem?: string; fields?: Record<string, string> };

/** The photo endpoint under the API's mount path (an absolute PUBLIC_API_BASE still maps to this server). */
export function photoUploadUrl(apiBase: string): string {
  return `${apiMountPath(apiBase)}/admin/photos`;
}

/** The form's post in the schema's shape, with the version it was loaded at. */
export function accessoryFromForm(form: FormData) {
  return { ...accessoryFormFromFormData(form), version: formText(form, "version") };
}

/**
 * Runs a change and answers as a page action does: a redirect on success, the service's refusal (field
 * messages, a conflict, a refused delete) as data with its status; anything else goes to the error boundary.
 */
export async function runChange(intent: string, change: () => Promise<string>) {
  try {
    return redirect(await change());
  } catch (error) {
    const problem = formProblemOf(error);
    if (!problem) throw error;
    const answer: SaveProblem = problem.fields
      ? { intent, fields: problem.fields, problem: problem.status === 400 ? undefined : problem.message }
      : { intent, problem: problem.message };
    return data(answer, { status: problem.status });
  }
}
