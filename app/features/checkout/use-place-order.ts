import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { clearCart, type CartItem } from "~/lib/cart";
import { toast } from "~/lib/toast";
import { ApiRequestError } from "~/lib/api-client";
import { useAppDispatch } from "~/store";
import { ORDER_REDIRECT_DELAY_MS } from "../../../common/constants";
import type { OrderRequest } from "../../../common/delivery/order-place";
import { submitOrder } from "./checkout-api";
import { createOrderAttempts, orderFingerprint } from "./order-attempt";
import { rememberPlacedOrder } from "./placed-order";

export const ORDER_PLACED_MESSAGE = "Your order has been placed!";
export const ORDER_FAILED_MESSAGE = "Error submitting order. Please try again.";

export type PlaceOrderStatus = "idle" | "submitting" | "placed";

/**
 * The checkout submit of docs/product.md#checkout-submit: a loading flag, the order, its items in parallel, then the
 * success toast and, 2 s later, home with an empty cart; or the error toast with the cart kept. The placed
 * order's number and total are kept for the browser session, for the home page's notice.
 */
export function usePlaceOrder(items: readonly CartItem[], onConflict?: () => void) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [status, setStatus] = useState<PlaceOrderStatus>("idle");
  const attempts = useRef(createOrderAttempts());
  // The button disables itself on the next render; a second click in the same frame must not send twice.
  const inFlight = useRef(false);
  const redirectTimer = useRef<number | undefined>(undefined);

  useEffect(
    () => () => {
      // Leaving within the 2 s must not leave an ordered cart behind.
      if (redirectTimer.current === undefined) return;
      window.clearTimeout(redirectTimer.current);
      dispatch(clearCart());
    },
    [dispatch],
  );

  const placeOrder = useCallback(
    async (details: OrderRequest): Promise<boolean> => {
      if (inFlight.current || items.length === 0) return false;
      inFlight.current = true;
      setStatus("submitting");
      const lines = items.map((item) => ({ accessoryId: item._id, quantity: item.quantity }));
      const key = attempts.current.keyFor(orderFingerprint(details, lines));
      let placed: Awaited<ReturnType<typeof submitOrder>>;
      try {
        placed = await submitOrder(details, lines, key);
      } catch (error) {
        if (
          error instanceof ApiRequestError &&
          (error.code === "out_of_stock" || error.code === "not_enough_stock")
        ) {
          // The shop marked a line out of stock (or another customer took the last pieces) after the cart was
          // checked: say which, and mark the lines with how many can be ordered.
          toast.error(error.message, { position: "top-center" });
          onConflict?.();
        } else {
          console.error("The order could not be submitted.", error);
          toast.error(ORDER_FAILED_MESSAGE, { position: "top-center" });
        }
        setStatus("idle");
        return false;
      } finally {
        inFlight.current = false;
      }
      attempts.current.succeeded();
      rememberPlacedOrder({ orderNumber: placed.order.orderNumber, total: placed.totals.total });
      setStatus("placed");
      toast.success(ORDER_PLACED_MESSAGE);
      redirectTimer.current = window.setTimeout(() => {
        redirectTimer.current = undefined;
        // Clearing after the page has changed keeps the checkout from flashing its empty state.
        void Promise.resolve(navigate("/")).finally(() => dispatch(clearCart()));
      }, ORDER_REDIRECT_DELAY_MS);
      return true;
    },
    [items, dispatch, navigate, onConflict],
  );

  return { status, placeOrder };
}
