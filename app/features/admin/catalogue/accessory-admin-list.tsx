import { Form, Link } from "react-router";
import { ButtonLink } from "~/components/button";
import { fieldControlClass } from "~/components/form-field";
import { formatTaka } from "../../../../common/format";
import { SEARCH_MAX_LENGTH } from "../../../../common/limits";

export type AccessoryListRow = {
  id: string;
  name: string;
  code: string;
  category: string;
  rate: number;
  outOfStock: boolean;
  archived: boolean;
  /** Pieces available; null when not counted. */
  available: number | null;
  lowStock: boolean;
  imageUrl: string | null;
  updatedAt: string;
};

export type AccessoryListPagination = {
  page: number;
  perPage: number;
  totalItems: number;
  totalPages: number;
};

const badge = "rounded-full px-2 py-0.5 text-xs font-normal";

/** Out of stock and archived, as words (never colour alone). */
export function StockState({ outOfStock, archived }: { outOfStock: boolean; archived: boolean }) {
  if (!outOfStock && !archived)
    return <span className={`${badge} bg-forest/10 text-forest`}>On the shop</span>;
  return (
    <>
      {archived && <span className={`${badge} bg-charcoal/10 text-charcoal`}>Archived</span>}
      {outOfStock && <span className={`${badge} bg-[#9b2c1f]/10 text-[#9b2c1f]`}>Out of stock</span>}
    </>
  );
}

/** The search box: by name or code; an empty search lists everything. */
export function AccessorySearch({ query }: { query: string }) {
  return (
    <Form method="get" role="search" className="flex flex-wrap items-end gap-3">
      <div className="min-w-0 flex-1 basis-60">
        <label
          htmlFor="accessory-search"
          className="mb-2 block text-xs font-medium uppercase tracking-[0.14em] text-charcoal/80"
        >
          Search by name or code
        </label>
        <input
          id="accessory-search"
          type="search"
          name="q"
          defaultValue={query}
          maxLength={SEARCH_MAX_LENGTH}
          autoComplete="off"
          className={fieldControlClass(false, "h-12")}
        />
      </div>
      <button
        type="submit"
        className="inline-flex h-12 items-center rounded-full border border-walnut/60 px-5 text-sm text-walnut transition-colors duration-200 hover:bg-walnut hover:text-ivory focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-walnut motion-reduce:transition-none"
      >
        Search
      </button>
    </Form>
  );
}

/** Pieces available of a counted accessory, in words; low stock stands out (never by colour alone). */
export function StockCount({ available, lowStock }: { available: number | null; lowStock: boolean }) {
  if (available === null) return null;
  return (
    <span
      className={`${badge} ${lowStock ? "bg-[#9b2c1f]/10 text-[#9b2c1f]" : "bg-charcoal/5 text-charcoal"}`}
    >
      {lowStock ? "Low stock: " : ""}
      {available === 1 ? "1 available" : `${available.toLocaleString("en-US")} available`}
    </span>
  );
}

function pageHref(query: string, page: number, stock: "low" | null = null) {
  const params = new URLSearchParams();
  if (query) params.set("q", query);
  if (stock) params.set("stock", stock);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `/admin/accessories?${search}` : "/admin/accessories";
}

/**
 * Every accessory, newest first: a card per accessory on a phone, a row per accessory from 640 px. The name
 * opens the form.
 */
export function AccessoryAdminList({
  accessories,
  query,
  stock = null,
  pagination,
}: {
  accessories: AccessoryListRow[];
  query: string;
  /** `low`: the list holds only the accessories at or below their low-stock threshold. */
  stock?: "low" | null;
  pagination: AccessoryListPagination;
}) {
  return (
    <section aria-labelledby="accessory-list-heading">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="accessory-list-heading" className="font-display text-2xl text-charcoal">
          {stock === "low" ? "Low stock" : query ? `Results for “${query}”` : "All accessories"}
        </h2>
        <p className="text-sm text-charcoal/75" aria-live="polite">
          {pagination.totalItems === 1
            ? "1 accessory"
            : `${pagination.totalItems.toLocaleString("en-US")} accessories`}
        </p>
      </div>
      {accessories.length === 0 ? (
        <p className="rounded-card border border-sand/70 bg-white/60 p-6 text-sm text-charcoal/80">
          {stock === "low"
            ? "No accessory is at or below its low-stock threshold."
            : query
              ? "No accessory has that name or code."
              : "No accessories yet."}{" "}
          <Link to="/admin/accessories/new" className="text-walnut underline underline-offset-4">
            Add one
          </Link>
          .
        </p>
      ) : (
        <ul
          className="divide-y divide-sand/70 rounded-card border border-sand/70 bg-white/60"
          data-testid="accessory-rows"
        >
          {accessories.map((accessory) => (
            <li
              key={accessory.id}
              className="grid grid-cols-[4rem_1fr] gap-x-4 gap-y-2 p-4 sm:grid-cols-[4rem_1fr_auto_auto] sm:items-center sm:px-5"
            >
              {accessory.imageUrl ? (
                <img
                  src={accessory.imageUrl}
                  alt=""
                  width={64}
                  height={64}
                  loading="lazy"
                  className="row-span-2 size-16 rounded-card object-cover sm:row-span-1"
                />
              ) : (
                <div aria-hidden="true" className="row-span-2 size-16 rounded-card bg-linen sm:row-span-1" />
              )}
              <div className="min-w-0">
                <Link
                  to={`/admin/accessories/${accessory.id}`}
                  className="font-medium break-words text-charcoal underline-offset-4 hover:text-walnut hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-walnut"
                >
                  {accessory.name}
                </Link>
                <p className="mt-0.5 text-sm break-all text-charcoal/75">
                  <span className="sr-only">Code: </span>
                  {accessory.code} · {accessory.category}
                </p>
              </div>
              <p className="flex flex-wrap items-center gap-2 sm:justify-end">
                <StockState outOfStock={accessory.outOfStock} archived={accessory.archived} />
                <StockCount available={accessory.available} lowStock={accessory.lowStock} />
              </p>
              <p className="col-start-2 text-sm font-medium whitespace-nowrap text-walnut sm:col-start-auto sm:text-right">
                {formatTaka(accessory.rate)}
              </p>
            </li>
          ))}
        </ul>
      )}
      {pagination.totalPages > 1 && (
        <nav aria-label="Pages" className="mt-6 flex flex-wrap items-center justify-between gap-3 text-sm">
          {pagination.page > 1 ? (
            <ButtonLink to={pageHref(query, pagination.page - 1, stock)} variant="outline" size="sm">
              Newer
            </ButtonLink>
          ) : (
            <span />
          )}
          <span className="text-charcoal/75">
            Page {pagination.page} of {pagination.totalPages}
          </span>
          {pagination.page < pagination.totalPages ? (
            <ButtonLink to={pageHref(query, pagination.page + 1, stock)} variant="outline" size="sm">
              Older
            </ButtonLink>
          ) : (
            <span />
          )}
        </nav>
      )}
    </section>
  );
}
