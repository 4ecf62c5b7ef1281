import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId, useRef } from "react";
import { useForm } from "react-hook-form";
import { Button } from "~/components/button";
import { FormField, fieldControlClass } from "~/components/form-field";
import {
  ADDRESS_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PHONE_DIGITS,
  customerDetailsSchema,
  type CustomerDetails,
  type CustomerDetailsInput,
} from "../../../common/validation";

export type OrderFormProps = {
  defaultValues: CustomerDetailsInput;
  submitting: boolean;
  onSubmit: (details: CustomerDetails) => void;
  /** Keeps what was typed when the dialog closes, so a retry does not start from blank fields. */
  onDraftChange: (draft: CustomerDetailsInput) => void;
};

/** The order's customer details (SPEC sections 3 and 5), checked by the schema the API also uses. */
export default function OrderForm({ defaultValues, submitting, onSubmit, onDraftChange }: OrderFormProps) {
  const id = useId();
  const fieldId = (name: keyof CustomerDetailsInput) => `${id}-${name}`;
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<CustomerDetailsInput, unknown, CustomerDetails>({
    resolver: zodResolver(customerDetailsSchema),
    defaultValues,
    mode: "onTouched",
  });

  const draftListener = useRef(onDraftChange);
  draftListener.current = onDraftChange;
  useEffect(() => () => draftListener.current(getValues()), [getValues]);

  const inputClass = (name: keyof CustomerDetailsInput) => fieldControlClass(Boolean(errors[name]), "h-12");

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} aria-busy={submitting || undefined}>
      <p className="mb-6 text-xs text-charcoal/70">
        Fields marked <span aria-hidden="true">*</span>
        <span className="sr-only">with an asterisk</span> are required.
      </p>
      <fieldset disabled={submitting} className="grid gap-5 sm:grid-cols-2">
        <legend className="sr-only">Your details for delivery</legend>
        <FormField id={fieldId("name")} label="Name" required error={errors.name?.message}>
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
          label="Phone"
          required
          error={errors.phone?.message}

          hint="11 digits, starting with 01"
        >
          {(describedBy) => (
            <input
              id={fieldId("phone")}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              placeholder="01XXXXXXXXX"
              maxLength={PHONE_DIGITS}
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
          label="Email"
          error={errors.email?.message}

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
        <FormField
          id={fieldId("address")}
          label="Address"
          required
          error={errors.address?.message}

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
      <div className="mt-8 flex flex-col-reverse items-stretch gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs leading-relaxed text-charcoal/70">
          We only use your details to deliver your order.
        </p>
        <Button type="submit" size="lg" loading={submitting} loadingText="Loading..." className="sm:min-w-48">
          Confirm Order
        </Button>
      </div>
    </form>
  );
}
