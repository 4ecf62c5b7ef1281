import type { ComponentType } from "react";
import type { Stat, StatIcon } from "../../content/types";
import {
  CalendarIcon,
  ClockIcon,
  ProjectsIcon,
  SmileIcon,
  StarIcon,
  TeamIcon,
  type IconProps,
} from "./icons";
import { CONTAINER } from "./page-section";
import { Reveal, staggerDelay } from "./reveal";

const icons: Record<StatIcon, ComponentType<IconProps>> = {
  projects: ProjectsIcon,
  calendar: CalendarIcon,
  clock: ClockIcon,
  smile: SmileIcon,
  team: TeamIcon,
  star: StarIcon,
};

export interface StatsStripProps {
  stats: Stat[];
  /** Names the list for screen readers, e.g. "Nakshi Interiors in numbers". */
  label: string;
}

/** The figures band of the company and service pages: icon, value and label per stat. */
export function StatsStrip({ stats, label }: StatsStripProps) {
  return (
    <section aria-label={label} className="bg-walnut-dark py-12 text-ivory sm:py-16">
      <ul className={`${CONTAINER} grid grid-cols-2 gap-x-6 gap-y-10 lg:grid-cols-4`}>
        {stats.map((stat, index) => {
          const Icon = icons[stat.icon];
          return (
            <Reveal as="li" key={`${stat.value}-${stat.label}`} delay={staggerDelay(index, 4)}>
              <div className="flex flex-col items-center text-center lg:flex-row lg:items-center lg:gap-5 lg:text-left">
                <span className="flex size-14 shrink-0 items-center justify-center rounded-full border border-brass-light/50 text-brass-light">
                  <Icon size={26} />
                </span>
                <p className="mt-4 flex flex-col lg:mt-0">
                  <span className="font-display text-4xl leading-none font-semibold text-ivory sm:text-5xl">
                    {stat.value}
                  </span>
                  <span className="mt-2 text-xs font-medium tracking-[0.2em] text-ivory/80 uppercase">
                    {stat.label}
                  </span>
                </p>
              </div>
            </Reveal>
          );
        })}
      </ul>
    </section>
  );
}
