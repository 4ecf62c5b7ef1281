import type { InputHTMLAttributes, ReactNode } from "react";
import { FormField, fieldControlClass } from "~/components/form-field";

type InputExtras = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  "inputMode" | "placeholder" | "autoComplete" | "autoCapitalize" | "spellCheck" | "lang"
>;

/**
 * One line of text in the accessory form, inside its labelled field: the name, code, size, category, rate,
 * weight, stock figures and the Bengali name. The field's error marks the input invalid and describes it;
 * `children` come after the input (the stock's hidden count-at-load).
 */
export function AccessoryTextField({
  id,
  name,
  label,
  defaultValue,
  maxLength,
  error,
  hint,
  required = false,
  input,
  children,
}: {
  id: string;
  name: string;
  label: ReactNode;
  defaultValue: string;
  maxLength: number;
  error: string | undefined;
  hint?: ReactNode;
  required?: boolean;
  input?: InputExtras;
  children?: ReactNode;
}) {
  return (
    <FormField id={id} label={label} required={required} error={error} hint={hint}>
      {(describedBy) => (
        <>
          <input
            type="text"
            id={id}
            name={name}
            defaultValue={defaultValue}
            maxLength={maxLength}
            aria-required={required ? "true" : undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className={fieldControlClass(Boolean(error), "h-12")}
            {...input}
          />
          {children}
        </>
      )}
    </FormField>
  );
}
