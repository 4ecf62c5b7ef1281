import { Form, Link } from "react-router";
import { formatDhakaDateTime } from "../../../../common/dhaka-time";
import { neutraliseDisplayText } from "../../../../common/display-text";
import type { ListPagination } from "../../../../common/list-pagination";
import type { OrderFilters } from "../../../../common/order-filters";
import type { OrderListRow } from "../../../../common/order-views";
import { formatTaka } from "../../../../common/format";
import { ORDER_COUNT_LIMIT, SEARCH_MAX_LENGTH } from "../../../../common/limits";
import { ORDER_STATUS_LABELS, ORDER_STATUS_VALUES } from "../../../../common/order-workflow";
import { Button, buttonClassName } from "~/components/button";
import { fieldControlClass } from "~/components/form-field";
import { orderExportPath, orderListPath, orderPath } from "./order-paths";
import { ListPager, ListSummary } from "../shell/list-paging";
import { OrderStatusBadge } from "./order-status";
import { RiskBadge } from "./order-courier";
import {
  summarisePhoneHistory,
  type CourierBookingState,
  type PhoneHistory,
} from "../../../../common/couriers";
import { BULK_FORM_ID, checkboxClass, selectable } from "./order-bulk-actions";

/** A row of the order list, with what the courier service adds for the list's bulk actions. */
export type OrderListItem = OrderListRow & {
  /** This phone's earlier orders and the risk they suggest (back office only). */
  phoneHistory?: PhoneHistory;
  /** Where the order stands with a courier, for the list's bulk actions. */
  courierBookingState?: CourierBookingState | null;
};

/** The list's checkboxes: which orders are selected, and how to change that. */
export type OrderSelection = {
  selected: ReadonlySet<string>;
  toggle: (ids: string[], checked: boolean) => void;
};

/**
 * An order's checkbox, in the bulk actions' form (its `form` attribute), named by the order number. The
 * table and the phone's cards each have one; only one of them is shown, and the server ignores a repeat.
 */
function SelectOrder({
  order,
  selection,
  idPrefix,
}: {
  order: OrderListItem;
  selection: OrderSelection;
  idPrefix: string;
}) {
  if (!selectable(order)) return null;
  return (
    <input
      type="checkbox"
      id={`${idPrefix}-${order.id}`}
      name="ids"
      value={order.id}
      form={BULK_FORM_ID}
      checked={selection.selected.has(order.id)}
      onChange={(event) => selection.toggle([order.id], event.currentTarget.checked)}
      aria-label={`Select order ${order.orderNumber}`}
      className={checkboxClass}
    />
  );
}

/** Selects or clears every order of this page that has a checkbox. */
function SelectAll({ orders, selection }: { orders: OrderListItem[]; selection: OrderSelection }) {
  const ids = orders.filter(selectable).map((order) => order.id);
  if (ids.length === 0) return null;
  const all = ids.every((id) => selection.selected.has(id));
  return (
    <input
      type="checkbox"
      checked={all}
      onChange={(event) => selection.toggle(ids, event.currentTarget.checked)}
      aria-label="Select all orders on this page"
      className={checkboxClass}
    />
  );
}

/** Under the phone: its earlier orders in a few words, and the risk badge when there is one. */
function PhoneHistoryLine({ order }: { order: OrderListItem }) {
  if (!order.phoneHistory) return null;
  return (
    <span className="mt-1 flex flex-wrap items-center gap-1.5 text-xs text-charcoal/75">
      <span>{summarisePhoneHistory(order.phoneHistory)}</span>
      <RiskBadge history={order.phoneHistory} />
    </span>
  );
}

/** An order whose zone is unknown and whose charge nobody has set: staff must ask and set it. */
function DeliveryToSet({ order }: { order: OrderListItem }) {
  if (order.deliveryCharge !== null) return null;
  return (
    <span className="mt-1 block whitespace-nowrap text-xs font-medium text-[#9b2c1f]">Delivery to set</span>
  );
}

/** The list counts matches up to this many; past it the pager says "1,000+" (see the order service). */
const COUNT_LIMIT = ORDER_COUNT_LIMIT;

