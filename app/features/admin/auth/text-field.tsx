import type { InputHTMLAttributes } from "react";
import { FormField, fieldControlClass } from "~/components/form-field";

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className"> & {
  id: string;
  label: string;
  error?: string;
  hint?: string;
};

/** A labelled one-line input of the back office's forms, with its message beneath it. */
export function TextField({
  id,
  label,
  error,
  hint,
  required = true,
  type = "text",
  ...input
}: TextFieldProps) {
  return (
    <FormField id={id} label={label} required={required} error={error} hint={hint}>
      {(describedBy) => (
        <input
          id={id}
          type={type}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={fieldControlClass(Boolean(error), "h-12")}
          {...input}
        />
      )}
    </FormField>
  );
}
