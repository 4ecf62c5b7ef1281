import { data } from "react-router";
import { PageHeading } from "~/features/admin/auth/page-heading";
import { accessoryFromForm, photoUploadUrl, runChange } from "~/features/admin/catalogue/accessory-actions";
import { AccessoryEditor } from "~/features/admin/catalogue/accessory-editor";
import { emptyAccessory } from "~/features/admin/catalogue/accessory-editor-values";
import type { Route } from "./+types/accessory-new";

export const meta: Route.MetaFunction = () => [{ title: "New accessory · Back office" }];

export function loader({ context }: Route.LoaderArgs) {
  return { uploadUrl: photoUploadUrl(context.apiBase) };
}

export async function action({ context, request }: Route.ActionArgs) {
  const staff = context.staff;
  if (!staff) throw data("Sign in first.", { status: 401 });
  const form = await request.formData();
  return runChange("save", async () => {
    const saved = await context.admin.catalogue.create(accessoryFromForm(form), staff);
    return `/admin/accessories/${saved.id}?saved=created`;
  });
}

export default function NewAccessoryPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeading title="New accessory">
        It is on the shop as soon as it is saved. Fields marked * are required.
      </PageHeading>
      <AccessoryEditor
        initial={emptyAccessory}
        uploadUrl={loaderData.uploadUrl}
        fields={actionData?.fields}
        problem={actionData?.problem}
      />
    </>
  );
}
