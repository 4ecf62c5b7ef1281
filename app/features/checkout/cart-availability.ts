import { en } from "~/i18n/messages/en";
import { useCallback, useEffect, useState } from "react";
import { ApiRequestError, getJson } from "~/lib/api-client";
import type { Accessory } from "../../../common/catalogue";

/** Why a cart line cannot be ordered now. */
export type Unavailability = "out_of_stock" | "gone";

/** The English wording; pages show their language's (`checkout` in the message catalogues). */
export const OUT_OF_STOCK_LINE_MESSAGE = en.checkout.outOfStockLine;
export const GONE_LINE_MESSAGE = en.checkout.goneLine;
export const REMOVE_UNAVAILABLE_MESSAGE = en.checkout.removeUnavailable;

/**
 * The cart keeps what the accessory was when it was added; the shop may have marked it out of stock or taken
 * it off since. Checkout asks the catalogue for each line's current state (the same cached public answer the
 * detail page reads) and says which lines cannot be ordered. A line the API cannot reach is left alone: the
 * server still refuses an out-of-stock line with 409.
 */
export function useCartAvailability(ids: readonly string[]) {
  const [unavailable, setUnavailable] = useState<Record<string, Unavailability>>({});
  const [round, setRound] = useState(0);
  const key = [...ids].sort().join(",");

  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    void Promise.all(
      key.split(",").map(async (id): Promise<[string, Unavailability | undefined]> => {
        try {
          const body = await getJson<{ data: Accessory }>(
            `accessory/get-accessory/${encodeURIComponent(id)}`,
            {
              signal: controller.signal,
              // The browser may hold this accessory's answer from its page (max-age 30 s): ask again.
              cache: "no-cache",
            },
          );
          return [id, body.data.outOfStock ? "out_of_stock" : undefined];
        } catch (error) {
          return [id, error instanceof ApiRequestError && error.status === 404 ? "gone" : undefined];
        }
      }),
    ).then((results) => {
      if (controller.signal.aborted) return;
      const next: Record<string, Unavailability> = {};
      for (const [id, state] of results) if (state) next[id] = state;
      setUnavailable(next);
    });
    return () => controller.abort();
  }, [key, round]);

  const recheck = useCallback(() => setRound((value) => value + 1), []);
  return { unavailable, recheck };
}
