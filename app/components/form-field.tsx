import type { ReactNode } from "react";
import { useT } from "~/i18n/i18n";

const controlClass =
  "block w-full rounded-card border bg-white/80 px-4 text-[0.9375rem] text-charcoal shadow-[inset_0_1px_2px_rgb(38_35_32/0.04)] " +
  "placeholder:text-charcoal/45 transition-[border-color,box-shadow,background-color] duration-200 motion-reduce:transition-none " +
  "hover:border-walnut/50 focus:border-walnut focus:bg-white focus:outline-none focus:ring-3 focus:ring-brass-light/40 " +
  "disabled:cursor-not-allowed disabled:bg-linen/60 disabled:text-charcoal/70";

/**
 * The classes of a text input or textarea in the site's forms: the shared look, the error border and ring
 * when `invalid`, then `extra` for what differs per control (`h-12` for one-line inputs, padding for a textarea).
 */
export function fieldControlClass(invalid: boolean, extra: string): string {
  const state = invalid ? "border-[#9b2c1f] focus:border-[#9b2c1f] focus:ring-[#9b2c1f]/20" : "border-sand";
  return `${controlClass} ${state} ${extra}`;
}

export type FormFieldProps = {
  id: string;
  /** Text, or an element for a label in another language than the page's (`<span lang="bn">`). */
  label: ReactNode;
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  className?: string;
  /** An id for the label, for a control named by `aria-labelledby` (a combobox). */
  labelId?: string;
  /** The control, given `id`, `aria-invalid` and `aria-describedby` by the caller via `describedBy`. */
  children: (describedBy: string | undefined) => ReactNode;
};

/** A labelled control with its validation message directly beneath it (docs/product.md#validation: beside each field). */
export function FormField({
  id,
  label,
  required = false,
  error,
  hint,
  className,
  labelId,
  children,
}: FormFieldProps) {
  const t = useT();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = error ? errorId : hint ? hintId : undefined;
  return (
    <div className={className}>
      <label
        id={labelId}
        htmlFor={id}
        className="mb-2 flex items-baseline gap-1 text-xs font-medium uppercase tracking-[0.14em] text-charcoal/80"
      >
        {label}
        {required ? (
          <span aria-hidden="true" className="text-walnut">
            *
          </span>
        ) : (
          <span className="text-[0.6875rem] normal-case tracking-normal text-charcoal/70">
            {t.forms.optional}
          </span>
        )}
      </label>
      {children(describedBy)}
      {hint && !error && (
        <p id={hintId} className="mt-1.5 text-xs text-charcoal/70">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1.5 flex items-start gap-1.5 text-sm text-[#9b2c1f]">
          <svg
            aria-hidden="true"
            viewBox="0 0 16 16"
            className="mt-0.5 size-3.5 shrink-0"
            fill="currentColor"
          >
            <path d="M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1zm-.75 3.5h1.5v5h-1.5zm0 6.25h1.5v1.5h-1.5z" />
          </svg>
          {error}
        </p>
      )}
    </div>
  );
}
