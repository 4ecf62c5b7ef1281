import {
  chargedKilograms,
  deliveryZoneOf,
  districtHasAreas,
  formatKilograms,
  orderTotal,
  quoteDelivery,
  type ChargeLine,
} from "../../../common/delivery/delivery-charge";
import { useCheckoutText } from "./delivery-messages";
import type { CheckoutDelivery } from "./checkout-delivery";

type Props = {
  district: string;
  area: string;
  /** The prices and suburbs in force (from the page); null when they could not be read. */
  delivery: CheckoutDelivery | null;
  lines: readonly ChargeLine[];
};

const row = "flex items-baseline justify-between gap-4";

/**
 * The delivery charge and the total to pay, as soon as the place is chosen, by the same rule the server
 * charges with (common/delivery/delivery-charge.ts). Announced politely as it changes.
 */
export function DeliveryEstimate({ district, area, delivery, lines }: Props) {
  const { dm, price } = useCheckoutText();
  const zone = delivery ? deliveryZoneOf({ district, area }, delivery.suburbs) : "unknown";
  const rates = delivery && zone !== "unknown" ? delivery.rates[zone] : null;
  const quote = quoteDelivery(rates, lines);
  const place = [area, district].filter(Boolean).join(", ");
  const prompt = !district
    ? dm.chooseDistrict
    : districtHasAreas(district) && !area
      ? dm.chooseArea
      : undefined;

  return (
    <section
      aria-labelledby="delivery-estimate-heading"
      className="mt-6 rounded-card border border-sand/80 bg-linen/60 px-5 py-4 text-sm"
    >
      <h3 id="delivery-estimate-heading" className="sr-only">
        {dm.estimateHeading}
      </h3>
      <div role="status" aria-live="polite" aria-atomic="true" data-testid="delivery-estimate">
        {prompt ? (
          <p className="text-charcoal/75">{prompt}</p>
        ) : !rates || zone === "unknown" ? (
          <p className="text-charcoal/75">{dm.chargeOnCall}</p>
        ) : (
          <dl className="grid gap-2">
            <div className={row}>
              <dt className="text-charcoal/75">{dm.items}</dt>
              <dd className="whitespace-nowrap tabular-nums">{price(quote.itemsSubtotal)}</dd>
            </div>
            <div className={row}>
              <dt className="min-w-0 text-charcoal/75">
                {dm.deliveryTo(place, dm.zoneNames[zone])}
                <span className="block text-xs text-charcoal/65">
                  {quote.free && rates.freeFrom !== null
                    ? dm.freeDelivery(price(rates.freeFrom))
                    : dm.weightLine(
                        formatKilograms(quote.weightGrams),
                        price(rates.firstKg),
                        price(rates.perKg),
                        Math.max(0, chargedKilograms(quote.weightGrams) - 1),
                      )}
                  {quote.weightEstimated && !quote.free && ` ${dm.weightEstimated}`}
                </span>
              </dt>
              <dd className="whitespace-nowrap font-medium tabular-nums" data-testid="delivery-charge">
                {quote.charge === 0 ? dm.free : price(quote.charge ?? 0)}
              </dd>
            </div>
            <div className={`${row} border-t border-sand pt-2.5`}>
              <dt className="font-medium text-charcoal">{dm.totalToPay}</dt>
              <dd
                className="whitespace-nowrap text-lg font-semibold text-walnut tabular-nums"
                data-testid="delivery-total"
              >
                {price(orderTotal(quote.itemsSubtotal, quote.charge))}
              </dd>
            </div>
          </dl>
        )}
      </div>
    </section>
  );
}
