import { useT } from "~/i18n/i18n";
const sizes = {
  sm: "size-5 border-2",
  md: "size-8 border-2",
  lg: "size-12 border-[3px]",
} as const;

export interface SpinnerProps {
  size?: keyof typeof sizes;
  /** Read by screen readers only. */
  label?: string;
  className?: string;
}

export function Spinner({ size = "md", label, className }: SpinnerProps) {
  const t = useT();
  return (
    <span
      role="status"
      className={["inline-flex items-center justify-center", className].filter(Boolean).join(" ")}
    >
      <span
        aria-hidden="true"
        className={`${sizes[size]} block animate-spin rounded-full border-[#2f2d2a]/15 border-t-[#b08d57] motion-reduce:animate-none motion-reduce:border-[#b08d57]/60`}
      />
      <span className="sr-only">{label ?? t.forms.loading}</span>
    </span>
  );
}
