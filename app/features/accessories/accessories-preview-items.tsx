import { useI18n } from "~/i18n/i18n";
import { en } from "~/i18n/messages/en";
import { useQuery } from "@tanstack/react-query";
import { ApiQueryProvider } from "~/lib/query-client";
import type { AccessoryCardPage } from "../../../common/catalogue";
import { AccessoryCard } from "./accessory-card";
import { accessoryGridClassName } from "./accessory-card-skeleton";
import { PreviewSkeleton } from "./preview-skeleton";
import { previewQuery } from "./accessory-queries";

/** The English wording, as the specification quotes it. */
export const PREVIEW_ERROR_MESSAGE = en.shop.previewError;

export type PreviewItemsProps = {
  /**
   * Page 1's first accessories as cards (`accessoryCardPageIn`), read by the home page's server loader, so the
   * first HTML already lists the items.
   */
  initialData?: AccessoryCardPage;
};

function PreviewItems({ initialData }: PreviewItemsProps) {
  const { lang, t } = useI18n();
  const { data, isPending, isError } = useQuery(previewQuery(lang, initialData));
  const items = data?.data ?? [];

  if (isError && items.length === 0) {
    return (
      <p
        role="alert"
        className="rounded-card bg-white/70 px-6 py-10 text-center text-charcoal/80 shadow-soft"
      >
        {t.shop.previewError}
      </p>
    );
  }
  if (isPending) return <PreviewSkeleton />;
  return (
    <ul className={accessoryGridClassName}>
      {items.map((accessory) => (
        <li key={accessory._id}>
          <AccessoryCard accessory={accessory} showcase />
        </li>
      ))}
    </ul>
  );
}

/** The preview's cards, with the API client they read through (loaded near the viewport, see the preview). */
export default function AccessoriesPreviewItems(props: PreviewItemsProps) {
  return (
    <ApiQueryProvider>
      <PreviewItems {...props} />
    </ApiQueryProvider>
  );
}
