import { Link } from "~/i18n/link";
import { FullBleedImageSection } from "~/components/full-bleed-image-section";
import { ArrowRightIcon } from "~/components/icons";
import { Reveal } from "~/components/reveal";
import { SectionHeading } from "~/components/section-heading";
import type { ImageRef, NavLink } from "../../../content/types";
import { useT } from "~/i18n/i18n";

export interface HomeMissionVisionProps {
  title: string;
  image: ImageRef;
  mission: { title: string; text: string };
  vision: { title: string; text: string };
  link: NavLink;
}

/** Anchor "expertise": mission and vision over a full-bleed room, revealed once the photograph is in. */
export function HomeMissionVision({ title, image, mission, vision, link }: HomeMissionVisionProps) {
  const t = useT();
  return (
    <FullBleedImageSection
      id="expertise"
      labelledBy="expertise-heading"
      image={image}
      overlayClassName="bg-charcoal/60"
      className="py-20 sm:py-28"
      placeholderClassName="[contain-intrinsic-size:auto_48rem] sm:[contain-intrinsic-size:auto_30rem]"
    >
      {(imageLoaded) => (
        <>
          <Reveal ready={imageLoaded}>
            <SectionHeading
              eyebrow={t.home.missionEyebrow}
              id="expertise-heading"
              title={title}
              tone="dark"
              align="center"
            />
          </Reveal>
          <div className="mx-auto mt-12 grid max-w-5xl gap-6 sm:grid-cols-2 lg:gap-8">
            {[mission, vision].map((statement, index) => (
              <Reveal key={statement.title} ready={imageLoaded} delay={0.15 + index * 0.15}>
                <article className="h-full rounded-card border border-ivory/20 bg-charcoal/45 p-8 backdrop-blur-md sm:p-10">
                  <h3 className="text-3xl font-semibold text-ivory">{statement.title}</h3>
                  <span aria-hidden="true" className="mt-4 block h-px w-12 bg-brass-light" />
                  <p className="mt-5 text-lg leading-relaxed text-ivory/90">{statement.text}</p>
                </article>
              </Reveal>
            ))}
          </div>
          <Reveal ready={imageLoaded} delay={0.45} className="mt-10 flex justify-center">
            <Link
              to={link.to}
              className="group inline-flex h-11 items-center gap-2 rounded-full border border-ivory/60 px-6 text-xs font-medium tracking-[0.14em] text-ivory uppercase transition-colors duration-300 hover:border-ivory hover:bg-ivory hover:text-walnut active:translate-y-px motion-reduce:transition-none"
            >
              {link.label}
              <span className="sr-only">{t.home.missionLinkContext}</span>
              <ArrowRightIcon
                size={16}
                className="transition-transform duration-300 group-hover:translate-x-1 motion-reduce:transition-none"
              />
            </Link>
          </Reveal>
        </>
      )}
    </FullBleedImageSection>
  );
}
