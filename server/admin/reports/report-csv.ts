import { DELIVERY_ZONE_LABELS } from "../../../common/delivery/delivery-charge";
import {
  districtLabel,
  ratePercent,
  type BestSellerRow,
  type OutcomeCounts,
  type ReportData,
  type ReportName,
} from "../../../common/reports";
import { rangeCsvFileName, type ReportFilters } from "../../../common/report-filters";
import { CSV_BYTE_ORDER_MARK, csvCell, csvRow } from "../orders/order-csv";

type Cell = string | number | null;

const OUTCOME_HEADER = [
  "Orders placed",
  "Cancelled",
  "Cancellation rate (%)",
  "Delivered",
  "Returned",
  "Return rate (%)",
];
const outcomeCells = (row: OutcomeCounts): Cell[] => [
  row.orders,
  row.cancelled,
  ratePercent(row.cancellationRate),
  row.delivered,
  row.returned,
  ratePercent(row.returnRate),
];

const BEST_SELLER_HEADER = ["Accessory", "Code", "Quantity", "Revenue (BDT)"];
const bestSellerCells = (row: BestSellerRow): Cell[] => [row.name, row.code, row.quantity, row.revenue];

/** Each report as a CSV table: its header and its rows, numbers as numbers. */
function tableOf(name: ReportName, data: ReportData[ReportName]): { header: string[]; rows: Cell[][] } {
  switch (name) {
    case "summary": {
      const summary = data as ReportData["summary"];
      return {
        header: ["Figure", "Value"],
        rows: [
          ["Orders placed", summary.ordersPlaced],
          ["Cancelled", summary.cancelled],
          ["Cancellation rate (%)", ratePercent(summary.cancellationRate)],
          ["Delivered", summary.delivered],
          ["Returned", summary.returned],
          ["Return rate (%)", ratePercent(summary.returnRate)],
          ["Sales (orders neither cancelled nor returned)", summary.sales],
          ["Sales value (BDT)", summary.salesValue],
          ["Average order value (BDT)", summary.averageOrderValue],
          ["Cash collected (BDT)", summary.cashCollected],
          ["Orders whose cash was collected", summary.ordersCollected],
        ],
      };
    }
    case "daily":
      return {
        header: ["Day (Dhaka)", "Orders placed", "Cash collected (BDT)", "Orders whose cash was collected"],
        rows: ((data as ReportData["daily"]) ?? []).map((row) => [
          row.day,
          row.orders,
          row.cashCollected,
          row.ordersCollected,
        ]),
      };
    case "monthly":
      return {
        header: [
          "Month (Dhaka)",
          ...OUTCOME_HEADER,
          "Cash collected (BDT)",
          "Orders whose cash was collected",
        ],
        rows: (data as ReportData["monthly"]).map((row) => [
          row.month,
          ...outcomeCells(row),
          row.cashCollected,
          row.ordersCollected,
        ]),
      };
    case "zones":
      return {
        header: ["Delivery zone", ...OUTCOME_HEADER],
        rows: (data as ReportData["zones"]).map((row) => [
          DELIVERY_ZONE_LABELS[row.zone],
          ...outcomeCells(row),
        ]),
      };
    case "districts":
      return {
        header: ["District", ...OUTCOME_HEADER],
        rows: (data as ReportData["districts"]).map((row) => [
          districtLabel(row.district),
          ...outcomeCells(row),
        ]),
      };
    case "best-sellers-by-quantity":
    case "best-sellers-by-revenue":
      return { header: BEST_SELLER_HEADER, rows: (data as BestSellerRow[]).map(bestSellerCells) };
  }
}

/**
 * A report as a CSV file, through the order export's writer (every text cell quoted and guarded against
 * formulas, so an accessory name typed as `=…` stays text). Accessory names and districts are staff's and the
 * place list's words, not a visitor's, but are guarded all the same.
 */
export function reportCsv(name: ReportName, data: ReportData[ReportName]): string {
  const { header, rows } = tableOf(name, data);
  let text = CSV_BYTE_ORDER_MARK + csvRow(header.map((cell) => csvCell(cell)));
  for (const row of rows) text += csvRow(row.map((cell) => csvCell(cell)));
  return text;
}

/** `report-monthly-2026-11-01-to-2026-11-30.csv` */
export function reportCsvFileName(name: ReportName, filters: ReportFilters): string {
  return rangeCsvFileName(`report-${name}`, filters);
}
