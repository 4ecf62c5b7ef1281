import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatDhakaDateTime } from "../../../../common/dhaka-time";
import { DELIVERY_ZONE_LABELS } from "../../../../common/delivery/delivery-charge";
import { formatTaka } from "../../../../common/format";
import { ORDER_STATUS_LABELS } from "../../../../common/order-workflow";
import { Panel } from "../auth/page-heading";
import { ChangeHistory } from "../shell/record-changes";
import { ContactDetails, RecordHeading } from "../shell/record-page";
import { OrderStatusBadge } from "./order-status";
import { deliveryChargeLabel } from "./order-delivery";
import type { OrderView } from "./order-types";

const itemsLabel = (order: OrderView) =>
  `Items (${order.itemCount} ${order.itemCount === 1 ? "item" : "items"})`;
const deliveryLabel = (order: OrderView) => `Delivery (${DELIVERY_ZONE_LABELS[order.delivery.zone]})`;

/** Who ordered, with links that call or write to them from a phone. */
export function OrderCustomer({ order }: { order: OrderView }) {
  return (
    <Panel id="order-customer" title="Customer">
      <ContactDetails contact={order.customer} addressLabel="Delivery address" />
    </Panel>
  );
}

/** The lines as charged: a table from 640 px, a card per line on a phone. */
export function OrderLines({ order }: { order: OrderView }) {
  return (
    <Panel id="order-lines" title="Items">
      {order.lines.length === 0 ? (
        <p className="text-sm text-charcoal/80">This order has no items.</p>
      ) : (
        <>
          <table className="hidden w-full border-collapse text-left text-sm sm:table">
            <caption className="sr-only">Items of order {order.orderNumber}</caption>
            <thead>
              <tr className="border-b border-sand text-xs uppercase tracking-[0.14em] text-charcoal/75">
                <th scope="col" className="py-2 pr-3 font-medium">
                  Accessory
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Code
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  Qty
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  Rate
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  Line total
                </th>
              </tr>
            </thead>
            <tbody>
              {order.lines.map((line, index) => (
                <tr key={`${line.accessoryId}-${index}`} className="border-b border-sand/60 align-top">
                  <td className="py-2.5 pr-3">
                    <Link to={line.accessoryPath} className="text-walnut underline-offset-4 hover:underline">
                      {line.accessoryName}
                    </Link>
                  </td>
                  <td className="py-2.5 pr-3 font-mono text-xs">{line.accessoryCode}</td>
                  <td className="py-2.5 pr-3 text-right tabular-nums">{line.quantity}</td>
                  <td className="whitespace-nowrap py-2.5 pr-3 text-right tabular-nums">
                    {formatTaka(line.rate)}
                  </td>
                  <td className="whitespace-nowrap py-2.5 text-right tabular-nums">
                    {formatTaka(line.lineTotal)}
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={4} className="pt-3 pr-3 text-right font-normal">
                  {itemsLabel(order)}
                </th>
                <td className="whitespace-nowrap pt-3 text-right tabular-nums">
                  {formatTaka(order.itemsSubtotal)}
                </td>
              </tr>
              <tr>
                <th scope="row" colSpan={4} className="pt-1 pr-3 text-right font-normal">
                  {deliveryLabel(order)}
                </th>
                <td className="whitespace-nowrap pt-1 text-right tabular-nums">
                  {deliveryChargeLabel(order.delivery.charge)}
                </td>
              </tr>
              <tr>
                <th scope="row" colSpan={4} className="pt-2 pr-3 text-right font-medium">
                  Total
                </th>
                <td className="whitespace-nowrap pt-2 text-right text-base font-semibold tabular-nums">
                  {formatTaka(order.total)}
                </td>
              </tr>
            </tfoot>
          </table>
          <ul className="grid gap-3 sm:hidden">
            {order.lines.map((line, index) => (
              <li key={`${line.accessoryId}-${index}`} className="border-b border-sand/60 pb-3 text-sm">
                <Link
                  to={line.accessoryPath}
                  className="font-medium text-walnut underline underline-offset-4"
                >
                  {line.accessoryName}
                </Link>
                <p className="mt-0.5 font-mono text-xs text-charcoal/80">{line.accessoryCode}</p>
                <p className="mt-1 flex flex-wrap justify-between gap-2 tabular-nums">
                  <span>
                    {line.quantity} × {formatTaka(line.rate)}
                  </span>
                  <span className="font-medium">{formatTaka(line.lineTotal)}</span>
                </p>
              </li>
            ))}
            <li className="grid gap-1 text-sm tabular-nums sm:hidden">
              <p className="flex justify-between gap-2">
                <span>{itemsLabel(order)}</span>
                <span>{formatTaka(order.itemsSubtotal)}</span>
              </p>
              <p className="flex justify-between gap-2">
                <span>{deliveryLabel(order)}</span>
                <span>{deliveryChargeLabel(order.delivery.charge)}</span>
              </p>
              <p className="flex justify-between gap-2 font-semibold">
                <span>Total</span>
                <span>{formatTaka(order.total)}</span>
              </p>
            </li>
          </ul>
        </>
      )}
    </Panel>
  );
}

/** Courier details and the cancel reason, when the order has them. */
export function OrderShipping({ order }: { order: OrderView }) {
  if (!order.courierName && !order.consignmentNumber && !order.cancelReason) return null;
  return (
    <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
      {order.courierName && (
        <>
          <dt className="text-charcoal/70">Courier</dt>
          <dd className="break-words">{order.courierName}</dd>
        </>
      )}
      {order.consignmentNumber && (
        <>
          <dt className="text-charcoal/70">Consignment</dt>
          <dd className="break-words font-mono">{order.consignmentNumber}</dd>
        </>
      )}
      {order.cancelReason && (
        <>
          <dt className="text-charcoal/70">
            {order.status === "cancelled" ? "Cancelled because" : "Reason"}
          </dt>
          <dd className="break-words">{order.cancelReason}</dd>
        </>
      )}
    </dl>
  );
}

/** Every change, oldest first, from the customer placing the order: who, when, from → to, and the note. */
export function OrderTimeline({ order }: { order: OrderView }) {
  return (
    <ChangeHistory
      id="order-timeline"
      title="Timeline"
      created={{ title: "Placed by the customer", at: order.placedAt }}
      entries={order.timeline.map((entry) => ({
        ...entry,
        title:
          entry.fromStatus && entry.toStatus
            ? `${ORDER_STATUS_LABELS[entry.fromStatus]} → ${ORDER_STATUS_LABELS[entry.toStatus]}`
            : entry.toStatus
              ? ORDER_STATUS_LABELS[entry.toStatus]
              : "Note",
      }))}
    />
  );
}

/** The order's number, status and when it was placed, above everything else. */
export function OrderHeading({ order, children }: { order: OrderView; children?: ReactNode }) {
  return (
    <RecordHeading
      back={{ to: "/admin/orders", label: "All orders" }}
      title={<span className="font-mono text-3xl">{order.orderNumber}</span>}
      badge={<OrderStatusBadge status={order.status} />}
      actions={children}
    >
      <p className="mt-2 text-sm text-charcoal/80">
        Placed {formatDhakaDateTime(order.placedAt)} · {order.itemCount}{" "}
        {order.itemCount === 1 ? "item" : "items"} · {formatTaka(order.total)}
        {order.delivery.charge === null ? " + delivery (not set)" : " with delivery"}
      </p>
      <OrderShipping order={order} />
    </RecordHeading>
  );
}
