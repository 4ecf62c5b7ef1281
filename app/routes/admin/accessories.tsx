import { PageHeading } from "~/features/admin/auth/page-heading";
import { ButtonLink } from "~/components/button";
import { AccessoryAdminList, AccessorySearch } from "~/features/admin/catalogue/accessory-admin-list";
import type { Route } from "./+types/accessories";

export const meta: Route.MetaFunction = () => [{ title: "Accessories · Back office" }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = url.searchParams.get("page") ?? "";
  return context.admin.catalogue.list({
    q: url.searchParams.get("q") ?? "",
    page: /^\d{1,6}$/.test(page) ? Number(page) : 1,
  });
}

export default function AccessoriesPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <PageHeading title="Accessories">
          Every accessory of the shop, newest first, archived ones included. Open one to change its details,
          photos, price or stock.
        </PageHeading>
        <ButtonLink to="/admin/accessories/new" className="mb-8">
          New accessory
        </ButtonLink>
      </div>
      <div className="mb-8">
        <AccessorySearch key={loaderData.query} query={loaderData.query} />
      </div>
      <AccessoryAdminList
        accessories={loaderData.accessories}
        query={loaderData.query}
        pagination={loaderData.pagination}
      />
    </>
  );
}
