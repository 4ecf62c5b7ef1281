import type { ReactNode } from "react";
import { Link } from "~/i18n/link";
import type { ImageRef } from "../../content/types";
import { ChevronRightIcon } from "./icons";
import { CONTAINER } from "./page-section";
import { ResponsiveImage } from "./responsive-image";
import { useT } from "~/i18n/i18n";

export interface Crumb {
  label: string;
  to?: string;
}

export interface PageBannerProps {
  title: ReactNode;
  image: ImageRef;
  eyebrow?: string;
  lead?: ReactNode;
  /** The trail above the title; the last crumb is the current page and carries no link. */
  crumbs?: Crumb[];
}

/**
 * The full-bleed photograph at the top of every inner page. It is the first screen, so the image is the
 * LCP element and loads eagerly at high priority; the overlay keeps the ivory title readable on any photo.
 */
export function PageBanner({ title, image, eyebrow, lead, crumbs }: PageBannerProps) {
  const t = useT();
  return (
    <header className="relative isolate flex h-[56vh] min-h-[22rem] max-h-[40rem] items-end overflow-hidden bg-walnut-dark text-ivory">
      <div className="absolute inset-0 -z-20">
        <ResponsiveImage
          image={image.key}
          alt={image.alt}
          priority
          aspect={false}
          className="h-full w-full"
        />
      </div>
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-t from-charcoal/80 via-charcoal/40 to-charcoal/25"
      />
      <div className={`${CONTAINER} pt-28 pb-12 sm:pb-16`}>
        {crumbs && crumbs.length > 0 && (
          <nav aria-label={t.media.breadcrumb} className="mb-6">
            <ol className="flex flex-wrap items-center gap-1.5 text-sm text-ivory/85">
              {crumbs.map((crumb, index) => (
                <li key={`${crumb.label}-${index}`} className="flex items-center gap-1.5">
                  {index > 0 && <ChevronRightIcon size={14} className="text-brass-light" />}
                  {crumb.to ? (
                    <Link
                      to={crumb.to}
                      className="rounded-sm underline-offset-4 transition-colors hover:text-ivory hover:underline"
                    >
                      {crumb.label}
                    </Link>
                  ) : (
                    <span aria-current="page" className="text-ivory">
                      {crumb.label}
                    </span>
                  )}
                </li>
              ))}
            </ol>
          </nav>
        )}
        {eyebrow && (
          <p className="flex items-center gap-3 text-xs font-medium tracking-[0.24em] text-brass-light uppercase">
            <span aria-hidden="true" className="h-px w-8 bg-brass-light" />
            {eyebrow}
          </p>
        )}
        <h1 className="mt-4 max-w-4xl text-5xl leading-[1.05] font-semibold text-balance text-ivory sm:text-6xl lg:text-7xl">
          {title}
        </h1>
        {lead && <p className="mt-5 max-w-2xl text-base leading-relaxed text-ivory/90 sm:text-lg">{lead}</p>}
      </div>
    </header>
  );
}
