import { data, Form, isRouteErrorResponse, Link, useNavigation, useRouteError } from "react-router";
import { Button } from "~/components/button";
import { CsrfField } from "~/features/admin/auth/csrf-field";
import { formProblemOf, formText } from "~/features/admin/auth/form-problem";
import { FormNotice, PageHeading, Panel } from "~/features/admin/auth/page-heading";
import {
  accessoryFromForm,
  photoUploadUrl,
  runChange,
  type SaveProblem,
} from "~/features/admin/catalogue/accessory-actions";
import { StockState } from "~/features/admin/catalogue/accessory-admin-list";
import { AccessoryEditor } from "~/features/admin/catalogue/accessory-editor";
import { toRowValues } from "~/features/admin/catalogue/accessory-editor-values";
import { StockPanel } from "~/features/admin/catalogue/stock-panel";
import type { Route } from "./+types/accessory-edit";
import { formatDhakaDateTime } from "../../../common/dhaka-time";

export const meta: Route.MetaFunction = ({ data: loaded }) => [
  { title: `${loaded?.accessory.name ?? "Accessory"} · Back office` },
];

const NOT_FOUND = "There is no accessory at this address. It may have been deleted.";

const NOTICES: Record<string, string> = {
  created: "Saved. The accessory is on the shop.",
  saved: "Saved. The shop shows the change within a second.",
  archived: "Archived: the accessory is off the shop and kept for past orders.",
  restored: "Restored: the accessory is on the shop again.",
  "stock-corrected": "Stock corrected. The ledger below shows the change.",
};

export async function loader({ context, params, request }: Route.LoaderArgs) {
  try {
    const accessory = await context.admin.catalogue.get(params.id);
    const saved = new URL(request.url).searchParams.get("saved") ?? "";
    const movements = (await context.admin.stock.movements(params.id)).map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
    }));
    return { accessory, movements, uploadUrl: photoUploadUrl(context.apiBase), notice: NOTICES[saved] };
  } catch (error) {
    if (formProblemOf(error)?.status === 404) throw data(NOT_FOUND, { status: 404 });
    throw error;
  }
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const staff = context.staff;
  if (!staff) throw data("Sign in first.", { status: 401 });
  const form = await request.formData();
  const intent = formText(form, "intent");
  const catalogue = context.admin.catalogue;
  const here = (notice: string) => `/admin/accessories/${params.id}?saved=${notice}`;
  const version = { version: formText(form, "version") };
  switch (intent) {
    case "save":
      return runChange(intent, async () => {
        await catalogue.update(params.id, accessoryFromForm(form), staff);
        return here("saved");
      });
    case "correct-stock":
      return runChange(intent, async () => {
        await context.admin.stock.correct(
          params.id,
          {
            change: formText(form, "change"),
            reason: formText(form, "reason"),
            note: formText(form, "note"),
          },
          staff,
        );
        return `${here("stock-corrected")}#accessory-stock-ledger`;
      });
    case "archive":
      return runChange(intent, async () => {
        await catalogue.archive(params.id, version, staff);
        return here("archived");
      });
    case "restore":
      return runChange(intent, async () => {
        await catalogue.restore(params.id, version, staff);
        return here("restored");
      });
    case "delete":
      return runChange(intent, async () => {
        await catalogue.remove(params.id, staff);
        return "/admin/accessories";
      });
    default:
      return data<SaveProblem>({ intent, problem: "Unknown action." }, { status: 400 });
  }
}

