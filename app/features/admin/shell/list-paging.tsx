import type { ReactNode } from "react";
import { Link } from "react-router";
import { groupThousands } from "../../../../common/format";
import { buttonClassName } from "~/components/button";

/**
 * How many records a back-office list matches, above it (a status line, read out when the filters change),
 * with the list's own actions beside it (the orders' CSV export).
 */
export function ListSummary({
  totalItems,
  capped = false,
  one,
  many,
  filtered,
  children,
}: {
  totalItems: number;
  /** The list stops counting at a limit: the count reads "1,000+". */
  capped?: boolean;
  /** The record's name, singular and plural: "order", "orders". */
  one: string;
  many: string;
  filtered: boolean;
  children?: ReactNode;
}) {
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-charcoal/80" role="status">
        {groupThousands(totalItems)}
        {capped ? "+" : ""} {totalItems === 1 && !capped ? one : many}
        {filtered ? " match the filters" : ""}
      </p>
      {children}
    </div>
  );
}

/**
 * Newer and older pages of a back-office list (newest first), keeping its filters, and where it stands;
 * nothing when everything fits on one page.
 */
export function ListPager({
  page,
  totalPages,
  capped = false,
  pathOf,
  newerLabel,
  olderLabel,
}: {
  page: number;
  totalPages: number;
  /** The page count is a lower bound (the list stops counting at a limit): "Page 3 of 40+". */
  capped?: boolean;
  /** The address of another page of this list, with its filters. */
  pathOf: (page: number) => string;
  newerLabel: string;
  olderLabel: string;
}) {
  if (totalPages <= 1) return null;
  const link = buttonClassName({ variant: "outline", size: "sm" });
  return (
    <nav aria-label="Pages" className="mt-6 flex flex-wrap items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={pathOf(page - 1)} className={link} rel="prev">
          {newerLabel}
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-charcoal/80">
        Page {groupThousands(page)} of {groupThousands(totalPages)}
        {capped ? "+" : ""}
      </p>
      {page < totalPages ? (
        <Link to={pathOf(page + 1)} className={link} rel="next">
          {olderLabel}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
