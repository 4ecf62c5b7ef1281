import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { Link } from "~/i18n/link";
import { useI18n } from "~/i18n/i18n";
import { en } from "~/i18n/messages/en";
import { localDigits } from "~/i18n/format";
import { localizePath } from "../../../common/lang";
import { Button } from "~/components/button";
import { PageBanner } from "~/components/page-banner";
import { CONTAINER } from "~/components/page-section";
import { useCartCount, useCartRestored } from "~/lib/cart";
import { ACCESSORIES_PER_PAGE, type AccessoryPage } from "../../../common/catalogue";
import { AccessoryCard } from "./accessory-card";
import { AccessoryGridSkeleton, accessoryGridClassName } from "./accessory-card-skeleton";
import { accessoryKeys, listPageQuery } from "./accessory-queries";
import { Pagination } from "./pagination";
import { clampPage } from "./pagination-window";
import { paths, accessoriesPagePath } from "../../../common/paths";

/** The English wording, as the specification quotes it. */
export const LIST_ERROR_TITLE = en.shop.listErrorTitle;
export const LIST_ERROR_MESSAGE = en.shop.listErrorMessage;

/** Page 1 has no query string, so there is one URL per page. */
export function accessoryListHref(page: number): string {
  return accessoriesPagePath(page);
}

/** docs/product.md#constants: 8 per page, unless the server says otherwise. */
export function pageCountOf(result: AccessoryPage): number {
  const perPage = result.pagination.itemsPerPage > 0 ? result.pagination.itemsPerPage : ACCESSORIES_PER_PAGE;
  return Math.max(1, Math.ceil(result.pagination.totalItems / perPage));
}

type AccessoryListProps = {
  page: number;
  initialData?: AccessoryPage;
};

/**
 * The list the server drew is refetched on mount as docs/product.md#api asks, in a task of its own after the mount
 * effects: started among them, the fetch changed the query's state while React was subscribing and made it
 * redraw the list in the same long task, on a slow phone.
 */
function useRefetchAfterHydration(page: number, serverDrawn: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!serverDrawn) return;
    const refetch = setTimeout(() => {
      void queryClient.refetchQueries({ queryKey: accessoryKeys.page(page), exact: true });
    });
    return () => clearTimeout(refetch);
  }, [page, serverDrawn, queryClient]);
}

export function AccessoryList({ page, initialData }: AccessoryListProps) {
  const { lang, t } = useI18n();
  const navigate = useNavigate();
  const { data, isPending, isError, isPlaceholderData } = useQuery(listPageQuery(page, initialData));
  useRefetchAfterHydration(page, initialData !== undefined);
  // A page past the end (an old shared link) moves to the last page, once the real count is known.
  const pageCount = data && !isPlaceholderData ? pageCountOf(data) : undefined;
  const listTop = useRef<HTMLDivElement>(null);
  const shownPage = useRef(page);

  useEffect(() => {
    if (shownPage.current === page) return;
    shownPage.current = page;
    const reduceMotion = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    listTop.current?.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
  }, [page]);

  useEffect(() => {
    if (pageCount !== undefined && page !== clampPage(page, pageCount)) {
      navigate(localizePath(accessoryListHref(clampPage(page, pageCount)), lang), { replace: true });
    }
  }, [page, pageCount, navigate, lang]);

  return (
    <>
      <PageBanner
        title={t.shop.accessories}
        eyebrow={t.shop.shopEyebrow}
        image={{ key: "banners/accessories", alt: "" }}
        crumbs={[{ label: t.shell.home, to: "/" }, { label: t.shop.accessories }]}
      />
      <div className={`${CONTAINER} pt-10 pb-20 sm:pt-14 lg:pb-28`}>
        <div
          ref={listTop}
          className="flex scroll-mt-28 flex-col gap-6 border-b border-sand/60 pb-8 sm:flex-row sm:items-end sm:justify-between"
        >
          <div className="max-w-2xl">
            <h2 className="text-3xl leading-tight font-semibold text-walnut sm:text-4xl">
              {t.shop.listHeading}
            </h2>
            <p className="mt-3 leading-relaxed text-charcoal/80">{t.shop.listLead}</p>
          </div>
          <ProceedToCheckoutLink />
        </div>

        <div className="pt-10">
          {isError && !data ? (
            <ListError />
          ) : (
            <AccessoryGrid
              result={data}
              loading={isPending}
              updating={isPlaceholderData}
              skeletonCount={initialData?.pagination.itemsPerPage ?? ACCESSORIES_PER_PAGE}
            />
          )}
        </div>

        {data && (
          <div className="mt-12">
            <Pagination
              page={clampPage(page, pageCountOf(data))}
              pageCount={pageCountOf(data)}
              hrefFor={accessoryListHref}
            />
          </div>
        )}
      </div>
    </>
  );
}

/** The cart count appears only once the saved cart is read; its box is reserved so nothing moves. */
export function ProceedToCheckoutLink() {
  const { lang, t } = useI18n();
  const count = useCartCount();
  const restored = useCartRestored();
  return (
    <Link
      to={paths.checkout}
      className="group inline-flex h-11 shrink-0 items-center gap-3 self-start rounded-full border border-walnut/70 pr-2 pl-6 text-xs font-medium tracking-[0.14em] text-walnut uppercase transition-colors duration-300 hover:bg-walnut hover:text-ivory active:translate-y-px sm:self-auto motion-reduce:transition-none"
    >
      {t.shop.proceedToCheckout}
      <span
        className={`inline-flex h-7 min-w-7 items-center justify-center rounded-full bg-brass-light px-2 text-xs tracking-normal text-charcoal tabular-nums ${restored ? "" : "invisible"}`}
      >
        {localDigits(lang, count)}
        <span className="sr-only">{t.shop.inCart(count)}</span>
      </span>
    </Link>
  );
}

type AccessoryGridProps = {
  result: AccessoryPage | undefined;
  loading: boolean;
  updating: boolean;
  skeletonCount: number;
};

function AccessoryGrid({ result, loading, updating, skeletonCount }: AccessoryGridProps) {
  const t = useI18n().t;
  if (loading || !result) {
    return <AccessoryGridSkeleton count={skeletonCount} />;
  }
  if (result.data.length === 0) {
    return (
      <p className="rounded-card bg-white/70 px-6 py-16 text-center text-charcoal/80 shadow-soft">
        {t.shop.empty}
      </p>
    );
  }
  return (
    <ul
      className={`${accessoryGridClassName} transition-opacity duration-300 motion-reduce:transition-none ${updating ? "opacity-60" : ""}`}
      aria-busy={updating || undefined}
    >
      {result.data.map((accessory) => (
        <li key={accessory._id}>
          <AccessoryCard accessory={accessory} />
        </li>
      ))}
    </ul>
  );
}

function ListError() {
  const t = useI18n().t;
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-xl flex-col items-center rounded-card bg-white/70 px-6 py-14 text-center shadow-soft"
    >
      <h2 className="text-3xl font-semibold text-walnut">{t.shop.listErrorTitle}</h2>
      <p className="mt-3 leading-relaxed text-charcoal/80">{t.shop.listErrorMessage}</p>
      <Button className="mt-8" onClick={() => window.location.reload()}>
        {t.shop.refreshPage}
      </Button>
    </div>
  );
}
