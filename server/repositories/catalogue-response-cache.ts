import { toJsonEntity, type JsonEntity } from "../http/json-response";
import type { AccessoryRepository } from "./accessory-repository";
import { CATALOGUE_CACHE_LIMITS } from "../../common/limits";

type Options = {
  /** Headers baked into every cached answer (Cache-Control, security headers). */
  headers?: Record<string, string>;
  maxEntries?: number;
  /**
   * How long past its time limit an answer may still be served while a refresh runs or keeps failing (the
   * database is away); older than that, a request waits for the database like a first read.
   */
  maxStaleMs?: number;
  /** A background refresh failed; the stale answer stays in service. */
  onRefreshError?: (error: unknown) => void;
  now?: () => number;
};

type Slot = {
  entity?: JsonEntity;
  loadedAt: number;
  loading?: Promise<JsonEntity | null>;
};

/**
 * The catalogue is read on every visit and changes rarely (seeding, or an edit in the database), so its
 * serialised and compressed answers are kept. Concurrent misses for the same key share one query. Once an
 * answer is older than the time limit, the next read still gets it at once and starts one refresh in the
 * background (stale-while-revalidate): with the embedded database, a query runs on the event loop, and a
 * refresh that made every waiting request wait with it would be the slowest moment of the server.
 */
export function createCatalogueResponseCache(
  repository: AccessoryRepository,
  ttlMs: number,
  {
    headers = {},
    maxEntries = CATALOGUE_CACHE_LIMITS.maxEntries,
    maxStaleMs = CATALOGUE_CACHE_LIMITS.maxStaleMs,
    onRefreshError = () => {},
    now = Date.now,
  }: Options = {},
) {
  /** One store per kind of answer, keyed by the page number or the id itself (no key strings to build). */
  function store<K>(query: (key: K) => Promise<JsonEntity | null>) {
    const slots = new Map<K, Slot>();

    function load(key: K, slot: Slot) {
      const startedAt = now();
      const loading = query(key).then(
        (entity) => {
          if (slot.loading === loading) slot.loading = undefined;
          if (entity) {
            slot.entity = entity;
            slot.loadedAt = startedAt;
          } else if (slots.get(key) === slot) {
            // An unknown id is never remembered (anyone can ask for a million of them).
            slots.delete(key);
          }
          return entity;
        },
        (error: unknown) => {
          if (slot.loading === loading) slot.loading = undefined;
          // A failed first read is forgotten, so the next request tries the database again.
          if (!slot.entity && slots.get(key) === slot) slots.delete(key);
          throw error;
        },
      );
      slot.loading = loading;
      return loading;
    }

    /** The answer to serve now, fresh or stale, or undefined when a request has to wait for the database. */
    function cached(key: K): JsonEntity | undefined {
      if (ttlMs <= 0) return undefined;
      const slot = slots.get(key);
      if (!slot?.entity) return undefined;
      const age = now() - slot.loadedAt;
      if (age <= ttlMs) return slot.entity;
      if (age > ttlMs + maxStaleMs) return undefined;
      if (!slot.loading) load(key, slot).catch(onRefreshError);
      return slot.entity;
    }

    function read(key: K): Promise<JsonEntity | null> {
      if (ttlMs <= 0) return query(key);
      const hit = cached(key);
      if (hit) return Promise.resolve(hit);
      let slot = slots.get(key);
      if (slot?.loading) return slot.loading;
      if (!slot) {
        slot = { loadedAt: 0 };
        slots.set(key, slot);
        if (slots.size > maxEntries) slots.delete(slots.keys().next().value!);
      }
      return load(key, slot);
    }

    /** Forgets every answer; a load already under way finishes for its own callers but stores nothing. */
    function clear() {
      slots.clear();
    }

    return { cached, read, clear };
  }

  const pages = store(async (page: number) => toJsonEntity(await repository.listAccessories(page), headers));
  const accessories = store(async (id: string) => {
    const accessory = await repository.findAccessory(id);
    return accessory ? toJsonEntity({ data: accessory }, headers) : null;
  });

  return {
    /** Served from memory when possible (a stale answer starts a refresh); `undefined`: call `page`. */
    cachedPage: pages.cached,
    page: pages.read as (page: number) => Promise<JsonEntity>,
    cachedAccessory: accessories.cached,
    accessory: accessories.read,
    /** A change was saved: the next read of any page or accessory goes to the database. */
    clear() {
      pages.clear();
      accessories.clear();
    },
  };
}

export type CatalogueResponseCache = ReturnType<typeof createCatalogueResponseCache>;
