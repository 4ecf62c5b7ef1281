import { render } from "@react-email/components";
import type { ReactElement } from "react";
import { lineTotal, type OrderEmailData } from "./email-data";
import type { OrderEmailTexts } from "./order-email-texts";
import { deliveryChargeText, deliveryLabel, lineName } from "./order-lines-table";

export type RenderedEmail = { html: string; text: string };

/** The branded HTML from the React component; the plain-text part is written for reading, not converted. */
export async function renderEmail(element: ReactElement, text: string): Promise<RenderedEmail> {
  return { html: await render(element), text };
}

/** The order's lines as plain text, one per line, then the items, the delivery charge and the total. */
export function linesAsText(order: OrderEmailData, unknownCharge: string, texts: OrderEmailTexts): string[] {
  if (order.lines.length === 0) return [texts.table.noLines];
  return [
    ...order.lines.map(
      (line) =>
        `- ${lineName(line, texts)} (${texts.table.code.toLowerCase()} ${line.code}): ${texts.number(line.quantity)} x ${texts.price(line.rate)} = ${texts.price(lineTotal(line))}`,
    ),
    "",
    `${texts.table.items}: ${texts.price(order.itemsSubtotal)}`,
    `${deliveryLabel(order, texts)}: ${deliveryChargeText(order.delivery.charge, unknownCharge, texts)}`,
    `${texts.table.totalToPay}: ${texts.price(order.total)}`,
  ];
}

/** Text blocks joined with blank lines; a multi-line value keeps its own line breaks. */
export function textEmail(blocks: (string | string[])[]): string {
  return `${blocks.map((block) => (Array.isArray(block) ? block.join("\n") : block)).join("\n\n")}\n`;
}
