import { Form, Link } from "react-router";
import {
  BULK_BOOKING_OUTCOME_LABELS,
  COURIER_DISPLAY_NAMES,
  type BulkBookingResult,
  type CourierBookingState,
  type CourierName,
} from "../../../../common/couriers";
import { COURIER_BULK_BOOKING_LIMIT } from "../../../../common/limits";
import type { OrderStatusValue } from "../../../../common/order-workflow";
import { Button, buttonClassName } from "~/components/button";
import { CsrfField } from "../auth/csrf-field";
import { ConflictNotice, FormNotice } from "../auth/page-heading";
import { orderLabelsPath, orderPath } from "./order-paths";

/** The id of the bulk actions' form: the list's checkboxes belong to it through their `form` attribute. */
export const BULK_FORM_ID = "order-bulk-actions";

export type BulkSelectable = {
  id: string;
  status: OrderStatusValue;
  courierBookingState?: CourierBookingState | null;
};

/** A confirmed order nobody has booked yet (or whose booking was refused): bulk booking may send it. */
export const bookable = (order: BulkSelectable) =>
  order.status === "confirmed" &&
  order.courierBookingState !== "requested" &&
  order.courierBookingState !== "booked";

/** An order a courier has: its label can be printed. */
export const labelled = (order: BulkSelectable) => order.courierBookingState === "booked";

/** Orders the list offers a checkbox for: those bulk booking or the labels can use. */
export const selectable = (order: BulkSelectable) => bookable(order) || labelled(order);

export type BulkActionResult = { results?: BulkBookingResult[]; problem?: string };

export const checkboxClass =
  "h-5 w-5 cursor-pointer accent-walnut focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-walnut";

/**
 * Above the list: how many orders are selected, Book with each connected courier (one booking job per
 * order, as from the order page) and Print labels for the selected orders a courier has.
 */
export function OrderBulkActions({
  offered,
  orders,
  selected,
  busy,
}: {
  offered: CourierName[];
  orders: BulkSelectable[];
  selected: ReadonlySet<string>;
  busy: boolean;
}) {
  const chosen = orders.filter((order) => selected.has(order.id));
  const toBook = chosen.filter(bookable).length;
  const toLabel = chosen.filter(labelled).map((order) => order.id);
  if (!orders.some(selectable)) return null;
  return (
    <Form
      method="post"
      id={BULK_FORM_ID}
      aria-label="Selected orders"
      className="mb-4 flex flex-wrap items-center gap-3 rounded-card border border-sand/70 bg-white/60 px-4 py-3 text-sm"
    >
      <CsrfField />
      <input type="hidden" name="intent" value="bulk-booking" />
      <p className="mr-auto text-charcoal/85" aria-live="polite">
        {chosen.length === 0
          ? `Select confirmed orders to book them with a courier (up to ${COURIER_BULK_BOOKING_LIMIT} at once).`
          : `${chosen.length} selected: ${toBook} to book, ${toLabel.length} with a label.`}
      </p>
      {offered.map((courier) => (
        <Button
          key={courier}
          type="submit"
          name="courier"
          value={courier}
          size="sm"
          loading={busy}
          loadingText="Booking…"
        >
          Book with {COURIER_DISPLAY_NAMES[courier]}
        </Button>
      ))}
      {toLabel.length > 0 && (
        <Link to={orderLabelsPath(toLabel)} className={buttonClassName({ variant: "outline", size: "sm" })}>
          Print labels ({toLabel.length})
        </Link>
      )}
    </Form>
  );
}

/** After a bulk booking: a line per order, queued, skipped (already booked, not confirmed) or refused and why. */
export function BulkBookingResults({ result }: { result: BulkActionResult | undefined }) {
  if (result?.problem) return <ConflictNotice message={result.problem} />;
  const results = result?.results;
  if (!results) return <FormNotice message={undefined} />;
  const count = (outcome: BulkBookingResult["outcome"]) =>
    results.filter((r) => r.outcome === outcome).length;
  return (
    <>
      <FormNotice
        message={`Bulk booking: ${count("queued")} queued, ${count("skipped")} skipped, ${count("refused")} refused.`}
      />
      <section aria-labelledby="bulk-results-heading" className="mb-6">
        <h2 id="bulk-results-heading" className="font-display text-2xl text-charcoal">
          Booking results
        </h2>
        <ul className="mt-3 grid gap-2 text-sm">
          {results.map((row) => (
            <li
              key={row.orderId}
              className="flex flex-wrap items-baseline gap-x-3 gap-y-1 rounded-card border border-sand/60 bg-white/60 px-4 py-2"
            >
              {row.orderNumber ? (
                <Link
                  to={orderPath(row.orderId)}
                  className="font-mono font-medium text-walnut underline underline-offset-4"
                >
                  {row.orderNumber}
                </Link>
              ) : (
                <span className="font-mono">Unknown order</span>
              )}
              <span
                className={
                  row.outcome === "refused"
                    ? "font-medium text-[#9b2c1f]"
                    : row.outcome === "queued"
                      ? "font-medium text-forest"
                      : "font-medium text-charcoal/80"
                }
              >
                {BULK_BOOKING_OUTCOME_LABELS[row.outcome]}
              </span>
              <span className="text-charcoal/85">{row.message}</span>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
