import { Form } from "react-router";
import { Button } from "~/components/button";
import { FormField, fieldControlClass } from "~/components/form-field";
import { formatDhakaDateTime } from "../../../../common/dhaka-time";
import { STOCK_NOTE_MAX_LENGTH } from "../../../../common/limits";
import {
  STOCK_CORRECTION_REASONS,
  STOCK_MOVEMENT_LABELS,
  type StockMovementReason,
} from "../../../../common/stock";
import { CsrfField } from "../auth/csrf-field";
import { Panel } from "../auth/page-heading";

export type StockMovementView = {
  id: string;
  reason: StockMovementReason;
  reasonLabel: string;
  stockChange: number;
  reservedChange: number;
  stockAfter: number | null;
  reservedAfter: number;
  note: string | null;
  orderId: string | null;
  orderNumber: string | null;
  actorName: string;
  createdAt: string;
};

function signed(value: number): string {
  if (value === 0) return "0";
  return value > 0 ? `+${value}` : `−${Math.abs(value)}`;
}

/**
 * The accessory page's stock: the counts, a correction form (pieces added or taken off, and why) and the ledger
 * of every movement, newest first. An accessory that is not counted shows how to start counting.
 */
export function StockPanel({
  stock,
  reserved,
  threshold,
  movements,
  problem,
  fields = {},
  busy,
}: {
  stock: number | null;
  reserved: number;
  threshold: number;
  movements: StockMovementView[];
  problem?: string;
  fields?: Record<string, string>;
  busy: boolean;
}) {
  const available = stock === null ? null : stock - reserved;
  return (
    <Panel title="Stock" id="accessory-stock-panel">
      {stock === null ? (
        <p className="text-sm text-charcoal/80">
          Not counted: the shop sells it until it is marked out of stock. Enter its Stock in the form above to
          start counting.
        </p>
      ) : (
        <>
          <dl className="grid grid-cols-3 gap-4 text-sm" data-testid="stock-counts">
            <div>
              <dt className="text-charcoal/75">In the store room</dt>
              <dd className="text-xl text-charcoal">{stock}</dd>
            </div>
            <div>
              <dt className="text-charcoal/75">Reserved by open orders</dt>
              <dd className="text-xl text-charcoal">{reserved}</dd>
            </div>
            <div>
              <dt className="text-charcoal/75">Available</dt>
              <dd className="text-xl text-charcoal">
                {available}
                {available !== null && available <= threshold && (
                  <span className="ml-2 text-sm text-[#9b2c1f]">Low stock</span>
                )}
              </dd>
            </div>
          </dl>
          <Form method="post" className="mt-6 grid gap-4 sm:grid-cols-[8rem_12rem_1fr_auto] sm:items-end">
            <CsrfField />
            <FormField id="stock-change" label="Change" required error={fields.change} hint="+5 or −2 pieces">
              {(describedBy) => (
                <input
                  type="text"
                  id="stock-change"
                  name="change"
                  inputMode="numeric"
                  required
                  maxLength={8}
                  aria-invalid={fields.change ? true : undefined}
                  aria-describedby={describedBy}
                  className={fieldControlClass(Boolean(fields.change), "h-12")}
                />
              )}
            </FormField>
            <FormField id="stock-reason" label="Reason" required error={fields.reason}>
              {(describedBy) => (
                <select
                  id="stock-reason"
                  name="reason"
                  required
                  defaultValue=""
                  aria-invalid={fields.reason ? true : undefined}
                  aria-describedby={describedBy}
                  className={fieldControlClass(Boolean(fields.reason), "h-12")}
                >
                  <option value="" disabled>
                    Choose…
                  </option>
                  {STOCK_CORRECTION_REASONS.map((reason) => (
                    <option key={reason} value={reason}>
                      {STOCK_MOVEMENT_LABELS[reason]}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <FormField id="stock-note" label="Note" error={fields.note} hint="Required for Other">
              {(describedBy) => (
                <input
                  type="text"
                  id="stock-note"
                  name="note"
                  maxLength={STOCK_NOTE_MAX_LENGTH}
                  aria-invalid={fields.note ? true : undefined}
                  aria-describedby={describedBy}
                  className={fieldControlClass(Boolean(fields.note), "h-12")}
                />
              )}
            </FormField>
            <Button type="submit" name="intent" value="correct-stock" loading={busy}>
              Correct stock
            </Button>
          </Form>
          {problem && (
            <p role="alert" className="mt-3 text-sm text-[#9b2c1f]">
              {problem}
            </p>
          )}
        </>
      )}
      <h3 id="accessory-stock-ledger" className="mt-8 mb-3 font-display text-xl text-charcoal">
        Stock ledger
      </h3>
      {movements.length === 0 ? (
        <p className="text-sm text-charcoal/80">No stock movements yet.</p>
      ) : (
        <div className="overflow-x-auto" role="region" aria-labelledby="accessory-stock-ledger" tabIndex={0}>
          <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
            <thead>
              <tr className="border-b border-sand/70 text-charcoal/75">
                <th scope="col" className="py-2 pr-3 font-normal">
                  When
                </th>
                <th scope="col" className="py-2 pr-3 font-normal">
                  Why
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-normal">
                  Stock
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-normal">
                  Reserved
                </th>
                <th scope="col" className="py-2 pr-3 font-normal">
                  Order
                </th>
                <th scope="col" className="py-2 font-normal">
                  Who
                </th>
              </tr>
            </thead>
            <tbody>
              {movements.map((row) => (
                <tr key={row.id} className="border-b border-sand/40 align-top">
                  <td className="py-2 pr-3 whitespace-nowrap">{formatDhakaDateTime(row.createdAt)}</td>
                  <td className="py-2 pr-3">
                    {row.reasonLabel}
                    {row.note && <span className="block break-words text-charcoal/75">{row.note}</span>}
                  </td>
                  <td className="py-2 pr-3 text-right whitespace-nowrap">
                    {signed(row.stockChange)}
                    <span className="block text-charcoal/70">= {row.stockAfter ?? "not counted"}</span>
                  </td>
                  <td className="py-2 pr-3 text-right whitespace-nowrap">
                    {signed(row.reservedChange)}
                    <span className="block text-charcoal/70">= {row.reservedAfter}</span>
                  </td>
                  <td className="py-2 pr-3 whitespace-nowrap">
                    {row.orderId && row.orderNumber ? (
                      <a
                        href={`/admin/orders/${row.orderId}`}
                        className="text-walnut underline underline-offset-4"
                      >
                        {row.orderNumber}
                      </a>
                    ) : (
                      "—"
                    )}
                  </td>
                  <td className="py-2 break-words">{row.actorName}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Panel>
  );
}
