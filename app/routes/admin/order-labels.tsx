import { data, isRouteErrorResponse, useRouteError } from "react-router";
import { formProblemOf } from "~/features/admin/auth/form-problem";
import { PageHeading } from "~/features/admin/auth/page-heading";
import { orderListPath, orderPath } from "~/features/admin/orders/order-paths";
import { ParcelLabel } from "~/features/admin/orders/parcel-label";
import { Button } from "~/components/button";
import type { Route } from "./+types/order-labels";

export const meta: Route.MetaFunction = ({ data: loaderData }) => [
  {
    title:
      loaderData?.labels.length === 1
        ? `Label ${loaderData.labels[0].order.orderNumber} · Back office`
        : `Parcel labels · Back office`,
  },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  try {
    const url = new URL(request.url);
    const { labelIds } = context.admin.labels;
    const ids = labelIds(url.searchParams);
    if (ids.length === 0) throw data("Choose the orders to label", { status: 400 });
    const labels = await context.admin.labels.labels(ids);
    const { name, phone } = context.site;
    return { labels, site: { name, phone } };
  } catch (error) {
    const problem = formProblemOf(error);
    if (problem?.status === 404) throw data("Order not found", { status: 404 });
    if (problem?.status === 400) throw data(problem.message, { status: 400 });
    throw error;
  }
}

/**
 * Parcel labels, A6 each: one label prints on an A6 page, several print four to an A4 sheet (app.css names
 * the two page sizes). The back office's frame and the buttons are left off the paper.
 */
export default function OrderLabelsPage({ loaderData }: Route.ComponentProps) {
  const { labels, site } = loaderData;
  const single = labels.length === 1;
  return (
    <>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <h1 className="font-display text-3xl text-walnut">
          {single ? `Label for order ${labels[0].order.orderNumber}` : `${labels.length} parcel labels`}
        </h1>
        <div className="flex flex-wrap items-center gap-4">
          <a
            href={single ? orderPath(labels[0].order.id) : orderListPath({})}
            className="text-sm text-walnut underline underline-offset-4"
          >
            {single ? `Back to order ${labels[0].order.orderNumber}` : "Back to orders"}
          </a>
          <Button type="button" onClick={() => window.print()}>
            Print
          </Button>
        </div>
      </div>
      <div
        className={`${single ? "parcel-labels-a6" : "parcel-labels-a4"} flex flex-wrap gap-4 print:grid print:grid-cols-[105mm_105mm] print:gap-0`}
      >
        {labels.map((label) => (
          <ParcelLabel key={label.order.id} label={label} site={site} />
        ))}
      </div>
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <PageHeading
      title={
        status === 404 ? "Order not found" : status === 400 ? "No labels to print" : "Something went wrong"
      }
    >
      {status === 404
        ? "One of these orders does not exist."
        : status === 400 && isRouteErrorResponse(error)
          ? String(error.data)
          : "We could not show these labels. Please reload the page."}
    </PageHeading>
  );
}
