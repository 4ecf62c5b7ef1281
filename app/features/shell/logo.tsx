import { useT } from "~/i18n/i18n";
import { Link } from "~/i18n/link";

export type LogoProps = {
  name: string;
  /** "dark" for ivory backgrounds, "light" for the walnut footer. */
  tone?: "dark" | "light";
  onNavigate?: () => void;
};

/** An arched doorway framing an N: the studio's monogram, drawn so it needs no web font. */
export function Monogram({ className = "size-10" }: { className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 40 40" className={className} fill="none">
      <path
        d="M8 36V16a12 12 0 0 1 24 0v20z"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
        className="text-brass"
      />
      <path d="M14.5 31V18.5L25.5 31V18.5" stroke="currentColor" strokeWidth="1.6" strokeLinecap="square" />
      <path
        d="M5 36h30"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        className="text-brass"
      />
    </svg>
  );
}

/**
 * The wordmark stacks the first word over the rest in small capitals: a classic lockup that keeps the
 * header narrow enough for the full menu at 1024 px.
 */
export function Logo({ name, tone = "dark", onNavigate }: LogoProps) {
  const [first, ...rest] = name.split(" ");
  const light = tone === "light";
  const t = useT();
  return (
    <Link
      to="/"
      aria-label={t.shell.logoLabel(name)}
      onClick={onNavigate}
      className={[
        "group inline-flex shrink-0 items-center gap-2.5 rounded-card",
        light ? "text-ivory" : "text-walnut",
      ].join(" ")}
    >
      <Monogram className="size-10 transition-transform duration-500 ease-out group-hover:-translate-y-0.5 motion-reduce:transition-none" />
      <span className="flex flex-col leading-none">
        <span className="font-display text-[1.625rem] font-semibold leading-[0.9] tracking-tight">
          {first}
        </span>
        {rest.length > 0 && (
          <span
            className={[
              "mt-1 pl-px text-[0.5625rem] font-medium uppercase tracking-[0.42em]",
              light ? "text-sand" : "text-charcoal/70",
            ].join(" ")}
          >
            {rest.join(" ")}
          </span>
        )}
      </span>
    </Link>
  );
}
