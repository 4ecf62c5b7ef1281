import { Link } from "react-router";
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
    stock: url.searchParams.get("stock"),
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
        {loaderData.stock === "low" ? (
          <p className="mt-3 text-sm">
            <Link to="/admin/accessories" className="text-walnut underline underline-offset-4">
              Show every accessory
            </Link>
          </p>
        ) : (
          <p className="mt-3 text-sm">
            <Link to="/admin/accessories?stock=low" className="text-walnut underline underline-offset-4">
              Show low stock only
            </Link>
          </p>
        )}
      </div>
      <AccessoryAdminList
        accessories={loaderData.accessories}
        query={loaderData.query}
        stock={loaderData.stock}
        pagination={loaderData.pagination}
      />
    </>
  );
}
