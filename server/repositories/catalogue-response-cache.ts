import { toJsonEntity, type JsonEntity } from "../http/json-response";
import type { AccessoryRepository } from "./accessory-repository";

/**
 * The catalogue is read on every visit and changes rarely (seeding, or an edit in the database), so its
 * serialised answers are kept for a short time. Concurrent misses for the same key share one query.
 */
export function createCatalogueResponseCache(
  repository: AccessoryRepository,
  ttlMs: number,
  maxEntries = 1_000,
) {
  const entries = new Map<string, { expiresAt: number; value: Promise<JsonEntity | null> }>();

  function cached(key: string, load: () => Promise<JsonEntity | null>): Promise<JsonEntity | null> {
    const now = Date.now();
    const hit = entries.get(key);
    if (hit && hit.expiresAt > now) return hit.value;
    const value = load();
    if (ttlMs <= 0) return value;
    if (entries.size >= maxEntries) entries.clear();
    entries.set(key, { expiresAt: now + ttlMs, value });
    // A failed load (say, the database is down) must not be remembered.
    value.then(
      (entity) => entity === null && entries.delete(key),
      () => entries.delete(key),
    );
    return value;
  }

  return {
    page: (page: number) =>
      cached(`page:${page}`, async () =>
        toJsonEntity(await repository.listAccessories(page)),
      ) as Promise<JsonEntity>,
    accessory: (id: string) =>
      cached(`id:${id}`, async () => {
        const accessory = await repository.findAccessory(id);
        return accessory ? toJsonEntity({ data: accessory }) : null;
      }),
  };
}

export type CatalogueResponseCache = ReturnType<typeof createCatalogueResponseCache>;
