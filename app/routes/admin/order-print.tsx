import { data, isRouteErrorResponse, useRouteError } from "react-router";
import { formProblemOf } from "~/features/admin/auth/form-problem";
import { PageHeading } from "~/features/admin/auth/page-heading";
import { orderLabelsPath, orderPath } from "~/features/admin/orders/order-paths";
import { OrderPrintSlip } from "~/features/admin/orders/order-print";
import { Button, buttonClassName } from "~/components/button";
import type { Route } from "./+types/order-print";

export const meta: Route.MetaFunction = ({ data: loaderData }) => [
  { title: `Delivery slip ${loaderData?.order.orderNumber ?? ""} · Back office` },
];

export async function loader({ context, params }: Route.LoaderArgs) {
  try {
    const { order, courierName, trackingCode, orderNumberBarcode, trackingBarcode } =
      await context.admin.labels.label(params.id);
    const { name, legalName, phone, email, showroom } = context.site;
    return {
      order,
      parcel: { courierName, trackingCode, orderNumberBarcode, trackingBarcode },
      site: { name, legalName, phone, email, showroom },
    };
  } catch (error) {
    if (formProblemOf(error)?.status === 404) throw data("Order not found", { status: 404 });
    throw error;
  }
}

/** The order as a delivery slip: the page prints on its own (the back office's frame is left off the paper). */
export default function OrderPrintPage({ loaderData }: Route.ComponentProps) {
  const { order, parcel, site } = loaderData;
  return (
    <>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <a href={orderPath(order.id)} className="text-sm text-walnut underline underline-offset-4">
          Back to order {order.orderNumber}
        </a>
        <div className="flex flex-wrap items-center gap-4">
          <a href={orderLabelsPath([order.id])} className="text-sm text-walnut underline underline-offset-4">
            Parcel label (A6)
          </a>
          <Button type="button" onClick={() => window.print()}>
            Print
          </Button>
        </div>
      </div>
      <OrderPrintSlip order={order} parcel={parcel} site={site} />
      <p className="mt-6 text-center print:hidden">
        <a href={orderPath(order.id)} className={buttonClassName({ variant: "ghost", size: "sm" })}>
          Back to the order
        </a>
      </p>
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <PageHeading title={missing ? "Order not found" : "Something went wrong"}>
      {missing
        ? "There is no order at this address."
        : "We could not show this slip. Please reload the page."}
    </PageHeading>
  );
}
