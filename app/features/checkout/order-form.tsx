import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId, useRef, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { Button } from "~/components/button";
import {
  ADDRESS_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  customerDetailsSchema,
  type CustomerDetails,
  type CustomerDetailsInput,
} from "../../../common/validation";

const control =
  "block h-12 w-full rounded-card border bg-white/80 px-4 text-[0.9375rem] text-charcoal shadow-[inset_0_1px_2px_rgb(38_35_32/0.04)] " +
  "placeholder:text-charcoal/45 transition-[border-color,box-shadow,background-color] duration-200 motion-reduce:transition-none " +
  "hover:border-walnut/50 focus:border-walnut focus:bg-white focus:ring-3 focus:ring-brass-light/40 focus:outline-none " +
  "disabled:cursor-not-allowed disabled:bg-linen/60 disabled:text-charcoal/70";
const controlState = (invalid: boolean) =>
  invalid ? "border-[#9b2c1f] focus:border-[#9b2c1f] focus:ring-[#9b2c1f]/20" : "border-sand";

type FieldProps = {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: string;
  className?: string;
  children: (describedBy: string | undefined) => ReactNode;
};

function Field({ id, label, required = false, error, hint, className, children }: FieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = error ? errorId : hint ? hintId : undefined;
  return (
    <div className={className}>
      <label
        htmlFor={id}
        className="mb-2 flex items-baseline gap-1 text-xs font-medium tracking-[0.14em] text-charcoal/80 uppercase"
      >
        {label}
        {required ? (
          <span aria-hidden="true" className="text-walnut">
            *
          </span>
        ) : (
          <span className="text-[0.6875rem] tracking-normal text-charcoal/70 normal-case">(optional)</span>
        )}
      </label>
      {children(describedBy)}
      {hint && !error && (
        <p id={hintId} className="mt-1.5 text-xs text-charcoal/70">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-[#9b2c1f]">
          {error}
        </p>
      )}
    </div>
  );
}

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

  const inputClass = (name: keyof CustomerDetailsInput) =>
    `${control} ${controlState(Boolean(errors[name]))}`;

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} aria-busy={submitting || undefined}>
      <p className="mb-6 text-xs text-charcoal/70">
        Fields marked <span aria-hidden="true">*</span>
        <span className="sr-only">with an asterisk</span> are required.
      </p>
      <fieldset disabled={submitting} className="grid gap-5 sm:grid-cols-2">
        <legend className="sr-only">Your details for delivery</legend>
        <Field id={fieldId("name")} label="Name" required error={errors.name?.message}>
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
        </Field>
        <Field
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
              maxLength={11}
              aria-required="true"
              aria-invalid={Boolean(errors.phone)}
              aria-describedby={describedBy}
              className={inputClass("phone")}
              {...register("phone")}
            />
          )}
        </Field>
        <Field id={fieldId("email")} label="Email" error={errors.email?.message} className="sm:col-span-2">
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
        </Field>
        <Field
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
        </Field>
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
