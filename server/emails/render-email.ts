import { render } from "@react-email/components";
import type { ReactElement } from "react";
import { formatTaka } from "../../common/format";
import { lineTotal, type EmailLine } from "./email-data";

export type RenderedEmail = { html: string; text: string };

/** The branded HTML from the React component; the plain-text part is written for reading, not converted. */
export async function renderEmail(element: ReactElement, text: string): Promise<RenderedEmail> {
  return { html: await render(element), text };
}

/** The order's lines as plain text, one per line, and the total. */
export function linesAsText(lines: EmailLine[], total: number): string[] {
  if (lines.length === 0) return ["No lines were saved with this order."];
  return [
    ...lines.map(
      (line) =>
        `- ${line.name} (code ${line.code}): ${line.quantity} x ${formatTaka(line.rate)} = ${formatTaka(lineTotal(line))}`,
    ),
    "",
    `Total: ${formatTaka(total)}`,
  ];
}

/** Text blocks joined with blank lines; a multi-line value keeps its own line breaks. */
export function textEmail(blocks: (string | string[])[]): string {
  return `${blocks.map((block) => (Array.isArray(block) ? block.join("\n") : block)).join("\n\n")}\n`;
}
