import { useEffect } from "react";
import { useStore } from "react-redux";
import { startCartPersistence, useAppSelector, type AppStore, type RootState } from "~/store";
import { cartTotals } from "./cart-slice";

/**
 * Every cart hook restores the saved cart after hydration, whichever component mounts first, in a task of its
 * own: the restore re-renders every reader of the cart, and run among the page's other mount effects it made
 * one long task of them on a slow phone.
 */
function useCartPersistence() {
  const store = useStore<RootState>() as AppStore;
  useEffect(() => {
    const restore = setTimeout(() => startCartPersistence(store));
    return () => clearTimeout(restore);
  }, [store]);
}

/** The badge's number: the sum of quantities (the summary's Total Items); 0 on the server and before hydration. */
export function useCartCount(): number {
  useCartPersistence();
  return useAppSelector((state) => state.cart.items.reduce((sum, item) => sum + item.quantity, 0));
}

export function useCartItems() {
  useCartPersistence();
  return useAppSelector((state) => state.cart.items);
}

/** False until the saved cart has been read, so a page can hold its space instead of flashing "empty". */
export function useCartRestored(): boolean {
  useCartPersistence();
  return useAppSelector((state) => state.cart.restored);
}

export function useIsInCart(accessoryId: string): boolean {
  useCartPersistence();
  return useAppSelector((state) => state.cart.items.some((item) => item._id === accessoryId));
}

export function useCartTotals() {
  const items = useCartItems();
  return cartTotals(items);
}
