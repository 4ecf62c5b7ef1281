import { data } from "react-router";
import {
  deliverySettingsFromFormData,
  type DeliverySettings,
} from "../../../common/delivery/delivery-settings";
import { formatDhakaDateTime } from "../../../common/dhaka-time";
import { formProblemOf, formText, revalidateAfterConflict } from "~/features/admin/auth/form-problem";
import { ConflictNotice, FormNotice, PageHeading } from "~/features/admin/auth/page-heading";
import {
  DeliverySettingsForm,
  formValuesOf,
  type DeliverySettingsFormValues,
} from "~/features/admin/delivery/delivery-settings-form";
import type { Route } from "./+types/delivery-settings";

export const meta: Route.MetaFunction = () => [{ title: "Delivery charges · Back office" }];

export async function loader({ context }: Route.LoaderArgs) {
  const staff = context.staff;
  if (!staff) throw data("Sign in to use the back office.", { status: 401 });
  const current = await context.admin.delivery.get();
  return { ...current, canChange: staff.role === "owner" };
}

type ActionResult =
  | { notice: string }
  | {
      problem: string;
      conflict: boolean;
      fields?: Record<string, string>;
      values?: DeliverySettingsFormValues;
    };

/** The typed values of a refused save, so the form shows them again beside the messages. */
function typedValues(form: FormData): DeliverySettingsFormValues {
  const input = deliverySettingsFromFormData(form) as {
    rates: Record<string, Record<string, string | undefined>>;
    suburbs: string[];
  };
  const rates = Object.fromEntries(
    Object.entries(input.rates).map(([zone, fields]) => [
      zone,
      { firstKg: fields.firstKg ?? "", perKg: fields.perKg ?? "", freeFrom: fields.freeFrom ?? "" },
    ]),
  ) as DeliverySettingsFormValues["rates"];
  return { rates, suburbs: input.suburbs };
}

export async function action({ context, request }: Route.ActionArgs) {
  const staff = context.staff;
  if (!staff) throw data("Sign in to use the back office.", { status: 401 });
  const form = await request.formData();
  if (formText(form, "intent") !== "save") {
    return data<ActionResult>({ problem: "Unknown action.", conflict: false }, { status: 400 });
  }
  try {
    await context.admin.delivery.update(deliverySettingsFromFormData(form), staff);
    return {
      notice: "Saved. New orders and the checkout use these charges from now on.",
    } satisfies ActionResult;
  } catch (error) {
    const problem = formProblemOf(error);
    if (!problem) throw error;
    const conflict = problem.status === 409;
    return data<ActionResult>(
      {
        problem: problem.message,
        conflict,
        fields: problem.fields,
        values: conflict ? undefined : typedValues(form),
      },
      { status: problem.status },
    );
  }
}

/** After a save refused as stale the settings are loaded again, so the page shows what is stored now. */
export const shouldRevalidate = revalidateAfterConflict;

function savedLine(updatedAt: string | null, updatedByName: string | null): string {
  if (!updatedAt)
    return "The couriers' published rates, as the shop started with; no owner has changed them yet.";
  return `Last changed ${formatDhakaDateTime(updatedAt)}${updatedByName ? ` by ${updatedByName}` : ""}.`;
}

export default function DeliverySettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as ActionResult | undefined;
  const settings: DeliverySettings = loaderData.settings;
  const refused = result && "problem" in result ? result : undefined;
  const values = refused?.values ?? formValuesOf(settings.rates, settings.suburbs);
  return (
    <>
      <PageHeading title="Delivery charges">
        What the checkout charges for delivery, by zone and weight.{" "}
        {savedLine(loaderData.updatedAt, loaderData.updatedByName)}
      </PageHeading>
      {!loaderData.canChange && (
        <p className="mb-6 rounded-card border border-sand/70 bg-linen/60 px-4 py-3 text-sm text-charcoal/85">
          Only an owner can change the delivery charges. You can see them here.
        </p>
      )}
      <FormNotice message={result && "notice" in result ? result.notice : undefined} />
      <ConflictNotice message={refused?.conflict ? refused.problem : undefined} />
      <DeliverySettingsForm
        // A new form after each save or reload, so the fields show what is stored.
        key={`${loaderData.version}-${refused ? "refused" : "stored"}`}
        values={values}
        version={loaderData.version}
        canChange={loaderData.canChange}
        fields={refused?.fields}
        problem={refused && !refused.conflict && !refused.fields ? refused.problem : undefined}
      />
    </>
  );
}