export default function EditAccessoryPage({ loaderData, actionData }: Route.ComponentProps) {
  const { accessory } = loaderData;
  const navigation = useNavigation();
  const busy = (intent: string) =>
    navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const stateProblem =
    actionData && actionData.intent !== "save" && actionData.intent !== "correct-stock"
      ? actionData.problem
      : undefined;
  const stockProblem = actionData?.intent === "correct-stock" ? actionData : undefined;
  const saveProblem = actionData?.intent === "save" ? actionData : undefined;
  return (
    <>
      <p className="mb-4 text-sm">
        <Link to="/admin/accessories" className="text-walnut underline underline-offset-4">
          ← All accessories
        </Link>
      </p>
      <PageHeading title={accessory.name}>
        <span className="flex flex-wrap items-center gap-2">
          <StockState outOfStock={accessory.outOfStock} archived={accessory.archived} />
          <span>
            Code {accessory.code}. Last saved {formatDhakaDateTime(accessory.updatedAt)}
            {accessory.updatedByName ? ` by ${accessory.updatedByName}` : ""}.
          </span>
          {!accessory.archived && (
            <a href={accessory.publicPath} className="text-walnut underline underline-offset-4">
              View on the shop
            </a>
          )}
        </span>
      </PageHeading>
      <FormNotice message={actionData ? undefined : loaderData.notice} />
      <div className="grid gap-8">
        <AccessoryEditor
          key={`${accessory.id}-${accessory.version}`}
          initial={{
            name: accessory.name,
            code: accessory.code,
            size: accessory.size,
            category: accessory.category,
            rate: String(accessory.rate),
            weightKg: accessory.weightGrams === null ? "" : String(accessory.weightGrams / 1000),
            description: accessory.description,
            nameBn: accessory.nameBn ?? "",
            descriptionBn: accessory.descriptionBn ?? "",
            specifications: toRowValues(accessory.specifications),
            additionalInformation: toRowValues(accessory.additionalInformation),
            photos: accessory.photos,
            outOfStock: accessory.outOfStock,
            stock: accessory.stock === null ? "" : String(accessory.stock),
            lowStockThreshold: String(accessory.lowStockThreshold),
          }}
          version={accessory.version}
          uploadUrl={loaderData.uploadUrl}
          fields={saveProblem?.fields}
          problem={saveProblem?.problem}
        />
        <StockPanel
          stock={accessory.stock}
          reserved={accessory.stockReserved}
          threshold={accessory.lowStockThreshold}
          movements={loaderData.movements}
          problem={stockProblem?.problem}
          fields={stockProblem?.fields}
          busy={busy("correct-stock")}
        />
        <Panel title={accessory.archived ? "Archived" : "On the shop"} id="accessory-state">
          {stateProblem && (
            <p role="alert" className="mb-4 text-sm text-[#9b2c1f]">
              {stateProblem}
            </p>
          )}
          <Form method="post" className="flex flex-wrap items-center gap-4">
            <CsrfField />
            <input type="hidden" name="version" value={accessory.version} />
            {accessory.archived ? (
              <>
                <p className="text-sm text-charcoal/80">
                  Off the shop: not listed, its page says it cannot be found. Past orders keep it.
                </p>
                <Button
                  type="submit"
                  name="intent"
                  value="restore"
                  variant="outline"
                  loading={busy("restore")}
                >
                  Restore
                </Button>
              </>
            ) : (
              <>
                <p className="text-sm text-charcoal/80">
                  Archive takes it off the shop (list, page and sitemap) and keeps it for past orders.
                </p>
                <Button
                  type="submit"
                  name="intent"
                  value="archive"
                  variant="outline"
                  loading={busy("archive")}
                >
                  Archive
                </Button>
              </>
            )}
          </Form>
          <div className="mt-6 border-t border-sand/70 pt-5">
            {accessory.timesOrdered > 0 ? (
              <p className="text-sm text-charcoal/80">
                On {accessory.timesOrdered === 1 ? "1 order line" : `${accessory.timesOrdered} order lines`},
                so it cannot be deleted; archive it instead.
              </p>
            ) : (
              <details>
                <summary className="cursor-pointer text-sm text-[#9b2c1f]">Delete this accessory</summary>
                <Form method="post" className="mt-3 flex flex-wrap items-center gap-4">
                  <CsrfField />
                  <p className="text-sm text-charcoal/80">No order names it. Deleting cannot be undone.</p>
                  <Button
                    type="submit"
                    name="intent"
                    value="delete"
                    variant="outline"
                    loading={busy("delete")}
                  >
                    Delete for good
                  </Button>
                </Form>
              </details>
            )}
          </div>
        </Panel>
      </div>
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <PageHeading title={missing ? "Accessory not found" : "Something went wrong"}>
      {missing ? NOT_FOUND : "We could not show this page. Please reload it."}{" "}
      <Link to="/admin/accessories" className="text-walnut underline underline-offset-4">
        All accessories
      </Link>
    </PageHeading>
  );
}
