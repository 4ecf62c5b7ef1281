import { COURIER_NAMES, type CourierName } from "./couriers";

/**
 * The courier reconciliation (`/admin/reconcile`): per courier, what happened to its parcels in a range of Dhaka
 * days (the reports' range, common/report-filters.ts), counted by the day of each event in the order's timeline.
 *
 * - booked: parcels handed to the courier (the order moved to Shipped) in the range;
 * - still out: of those, the ones still Shipped now (neither delivered nor returned yet);
 * - delivered: parcels delivered in the range, the same orders as the reports' cash collected;
 * - collected: the cash the courier reported collecting for them; where it reported no amount, the order's
 *   total with delivery (`fallbackCount` says for how many);
 * - owed: what the courier owes the shop for the range, the cash collected for its delivered parcels (no
 *   payout data exists, so nothing already paid is subtracted);
 * - flagged: deliveries whose cash differs from the total (a partial delivery), listed for staff to check;
 * - returned: parcels returned in the range.
 */
export type CourierReconcileRow = {
  courier: CourierName;
  booked: number;
  stillOut: number;
  delivered: number;
  collected: number;
  /** Delivered parcels whose courier reported no amount: their order total is counted. */
  fallbackCount: number;
  /** The delivered parcels' totals with delivery, as the reports count cash collected. */
  orderTotals: number;
  flagged: number;
  returned: number;
  owed: number;
};

export type FlaggedParcel = {
  orderId: string;
  orderNumber: string;
  courier: CourierName;
  consignmentId: string | null;
  deliveredAt: string;
  orderTotal: number;
  collected: number | null;
};

export type Reconciliation = {
  couriers: CourierReconcileRow[];
  totals: Omit<CourierReconcileRow, "courier">;
  flagged: FlaggedParcel[];
};

export const emptyReconcileRow = (courier: CourierName): CourierReconcileRow => ({
  courier,
  booked: 0,
  stillOut: 0,
  delivered: 0,
  collected: 0,
  fallbackCount: 0,
  orderTotals: 0,
  flagged: 0,
  returned: 0,
  owed: 0,
});

/** The figures of every courier added up. */
export function reconcileTotals(rows: CourierReconcileRow[]): Reconciliation["totals"] {
  const totals = emptyReconcileRow(COURIER_NAMES[0]);
  for (const row of rows) {
    for (const key of Object.keys(totals) as (keyof Reconciliation["totals"])[]) {
      if (key !== ("courier" as string)) totals[key] += row[key];
    }
  }
  const { courier: _courier, ...figures } = totals;
  return figures;
}

/**
 * Steadfast's balance beside the reconciliation (`GET /get_balance`): what Steadfast says it holds for the shop
 * now, read on the server and kept a few minutes; or why it could not be read. Never the keys.
 */
export type SteadfastBalance =
  { state: "read"; taka: number; readAt: string } | { state: "unreadable"; reason: string; readAt: string };
