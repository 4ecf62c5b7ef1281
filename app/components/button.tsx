import type { ButtonHTMLAttributes, ReactNode, Ref } from "react";
import { Link } from "~/i18n/link";
import type { LinkProps } from "react-router";

export type ButtonVariant = "primary" | "accent" | "outline" | "ghost";
export type ButtonSize = "sm" | "md" | "lg";

export type ButtonStyleOptions = {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  className?: string;
};

const base =
  "inline-flex select-none items-center justify-center gap-2 whitespace-nowrap rounded-full font-medium uppercase tracking-[0.14em] " +
  "transition-[background-color,color,border-color,box-shadow,filter,transform] duration-300 ease-out motion-reduce:transition-none " +
  "active:translate-y-px disabled:cursor-not-allowed disabled:opacity-50 disabled:active:translate-y-0 " +
  "aria-disabled:cursor-not-allowed aria-disabled:opacity-50";

// Colours are picked for WCAG AA: brass is too light behind small ivory text, so the accent carries charcoal.
const variants: Record<ButtonVariant, string> = {
  primary: "bg-walnut text-ivory shadow-soft hover:bg-walnut-dark hover:shadow-lift disabled:hover:bg-walnut",
  accent:
    "bg-brass-light text-charcoal shadow-soft hover:shadow-lift hover:brightness-95 disabled:hover:brightness-100",
  outline:
    "border border-walnut/70 bg-transparent text-walnut hover:border-walnut hover:bg-walnut hover:text-ivory " +
    "disabled:hover:bg-transparent disabled:hover:text-walnut",
  ghost: "bg-transparent text-walnut hover:bg-linen disabled:hover:bg-transparent",
};

const sizes: Record<ButtonSize, string> = {
  sm: "h-9 px-4 text-[0.6875rem]",
  md: "h-11 px-6 text-xs",
  lg: "h-13 px-8 text-[0.8125rem]",
};

/** The class list of a button, for elements that must look like one (a `<Link>`, an `<a>`, a summary). */
export function buttonClassName({
  variant = "primary",
  size = "md",
  fullWidth = false,
  className,
}: ButtonStyleOptions = {}): string {
  return [base, variants[variant], sizes[size], fullWidth && "w-full", className].filter(Boolean).join(" ");
}

/** Uses currentColor so it reads on every variant, unlike the page spinner's fixed palette. */
function ButtonSpinner() {
  return (
    <span
      aria-hidden="true"
      className="size-4 shrink-0 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none"
    />
  );
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  ButtonStyleOptions & {
    /** Disables the button and shows a spinner; `loadingText` replaces the label meanwhile. */
    loading?: boolean;
    loadingText?: ReactNode;
    ref?: Ref<HTMLButtonElement>;
  };

export function Button({
  variant,
  size,
  fullWidth,
  className,
  loading = false,
  loadingText,
  disabled,
  type = "button",
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={buttonClassName({ variant, size, fullWidth, className })}
      {...rest}
    >
      {loading && <ButtonSpinner />}
      {loading && loadingText !== undefined ? loadingText : children}
    </button>
  );
}

export type ButtonLinkProps = LinkProps & ButtonStyleOptions;

export function ButtonLink({ variant, size, fullWidth, className, ...rest }: ButtonLinkProps) {
  return <Link className={buttonClassName({ variant, size, fullWidth, className })} {...rest} />;
}
