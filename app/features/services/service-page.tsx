import { Link } from "~/i18n/link";
import { CtaBand, lightOutlineClassName } from "~/components/cta-band";
import { PageBanner } from "~/components/page-banner";
import { PageSection } from "~/components/page-section";
import { StatsStrip } from "~/components/stats-strip";
import type { ImageRef, NavLink, ServiceContentBlock, Stat } from "../../../content/types";
import { ServiceBlocks } from "./service-blocks";
import { ContactButton } from "~/components/contact-button";
import { paths } from "../../../common/paths";
import { useT } from "~/i18n/i18n";
import type { MenuLabel } from "../../../content/navigation";

export type ServicePageProps = {
  bannerImage: ImageRef;
  stats: Stat[];
} & (
  | { found: true; label: MenuLabel; blocks: ServiceContentBlock[] }
  | { found: false; slug: string; services: (NavLink & { label: MenuLabel })[] }
);

/** /services/{slug}: banner with the menu label, the figures strip, then the service's blocks. */
export function ServicePage(props: ServicePageProps) {
  const { bannerImage, stats } = props;
  const t = useT();
  const heading = props.found ? t.nav[props.label] : t.services.fallbackHeading;
  return (
    <>
      <PageBanner
        title={heading}
        image={bannerImage}
        eyebrow={t.services.eyebrow}
        crumbs={[{ label: t.shell.home, to: "/" }, { label: heading }]}
      />
      <StatsStrip stats={stats} label={t.services.inNumbers} />
      {props.found ? (
        <>
          <PageSection>
            <ServiceBlocks blocks={props.blocks} />
          </PageSection>
          <CtaBand title={t.services.ctaTitle(heading)} lead={t.services.ctaLead}>
            <ContactButton variant="accent" size="lg">
              {t.services.contactUs}
            </ContactButton>
            <Link to={paths.portfolio} className={lightOutlineClassName}>
              {t.services.viewPortfolio}
            </Link>
          </CtaBand>
        </>
      ) : (
        <PageSection labelledBy="service-missing-heading">
          <div className="mx-auto max-w-2xl text-center">
            <h2 id="service-missing-heading" className="text-4xl font-semibold text-walnut">
              {t.services.notFound(props.slug)}
            </h2>
            <p className="mt-4 text-lg text-charcoal/80">{t.services.offered}</p>
            <ul className="mt-8 flex flex-wrap justify-center gap-3">
              {props.services.map((service) => (
                <li key={service.to}>
                  <Link
                    to={service.to}
                    className="inline-flex h-11 items-center rounded-full border border-walnut/30 px-5 text-sm text-walnut transition-colors hover:border-walnut hover:bg-linen active:bg-sand/60"
                  >
                    {t.nav[service.label]}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </PageSection>
      )}
    </>
  );
}
