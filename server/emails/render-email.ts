import { render } from "@react-email/components";
import type { ReactElement } from "react";
import { formatTaka } from "../../common/format";
import { lineTotal, type OrderEmailData } from "./email-data";
import { deliveryChargeText, deliveryLabel } from "./order-lines-table";

export type RenderedEmail = { html: string; text: string };

/** The branded HTML from the React component; the plain-text part is written for reading, not converted. */
export async function renderEmail(element: ReactElement, text: string): Promise<RenderedEmail> {
  return { html: await render(element), text };
}

/** The order's lines as plain text, one per line, then the items, the delivery charge and the total. */
export function linesAsText(order: OrderEmailData, unknownCharge: string): string[] {
  if (order.lines.length === 0) return ["No lines were saved with this order."];
  return [
    ...order.lines.map(
      (line) =>
        `- ${line.name} (code ${line.code}): ${line.quantity} x ${formatTaka(line.rate)} = ${formatTaka(lineTotal(line))}`,
    ),
    "",
    `Items: ${formatTaka(order.itemsSubtotal)}`,
    `${deliveryLabel(order)}: ${deliveryChargeText(order.delivery.charge, unknownCharge)}`,
    `Total to pay on delivery: ${formatTaka(order.total)}`,
  ];
}

/** Text blocks joined with blank lines; a multi-line value keeps its own line breaks. */
export function textEmail(blocks: (string | string[])[]): string {
  return `${blocks.map((block) => (Array.isArray(block) ? block.join("\n") : block)).join("\n\n")}\n`;
}
