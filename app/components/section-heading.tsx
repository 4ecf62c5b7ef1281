import type { ReactNode } from "react";

export interface SectionHeadingProps {
  /** The small line above the title; it names the section's kind, the title says what it is. */
  eyebrow?: string;
  title: ReactNode;
  /** The id the section points its `aria-labelledby` at. */
  id?: string;
  lead?: ReactNode;
  align?: "start" | "center";
  /** For headings over photographs or dark bands. */
  tone?: "light" | "dark";
  level?: 1 | 2;
  className?: string;
}

export function SectionHeading({
  eyebrow,
  title,
  id,
  lead,
  align = "start",
  tone = "light",
  level = 2,
  className,
}: SectionHeadingProps) {
  const Heading = level === 1 ? "h1" : "h2";
  const centered = align === "center";
  const dark = tone === "dark";
  return (
    <div
      className={[centered ? "mx-auto max-w-3xl text-center" : "max-w-3xl", className]
        .filter(Boolean)
        .join(" ")}
    >
      {eyebrow && (
        <p
          className={[
            "flex items-center gap-3 text-xs font-medium tracking-[0.24em] uppercase",
            centered ? "justify-center" : "",
            dark ? "text-brass-light" : "text-walnut",
          ].join(" ")}
        >
          <span aria-hidden="true" className={`h-px w-8 ${dark ? "bg-brass-light" : "bg-brass"}`} />
          {eyebrow}
          {centered && (
            <span aria-hidden="true" className={`h-px w-8 ${dark ? "bg-brass-light" : "bg-brass"}`} />
          )}
        </p>
      )}
      <Heading
        id={id}
        className={[
          "mt-4 text-4xl leading-[1.1] font-semibold text-balance sm:text-5xl",
          dark ? "text-ivory" : "text-walnut",
        ].join(" ")}
      >
        {title}
      </Heading>
      {lead && (
        <p
          className={[
            "mt-5 text-base leading-relaxed text-pretty sm:text-lg",
            dark ? "text-ivory/85" : "text-charcoal/80",
          ].join(" ")}
        >
          {lead}
        </p>
      )}
    </div>
  );
}
