import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { ArrowRightIcon } from "~/components/icons";
import { PageSection } from "~/components/page-section";
import { SectionHeading } from "~/components/section-heading";
import type { AccessoryPage } from "../../../common/catalogue";
import { HOME_PREVIEW_COUNT } from "../../../common/constants";
import { AccessoryCard, AccessoryCardSkeleton, accessoryGridClassName } from "./accessory-card";
import { previewQuery } from "./accessory-queries";

export const PREVIEW_ERROR_MESSAGE = "Failed to load accessories. Please try again later.";

type AccessoriesPreviewProps = {
  /** Page 1 read by the home page's server loader, so the first HTML already lists the items. */
  initialData?: AccessoryPage;
};

/** The home page's accessories section (anchor "accessories"): 8 showcase cards and a View more link. */
export function AccessoriesPreview({ initialData }: AccessoriesPreviewProps) {
  const { data, isPending, isError } = useQuery(previewQuery(initialData));
  const items = data?.data.slice(0, HOME_PREVIEW_COUNT) ?? [];

  return (
    <PageSection id="accessories" labelledBy="accessories-heading" tone="linen">
      <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
        <SectionHeading
          id="accessories-heading"
          eyebrow="The accessories shop"
          title="Accessories"
          lead="Vases, lamps, mirrors and finishing pieces chosen by our designers, ready to bring home."
        />
        <Link
          to="/view-accessories"
          className="group inline-flex shrink-0 items-center gap-2 self-start rounded-full py-2 text-sm font-medium tracking-[0.14em] text-walnut uppercase underline-offset-8 hover:underline sm:self-auto"
        >
          View more
          <ArrowRightIcon
            size={18}
            className="transition-transform duration-300 group-hover:translate-x-1 motion-reduce:transition-none"
          />
        </Link>
      </div>

      <div className="mt-10 sm:mt-12">
        {isError && items.length === 0 ? (
          <p
            role="alert"
            className="rounded-card bg-white/70 px-6 py-10 text-center text-charcoal/80 shadow-soft"
          >
            {PREVIEW_ERROR_MESSAGE}
          </p>
        ) : isPending ? (
          <>
            <ul className={accessoryGridClassName} aria-hidden="true">
              {Array.from({ length: HOME_PREVIEW_COUNT }, (_, index) => (
                <li key={index}>
                  <AccessoryCardSkeleton />
                </li>
              ))}
            </ul>
            <p className="sr-only" role="status">
              Loading accessories...
            </p>
          </>
        ) : (
          <ul className={accessoryGridClassName}>
            {items.map((accessory) => (
              <li key={accessory._id}>
                <AccessoryCard accessory={accessory} showcase />
              </li>
            ))}
          </ul>
        )}
      </div>
    </PageSection>
  );
}
