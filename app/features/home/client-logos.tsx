import { useEffect, useRef, useState } from "react";
import { PageSection } from "~/components/page-section";
import { Reveal } from "~/components/reveal";
import { SectionHeading } from "~/components/section-heading";
import type { ClientLogo } from "../../../content/types";
import { useT } from "~/i18n/i18n";

export interface ClientLogosProps {
  title: string;
  line: string;
  logos: ClientLogo[];
}

function Logo({ logo, onSettled }: { logo: ClientLogo; onSettled: () => void }) {
  const ref = useRef<HTMLImageElement>(null);
  const settledRef = useRef(onSettled);
  settledRef.current = onSettled;

  // A server-rendered logo can finish loading before React attaches onLoad, so read its state once too.
  useEffect(() => {
    if (ref.current?.complete) settledRef.current();
  }, []);

  return (
    <img
      ref={ref}
      src={logo.src}
      alt={logo.alt}
      width={240}
      height={96}
      loading="lazy"
      decoding="async"
      onLoad={onSettled}
      onError={onSettled}
      className="h-14 w-full object-contain opacity-75 grayscale transition-[opacity,filter] duration-500 group-hover:opacity-100 group-hover:grayscale-0 motion-reduce:transition-none sm:h-16"
    />
  );
}

/** This section stays hidden until all eight logos have loaded, then fades in (docs/product.md#reveal-on-scroll). */
export function ClientLogos({ title, line, logos }: ClientLogosProps) {
  const t = useT();
  const [settled, setSettled] = useState<ReadonlySet<string>>(() => new Set());
  const markSettled = (src: string) =>
    setSettled((current) => (current.has(src) ? current : new Set(current).add(src)));

  return (
    <PageSection id="brands" labelledBy="brands-heading">
      <Reveal ready={settled.size >= logos.length}>
        <SectionHeading
          eyebrow={t.home.brandsEyebrow}
          id="brands-heading"
          title={title}
          lead={line}
          align="center"
        />
        <ul className="mt-12 grid grid-cols-3 gap-3 sm:gap-4 lg:grid-cols-4 lg:gap-6">
          {logos.map((logo) => (
            <li
              key={logo.src}
              className="group flex items-center justify-center rounded-card border border-walnut/10 bg-white/60 px-1.5 py-4 transition-[border-color,background-color,box-shadow] duration-500 hover:border-walnut/20 hover:bg-white hover:shadow-soft sm:px-6 sm:py-8"
            >
              <Logo logo={logo} onSettled={() => markSettled(logo.src)} />
            </li>
          ))}
        </ul>
      </Reveal>
    </PageSection>
  );
}
