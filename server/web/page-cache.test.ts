import { describe, expect, it } from "vitest";
import { PageCache, sharedMaxAge, withNonce, type CachedPage } from "./page-cache";
import { pageCachePolicy } from "./page-cache-policy";

const page = (body: string, nonce: string, expiresAt: number): CachedPage => ({
  status: 200,
  headers: [],
  body,
  nonce,
  expiresAt,
});

describe("PageCache", () => {
  it("expires entries and evicts the least recently used", () => {
    let now = 0;
    const cache = new PageCache(2, () => now);
    cache.set("a", page("A", "", 100));
    cache.set("b", page("B", "", 100));
    cache.get("a");
    cache.set("c", page("C", "", 100));
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")?.body).toBe("A");
    now = 100;
    expect(cache.get("a")).toBeUndefined();
  });

  it("swaps the stored nonce for the fresh one on every script", () => {
    const cached = page('<script nonce="old1">a</script><script nonce="old1">b</script>', "old1", 1);
    expect(withNonce(cached, "new2")).toBe('<script nonce="new2">a</script><script nonce="new2">b</script>');
  });
});

describe("sharedMaxAge", () => {
  it("reads s-maxage and refuses private or uncacheable responses", () => {
    expect(sharedMaxAge("public, max-age=60, s-maxage=600")).toBe(600);
    expect(sharedMaxAge("public, max-age=60")).toBe(0);
    expect(sharedMaxAge("private, s-maxage=600")).toBe(0);
    expect(sharedMaxAge("no-store")).toBe(0);
    expect(sharedMaxAge(null)).toBe(0);
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
