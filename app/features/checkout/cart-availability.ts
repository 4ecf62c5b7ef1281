import { useCallback, useEffect, useState } from "react";
import { ApiRequestError, getJson } from "~/lib/api-client";
import type { Accessory } from "../../../common/catalogue";

/** Why a cart line cannot be ordered now; `too_many`: it asks for more pieces than can be ordered. */
export type Unavailability = "out_of_stock" | "gone" | "too_many";

export const OUT_OF_STOCK_LINE_MESSAGE = "Out of stock. Remove it to place your order.";
export const GONE_LINE_MESSAGE = "No longer available. Remove it to place your order.";
export const REMOVE_UNAVAILABLE_MESSAGE = "Remove the items that cannot be ordered to place your order.";
/** A counted accessory's line asking for more than is available. */
export const tooManyLineMessage = (count: number) =>
  count === 1
    ? "Only 1 can be ordered. Lower the quantity to 1 to place your order."
    : `Only ${count} can be ordered. Lower the quantity to ${count} to place your order.`;

/**
 * The cart keeps what the accessory was when it was added; the shop may have marked it out of stock or taken
 * it off since. Checkout asks the catalogue for each line's current state (the same cached public answer the
 * detail page reads) and says which lines cannot be ordered. A line the API cannot reach is left alone: the
 * server still refuses an out-of-stock line with 409.
 */
export function useCartAvailability(lines: readonly { _id: string; quantity: number }[]) {
  const [states, setStates] = useState<Record<string, Unavailability>>({});
  /** Pieces that can be ordered of each counted accessory, as the catalogue said last. */
  const [available, setAvailable] = useState<Record<string, number>>({});
  const [round, setRound] = useState(0);
  const key = lines
    .map((line) => line._id)
    .sort()
    .join(",");

  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    void Promise.all(
      key.split(",").map(async (id): Promise<[string, Unavailability | undefined, number | undefined]> => {
        try {
          const body = await getJson<{ data: Accessory }>(
            `accessory/get-accessory/${encodeURIComponent(id)}`,
            {
              signal: controller.signal,
              // The browser may hold this accessory's answer from its page (max-age 30 s): ask again.
              cache: "no-cache",
            },
          );
          return [id, body.data.outOfStock ? "out_of_stock" : undefined, body.data.available];
        } catch (error) {
          return [
            id,
            error instanceof ApiRequestError && error.status === 404 ? "gone" : undefined,
            undefined,
          ];
        }
      }),
    ).then((results) => {
      if (controller.signal.aborted) return;
      const next: Record<string, Unavailability> = {};
      const counts: Record<string, number> = {};
      for (const [id, state, count] of results) {
        if (state) next[id] = state;
        if (count !== undefined) counts[id] = count;
      }
      setStates(next);
      setAvailable(counts);
    });
    return () => controller.abort();
  }, [key, round]);

  const recheck = useCallback(() => setRound((value) => value + 1), []);
  // A line's quantity changes without asking the catalogue again: compare it with what was last said.
  const unavailable: Record<string, Unavailability> = { ...states };
  for (const line of lines) {
    const count = available[line._id];
    if (!unavailable[line._id] && count !== undefined && line.quantity > count)
      unavailable[line._id] = "too_many";
  }
  return { unavailable, available, recheck };
}
