import type { Representation } from "../http/representation";
import { PAGE_CACHE_MAX_ENTRIES } from "../../common/limits";

/**
 * An in-process shared cache for rendered pages, honouring the `s-maxage` and `stale-while-revalidate` the
 * page itself declares, as a CDN would. A page is stored as its final bytes with brotli and gzip variants and
 * strong ETags (see representation.ts); its Content-Security-Policy names the hashes of its own inline
 * scripts, so the stored headers stay valid for everyone who is sent them.
 */
export type CachedPage = Representation & {
  /** Until then, served as is. */
  freshUntil: number;
  /** Until then, served while one request renders the page again in the background. */
  staleUntil: number;
  /** The page's path (without query), for dropping the pages a catalogue change affects. */
  path?: string;
};

type Entry = { page: CachedPage; lastUsed: number };

/**
 * A bounded map of pages, least recently used out first. A hit only stamps its entry (no reordering of the
 * map on the hot path); the scan for the oldest entry happens on an insert into a full cache.
 */
export class PageCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly maxEntries = PAGE_CACHE_MAX_ENTRIES,
    private readonly now = () => Date.now(),
  ) {}

  /** The page while it may be served, fresh or stale (compare `freshUntil` with the same `now`). */
  get(key: string, now = this.now()): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.page.staleUntil <= now) {
      this.entries.delete(key);
      return undefined;
    }
    entry.lastUsed = now;
    return entry.page;
  }

  set(key: string, page: CachedPage) {
    if (!this.entries.has(key) && this.entries.size >= this.maxEntries) this.evictLeastRecentlyUsed();
    this.entries.set(key, { page, lastUsed: this.now() });
  }

  delete(key: string) {
    this.entries.delete(key);
  }

  clear() {
    this.entries.clear();
  }

  deleteWhere(matches: (page: CachedPage) => boolean) {
    for (const [key, entry] of this.entries) if (matches(entry.page)) this.entries.delete(key);
  }

  private evictLeastRecentlyUsed() {
    let oldestKey: string | undefined;
    let oldest = Infinity;
    for (const [key, entry] of this.entries) {
      if (entry.lastUsed < oldest) {
        oldest = entry.lastUsed;
        oldestKey = key;
      }
    }
    if (oldestKey !== undefined) this.entries.delete(oldestKey);
  }
}

/** Seconds a shared cache may keep this response, or 0 when it must not be shared. */
export function sharedMaxAge(cacheControl: string | null): number {
  if (!cacheControl || /\b(private|no-store|no-cache)\b/i.test(cacheControl)) return 0;
  const match = /\bs-maxage=(\d+)/i.exec(cacheControl);
  return match ? Number(match[1]) : 0;
}

/** Seconds past its lifetime a shared cache may still serve this response while it revalidates. */
export function staleWhileRevalidate(cacheControl: string | null): number {
  if (!cacheControl) return 0;
  const match = /\bstale-while-revalidate=(\d+)/i.exec(cacheControl);
  return match ? Number(match[1]) : 0;
}
