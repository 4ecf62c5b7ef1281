import { Readable } from "node:stream";
import type { FastifyReply } from "fastify";
import { dhakaDateKey, formatDhakaDateTime } from "../../../common/dhaka-time";
import {
  DELIVERY_ZONE_LABELS,
  GRAMS_PER_KILOGRAM,
  orderTotal,
} from "../../../common/delivery/delivery-charge";
import { neutraliseDisplayText } from "../../../common/display-text";
import { ORDER_STATUS_LABELS } from "../../../common/order-workflow";
import type { OrderAdminService, OrderExportEntry } from "./order-admin-service";
import type { OrderFilters } from "../../../common/order-filters";

/** Excel reads a UTF-8 file as UTF-8 (Bangla names intact) only when it starts with a byte-order mark. */
export const CSV_BYTE_ORDER_MARK = "\ufeff";

export const ORDER_CSV_HEADER = [
  "Order number",
  "Placed (Dhaka)",
  "Status",
  "Customer",
  "Phone",
  "Email",
  "Address",
  "District",
  "Area",
  "Accessory",
  "Code",
  "Quantity",
  "Rate (BDT)",
  "Line total (BDT)",
  "Items subtotal (BDT)",
  "Delivery charge (BDT)",
  "Weight (kg)",
  "Zone",
  "Order total (BDT)",
  "Courier",
  "Consignment number",
  "Cancel reason",
] as const;

/**
 * Characters that make a spreadsheet read a cell as a formula: `=`, `+`, `-`, `@`, and their full-width forms,
 * which Excel folds to the plain ones (OWASP's CSV injection list).
 */
const FORMULA_CHARACTERS = "=+\\-@\uff1d\uff0b\uff0d\uff20";
/** A formula character first (after spaces or quotes an importer may drop), or a tab or carriage return. */
const FORMULA_AT_START = new RegExp(`^(?:[\\t\\r]|[\\s"]*[${FORMULA_CHARACTERS}])`);
/**
 * A formula character after a separator: opened with `;` as the list separator (much of Europe) or split on
 * tabs, `Salma;=cmd|' /C calc'!A0` becomes two cells, the second a formula, whatever the quotes say.
 */
const FORMULA_AFTER_SEPARATOR = new RegExp(`([,;\\t\\r\\n][\\s"]*)(?=[${FORMULA_CHARACTERS}])`, "g");

/**
 * One CSV cell, as OWASP's CSV injection advice has it: every text cell is quoted (its quotes doubled), and
 * a formula character at its start, or after a separator inside it, gets an apostrophe before it, so a
 * spreadsheet shows the text as typed and never runs it. Text a visitor typed also has its disguising
 * characters made visible first. Numbers we computed are written as numbers.
 */
export function csvCell(value: string | number | null | undefined, { visitorText = false } = {}): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return String(value);
  let text = visitorText ? neutraliseDisplayText(value) : value;
  text = text.replace(FORMULA_AFTER_SEPARATOR, "$1'");
  if (FORMULA_AT_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function csvRow(cells: string[]): string {
  return `${cells.join(",")}\r\n`;
}

function rowsOf(batch: OrderExportEntry[]): string {
  let text = "";
  for (const { order, lines } of batch) {
    const itemsSubtotal = lines.reduce((sum, line) => sum + line.quantity * line.rate, 0);
    const orderCells = [
      csvCell(order.orderNumber),
      csvCell(formatDhakaDateTime(order.createdAt)),
      csvCell(ORDER_STATUS_LABELS[order.status]),
      csvCell(order.name, { visitorText: true }),
      csvCell(order.phone, { visitorText: true }),
      csvCell(order.email, { visitorText: true }),
      csvCell(order.address, { visitorText: true }),
      csvCell(order.district),
      csvCell(order.area),
    ];
    const tailCells = [
      csvCell(itemsSubtotal),
      // Empty while the zone is unknown and nobody has set the charge.
      csvCell(order.deliveryCharge),
      csvCell(order.weightGrams / GRAMS_PER_KILOGRAM),
      csvCell(DELIVERY_ZONE_LABELS[order.deliveryZone]),
      csvCell(orderTotal(itemsSubtotal, order.deliveryCharge)),
      csvCell(order.courierName, { visitorText: true }),
      csvCell(order.consignmentNumber, { visitorText: true }),
      csvCell(order.cancelReason, { visitorText: true }),
    ];
    // An order without lines (a checkout that stopped half-way) still gets its row, with the line cells empty.
    const lineCells = lines.length
      ? lines.map((line) => [
          csvCell(line.accessoryName),
          csvCell(line.accessoryCode),
          csvCell(line.quantity),
          csvCell(line.rate),
          csvCell(line.quantity * line.rate),
        ])
      : [["", "", "", "", ""]];
    for (const cells of lineCells) text += csvRow([...orderCells, ...cells, ...tailCells]);
  }
  return text;
}

/** The CSV of every order matching the filters, one row per order item, streamed batch by batch. */
export function ordersCsvStream(service: OrderAdminService, filters: Omit<OrderFilters, "page">): Readable {
  async function* chunks() {
    yield CSV_BYTE_ORDER_MARK + csvRow(ORDER_CSV_HEADER.map((name) => csvCell(name)));
    for await (const batch of service.exportBatches(filters)) yield rowsOf(batch);
  }
  return Readable.from(chunks(), { objectMode: false });
}

/** `orders-2026-11-25.csv`, named after the day of the export in Dhaka. */
export function ordersCsvFileName(now = new Date()): string {
  return `orders-${dhakaDateKey(now)}.csv`;
}

/** Answers with a CSV file the browser downloads as `fileName` (the back office's exports). */
export function sendCsv(reply: FastifyReply, fileName: string, body: string | Readable) {
  return reply
    .type("text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${fileName}"`)
    .send(body);
}
