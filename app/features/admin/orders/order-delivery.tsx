import { Form } from "react-router";
import {
  DELIVERY_ZONE_LABELS,
  formatKilograms,
  type ZoneRates,
} from "../../../../common/delivery/delivery-charge";
import { formatTaka } from "../../../../common/format";
import { Button } from "~/components/button";
import { fieldControlClass } from "~/components/form-field";
import { Panel } from "../auth/page-heading";
import { ChangeFields, useSubmittingIntent } from "../shell/record-changes";
import type { OrderDelivery } from "../../../../common/order-views";
import type { OrderActionResult, OrderView } from "./order-types";

const labelClass = "mb-1.5 block text-xs font-medium uppercase tracking-[0.14em] text-charcoal/80";
const termClass = "text-xs uppercase tracking-[0.14em] text-charcoal/70";

/** "Dhanmondi, Dhaka", or what staff must find out when the customer gave no place. */
export function deliveryPlace(delivery: Pick<OrderDelivery, "district" | "area">): string {
  return [delivery.area, delivery.district].filter(Boolean).join(", ") || "Not given";
}

function ratesText(rates: ZoneRates): string {
  const free = rates.freeFrom === null ? "" : `, free from ${formatTaka(rates.freeFrom)}`;
  return `${formatTaka(rates.firstKg)} the first kg, ${formatTaka(rates.perKg)} each further kg${free}`;
}

/** Where the charge came from, in a line. */
function chargeSource(delivery: OrderDelivery): string {
  if (delivery.source === "staff") return "Set by staff";
  if (delivery.source === "before_delivery_charges") return "Placed before the shop charged delivery";
  if (!delivery.rates) return "The zone is unknown: nobody has set the charge yet";
  return `${DELIVERY_ZONE_LABELS[delivery.zone]} rates when placed: ${ratesText(delivery.rates)}`;
}

/** The charge, or that it is still to be set. */
export function deliveryChargeLabel(charge: number | null): string {
  return charge === null ? "Not set" : formatTaka(charge);
}

function problemFor(result: OrderActionResult | undefined) {
  if (!result || !("problem" in result) || result.conflict || result.intent !== "delivery-charge")
    return undefined;
  return result;
}

/**
 * Where the parcel goes, its weight and its delivery charge. On an order whose zone is unknown or whose weight
 * was estimated, staff set or correct the charge here while it is New or confirmed, with a reason.
 */
export function OrderDeliveryPanel({
  order,
  result,
}: {
  order: OrderView;
  result: OrderActionResult | undefined;
}) {
  const { delivery } = order;
  const problem = problemFor(result);
  const busy = useSubmittingIntent("delivery-charge");
  return (
    <Panel id="order-delivery" title="Delivery">
      {delivery.chargeNeeded && (
        <p className="mb-4 rounded-card border border-brass/50 bg-brass-light/20 px-3 py-2 text-sm text-charcoal">
          {delivery.district
            ? `The customer gave no area in ${delivery.district}`
            : "The customer gave no district"}
          : ask where the parcel goes on the call, then set the delivery charge (confirming the order asks for
          it).
        </p>
      )}
      <dl className="grid gap-3 text-sm">
        <div>
          <dt className={termClass}>Area and district</dt>
          <dd className="mt-0.5 text-base text-charcoal">{deliveryPlace(delivery)}</dd>
        </div>
        <div>
          <dt className={termClass}>Zone</dt>
          <dd className="mt-0.5">{DELIVERY_ZONE_LABELS[delivery.zone]}</dd>
        </div>
        <div>
          <dt className={termClass}>Weight</dt>
          <dd className="mt-0.5">
            {formatKilograms(delivery.weightGrams)}
            {delivery.weightEstimated && (
              <span className="block text-xs text-charcoal/75">
                Estimated: an item has no weight in the catalogue, so 1 kg a piece was counted.
              </span>
            )}
          </dd>
        </div>
        <div>
          <dt className={termClass}>Delivery charge</dt>
          <dd className="mt-0.5">
            <span className="text-base font-semibold tabular-nums" data-testid="order-delivery-charge">
              {deliveryChargeLabel(delivery.charge)}
            </span>
            <span className="block text-xs text-charcoal/75">{chargeSource(delivery)}</span>
          </dd>
        </div>
      </dl>
      {delivery.chargeEditable && (
        <Form
          method="post"
          className="mt-5 grid gap-3 border-t border-sand/70 pt-4"
          key={`delivery-charge-${order.version}`}
        >
          <ChangeFields intent="delivery-charge" version={order.version} />
          <div>
            <label htmlFor="delivery-charge" className={labelClass}>
              {delivery.charge === null ? "Set the delivery charge (৳)" : "Correct the delivery charge (৳)"}
            </label>
            <input
              type="text"
              id="delivery-charge"
              name="deliveryCharge"
              inputMode="numeric"
              pattern="[0-9]*"
              required
              defaultValue={
                problem?.values?.deliveryCharge ?? (delivery.charge === null ? "" : delivery.charge)
              }
              aria-invalid={problem?.fields?.deliveryCharge ? true : undefined}
              aria-describedby={problem?.fields?.deliveryCharge ? "delivery-charge-error" : undefined}
              className={fieldControlClass(Boolean(problem?.fields?.deliveryCharge), "h-11")}
            />
            {problem?.fields?.deliveryCharge && (
              <p id="delivery-charge-error" className="mt-1.5 text-sm text-[#9b2c1f]">
                {problem.fields.deliveryCharge}
              </p>
            )}
          </div>
          <div>
            <label htmlFor="delivery-charge-reason" className={labelClass}>
              Reason
            </label>
            <input
              type="text"
              id="delivery-charge-reason"
              name="reason"
              required
              maxLength={300}
              defaultValue={problem?.values?.reason ?? ""}
              aria-invalid={problem?.fields?.reason ? true : undefined}
              aria-describedby={
                problem?.fields?.reason ? "delivery-charge-reason-error" : "delivery-charge-reason-hint"
              }
              className={fieldControlClass(Boolean(problem?.fields?.reason), "h-11")}
            />
            {problem?.fields?.reason ? (
              <p id="delivery-charge-reason-error" className="mt-1.5 text-sm text-[#9b2c1f]">
                {problem.fields.reason}
              </p>
            ) : (
              <p id="delivery-charge-reason-hint" className="mt-1.5 text-xs text-charcoal/70">
                For example: Mirpur 10, agreed on the call; the mirror weighs 6 kg. The customer is not
                emailed again.
              </p>
            )}
          </div>
          {problem && !problem.fields && (
            <p role="alert" className="text-sm text-[#9b2c1f]">
              {problem.problem}
            </p>
          )}
          <Button
            type="submit"
            variant="outline"
            loading={busy}
            className="w-full sm:w-auto sm:justify-self-start"
          >
            Save delivery charge
          </Button>
        </Form>
      )}
    </Panel>
  );
}
