import type { FieldError, UseFormRegisterReturn } from "react-hook-form";
import { useLocalError } from "~/i18n/errors";
import { useI18n } from "~/i18n/i18n";
import type { Messages } from "~/i18n/messages/en";
import {
  ADDRESS_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PHONE_INPUT_MAX_LENGTH,
} from "../../common/validation";
import { FormField, fieldControlClass } from "./form-field";

/** The customer's details both the order and the contact request ask for (docs/product.md#validation). */
export type CustomerFieldName = "name" | "phone" | "email" | "address";

type CustomerInput = {
  label: (t: Messages) => string;
  hint?: (t: Messages) => string;
  required: boolean;
  /** Across both columns of the form's grid from `sm` up. */
  wide: boolean;
  /** The field's placeholder in the page's language. */
  placeholder?: (t: Messages) => string;
  input: {
    type: "text" | "tel" | "email";
    inputMode?: "numeric";
    autoComplete: string;
    maxLength: number;
  };
};

const customerInputs: Record<CustomerFieldName, CustomerInput> = {
  name: {
    label: (t) => t.checkout.name,
    required: true,
    wide: false,
    input: { type: "text", autoComplete: "name", maxLength: NAME_MAX_LENGTH },
  },
  phone: {
    label: (t) => t.checkout.phone,
    hint: (t) => t.checkout.phoneHint,
    required: true,
    wide: false,
    placeholder: (t) => t.checkout.phonePlaceholder,
    input: {
      type: "tel",
      inputMode: "numeric",
      autoComplete: "tel-national",
      maxLength: PHONE_INPUT_MAX_LENGTH,
    },
  },
  email: {
    label: (t) => t.checkout.email,
    required: false,
    wide: true,
    input: { type: "email", autoComplete: "email", maxLength: EMAIL_MAX_LENGTH },
  },
  address: {
    label: (t) => t.checkout.address,
    required: true,
    wide: true,
    input: { type: "text", autoComplete: "street-address", maxLength: ADDRESS_MAX_LENGTH },
  },
};

export type CustomerFieldProps = {
  name: CustomerFieldName;
  /** The form's id prefix: the input's id is `<idPrefix>-<name>`, its hint's and message's are made from it. */
  idPrefix: string;
  /** The form's react-hook-form `register`. */
  register: (name: CustomerFieldName) => UseFormRegisterReturn;
  /** The form's errors as react-hook-form holds them; the field's message is shown in the page's language. */
  errors: Partial<Record<CustomerFieldName, FieldError>>;
  /** A hint of the form's own, shown instead of the field's usual one (the order's address). */
  hint?: string;
};

/**
 * One of the customer's fields in the public site's forms, labelled in the page's language, with the
 * autocomplete, keyboard and length the field takes and its message beneath it.
 */
export function CustomerField({ name, idPrefix, register, errors, hint }: CustomerFieldProps) {
  const { t } = useI18n();
  const localError = useLocalError();
  const field = customerInputs[name];
  const id = `${idPrefix}-${name}`;
  const error = errors[name];
  return (
    <FormField
      id={id}
      label={field.label(t)}
      required={field.required}
      error={localError(error?.message)}
      hint={hint ?? field.hint?.(t)}
      className={field.wide ? "sm:col-span-2" : undefined}
    >
      {(describedBy) => (
        <input
          id={id}
          type={field.input.type}
          inputMode={field.input.inputMode}
          autoComplete={field.input.autoComplete}
          placeholder={field.placeholder?.(t)}
          maxLength={field.input.maxLength}
          aria-required={field.required ? "true" : undefined}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy}
          className={fieldControlClass(Boolean(error), "h-12")}
          {...register(name)}
        />
      )}
    </FormField>
  );
}
