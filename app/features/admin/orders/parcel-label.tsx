import type { SiteConfig } from "../../../../content/site";
import { neutraliseDisplayText } from "../../../../common/display-text";
import { formatKilograms } from "../../../../common/delivery/delivery-charge";
import { formatTaka } from "../../../../common/format";
import { deliveryPlace } from "./order-delivery";
import type { OrderView } from "./order-types";

/** A Code 128 barcode drawn on the server: the text it encodes and its SVG as a data: address. */
export type BarcodeView = { text: string; image: string };

/** One order's label as the server hands it over (server/couriers/parcel-labels.ts). */
export type ParcelLabelView = {
  order: OrderView;
  courierName: string | null;
  trackingCode: string | null;
  orderNumberBarcode: BarcodeView | null;
  trackingBarcode: BarcodeView | null;
};

/**
 * The bars as an image of the server's SVG (never markup in the page), with the encoded text printed under
 * it as text, so a person can read what a scanner reads.
 */
export function BarcodeFigure({
  barcode,
  text,
  label,
  testId,
}: {
  barcode: BarcodeView | null;
  text: string;
  label: string;
  testId: string;
}) {
  return (
    <figure className="m-0" data-testid={testId}>
      {barcode && (
        <img
          src={barcode.image}
          alt={`Barcode of the ${label}`}
          className="block h-12 w-full max-w-[70mm] object-contain object-left"
        />
      )}
      <figcaption className="mt-0.5 font-mono text-sm font-semibold tracking-wide">
        <span className="sr-only">{label[0].toUpperCase() + label.slice(1)}: </span>
        {text}
      </figcaption>
    </figure>
  );
}

/** What the rider collects: the total unless delivered, with "+ delivery" while the charge is not set. */
function cashToCollect(order: OrderView): string {
  if (order.status === "delivered") return formatTaka(0);
  return `${formatTaka(order.total)}${order.delivery.charge === null ? " + delivery" : ""}`;
}

/**
 * An A6 parcel label: the sender, the courier with its tracking code as a barcode, the recipient, the cash
 * to collect and the order number as a barcode. Everything the customer typed is React text.
 */
export function ParcelLabel({
  label,
  site,
}: {
  label: ParcelLabelView;
  site: Pick<SiteConfig, "name" | "phone">;
}) {
  const { order } = label;
  const { delivery } = order;
  return (
    <article
      aria-label={`Label for order ${order.orderNumber}`}
      className="parcel-label flex h-[148mm] w-[105mm] flex-col gap-2 overflow-hidden border border-black bg-white p-[5mm] text-[0.8125rem] leading-snug text-black"
    >
      <header className="flex items-start justify-between gap-2 border-b-2 border-black pb-1.5">
        <div>
          <p className="text-xs uppercase tracking-[0.12em]">From</p>
          <p className="font-semibold">{site.name}</p>
          <p>{site.phone.display}</p>
        </div>
        <p className="text-right text-lg font-bold" data-testid="label-courier">
          {label.courierName ?? "Courier not booked"}
        </p>
      </header>
      {label.trackingCode ? (
        <BarcodeFigure
          barcode={label.trackingBarcode}
          text={label.trackingCode}
          label="tracking code"
          testId="label-tracking"
        />
      ) : (
        <p className="border border-black px-2 py-1 text-sm font-semibold">
          No tracking code yet: book the parcel first.
        </p>
      )}
      <section
        aria-label="Deliver to"
        className="min-h-0 flex-1 overflow-hidden border-t border-black pt-1.5"
      >
        <p className="text-xs uppercase tracking-[0.12em]">To</p>
        <p className="break-words text-base font-semibold">{neutraliseDisplayText(order.customer.name)}</p>
        <p className="line-clamp-4 whitespace-pre-line break-words">
          {neutraliseDisplayText(order.customer.address)}
        </p>
        {(delivery.area || delivery.district) && <p className="font-medium">{deliveryPlace(delivery)}</p>}
        <p className="text-base font-semibold">{neutraliseDisplayText(order.customer.phone)}</p>
      </section>
      <p className="flex items-baseline justify-between border-y-2 border-black py-1">
        <span className="font-semibold uppercase">Cash to collect</span>
        <span className="text-lg font-bold tabular-nums" data-testid="label-cash">
          {cashToCollect(order)}
        </span>
      </p>
      <div className="flex items-end justify-between gap-2">
        <BarcodeFigure
          barcode={label.orderNumberBarcode}
          text={order.orderNumber}
          label="order number"
          testId="label-order-number"
        />
        <p className="shrink-0 text-right text-xs">
          {order.itemCount} {order.itemCount === 1 ? "item" : "items"}
          <br />
          {formatKilograms(delivery.weightGrams)}
        </p>
      </div>
    </article>
  );
}
