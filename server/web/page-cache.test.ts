import { describe, expect, it } from "vitest";
import { createRepresentation } from "../http/representation";
import { PageCache, sharedMaxAge, staleWhileRevalidate, type CachedPage } from "./page-cache";
import { pageCachePolicy, pageCacheUrl } from "./page-cache-policy";

async function page(body: string, freshUntil: number, staleUntil = freshUntil): Promise<CachedPage> {
  const representation = await createRepresentation(Buffer.from(body), { "content-type": "text/html" });
  return { ...representation, freshUntil, staleUntil };
}

const text = (entry: CachedPage | undefined) => entry?.variants.identity.body.toString();

describe("PageCache", () => {
  it("expires entries and evicts the least recently used", async () => {
    let now = 0;
    const cache = new PageCache(2, () => now);
    cache.set("a", await page("A", 100));
    now = 1;
    cache.set("b", await page("B", 100));
    now = 2;
    cache.get("a");
    now = 3;
    cache.set("c", await page("C", 100));
    expect(cache.get("b")).toBeUndefined();
    expect(text(cache.get("a"))).toBe("A");
    expect(text(cache.get("c"))).toBe("C");
    now = 100;
    expect(cache.get("a")).toBeUndefined();
  });

  it("keeps an entry past its lifetime until its stale-while-revalidate window closes", async () => {
    let now = 0;
    const cache = new PageCache(10, () => now);
    cache.set("a", await page("A", 100, 400));
    now = 100;
    const stale = cache.get("a");
    expect(text(stale)).toBe("A");
    expect(stale!.freshUntil).toBeLessThanOrEqual(now);
    now = 400;
    expect(cache.get("a")).toBeUndefined();
  });
});

describe("sharedMaxAge and staleWhileRevalidate", () => {
  it("reads s-maxage and refuses private or uncacheable responses", () => {
    expect(sharedMaxAge("public, max-age=60, s-maxage=600")).toBe(600);
    expect(sharedMaxAge("public, max-age=60")).toBe(0);
    expect(sharedMaxAge("private, s-maxage=600")).toBe(0);
    expect(sharedMaxAge("no-store")).toBe(0);
    expect(sharedMaxAge(null)).toBe(0);
  });

  it("reads stale-while-revalidate, 0 when absent", () => {
    expect(staleWhileRevalidate("public, s-maxage=30, stale-while-revalidate=300")).toBe(300);
    expect(staleWhileRevalidate("public, s-maxage=30")).toBe(0);
    expect(staleWhileRevalidate(null)).toBe(0);
  });
});

describe("pageCachePolicy", () => {
  it("shares marketing pages longer than catalogue pages and never shares unknown paths", () => {
    expect(sharedMaxAge(pageCachePolicy("/portfolio/office-interior-design") ?? null)).toBe(600);
    expect(sharedMaxAge(pageCachePolicy("/services/hotel-interior-design") ?? null)).toBe(600);
    expect(sharedMaxAge(pageCachePolicy("/view-accessories") ?? null)).toBe(30);
    expect(sharedMaxAge(pageCachePolicy("/accessories/details/brass-lamp/abc") ?? null)).toBe(30);
    expect(pageCachePolicy("/no/such/page")).toBeUndefined();
  });
});

describe("pageCacheUrl", () => {
  it("keeps only the query parameters a page reads, so made-up query strings reach the same copy", () => {
    expect(pageCacheUrl("/mission-vision?cb=1")).toBe("/mission-vision");
    expect(pageCacheUrl("/?utm_source=x&fbclid=y")).toBe("/");
    expect(pageCacheUrl("/view-accessories?cb=9&page=2&page=3")).toBe("/view-accessories?page=2");
    expect(pageCacheUrl("/view-accessories?cb=9")).toBe("/view-accessories");
    expect(pageCacheUrl("/robots.txt?cb=1")).toBe("/robots.txt");
    expect(pageCacheUrl("/sitemap.xml?x=<script>")).toBe("/sitemap.xml");
  });

  it("keeps the loaders a data request names, and nothing else", () => {
    expect(pageCacheUrl("/view-accessories.data?page=2&_routes=routes%2Fview-accessories&cb=1")).toBe(
      "/view-accessories.data?page=2&_routes=routes%2Fview-accessories",
    );
    expect(pageCacheUrl("/_root.data?cb=1")).toBe("/_root.data");
    expect(pageCacheUrl("/mission-vision.data?cb=4")).toBe("/mission-vision.data");
  });

  it("leaves the address of a page without a cache policy as it is", () => {
    expect(pageCacheUrl("/no/such/page?cb=1")).toBeUndefined();
    expect(pageCacheUrl("/admin?x=1")).toBeUndefined();
  });
});
