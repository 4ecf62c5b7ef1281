import { describe, expect, it, vi } from "vitest";
import type { AccessoryRepository } from "./accessory-repository";
import { createCatalogueResponseCache } from "./catalogue-response-cache";

function fakeRepository() {
  let version = 0;
  const listAccessories = vi.fn(async (page: number) => ({
    data: [],
    pagination: { totalItems: version++, itemsPerPage: 8, currentPage: page, totalPages: 1 },
  }));
  const findAccessory = vi.fn(async (id: string) => (id === "missing" ? null : ({ _id: id } as never)));
  return { listAccessories, findAccessory } as unknown as AccessoryRepository & {
    listAccessories: typeof listAccessories;
    findAccessory: typeof findAccessory;
  };
}

/** Lets the cache's promise callbacks run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("createCatalogueResponseCache", () => {
  it("shares one query between concurrent and repeated reads within the time limit", async () => {
    const repository = fakeRepository();
    const cache = createCatalogueResponseCache(repository, 60_000);
    expect(cache.cachedPage(2)).toBeUndefined();
    const [a, b] = await Promise.all([cache.page(2), cache.page(2)]);
    await cache.page(2);
    expect(a).toBe(b);
    expect(cache.cachedPage(2)).toBe(a);
    expect(a.variants.identity.etag).toMatch(/^"[\w-]+"$/);
    expect(JSON.parse(a.variants.identity.body.toString()).pagination.currentPage).toBe(2);
    expect(repository.listAccessories).toHaveBeenCalledTimes(1);
  });

  it("bakes the given headers into every answer", async () => {
    const cache = createCatalogueResponseCache(fakeRepository(), 60_000, {
      headers: { "cache-control": "public, max-age=30" },
    });
    const entity = await cache.accessory("a");
    expect(entity?.variants.identity.headers).toMatchObject({
      "cache-control": "public, max-age=30",
      "content-type": "application/json; charset=utf-8",
    });
  });

  it("after the time limit, answers at once with the stored answer and refreshes it once in the background", async () => {
    let now = 0;
    const repository = fakeRepository();
    const cache = createCatalogueResponseCache(repository, 1_000, { now: () => now });
    const first = await cache.page(1);
    now = 1_001;
    // Stale: served without waiting, and one refresh starts however many requests come.
    expect(cache.cachedPage(1)).toBe(first);
    expect(cache.cachedPage(1)).toBe(first);
    expect(await cache.page(1)).toBe(first);
    expect(repository.listAccessories).toHaveBeenCalledTimes(2);
    await settle();
    const refreshed = cache.cachedPage(1);
    expect(refreshed).not.toBe(first);
    expect(JSON.parse(refreshed!.variants.identity.body.toString()).pagination.totalItems).toBe(1);
    expect(repository.listAccessories).toHaveBeenCalledTimes(2);
  });

  it("keeps serving the stored answer while refreshes fail, up to a limit, then waits for the database", async () => {
    let now = 0;
    const repository = fakeRepository();
    const onRefreshError = vi.fn();
    const cache = createCatalogueResponseCache(repository, 1_000, {
      now: () => now,
      maxStaleMs: 10_000,
      onRefreshError,
    });
    const stored = await cache.page(1);
    repository.listAccessories.mockRejectedValue(new Error("down"));
    now = 5_000;
    expect(cache.cachedPage(1)).toBe(stored);
    await settle();
    expect(onRefreshError).toHaveBeenCalledWith(expect.objectContaining({ message: "down" }));
    expect(cache.cachedPage(1)).toBe(stored);
    now = 11_001;
    expect(cache.cachedPage(1)).toBeUndefined();
    await expect(cache.page(1)).rejects.toThrow("down");
  });

  it("never caches an unknown id, forgets an accessory that is gone, and can be turned off", async () => {
    let now = 0;
    const repository = fakeRepository();
    const cache = createCatalogueResponseCache(repository, 1_000, { now: () => now });
    expect(await cache.accessory("missing")).toBeNull();
    expect(await cache.accessory("missing")).toBeNull();
    expect(repository.findAccessory).toHaveBeenCalledTimes(2);
    expect(await cache.accessory("a")).not.toBeNull();
    repository.findAccessory.mockResolvedValue(null);
    now = 1_001;
    expect(cache.cachedAccessory("a")).not.toBeUndefined();
    await settle();
    expect(cache.cachedAccessory("a")).toBeUndefined();
    expect(await cache.accessory("a")).toBeNull();

    const uncached = fakeRepository();
    const off = createCatalogueResponseCache(uncached, 0);
    await off.page(1);
    await off.page(1);
    expect(off.cachedPage(1)).toBeUndefined();
    expect(uncached.listAccessories).toHaveBeenCalledTimes(2);
  });

  it("forgets a failed first read so the next request tries the database again", async () => {
    const repository = fakeRepository();
    repository.listAccessories.mockRejectedValueOnce(new Error("down"));
    const cache = createCatalogueResponseCache(repository, 60_000);
    await expect(cache.page(1)).rejects.toThrow("down");
    await expect(cache.page(1)).resolves.toMatchObject({ status: 200 });
  });

  it("holds a bounded number of answers, dropping the oldest", async () => {
    const repository = fakeRepository();
    const cache = createCatalogueResponseCache(repository, 60_000, { maxEntries: 2 });
    await cache.page(1);
    await cache.page(2);
    await cache.page(3);
    expect(cache.cachedPage(1)).toBeUndefined();
    expect(cache.cachedPage(3)).toBeDefined();
  });
});
