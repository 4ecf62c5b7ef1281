import { Link } from "~/i18n/link";
import { useI18n } from "~/i18n/i18n";
import { localDigits } from "~/i18n/format";
import { ChevronLeftIcon, ChevronRightIcon } from "~/components/icons";
import { paginationWindow } from "./pagination-window";

type PaginationProps = {
  page: number;
  pageCount: number;
  /** The URL of a page, so every page is a real, shareable link. */
  hrefFor: (page: number) => string;
};

const cell =
  "inline-flex h-10 min-w-10 items-center justify-center rounded-full px-3 text-sm font-medium transition-colors duration-300 motion-reduce:transition-none";
const idle = `${cell} text-charcoal hover:bg-linen hover:text-walnut active:bg-sand/60`;
const disabled = `${cell} cursor-not-allowed text-charcoal/35`;

/**
 * Numbered pagination (docs/product.md#pagination); Previous and Next are disabled at the ends. The links keep the
 * scroll position: the list brings its own top into view, rather than the page jumping to the banner.
 */
export function Pagination({ page, pageCount, hrefFor }: PaginationProps) {
  const { lang, t } = useI18n();
  if (pageCount <= 1) return null;
  const entries = paginationWindow(page, pageCount);
  const atStart = page <= 1;
  const atEnd = page >= pageCount;

  return (
    <nav aria-label={t.shop.pagination} className="flex items-center justify-center gap-1 sm:gap-2">
      {atStart ? (
        <span aria-disabled="true" className={disabled}>
          <ChevronLeftIcon size={16} />
          <span className="sr-only sm:not-sr-only">{t.shop.previous}</span>
        </span>
      ) : (
        <Link to={hrefFor(page - 1)} className={idle} preventScrollReset>
          <ChevronLeftIcon size={16} />
          <span className="sr-only sm:not-sr-only">{t.shop.previous}</span>
        </Link>
      )}
      <ol className="flex items-center gap-1">
        {entries.map((entry) =>
          typeof entry === "number" ? (
            <li key={entry}>
              {entry === page ? (
                <span aria-current="page" className={`${cell} bg-walnut text-ivory shadow-soft`}>
                  <span className="sr-only">{t.shop.pagePrefix}</span>
                  {localDigits(lang, entry)}
                </span>
              ) : (
                <Link to={hrefFor(entry)} className={idle} preventScrollReset>
                  <span className="sr-only">{t.shop.pagePrefix}</span>
                  {localDigits(lang, entry)}
                </Link>
              )}
            </li>
          ) : (
            <li
              key={entry}
              aria-hidden="true"
              className="inline-flex h-10 w-6 items-center justify-center text-charcoal/50"
            >
              …
            </li>
          ),
        )}
      </ol>
      {atEnd ? (
        <span aria-disabled="true" className={disabled}>
          <span className="sr-only sm:not-sr-only">{t.shop.next}</span>
          <ChevronRightIcon size={16} />
        </span>
      ) : (
        <Link to={hrefFor(page + 1)} className={idle} preventScrollReset>
          <span className="sr-only sm:not-sr-only">{t.shop.next}</span>
          <ChevronRightIcon size={16} />
        </Link>
      )}
    </nav>
  );
}
