import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { dhakaDateKey, dhakaHour, formatDhakaDate } from "../../common/dhaka-time";
import { LOW_STOCK_EMAIL_CHECK_EVERY_MS, LOW_STOCK_EMAIL_DHAKA_HOUR } from "../../common/limits";
import type { Database } from "../db/database";
import { enqueueJobs, type Executor } from "../outbox/outbox-repository";
import { lowStockAccessories, type LowStockRow } from "./stock-ledger";

/**
 * The daily staff email listing the accessories at or below their low-stock threshold. Every instance checks
 * every LOW_STOCK_EMAIL_CHECK_EVERY_MS; from LOW_STOCK_EMAIL_DHAKA_HOUR of a Dhaka day, the first check that
 * finds low stock queues the day's job in the outbox. The job's subject id is derived from the Dhaka day, so
 * its dedupe key is the same on every instance and every check: one email a day, however many instances run.
 * The list is read when the email is sent, so it is as fresh as it can be.
 */

/** A stable UUID for one Dhaka day (`2026-11-27`): the day's low-stock job's subject id. */
export function lowStockSubjectId(dateKey: string): string {
  const hex = createHash("sha256").update(`low-stock-email:${dateKey}`).digest("hex");
  // Shaped as a version-5-style UUID (name-based), which the subject_id column accepts.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Queues today's low-stock email when it is due, there is low stock and someone is there to read it. */
export async function queueLowStockEmailIfDue(
  db: Pick<Database, "select"> & Executor,
  notifyEmails: readonly string[],
  now = new Date(),
): Promise<boolean> {
  if (notifyEmails.length === 0 || dhakaHour(now) < LOW_STOCK_EMAIL_DHAKA_HOUR) return false;
  if ((await lowStockAccessories(db)).length === 0) return false;
  const dateKey = dhakaDateKey(now);
  const subjectId = lowStockSubjectId(dateKey);
  await enqueueJobs(db, [
    {
      kind: "low-stock-email",
      subjectType: "stock",
      subjectId,
      delayMs: 0,
      messageId: `<low-stock.${dateKey}@nakshi-interiors>`,
      payload: { dateKey },
    },
  ]);
  return true;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The email itself: one line per accessory, fewest available first, with a link to the filtered list. */
export function composeLowStockEmail(rows: LowStockRow[], dateKey: string, siteUrl: string) {
  const day = formatDhakaDate(`${dateKey}T12:00:00+06:00`);
  const listUrl = `${siteUrl}/admin/accessories?stock=low`;
  const line = (row: LowStockRow) =>
    `${row.name} (${row.code}): ${row.available} available, ${row.reserved} reserved, low at ${row.threshold}`;
  const subject = `Low stock: ${rows.length === 1 ? "1 accessory" : `${rows.length} accessories`} (${day})`;
  const text = [
    `These accessories are at or below their low-stock threshold on ${day}:`,
    "",
    ...rows.map((row) => `- ${line(row)}`),
    "",
    `See them in the back office: ${listUrl}`,
  ].join("\n");
  const html = [
    `<p>These accessories are at or below their low-stock threshold on ${escapeHtml(day)}:</p>`,
    "<ul>",
    ...rows.map(
      (row) =>
        `<li><a href="${escapeHtml(`${siteUrl}/admin/accessories/${row.id}`)}">${escapeHtml(row.name)}</a> (${escapeHtml(row.code)}): ${row.available} available, ${row.reserved} reserved, low at ${row.threshold}</li>`,
    ),
    "</ul>",
    `<p><a href="${escapeHtml(listUrl)}">See them in the back office</a></p>`,
  ].join("\n");
  return { subject, text, html };
}

/** Runs the check on this instance every LOW_STOCK_EMAIL_CHECK_EVERY_MS, stopped when the server closes. */
export function scheduleLowStockEmail(app: FastifyInstance, db: Database, notifyEmails: readonly string[]) {
  if (notifyEmails.length === 0) return;
  let running: Promise<unknown> | undefined;
  const check = () => {
    if (running) return;
    running = queueLowStockEmailIfDue(db, notifyEmails)
      .catch((error: unknown) => app.log.warn({ err: error }, "could not queue the low-stock email"))
      .finally(() => {
        running = undefined;
      });
  };
  const first = setTimeout(check, 30_000);
  const every = setInterval(check, LOW_STOCK_EMAIL_CHECK_EVERY_MS);
  first.unref();
  every.unref();
  app.addHook("onClose", async () => {
    clearTimeout(first);
    clearInterval(every);
    await running;
  });
}
