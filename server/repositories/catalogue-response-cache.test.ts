import { describe, expect, it, vi } from "vitest";
import type { AccessoryRepository } from "./accessory-repository";
import { createCatalogueResponseCache } from "./catalogue-response-cache";

function fakeRepository() {
  const listAccessories = vi.fn(async (page: number) => ({
    data: [],
    pagination: { totalItems: 0, itemsPerPage: 8, currentPage: page, totalPages: 1 },
  }));
  const findAccessory = vi.fn(async (id: string) => (id === "missing" ? null : ({ _id: id } as never)));
  return { listAccessories, findAccessory } as unknown as AccessoryRepository & {
    listAccessories: typeof listAccessories;
    findAccessory: typeof findAccessory;
  };
}

describe("createCatalogueResponseCache", () => {
  it("shares one query between concurrent and repeated reads within the time limit", async () => {
    const repository = fakeRepository();
    const cache = createCatalogueResponseCache(repository, 60_000);
    const [a, b] = await Promise.all([cache.page(2), cache.page(2)]);
    await cache.page(2);
    expect(a).toBe(b);
    expect(a.etag).toMatch(/^"[\w-]+"$/);
    expect(repository.listAccessories).toHaveBeenCalledTimes(1);
  });

  it("reads again after the time limit, never caches an unknown id, and can be turned off", async () => {
    vi.useFakeTimers();
    try {
      const repository = fakeRepository();
      const cache = createCatalogueResponseCache(repository, 1_000);
      await cache.page(1);
      vi.advanceTimersByTime(1_001);
      await cache.page(1);
      expect(repository.listAccessories).toHaveBeenCalledTimes(2);
      expect(await cache.accessory("missing")).toBeNull();
      expect(await cache.accessory("missing")).toBeNull();
      expect(repository.findAccessory).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
    const uncached = fakeRepository();
    const off = createCatalogueResponseCache(uncached, 0);
    await off.page(1);
    await off.page(1);
    expect(uncached.listAccessories).toHaveBeenCalledTimes(2);
  });

  it("forgets a failed read so the next request tries the database again", async () => {
    const repository = fakeRepository();
    repository.listAccessories.mockRejectedValueOnce(new Error("down"));
    const cache = createCatalogueResponseCache(repository, 60_000);
    await expect(cache.page(1)).rejects.toThrow("down");
    await Promise.resolve();
    await expect(cache.page(1)).resolves.toMatchObject({ body: expect.any(String) });
  });
});
