import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId, useRef } from "react";
import { useController, useForm, useWatch } from "react-hook-form";
import { Button } from "~/components/button";
import { FormField, fieldControlClass } from "~/components/form-field";
import { districtHasAreas, type ChargeLine } from "../../../common/delivery/delivery-charge";
import { areasOf, districtAliases, DISTRICTS } from "../../../common/delivery/places";
import {
  ADDRESS_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PHONE_INPUT_MAX_LENGTH,
} from "../../../common/validation";
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

  const inputClass = (name: keyof CheckoutDetailsInput) => fieldControlClass(Boolean(errors[name]), "h-12");
  const chooseDistrict = (name: string) => {
    districtField.field.onChange(name);
    // A new district has other areas: the area is chosen again.
    if (name !== district) setValue("area", "", { shouldValidate: Boolean(errors.area) });
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} aria-busy={submitting || undefined}>
      <p className="mb-6 text-xs text-charcoal/70">
        {t.forms.requiredBefore}
        <span aria-hidden="true">*</span>
        <span className="sr-only">{t.forms.requiredSr}</span>
        {t.forms.requiredAfter}
      </p>
      <fieldset disabled={submitting} className="grid gap-5 sm:grid-cols-2">
        <legend className="sr-only">{t.checkout.detailsLegend}</legend>
        <FormField
          id={fieldId("name")}
          label={t.checkout.name}
          required
          error={localError(errors.name?.message)}
        >
          {(describedBy) => (
            <input
              id={fieldId("name")}
              type="text"
              autoComplete="name"
              maxLength={NAME_MAX_LENGTH}
              aria-required="true"
              aria-invalid={Boolean(errors.name)}
              aria-describedby={describedBy}
              className={inputClass("name")}
              {...register("name")}
            />
          )}
        </FormField>
        <FormField
          id={fieldId("phone")}
          label={t.checkout.phone}
          required
          error={localError(errors.phone?.message)}

          hint={t.checkout.phoneHint}
        >
          {(describedBy) => (
            <input
              id={fieldId("phone")}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              placeholder="01XXXXXXXXX"
              maxLength={PHONE_INPUT_MAX_LENGTH}
              aria-required="true"
              aria-invalid={Boolean(errors.phone)}
              aria-describedby={describedBy}
              className={inputClass("phone")}
              {...register("phone")}
            />
          )}
        </FormField>
        <FormField
          id={fieldId("email")}
          label={t.checkout.email}
          error={localError(errors.email?.message)}

          className="sm:col-span-2"
        >
          {(describedBy) => (
            <input
              id={fieldId("email")}
              type="email"
              autoComplete="email"
              maxLength={EMAIL_MAX_LENGTH}
              aria-invalid={Boolean(errors.email)}
              aria-describedby={describedBy}
              className={inputClass("email")}
              {...register("email")}
            />
          )}
        </FormField>
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
        <FormField
          id={fieldId("address")}
          label={t.checkout.address}
          required
          error={localError(errors.address?.message)}
          hint={dm.addressHint}
          className="sm:col-span-2"
        >
          {(describedBy) => (
            <input
              id={fieldId("address")}
              type="text"
              autoComplete="street-address"
              maxLength={ADDRESS_MAX_LENGTH}
              aria-required="true"
              aria-invalid={Boolean(errors.address)}
              aria-describedby={describedBy}
              className={inputClass("address")}
              {...register("address")}
            />
          )}
        </FormField>
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
