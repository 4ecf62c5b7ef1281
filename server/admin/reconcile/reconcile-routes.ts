import type { FastifyInstance } from "fastify";
import { COURIER_DISPLAY_NAMES } from "../../../common/couriers";
import { formatDhakaDateTime } from "../../../common/dhaka-time";
import type { CourierReconcileRow, Reconciliation } from "../../../common/reconcile";
import { rangeCsvFileName } from "../../../common/report-filters";
import { CSV_BYTE_ORDER_MARK, csvCell, csvRow, sendCsv } from "../orders/order-csv";
import { reportFiltersOf } from "../reports/report-routes";
import type { ReconcileService } from "./reconcile-service";

export const RECONCILE_CSV_HEADER = [
  "Courier",
  "Parcels booked",
  "Still out",
  "Delivered",
  "Cash collected by courier (BDT)",
  "Delivered without a reported amount (order total counted)",
  "Order totals of delivered parcels (BDT)",
  "Partial deliveries flagged",
  "Returned",
  "Cash the courier owes (BDT)",
];

const figures = (row: Omit<CourierReconcileRow, "courier">) => [
  row.booked,
  row.stillOut,
  row.delivered,
  row.collected,
  row.fallbackCount,
  row.orderTotals,
  row.flagged,
  row.returned,
  row.owed,
];

/**
 * The reconciliation as CSV through the order export's writer (text quoted and guarded against formulas): one
 * row per courier, the totals, then the flagged deliveries.
 */
export function reconcileCsv(data: Reconciliation): string {
  const rows: (string | number | null)[][] = [RECONCILE_CSV_HEADER];
  for (const row of data.couriers) rows.push([COURIER_DISPLAY_NAMES[row.courier], ...figures(row)]);
  rows.push(["All couriers", ...figures(data.totals)]);
  if (data.flagged.length > 0) {
    rows.push([]);
    rows.push([
      "Flagged order",
      "Courier",
      "Consignment",
      "Delivered (Dhaka)",
      "Order total (BDT)",
      "Collected by courier (BDT)",
    ]);
    for (const parcel of data.flagged) {
      rows.push([
        parcel.orderNumber,
        COURIER_DISPLAY_NAMES[parcel.courier],
        parcel.consignmentId,
        formatDhakaDateTime(parcel.deliveredAt),
        parcel.orderTotal,
        parcel.collected,
      ]);
    }
  }
  let text = CSV_BYTE_ORDER_MARK;
  for (const row of rows) text += csvRow(row.map((cell) => csvCell(cell)));
  return text;
}

/**
 * `/api/admin/reconcile?from=&to=` (JSON) and `/api/admin/reconcile/export.csv`: behind the back office's guard
 * like every `/api/admin` route (anonymous: 401); reading only.
 */
export function registerReconcileRoutes(api: FastifyInstance, reconcile: ReconcileService) {
  api.get("/reconcile", async (request) => {
    const filters = reportFiltersOf(request);
    return { data: await reconcile.reconcile(filters), filters };
  });
  api.get("/reconcile/export.csv", async (request, reply) => {
    const filters = reportFiltersOf(request);
    return sendCsv(
      reply,
      rangeCsvFileName("reconcile", filters),
      reconcileCsv(await reconcile.reconcile(filters)),
    );
  });
}
