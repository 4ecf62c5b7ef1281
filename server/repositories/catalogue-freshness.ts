import { ACCESSORY_DETAILS_PREFIX, paths } from "../../common/paths";
import { stripLangPrefix } from "../../common/lang";

/**
 * One place that knows the catalogue changed. The back office calls `catalogueChanged()` after it commits a
 * change; this instance then drops its cached catalogue answers and the pages that show the catalogue
 * (`invalidateCatalogue()`), and every publisher is told, so other instances can do the same (the cluster
 * broadcast subscribes with `onCatalogueChanged` and, on a message from another instance, calls
 * `invalidateCatalogue()` only).
 */
export type CatalogueFreshness = {
  /** Drops this instance's cached catalogue answers and catalogue pages. */
  invalidateCatalogue(): void;
  /** A change was committed on this instance: invalidate here and tell the publishers. */
  catalogueChanged(): void;
  /** A local cache to drop on every invalidation; returns the unsubscribe function. */
  onInvalidate(listener: () => void): () => void;
  /** Called after every change committed on this instance (for the cross-instance broadcast). */
  onCatalogueChanged(listener: () => void): () => void;
};

export function createCatalogueFreshness(): CatalogueFreshness {
  const invalidators = new Set<() => void>();
  const publishers = new Set<() => void>();
  const subscribe = (set: Set<() => void>, listener: () => void) => {
    set.add(listener);
    return () => {
      set.delete(listener);
    };
  };
  const freshness: CatalogueFreshness = {
    invalidateCatalogue() {
      for (const invalidate of invalidators) invalidate();
    },
    catalogueChanged() {
      freshness.invalidateCatalogue();
      for (const publish of publishers) publish();
    },
    onInvalidate: (listener) => subscribe(invalidators, listener),
    onCatalogueChanged: (listener) => subscribe(publishers, listener),
  };
  return freshness;
}

/** The pages whose HTML shows catalogue data (the shop's pages, the home preview and the sitemap). */
export function showsCatalogue(pathname: string): boolean {
  // A /bn twin shows the same catalogue as its English page.
  const path = stripLangPrefix(pathname.replace(/\.data$/, "") || "/");
  return (
    path === paths.home ||
    // React Router asks for the home page's data at /_root.data.
    path === "/_root" ||
    path === paths.accessories ||
    path === paths.checkout ||
    path === "/sitemap.xml" ||
    path.startsWith(`${ACCESSORY_DETAILS_PREFIX}/`)
  );
}
