import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId, useRef } from "react";
import { useController, useForm, useWatch } from "react-hook-form";
import { Button } from "~/components/button";
import { CustomerField } from "~/components/customer-field";
import { RequiredFieldsNote } from "~/components/required-fields-note";
import { districtHasAreas, type ChargeLine } from "../../../common/delivery/delivery-charge";
import { areasOf, districtAliases, DISTRICTS } from "../../../common/delivery/places";
import type { CheckoutDelivery } from "./checkout-delivery";
import { checkoutFormSchema, type CheckoutDetails, type CheckoutDetailsInput } from "./checkout-form-schema";
import { DeliveryEstimate } from "./delivery-estimate";
import { useCheckoutText } from "./delivery-messages";
import { useLocalError } from "~/i18n/errors";
import { PlaceField } from "./place-field";

export type OrderFormProps = {
  defaultValues: CheckoutDetailsInput;
  submitting: boolean;
  onSubmit: (details: CheckoutDetails) => void;
  /** Keeps what was typed when the dialog closes, so a retry does not start from blank fields. */
  onDraftChange: (draft: CheckoutDetailsInput) => void;
  /** The delivery prices and suburbs in force; null when the page could not read them. */
  delivery?: CheckoutDelivery | null;
  /** The cart's lines, for the delivery estimate. */
  lines?: readonly ChargeLine[];
};

const districtOptions = DISTRICTS.map((district) => ({
  ...district,
  aliases: districtAliases(district.name),
}));

/**
 * The order's customer details (docs/product.md#entities, docs/product.md#validation), checked by the schema the API also uses, and where
 * the parcel goes (district, and area in Dhaka, Gazipur and Narayanganj) with the delivery charge and total.
 */
export default function OrderForm({
  defaultValues,
  submitting,
  onSubmit,
  onDraftChange,
  delivery = null,
  lines = [],
}: OrderFormProps) {
  const { dm, t } = useCheckoutText();
  const localError = useLocalError();
  const id = useId();
  const fieldId = (name: keyof CheckoutDetailsInput) => `${id}-${name}`;
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    control,
    formState: { errors },
  } = useForm<CheckoutDetailsInput, unknown, CheckoutDetails>({
    resolver: zodResolver(checkoutFormSchema),
    defaultValues,
    mode: "onTouched",
  });
  const districtField = useController({ control, name: "district" });
  const areaField = useController({ control, name: "area" });
  const district = useWatch({ control, name: "district" }) ?? "";
  const area = useWatch({ control, name: "area" }) ?? "";
  const withAreas = districtHasAreas(district);

  const draftListener = useRef(onDraftChange);
  draftListener.current = onDraftChange;
  useEffect(() => () => draftListener.current(getValues()), [getValues]);

  const chooseDistrict = (name: string) => {
    districtField.field.onChange(name);
    // A new district has other areas: the area is chosen again.
    if (name !== district) setValue("area", "", { shouldValidate: Boolean(errors.area) });
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} aria-busy={submitting || undefined}>
      <RequiredFieldsNote />
      <fieldset disabled={submitting} className="grid gap-5 sm:grid-cols-2">
        <legend className="sr-only">{t.checkout.detailsLegend}</legend>
        <CustomerField name="name" idPrefix={id} register={register} errors={errors} />
        <CustomerField name="phone" idPrefix={id} register={register} errors={errors} />
        <CustomerField name="email" idPrefix={id} register={register} errors={errors} />
        <PlaceField
          id={fieldId("district")}
          label={dm.districtLabel}
          hint={dm.districtHint}
          places={districtOptions}
          value={district}
          onChange={chooseDistrict}
          onBlur={districtField.field.onBlur}
          error={localError(errors.district?.message)}
          disabled={submitting}
          className={withAreas ? undefined : "sm:col-span-2"}
        />
        {withAreas && (
          <PlaceField
            key={district}
            id={fieldId("area")}
            label={dm.areaLabel}
            hint={dm.areaHint}
            places={areasOf(district)}
            value={area}
            onChange={(name) => areaField.field.onChange(name)}
            onBlur={areaField.field.onBlur}
            error={localError(errors.area?.message)}
            disabled={submitting}
          />
        )}
        <CustomerField
          name="address"
          idPrefix={id}
          register={register}
          errors={errors}
          hint={dm.addressHint}
        />
      </fieldset>
      <DeliveryEstimate district={district} area={area} delivery={delivery} lines={lines} />
      <div className="mt-8 flex flex-col-reverse items-stretch gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs leading-relaxed text-charcoal/70">{t.checkout.privacy}</p>
        <Button
          type="submit"
          size="lg"
          loading={submitting}
          loadingText={t.forms.loading}
          className="sm:min-w-48"
        >
          {t.checkout.confirmOrder}
        </Button>
      </div>
    </form>
  );
}
