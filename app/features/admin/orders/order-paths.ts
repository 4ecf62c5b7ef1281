import type { OrderFilters } from "../../../../common/order-filters";
import { ORDER_STATUS_VALUES } from "../../../../common/order-workflow";

export const orderPath = (id: string) => `/admin/orders/${encodeURIComponent(id)}`;
export const orderPrintPath = (id: string) => `${orderPath(id)}/print`;
/** The A6 parcel labels of these orders (four to an A4 sheet when several). */
export const orderLabelsPath = (ids: string[]) =>
  `/admin/orders/labels?ids=${ids.map(encodeURIComponent).join(",")}`;

function filterQuery(filters: Partial<OrderFilters>, withPage: boolean): string {
  const query = new URLSearchParams();
  if (filters.status && (ORDER_STATUS_VALUES as readonly string[]).includes(filters.status)) {
    query.set("status", filters.status);
  }
  if (filters.from) query.set("from", filters.from);
  if (filters.to) query.set("to", filters.to);
  if (filters.q) query.set("q", filters.q);
  if (withPage && filters.page && filters.page > 1) query.set("page", String(filters.page));
  return query.toString();
}

/** The list's address for these filters and page (page 1 and empty filters left out). */
export function orderListPath(filters: Partial<OrderFilters>): string {
  const search = filterQuery(filters, true);
  return search ? `/admin/orders?${search}` : "/admin/orders";
}

/** The CSV export of every order matching the filters (all pages). */
export function orderExportPath(filters: Partial<OrderFilters>): string {
  const search = filterQuery(filters, false);
  return search ? `/api/admin/orders/export.csv?${search}` : "/api/admin/orders/export.csv";
}
