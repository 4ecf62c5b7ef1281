import { Form } from "react-router";
import {
  AREA_DISTRICTS,
  DELIVERY_ZONE_LABELS,
  DELIVERY_ZONES,
  type DeliveryRates,
  type DeliveryZone,
} from "../../../../common/delivery/delivery-charge";
import { rateFieldName } from "../../../../common/delivery/delivery-settings";
import { areasOf } from "../../../../common/delivery/places";
import { Button } from "~/components/button";
import { fieldControlClass } from "~/components/form-field";
import { CsrfField } from "../auth/csrf-field";
import { Panel } from "../auth/page-heading";
import { useSubmittingIntent } from "../shell/record-changes";

export type DeliverySettingsFormValues = {
  /** As typed when a save was refused, else the stored numbers. */
  rates: Record<DeliveryZone, { firstKg: string; perKg: string; freeFrom: string }>;
  suburbs: string[];
};

export function formValuesOf(rates: DeliveryRates, suburbs: string[]): DeliverySettingsFormValues {
  const text = (value: number | null) => (value === null ? "" : String(value));
  return {
    rates: Object.fromEntries(
      DELIVERY_ZONES.map((zone) => [
        zone,
        {
          firstKg: text(rates[zone].firstKg),
          perKg: text(rates[zone].perKg),
          freeFrom: text(rates[zone].freeFrom),
        },
      ]),
    ) as DeliverySettingsFormValues["rates"],
    suburbs,
  };
}

const RATE_FIELDS = [
  { field: "firstKg", label: "First kilogram (৳)", required: true },
  { field: "perKg", label: "Each further kilogram or part (৳)", required: true },
  { field: "freeFrom", label: "Free delivery from an order of (৳)", required: false },
] as const;

const ZONE_HINTS: Record<DeliveryZone, string> = {
  inside_dhaka: "The city areas of Dhaka, and any area below that is not ticked as a suburb.",
  dhaka_suburbs: "The areas of Dhaka, Gazipur and Narayanganj ticked below.",
  outside_dhaka: "Every other district of Bangladesh.",
};

/**
 * The owners' delivery settings: each zone's prices and optional free-delivery threshold, and which areas of
 * Dhaka, Gazipur and Narayanganj count as suburbs. Staff see the same form read-only.
 */
export function DeliverySettingsForm({
  values,
  version,
  canChange,
  fields = {},
  problem,
}: {
  values: DeliverySettingsFormValues;
  version: number;
  canChange: boolean;
  fields?: Record<string, string>;
  problem?: string;
}) {
  const busy = useSubmittingIntent("save");
  const suburbs = new Set(values.suburbs);
  return (
    <Form method="post" className="grid gap-8" noValidate>
      <CsrfField />
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="version" value={version} />
      <fieldset disabled={!canChange} className="grid gap-8">
        <legend className="sr-only">Delivery charges</legend>
        <Panel title="Charges by zone" id="delivery-zones">
          <p className="-mt-2 mb-5 text-sm text-charcoal/80">
            A parcel pays its zone's first kilogram, then the price of each further kilogram or part of one.
            An accessory without a weight counts as 1 kg. Orders already placed keep the prices they were
            placed at.
          </p>
          <div className="grid gap-6 lg:grid-cols-3">
            {DELIVERY_ZONES.map((zone) => (
              <fieldset
                key={zone}
                className="grid content-start gap-4 rounded-card border border-sand/70 bg-ivory/60 p-4"
              >
                <legend className="px-1 font-display text-xl text-charcoal">
                  {DELIVERY_ZONE_LABELS[zone]}
                </legend>
                <p className="-mt-2 text-xs text-charcoal/75">{ZONE_HINTS[zone]}</p>
                {RATE_FIELDS.map(({ field, label, required }) => {
                  const name = rateFieldName(zone, field);
                  const id = `rate-${zone}-${field}`;
                  const error = fields[name];
                  return (
                    <div key={field}>
                      <label
                        htmlFor={id}
                        className="mb-1.5 block text-xs font-medium uppercase tracking-[0.14em] text-charcoal/80"
                      >
                        {label}
                        {!required && (
                          <span className="ml-1 normal-case tracking-normal text-charcoal/70">
                            (optional)
                          </span>
                        )}
                      </label>
                      <input
                        type="text"
                        id={id}
                        name={name}
                        inputMode="numeric"
                        pattern="[0-9]*"
                        required={required}
                        defaultValue={values.rates[zone][field]}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? `${id}-error` : undefined}
                        className={fieldControlClass(Boolean(error), "h-11 tabular-nums")}
                      />
                      {error && (
                        <p id={`${id}-error`} className="mt-1.5 text-sm text-[#9b2c1f]">
                          {error}
                        </p>
                      )}
                    </div>
                  );
                })}
              </fieldset>
            ))}
          </div>
        </Panel>
        <Panel title="Which areas are suburbs" id="delivery-suburbs">
          <p className="-mt-2 mb-5 text-sm text-charcoal/80">
            Ticked areas pay the Dhaka suburbs charge; the others in these three districts pay the inside
            Dhaka charge.
          </p>
          {fields.suburbs && (
            <p role="alert" className="mb-4 text-sm text-[#9b2c1f]">
              {fields.suburbs}
            </p>
          )}
          <div className="grid gap-8">
            {AREA_DISTRICTS.map((district) => (
              <fieldset key={district}>
                <legend className="mb-3 font-display text-xl text-charcoal">{district}</legend>
                <ul className="grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-3 lg:grid-cols-5">
                  {areasOf(district).map((area) => (
                    <li key={area.name}>
                      <label className="flex min-h-9 cursor-pointer items-center gap-2.5 rounded px-1 text-sm hover:bg-linen/70 has-[:disabled]:cursor-default has-[:disabled]:hover:bg-transparent">
                        <input
                          type="checkbox"
                          name="suburbs"
                          value={area.name}
                          defaultChecked={suburbs.has(area.name)}
                          className="size-4 shrink-0 accent-walnut"
                        />
                        <span>{area.name}</span>
                      </label>
                    </li>
                  ))}
                </ul>
              </fieldset>
            ))}
          </div>
        </Panel>
      </fieldset>
      {problem && (
        <p role="alert" className="text-sm text-[#9b2c1f]">
          {problem}
        </p>
      )}
      {canChange && (
        <div>
          <Button type="submit" loading={busy} className="w-full sm:w-auto">
            Save delivery settings
          </Button>
        </div>
      )}
    </Form>
  );
}
