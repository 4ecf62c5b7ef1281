import { Link } from "~/i18n/link";
import { useT } from "~/i18n/i18n";
import { ArrowRightIcon } from "~/components/icons";
import { PageSection } from "~/components/page-section";
import { SectionHeading } from "~/components/section-heading";
import { nearViewport } from "~/components/near-viewport";
import type { PreviewItemsProps } from "./accessories-preview-items";
import { PreviewSkeleton } from "./preview-skeleton";
import { paths } from "../../../common/paths";

/**
 * The cards and TanStack Query load when the section comes near the viewport: the home page's first
 * JavaScript stays without them, and the server's HTML lists the real items until then.
 */
const PreviewItems = nearViewport<PreviewItemsProps>(
  () => import("./accessories-preview-items").then((module) => module.default),
  () => <PreviewSkeleton />,
);

/** The home page's accessories section (anchor "accessories"): 8 showcase cards and a View more link. */
export function AccessoriesPreview({ initialData }: PreviewItemsProps) {
  const t = useT();
  return (
    <PageSection id="accessories" labelledBy="accessories-heading" tone="linen">
      <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
        <SectionHeading
          id="accessories-heading"
          eyebrow={t.shop.previewEyebrow}
          title={t.shop.accessories}
          lead={t.shop.previewLead}
        />
        <Link
          to={paths.accessories}
          className="group inline-flex shrink-0 items-center gap-2 self-start rounded-full py-2 text-sm font-medium tracking-[0.14em] text-walnut uppercase underline-offset-8 hover:underline sm:self-auto"
        >
          {t.shop.viewMore}
          <ArrowRightIcon
            size={18}
            className="transition-transform duration-300 group-hover:translate-x-1 motion-reduce:transition-none"
          />
        </Link>
      </div>

      <div className="mt-10 sm:mt-12">
        <PreviewItems initialData={initialData} />
      </div>
    </PageSection>
  );
}
