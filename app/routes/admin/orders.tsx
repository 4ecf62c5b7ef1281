import { useEffect, useState } from "react";
import { data, useNavigation } from "react-router";
import { parseOrderFilters } from "../../../common/order-filters";
import { formProblemOf, formText } from "~/features/admin/auth/form-problem";
import { PageHeading } from "~/features/admin/auth/page-heading";
import {
  BulkBookingResults,
  OrderBulkActions,
  type BulkActionResult,
} from "~/features/admin/orders/order-bulk-actions";
import { OrderFilterForm, OrderList, OrderListSummary, OrderPager } from "~/features/admin/orders/order-list";
import type { Route } from "./+types/orders";

export const meta: Route.MetaFunction = () => [{ title: "Orders · Back office" }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const filters = parseOrderFilters(new URL(request.url).searchParams);
  const list = await context.admin.orders.list(filters);
  const [histories, states] = await Promise.all([
    context.admin.couriers.phoneHistories(list.orders),
    context.admin.couriers.bookingStates(list.orders.map((order) => order.id)),
  ]);
  const orders = list.orders.map((order) => ({
    ...order,
    phoneHistory: histories.get(order.id),
    courierBookingState: states.get(order.id) ?? null,
  }));
  return {
    orders,
    filters: list.filters,
    pagination: list.pagination,
    offered: context.admin.couriers.offered(),
  };
}

/**
 * Bulk booking: the selected orders, each booked through the same service (and its own outbox job) as the
 * order page's Book with button; the answer is a line per order.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const staff = context.staff;
  if (!staff) throw data("Sign in to use the back office.", { status: 401 });
  const form = await request.formData();
  if (formText(form, "intent") !== "bulk-booking") {
    return data({ problem: "Unknown action." } satisfies BulkActionResult, { status: 400 });
  }
  const orderIds = form.getAll("ids").filter((id): id is string => typeof id === "string");
  try {
    const results = await context.admin.couriers.bookMany(
      { courier: formText(form, "courier"), orderIds },
      staff,
    );
    return { results } satisfies BulkActionResult;
  } catch (error) {
    const problem = formProblemOf(error);
    if (!problem) throw error;
    return data({ problem: problem.message } satisfies BulkActionResult, { status: problem.status });
  }
}

export default function OrdersPage({ loaderData, actionData }: Route.ComponentProps) {
  const { orders, filters, pagination, offered } = loaderData;
  const result = actionData as BulkActionResult | undefined;
  const navigation = useNavigation();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // After a booking the list shows where each order stands now; the selection starts again.
  useEffect(() => {
    if (result?.results) setSelected(new Set());
  }, [result]);
  const selection = {
    selected,
    toggle: (ids: string[], checked: boolean) =>
      setSelected((current) => {
        const next = new Set(current);
        for (const id of ids) {
          if (checked) next.add(id);
          else next.delete(id);
        }
        return next;
      }),
  };
  return (
    <>
      <PageHeading title="Orders">
        Newest first. Times are Dhaka time; New orders wait for the call that confirms them.
      </PageHeading>
      <OrderFilterForm key={JSON.stringify(filters)} filters={filters} />
      <OrderListSummary filters={filters} pagination={pagination} />
      <BulkBookingResults result={result} />
      {offered.length > 0 || orders.some((order) => order.courierBookingState === "booked") ? (
        <>
          <OrderBulkActions
            offered={offered}
            orders={orders}
            selected={selected}
            busy={navigation.state === "submitting" && navigation.formMethod === "POST"}
          />
          <OrderList orders={orders} selection={selection} />
        </>
      ) : (
        <OrderList orders={orders} />
      )}
      <OrderPager filters={filters} pagination={pagination} />
    </>
  );
}