const labelClass = "mb-2 block text-xs font-medium uppercase tracking-[0.14em] text-charcoal/80";

/**
 * Status, a date range of Dhaka days and the search box, in a GET form: the URL keeps them, so a filtered
 * list can be bookmarked, shared, and exported as it is.
 */
export function OrderFilterForm({ filters }: { filters: OrderFilters }) {
  const filtered = Boolean(filters.q || filters.status || filters.from || filters.to);
  return (
    <Form
      method="get"
      role="search"
      aria-label="Orders"
      className="mb-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_10rem_10rem_10rem_auto] lg:items-end"
    >
      <div className="sm:col-span-2 lg:col-span-1">
        <label htmlFor="order-search" className={labelClass}>
          Search
        </label>
        <input
          id="order-search"
          name="q"
          type="search"
          defaultValue={filters.q ?? ""}
          maxLength={SEARCH_MAX_LENGTH}
          aria-describedby="order-search-hint"
          className={fieldControlClass(false, "h-12")}
        />
        <p id="order-search-hint" className="mt-1.5 text-xs text-charcoal/70">
          Order number, customer name or phone
        </p>
      </div>
      <div className="lg:self-start">
        <label htmlFor="order-status-filter" className={labelClass}>
          Status
        </label>
        <select
          id="order-status-filter"
          name="status"
          defaultValue={filters.status ?? ""}
          className={fieldControlClass(false, "h-12")}
        >
          <option value="">All</option>
          {ORDER_STATUS_VALUES.map((status) => (
            <option key={status} value={status}>
              {ORDER_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
      <div className="lg:self-start">
        <label htmlFor="order-from" className={labelClass}>
          From
        </label>
        <input
          id="order-from"
          name="from"
          type="date"
          defaultValue={filters.from ?? ""}
          className={fieldControlClass(false, "h-12")}
        />
      </div>
      <div className="lg:self-start">
        <label htmlFor="order-to" className={labelClass}>
          To
        </label>
        <input
          id="order-to"
          name="to"
          type="date"
          defaultValue={filters.to ?? ""}
          className={fieldControlClass(false, "h-12")}
        />
      </div>
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-1 lg:mt-6 lg:self-start">
        <Button type="submit" className="h-12">
          Show orders
        </Button>
        {filtered && (
          <Link to="/admin/orders" className="text-sm text-walnut underline underline-offset-4">
            Clear filters
          </Link>
        )}
      </div>
    </Form>
  );
}

/** How many orders match, and the CSV of all of them (every page, one row per line item). */
export function OrderListSummary({
  filters,
  pagination,
}: {
  filters: OrderFilters;
  pagination: ListPagination;
}) {
  const { totalItems } = pagination;
  const capped = totalItems > COUNT_LIMIT;
  return (
    <ListSummary
      totalItems={capped ? COUNT_LIMIT : totalItems}
      capped={capped}
      one="order"
      many="orders"
      filtered={Boolean(filters.q || filters.status || filters.from || filters.to)}
    >
      {totalItems > 0 && (
        // A plain link: the browser downloads the file with the session cookie.
        <a
          href={orderExportPath(filters)}
          download
          className={buttonClassName({ variant: "outline", size: "sm" })}
        >
          Export CSV
        </a>
      )}
    </ListSummary>
  );
}

function OrderNumberLink({ order }: { order: OrderListItem }) {
  return (
    <Link
      to={orderPath(order.id)}
      className="font-mono font-medium text-walnut underline-offset-4 hover:underline"
    >
      {order.orderNumber}
    </Link>
  );
}

const phoneHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

/**
 * Orders, newest first. A table from 768 px; a card per order on a phone (the other is hidden, so each
 * order is read out once). Customer names are visitor text: shown with disguising characters made visible.
 */
export function OrderList({ orders, selection }: { orders: OrderListItem[]; selection?: OrderSelection }) {
  if (orders.length === 0) {
    return (
      <p className="rounded-card border border-sand/70 bg-white/60 p-6 text-sm">
        No orders match these filters.
      </p>
    );
  }
  return (
    <>
      <table className="hidden w-full table-fixed border-collapse text-left text-sm md:table">
        <caption className="sr-only">Orders, newest first</caption>
        <thead>
          <tr className="border-b border-sand text-xs uppercase tracking-[0.14em] text-charcoal/75">
            {selection && (
              <th scope="col" className="w-10 py-3 pr-2 font-medium">
                <span className="sr-only">Select</span>
                <SelectAll orders={orders} selection={selection} />
              </th>
            )}
            <th scope="col" className="w-36 py-3 pr-4 font-medium">
              Order
            </th>
            <th scope="col" className="w-40 py-3 pr-4 font-medium">
              Placed
            </th>
            <th scope="col" className="py-3 pr-4 font-medium">
              Customer
            </th>
            <th scope="col" className="w-36 py-3 pr-4 font-medium">
              Phone
            </th>
            <th scope="col" className="w-16 py-3 pr-4 text-right font-medium">
              Items
            </th>
            <th scope="col" className="w-28 py-3 pr-4 text-right font-medium">
              Total
            </th>
            <th scope="col" className="w-28 py-3 font-medium">
              Status
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id} className="border-b border-sand/60 align-top hover:bg-white/60">
              {selection && (
                <td className="py-3 pr-2">
                  <SelectOrder order={order} selection={selection} idPrefix="select-row" />
                </td>
              )}
              <td className="py-3 pr-4">
                <OrderNumberLink order={order} />
              </td>
              <td className="py-3 pr-4 text-charcoal/85">{formatDhakaDateTime(order.placedAt)}</td>
              <td className="break-words py-3 pr-4">{neutraliseDisplayText(order.customerName)}</td>
              <td className="py-3 pr-4">
                <a href={phoneHref(order.phone)} className="text-walnut underline-offset-4 hover:underline">
                  {neutraliseDisplayText(order.phone)}
                </a>
                <PhoneHistoryLine order={order} />
              </td>
              <td className="py-3 pr-4 text-right tabular-nums">{order.itemCount}</td>
              <td className="whitespace-nowrap py-3 pr-4 text-right tabular-nums">
                {formatTaka(order.total)}
                <DeliveryToSet order={order} />
              </td>
              <td className="py-3">
                <OrderStatusBadge status={order.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {selection && orders.some(selectable) && (
        <div className="mb-3 flex items-center gap-3 text-sm md:hidden">
          <SelectAll orders={orders} selection={selection} />
          <span aria-hidden="true">Select all on this page</span>
        </div>
      )}
      <ul className="grid gap-3 md:hidden" aria-label="Orders, newest first">
        {orders.map((order) => (
          <li key={order.id} className="rounded-card border border-sand/70 bg-white/70 p-4 shadow-soft">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <span className="flex items-center gap-3">
                {selection && <SelectOrder order={order} selection={selection} idPrefix="select-card" />}
                <OrderNumberLink order={order} />
              </span>
              <OrderStatusBadge status={order.status} />
            </div>
            <p className="mt-2 break-words font-medium text-charcoal">
              {neutraliseDisplayText(order.customerName)}
            </p>
            <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
              <dt className="text-charcoal/70">Placed</dt>
              <dd>{formatDhakaDateTime(order.placedAt)}</dd>
              <dt className="text-charcoal/70">Phone</dt>
              <dd>
                <a href={phoneHref(order.phone)} className="text-walnut underline underline-offset-4">
                  {neutraliseDisplayText(order.phone)}
                </a>
                <PhoneHistoryLine order={order} />
              </dd>
              <dt className="text-charcoal/70">Items</dt>
              <dd className="tabular-nums">{order.itemCount}</dd>
              <dt className="text-charcoal/70">Total</dt>
              <dd className="tabular-nums">
                {formatTaka(order.total)}
                <DeliveryToSet order={order} />
              </dd>
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}

/** Newer and older pages, keeping the filters. */
export function OrderPager({ filters, pagination }: { filters: OrderFilters; pagination: ListPagination }) {
  return (
    <ListPager
      page={pagination.page}
      totalPages={pagination.totalPages}
      capped={pagination.totalItems > COUNT_LIMIT}
      pathOf={(page) => orderListPath({ ...filters, page })}
      newerLabel="Newer orders"
      olderLabel="Older orders"
    />
  );
}
