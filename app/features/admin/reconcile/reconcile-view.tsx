import { Link } from "react-router";
import { COURIER_DISPLAY_NAMES } from "../../../../common/couriers";
import { formatDhakaDateTime } from "../../../../common/dhaka-time";
import { formatTaka, groupThousands } from "../../../../common/format";
import type { CourierReconcileRow, Reconciliation, SteadfastBalance } from "../../../../common/reconcile";
import { reportCsvPath, type ReportFilters } from "../../../../common/report-filters";
import { cell, CsvExportLink, numberCell } from "~/features/admin/reports/report-parts";

const sectionClass = "min-w-0 rounded-card border border-sand/70 bg-white/60 p-4 shadow-soft sm:p-6";

/** `/api/admin/reconcile/export.csv?from=…&to=…` */
export function reconcileExportPath(filters: ReportFilters): string {
  return reportCsvPath("/api/admin/reconcile", filters);
}

/** One courier's (or all couriers') figures, as a two-column table that fits a phone. */
function FigureTable({
  id,
  title,
  row,
}: {
  id: string;
  title: string;
  row: Omit<CourierReconcileRow, "courier">;
}) {
  const figures: [string, string][] = [
    ["Parcels booked", groupThousands(row.booked)],
    ["Delivered", groupThousands(row.delivered)],
    ["Cash collected by the courier", formatTaka(row.collected)],
    ["  of which order totals counted (no amount reported)", groupThousands(row.fallbackCount)],
    ["Partial deliveries flagged", groupThousands(row.flagged)],
    ["Returned", groupThousands(row.returned)],
    ["Still out (booked in the range, not yet delivered or returned)", groupThousands(row.stillOut)],
    ["Cash the courier owes", formatTaka(row.owed)],
  ];
  return (
    <section aria-labelledby={id} className={sectionClass}>
      <h2 id={id} className="font-display text-2xl text-charcoal">
        {title}
      </h2>
      <table className="mt-4 w-full border-collapse text-left text-sm">
        <caption className="sr-only">{title}: parcels and cash</caption>
        <thead>
          <tr>
            <th
              scope="col"
              className={`${cell} text-xs font-medium uppercase tracking-[0.08em] text-charcoal/80`}
            >
              Figure
            </th>
            <th
              scope="col"
              className={`${numberCell} text-xs font-medium uppercase tracking-[0.08em] text-charcoal/80`}
            >
              Value
            </th>
          </tr>
        </thead>
        <tbody>
          {figures.map(([label, value]) => (
            <tr key={label}>
              <th scope="row" className={`${cell} font-normal ${label.startsWith(" ") ? "pl-6" : ""}`}>
                {label.trim()}
              </th>
              <td className={numberCell}>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/**
 * What Steadfast says it holds for the shop now (not limited to the dates chosen), or why it could not be read.
 */
export function SteadfastBalanceNote({ balance }: { balance: SteadfastBalance }) {
  const asked = formatDhakaDateTime(balance.readAt);
  return balance.state === "read" ? (
    <p className="text-sm text-charcoal">
      <span className="font-medium">Steadfast balance: {formatTaka(balance.taka)}</span>{" "}
      <span className="text-charcoal/80">
        (what Steadfast holds for the shop now, whatever the dates; read {asked})
      </span>
    </p>
  ) : (
    <p className="rounded-card border border-sand bg-sand/30 px-3 py-2 text-sm text-charcoal">
      <span className="font-medium">Steadfast balance could not be read:</span> {balance.reason} The figures
      below come from the shop&apos;s own records and are not affected. (Tried {asked}.)
    </p>
  );
}

/** The reconciliation: a table per courier, the totals, the flagged deliveries and the CSV. */
export function ReconcileView({
  filters,
  data,
  steadfastBalance = null,
}: {
  filters: ReportFilters;
  data: Reconciliation;
  /** Null when Steadfast is not connected: nothing is shown. */
  steadfastBalance?: SteadfastBalance | null;
}) {
  return (
    <div className="space-y-6">
      {steadfastBalance && <SteadfastBalanceNote balance={steadfastBalance} />}
      <div className="flex flex-wrap items-start justify-between gap-3">
        <p className="max-w-2xl text-sm text-charcoal/80">
          Cash collected is the amount each courier reported for a delivered parcel; where a courier reported
          no amount, the order&apos;s total with delivery is counted instead (shown on each table). No payout
          data from the couriers is kept, so what a courier owes is the cash collected for its parcels
          delivered in these dates, before anything it has already paid.
        </p>
        <CsvExportLink href={reconcileExportPath(filters)} />
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        {data.couriers.map((row) => (
          <FigureTable
            key={row.courier}
            id={`reconcile-${row.courier}`}
            title={COURIER_DISPLAY_NAMES[row.courier]}
            row={row}
          />
        ))}
        <FigureTable id="reconcile-totals" title="All couriers" row={data.totals} />
      </div>
      <section aria-labelledby="reconcile-flagged" className={sectionClass}>
        <h2 id="reconcile-flagged" className="font-display text-2xl text-charcoal">
          Partial deliveries flagged
        </h2>
        {data.flagged.length === 0 ? (
          <p className="mt-2 text-sm text-charcoal/80">
            No delivery in these dates collected a different amount from the order&apos;s total.
          </p>
        ) : (
          <ul className="mt-4 divide-y divide-sand/60 text-sm">
            {data.flagged.map((parcel) => (
              <li key={parcel.orderId} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2">
                <span>
                  <Link to={`/admin/orders/${parcel.orderId}`} className="font-medium underline">
                    {parcel.orderNumber}
                  </Link>{" "}
                  · {COURIER_DISPLAY_NAMES[parcel.courier]}
                  {parcel.consignmentId && <> · {parcel.consignmentId}</>} ·{" "}
                  {formatDhakaDateTime(parcel.deliveredAt)}
                </span>
                <span className="tabular-nums">
                  {parcel.collected === null ? "no amount reported" : formatTaka(parcel.collected)} of{" "}
                  {formatTaka(parcel.orderTotal)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
