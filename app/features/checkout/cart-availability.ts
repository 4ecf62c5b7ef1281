import { en } from "~/i18n/messages/en";
import { useCallback, useEffect, useState } from "react";
import { ApiRequestError, getJson } from "~/lib/api-client";
import { refreshBengaliTexts } from "~/lib/cart";
import { useAppDispatch } from "~/store";
import type { Accessory } from "../../../common/catalogue";

/** Why a cart line cannot be ordered now; `too_many`: it asks for more pieces than can be ordered. */
export type Unavailability = "out_of_stock" | "gone" | "too_many";

/** The English wording; pages show their language's (`checkout` in the message catalogues). */
export const OUT_OF_STOCK_LINE_MESSAGE = en.checkout.outOfStockLine;
export const GONE_LINE_MESSAGE = en.checkout.goneLine;
export const REMOVE_UNAVAILABLE_MESSAGE = en.checkout.removeUnavailable;
/** A counted accessory's line asking for more than is available (English; pages use `checkout.tooManyLine`). */
export const tooManyLineMessage = (count: number) => en.checkout.tooManyLine(count, String(count));

/** What the catalogue says of one cart line now: nothing when it could not be asked. */
type LineAnswer = { id: string; state?: Unavailability; count?: number; accessory?: Accessory };

async function askCatalogue(id: string, signal: AbortSignal): Promise<LineAnswer> {
  try {
    const body = await getJson<{ data: Accessory }>(`accessory/get-accessory/${encodeURIComponent(id)}`, {
      signal,
      // The browser may hold this accessory's answer from its page (max-age 30 s): ask again.
      cache: "no-cache",
    });
    const accessory = body.data;
    return {
      id,
      state: accessory.outOfStock ? "out_of_stock" : undefined,
      count: accessory.available,
      accessory,
    };
  } catch (error) {
    return { id, state: error instanceof ApiRequestError && error.status === 404 ? "gone" : undefined };
  }
}

/**
 * The cart keeps what the accessory was when it was added; the shop may have marked it out of stock or taken
 * it off since. Checkout asks the catalogue for each line's current state (the same cached public answer the
 * detail page reads) and says which lines cannot be ordered. A line the API cannot reach is left alone: the
 * server still refuses an out-of-stock line with 409. The same answers bring each line's Bengali name and
 * description into the cart (`refreshBengaliTexts`): a line added on an English page, whose data carry no
 * Bengali, shows its Bengali name on the /bn checkout.
 */
export function useCartAvailability(lines: readonly { _id: string; quantity: number }[]) {
  const [states, setStates] = useState<Record<string, Unavailability>>({});
  /** Pieces that can be ordered of each counted accessory, as the catalogue said last. */
  const [available, setAvailable] = useState<Record<string, number>>({});
  const [round, setRound] = useState(0);
  const dispatch = useAppDispatch();
  const key = lines
    .map((line) => line._id)
    .sort()
    .join(",");

  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    void Promise.all(key.split(",").map((id) => askCatalogue(id, controller.signal))).then((answers) => {
      if (controller.signal.aborted) return;
      const next: Record<string, Unavailability> = {};
      const counts: Record<string, number> = {};
      for (const { id, state, count } of answers) {
        if (state) next[id] = state;
        if (count !== undefined) counts[id] = count;
      }
      setStates(next);
      setAvailable(counts);
      dispatch(refreshBengaliTexts(answers.flatMap(({ accessory }) => (accessory ? [accessory] : []))));
    });
    return () => controller.abort();
  }, [key, round, dispatch]);

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
