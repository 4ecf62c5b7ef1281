import type { ReactNode } from "react";
import { CONTAINER } from "./page-section";
import { Reveal } from "./reveal";

export interface CtaBandProps {
  title: string;
  lead?: string;
  /** The buttons and links of the band. */
  children: ReactNode;
  id?: string;
}

/** The closing invitation of an inner page: one line, one or two actions, on the dark walnut band. */
export function CtaBand({ title, lead, children, id = "cta-heading" }: CtaBandProps) {
  return (
    <section aria-labelledby={id} className="bg-walnut-dark py-16 text-ivory sm:py-20">
      <Reveal
        className={`${CONTAINER} flex flex-col items-start gap-8 lg:flex-row lg:items-center lg:justify-between`}
      >
        <div className="max-w-2xl">
          <h2 id={id} className="text-4xl leading-tight font-semibold text-balance text-ivory sm:text-5xl">
            {title}
          </h2>
          {lead && <p className="mt-4 text-lg leading-relaxed text-ivory/85">{lead}</p>}
        </div>
        <div className="flex flex-wrap items-center gap-4">{children}</div>
      </Reveal>
    </section>
  );
}

/** An outline button for dark bands, where the shared outline variant (walnut on light) would vanish. */
export const lightOutlineClassName =
  "inline-flex h-13 items-center justify-center gap-2 whitespace-nowrap rounded-full border border-ivory/60 px-8 text-[0.8125rem] font-medium tracking-[0.14em] text-ivory uppercase transition-colors duration-300 hover:border-ivory hover:bg-ivory hover:text-walnut active:translate-y-px motion-reduce:transition-none";
