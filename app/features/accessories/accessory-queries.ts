import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { getJson, ApiRequestError } from "~/lib/api-client";
import {
  accessoryCardPageIn,
  type Accessory,
  type AccessoryCardPage,
  type AccessoryPage,
} from "../../../common/catalogue";
import type { Lang } from "../../../common/lang";
import { HOME_PREVIEW_COUNT } from "../../../common/constants";

export const accessoryKeys = {
  page: (page: number) => ["accessories", "page", page] as const,
  /** The home preview's cards: page 1's first accessories, as cards in the page's language. */
  preview: (lang: Lang) => ["accessories", "preview", lang] as const,
  detail: (id: string) => ["accessories", "detail", id] as const,
};

export function fetchAccessoryPage(page: number, signal?: AbortSignal): Promise<AccessoryPage> {
  return getJson<AccessoryPage>(`accessory/get-all-accessories?page=${page}`, { signal });
}

export async function fetchAccessory(id: string, signal?: AbortSignal): Promise<Accessory> {
  const body = await getJson<{ data: Accessory }>(`accessory/get-accessory/${encodeURIComponent(id)}`, {
    signal,
  });
  return body.data;
}

/** A 404 will not change on a second try; anything else (a dropped connection) may. */
function retryUnlessNotFound(failureCount: number, error: Error): boolean {
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

/**
 * The home preview asks for page 1 and keeps it for the shared 60 s (docs/product.md#api). It holds the
 * showcase cards' fields only (`accessoryCardPageIn`), under a key of its own, so the catalogue's page 1 is
 * never a page of partial records; the API's answer is cut the way the server cut the page's data, so a
 * refetch that brings nothing new redraws no card.
 */
export function previewQuery(lang: Lang, initialData?: AccessoryCardPage) {
  return queryOptions({
    queryKey: accessoryKeys.preview(lang),
    queryFn: async ({ signal }) =>
      accessoryCardPageIn(lang, await fetchAccessoryPage(1, signal), HOME_PREVIEW_COUNT),
    initialData,
    retry: retryUnlessNotFound,
  });
}

/**
 * The list page refetches on mount and caches nothing (docs/product.md#api); the previous page stays on screen
 * while the next one loads, so paging never collapses the grid. A page the server drew (`initialData`) is
 * refetched by `useRefetchAfterHydration` instead, a task after the mount effects.
 */
export function listPageQuery(page: number, initialData?: AccessoryPage) {
  return queryOptions({
    queryKey: accessoryKeys.page(page),
    queryFn: ({ signal }) => fetchAccessoryPage(page, signal),
    initialData,
    refetchOnMount: initialData ? false : "always",
    gcTime: 0,
    placeholderData: keepPreviousData,
    retry: retryUnlessNotFound,
  });
}

export function accessoryQuery(id: string, initialData?: Accessory) {
  return queryOptions({
    queryKey: accessoryKeys.detail(id),
    queryFn: ({ signal }) => fetchAccessory(id, signal),
    initialData,
    retry: retryUnlessNotFound,
  });
}
