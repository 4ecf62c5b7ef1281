import { parseOrderFilters } from "../../../common/order-filters";
import { PageHeading } from "~/features/admin/auth/page-heading";
import { OrderFilterForm, OrderList, OrderListSummary, OrderPager } from "~/features/admin/orders/order-list";
import type { Route } from "./+types/orders";

export const meta: Route.MetaFunction = () => [{ title: "Orders · Back office" }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const filters = parseOrderFilters(new URL(request.url).searchParams);
  const list = await context.admin.orders.list(filters);
  const histories = await context.admin.couriers.phoneHistories(list.orders);
  const orders = list.orders.map((order) => ({ ...order, phoneHistory: histories.get(order.id) }));
  return { orders, filters: list.filters, pagination: list.pagination };
}

export default function OrdersPage({ loaderData }: Route.ComponentProps) {
  const { orders, filters, pagination } = loaderData;
  return (
    <>
      <PageHeading title="Orders">
        Newest first. Times are Dhaka time; New orders wait for the call that confirms them.
      </PageHeading>
      <OrderFilterForm key={JSON.stringify(filters)} filters={filters} />
      <OrderListSummary filters={filters} pagination={pagination} />
      <OrderList orders={orders} />
      <OrderPager filters={filters} pagination={pagination} />
    </>
  );
}
