/**
 * An in-process shared cache for rendered pages, honouring the `s-maxage` the page itself declares (as a CDN
 * would). Pages carry a per-response CSP nonce, so a cached body is stored with the nonce it was rendered
 * with and every hit swaps in the fresh nonce of the response being sent.
 */
export type CachedPage = {
  status: number;
  headers: [string, string][];
  body: string;
  nonce: string;
  expiresAt: number;
};

export class PageCache {
  private readonly entries = new Map<string, CachedPage>();

  constructor(
    private readonly maxEntries = 500,
    private readonly now = () => Date.now(),
  ) {}

  get(key: string): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    // Re-insert so the Map's order doubles as least-recently-used order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  set(key: string, entry: CachedPage) {
    this.entries.delete(key);
    this.entries.set(key, entry);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  clear() {
    this.entries.clear();
  }
}

/** Seconds a shared cache may keep this response, or 0 when it must not be shared. */
export function sharedMaxAge(cacheControl: string | null): number {
  if (!cacheControl || /\b(private|no-store|no-cache)\b/i.test(cacheControl)) return 0;
  const match = /\bs-maxage=(\d+)/i.exec(cacheControl);
  return match ? Number(match[1]) : 0;
}

export function withNonce(page: CachedPage, nonce: string): string {
  return page.nonce && nonce ? page.body.replaceAll(page.nonce, nonce) : page.body;
}
