import type { SiteConfig } from "../../../../content/site";
import { formatDhakaDateTime } from "../../../../common/dhaka-time";
import { neutraliseDisplayText } from "../../../../common/display-text";
import { DELIVERY_ZONE_LABELS, formatKilograms } from "../../../../common/delivery/delivery-charge";
import { formatTaka } from "../../../../common/format";
import { ORDER_STATUS_LABELS } from "../../../../common/order-workflow";
import { deliveryChargeLabel, deliveryPlace } from "./order-delivery";
import type { OrderView } from "./order-types";
import { BarcodeFigure, type ParcelLabelView } from "./parcel-label";

const cell = "border border-charcoal/40 px-2 py-1.5";

/**
 * A delivery slip and cash memo on one A4 page: the company, the order number, who receives it and where,
 * the items with their rates, the cash to collect on delivery, and lines for the two signatures. Printed in
 * black on white; the back office's frame and the Print button are left off the paper.
 */
export function OrderPrintSlip({
  order,
  parcel,
  site,
}: {
  order: OrderView;
  parcel: Omit<ParcelLabelView, "order">;
  site: Pick<SiteConfig, "name" | "legalName" | "phone" | "email" | "showroom">;
}) {
  const cashToCollect = order.status === "delivered" ? 0 : order.total;
  const { delivery } = order;
  const chargeUnknown = delivery.charge === null;
  return (
    <article className="mx-auto max-w-3xl bg-white p-4 text-[0.9375rem] text-black sm:p-6 print:max-w-none print:p-0">
      <header className="flex flex-wrap items-start justify-between gap-4 border-b-2 border-black pb-4">
        <div>
          <p className="font-display text-3xl leading-tight">{site.name}</p>
          <p className="mt-1 text-sm">{site.showroom.oneLine}</p>
          <p className="text-sm">
            {site.phone.display} · {site.email.address}
          </p>
        </div>
        <div className="sm:text-right print:text-right">
          <h1 className="text-xl font-semibold uppercase tracking-[0.12em]">Delivery slip</h1>
          <div className="mt-1 flex sm:justify-end print:justify-end">
            <BarcodeFigure
              barcode={parcel.orderNumberBarcode}
              text={order.orderNumber}
              label="order number"
              testId="slip-order-number"
            />
          </div>
          <p className="text-sm">Placed {formatDhakaDateTime(order.placedAt)}</p>
          <p className="text-sm">Status: {ORDER_STATUS_LABELS[order.status]}</p>
        </div>
      </header>

      <section aria-labelledby="slip-deliver-to" className="mt-4 grid gap-4 sm:grid-cols-2 print:grid-cols-2">
        <div>
          <h2 id="slip-deliver-to" className="text-xs font-semibold uppercase tracking-[0.14em]">
            Deliver to
          </h2>
          <p className="mt-1 break-words text-lg font-medium">{neutraliseDisplayText(order.customer.name)}</p>
          <p className="whitespace-pre-line break-words">{neutraliseDisplayText(order.customer.address)}</p>
          {(delivery.area || delivery.district) && <p className="font-medium">{deliveryPlace(delivery)}</p>}
          <p className="mt-1 font-medium">{neutraliseDisplayText(order.customer.phone)}</p>
          <p className="mt-1 text-sm">
            {DELIVERY_ZONE_LABELS[delivery.zone]} · {formatKilograms(delivery.weightGrams)}
          </p>
          {order.customer.email && (
            <p className="break-all text-sm">{neutraliseDisplayText(order.customer.email)}</p>
          )}
        </div>
        {(parcel.courierName || parcel.trackingCode) && (
          <div>
            <h2 className="text-xs font-semibold uppercase tracking-[0.14em]">Courier</h2>
            {parcel.courierName && (
              <p className="mt-1 break-words text-lg font-medium">{parcel.courierName}</p>
            )}
            {parcel.trackingCode && (
              <div className="mt-1">
                <BarcodeFigure
                  barcode={parcel.trackingBarcode}
                  text={parcel.trackingCode}
                  label="tracking code"
                  testId="slip-tracking"
                />
              </div>
            )}
          </div>
        )}
      </section>

      {/* On a phone the table scrolls sideways: a named region that takes focus, so the keyboard scrolls it too. */}
      <section
        aria-label="Items"
        tabIndex={0}
        className="mt-6 overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brass-dark print:overflow-visible"
      >
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">Items</caption>
          <thead>
            <tr>
              <th scope="col" className={cell}>
                #
              </th>
              <th scope="col" className={cell}>
                Item
              </th>
              <th scope="col" className={`${cell} hidden sm:table-cell print:table-cell`}>
                Code
              </th>
              <th scope="col" className={`${cell} text-right`}>
                Qty
              </th>
              <th scope="col" className={`${cell} text-right`}>
                Rate
              </th>
              <th scope="col" className={`${cell} text-right`}>
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line, index) => (
              <tr key={`${line.accessoryId}-${index}`}>
                <td className={`${cell} tabular-nums`}>{index + 1}</td>
                <td className={cell}>{line.accessoryName}</td>
                <td className={`${cell} hidden font-mono text-xs sm:table-cell print:table-cell`}>
                  {line.accessoryCode}
                </td>
                <td className={`${cell} text-right tabular-nums`}>{line.quantity}</td>
                <td className={`${cell} whitespace-nowrap text-right tabular-nums`}>
                  {formatTaka(line.rate)}
                </td>
                <td className={`${cell} whitespace-nowrap text-right tabular-nums`}>
                  {formatTaka(line.lineTotal)}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <td aria-hidden="true" className="hidden sm:table-cell print:table-cell" />
              <th scope="row" colSpan={4} className={`${cell} text-right font-normal`}>
                Items ({order.itemCount} {order.itemCount === 1 ? "item" : "items"})
              </th>
              <td className={`${cell} whitespace-nowrap text-right tabular-nums`}>
                {formatTaka(order.itemsSubtotal)}
              </td>
            </tr>
            <tr>
              <td aria-hidden="true" className="hidden sm:table-cell print:table-cell" />
              <th scope="row" colSpan={4} className={`${cell} text-right font-normal`}>
                Delivery charge ({DELIVERY_ZONE_LABELS[delivery.zone]})
              </th>
              <td
                className={`${cell} whitespace-nowrap text-right tabular-nums`}
                data-testid="slip-delivery-charge"
              >
                {deliveryChargeLabel(delivery.charge)}
              </td>
            </tr>
            <tr>
              <td aria-hidden="true" className="hidden sm:table-cell print:table-cell" />
              <th scope="row" colSpan={4} className={`${cell} text-right`}>
                Total
              </th>
              <td className={`${cell} whitespace-nowrap text-right font-semibold tabular-nums`}>
                {formatTaka(order.total)}
              </td>
            </tr>
            <tr>
              <td aria-hidden="true" className="hidden sm:table-cell print:table-cell" />
              <th scope="row" colSpan={4} className={`${cell} text-right text-base`}>
                Cash to collect on delivery
              </th>
              <td
                className={`${cell} whitespace-nowrap text-right text-base font-bold tabular-nums`}
                data-testid="slip-cash-to-collect"
              >
                {formatTaka(cashToCollect)}
                {chargeUnknown && order.status !== "delivered" && " + delivery"}
              </td>
            </tr>
          </tfoot>
        </table>
      </section>
      {chargeUnknown && (
        <p className="mt-3 border border-black px-3 py-2 text-sm font-semibold print:border-2">
          The delivery charge is not set: set it on the order page before the parcel leaves.
        </p>
      )}

      <div className="mt-14 grid grid-cols-2 gap-10 text-sm">
        <p className="border-t border-black pt-1">Received in good condition by (customer)</p>
        <p className="border-t border-black pt-1">For {site.legalName}</p>
      </div>
      <p className="mt-6 text-xs">Cash on delivery. Thank you for shopping with {site.name}.</p>
    </article>
  );
}
