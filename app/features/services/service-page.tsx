import { Link } from "~/i18n/link";
import { CtaBand, lightOutlineClassName } from "~/components/cta-band";
import { PageBanner } from "~/components/page-banner";
import { PageSection } from "~/components/page-section";
import { StatsStrip } from "~/components/stats-strip";
import type { ImageRef, NavLink, ServiceContentBlock, Stat } from "../../../content/types";
import { ServiceBlocks } from "./service-blocks";
import { ContactButton } from "~/components/contact-button";
import { paths } from "../../../common/paths";

export const SERVICES_FALLBACK_HEADING = "Services";

export function serviceNotFoundMessage(slug: string): string {
  return `Service "${slug}" not found.`;
}

export type ServicePageProps = {
  bannerImage: ImageRef;
  stats: Stat[];
} & (
  | { found: true; label: string; blocks: ServiceContentBlock[] }
  | { found: false; slug: string; services: NavLink[] }
);

/** /services/{slug}: banner with the menu label, the figures strip, then the service's blocks. */
export function ServicePage(props: ServicePageProps) {
  const { bannerImage, stats } = props;
  const heading = props.found ? props.label : SERVICES_FALLBACK_HEADING;
  return (
    <>
      <PageBanner
        title={heading}
        image={bannerImage}
        eyebrow="Our services"
        crumbs={[{ label: "Home", to: "/" }, { label: heading }]}
      />
      <StatsStrip stats={stats} label="Our services in numbers" />
      {props.found ? (
        <>
          <PageSection>
            <ServiceBlocks blocks={props.blocks} />
          </PageSection>
          <CtaBand
            title={`Start your ${props.label.toLowerCase()} project`}
            lead="Book a free site visit. We measure, listen and send you a concept with a clear estimate in taka."
          >
            <ContactButton variant="accent" size="lg">
              Contact Us
            </ContactButton>
            <Link to={paths.portfolio} className={lightOutlineClassName}>
              View Our Portfolio
            </Link>
          </CtaBand>
        </>
      ) : (
        <PageSection labelledBy="service-missing-heading">
          <div className="mx-auto max-w-2xl text-center">
            <h2 id="service-missing-heading" className="text-4xl font-semibold text-walnut">
              {serviceNotFoundMessage(props.slug)}
            </h2>
            <p className="mt-4 text-lg text-charcoal/80">These are the services we offer:</p>
            <ul className="mt-8 flex flex-wrap justify-center gap-3">
              {props.services.map((service) => (
                <li key={service.to}>
                  <Link
                    to={service.to}
                    className="inline-flex h-11 items-center rounded-full border border-walnut/30 px-5 text-sm text-walnut transition-colors hover:border-walnut hover:bg-linen active:bg-sand/60"
                  >
                    {service.label}
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
