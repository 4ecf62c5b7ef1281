import { Link } from "react-router";
import { formatDhakaDateTime } from "../../../../common/dhaka-time";
import { neutraliseDisplayText } from "../../../../common/display-text";
import type { ListPagination } from "../../../../common/list-pagination";
import type { OrderFilters } from "../../../../common/order-filters";
import type { OrderListRow } from "../../../../common/order-views";
import { formatTaka } from "../../../../common/format";
import { ORDER_COUNT_LIMIT } from "../../../../common/limits";
import { ORDER_STATUS_LABELS, ORDER_STATUS_VALUES } from "../../../../common/order-workflow";
import { buttonClassName } from "~/components/button";
import { orderExportPath, orderListPath, orderPath } from "./order-paths";
import { ListPager, ListSummary } from "../shell/list-paging";
import {
  DateFilter,
  EmptyList,
  ListCards,
  ListFilterForm,
  ListTable,
  SearchFilter,
  StatusFilter,
  type ListColumn,
} from "../shell/record-list";
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

/**
 * Status, a date range of Dhaka days and the search box, in a GET form: the URL keeps them, so a filtered
 * list can be bookmarked, shared, and exported as it is.
 */
export function OrderFilterForm({ filters }: { filters: OrderFilters }) {
  const filtered = Boolean(filters.q || filters.status || filters.from || filters.to);
  return (
    <ListFilterForm
      label="Orders"
      className="sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_10rem_10rem_10rem_auto] lg:items-end"
      actionsClassName="sm:col-span-2 lg:col-span-1 lg:mt-6 lg:self-start"
      submitLabel="Show orders"
      clear={filtered ? { to: "/admin/orders", label: "Clear filters" } : undefined}
    >
      <SearchFilter
        id="order-search"
        value={filters.q}
        hint="Order number, customer name or phone"
        className="sm:col-span-2 lg:col-span-1"
      />
      <StatusFilter
        id="order-status-filter"
        value={filters.status}
        statuses={ORDER_STATUS_VALUES}
        labels={ORDER_STATUS_LABELS}
        className="lg:self-start"
      />
      <DateFilter id="order-from" name="from" label="From" value={filters.from} className="lg:self-start" />
      <DateFilter id="order-to" name="to" label="To" value={filters.to} className="lg:self-start" />
    </ListFilterForm>
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

const ORDER_COLUMNS: ListColumn[] = [
  { header: "Order", width: "w-36" },
  { header: "Placed", width: "w-40" },
  { header: "Customer" },
  { header: "Phone", width: "w-36" },
  { header: "Items", width: "w-16", numeric: true },
  { header: "Total", width: "w-28", numeric: true },
  { header: "Status", width: "w-28" },
];

const phoneHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

/**
 * Orders, newest first. A table from 768 px; a card per order on a phone (the other is hidden, so each
 * order is read out once). Customer names are visitor text: shown with disguising characters made visible.
 */
export function OrderList({ orders, selection }: { orders: OrderListItem[]; selection?: OrderSelection }) {
  if (orders.length === 0) return <EmptyList>No orders match these filters.</EmptyList>;
  const columns: ListColumn[] = [
    ...(selection
      ? [
          {
            header: (
              <>
                <span className="sr-only">Select</span>
                <SelectAll orders={orders} selection={selection} />
              </>
            ),
            width: "w-10",
            gap: "pr-2",
          },
        ]
      : []),
    ...ORDER_COLUMNS,
  ];
  return (
    <>
      <ListTable caption="Orders, newest first" columns={columns}>
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
      </ListTable>
      {selection && orders.some(selectable) && (
        <div className="mb-3 flex items-center gap-3 text-sm md:hidden">
          <SelectAll orders={orders} selection={selection} />
          <span aria-hidden="true">Select all on this page</span>
        </div>
      )}
      <ListCards label="Orders, newest first">
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
      </ListCards>
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
