import { configureStore } from "@reduxjs/toolkit";
import { useDispatch, useSelector } from "react-redux";
import { cartReducer, restoreCart } from "./lib/cart/cart-slice";
import { CART_STORAGE_KEY, parseSavedCart, serializeCart } from "./lib/cart/cart-storage";
import { contactReducer } from "./lib/contact-modal/contact-slice";

export function createAppStore() {
  return configureStore({ reducer: { contact: contactReducer, cart: cartReducer } });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<AppStore["getState"]>;
export type AppDispatch = AppStore["dispatch"];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

const persistedStores = new WeakSet<AppStore>();

function readStorage(): string | null {
  try {
    return window.localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * Restores the saved cart, then saves every change and follows changes made in other tabs. It must run
 * after hydration (from an effect): the server always renders an empty cart, and the first client
 * render has to match it. Calling it again for the same store does nothing.
 */
export function startCartPersistence(store: AppStore): void {
  if (persistedStores.has(store)) return;
  persistedStores.add(store);

  let lastSaved = readStorage();
  store.dispatch(restoreCart(parseSavedCart(lastSaved)));
  let lastItems = store.getState().cart.items;

  store.subscribe(() => {
    const { items } = store.getState().cart;
    if (items === lastItems) return;
    lastItems = items;
    const serialized = serializeCart(items);
    // Writing back a value that just came from another tab would echo it there as a new change.
    if (serialized === lastSaved) return;
    lastSaved = serialized;
    try {
      window.localStorage.setItem(CART_STORAGE_KEY, serialized);
    } catch {
      // Private mode or a full quota: the cart still works for this tab, it just is not remembered.
    }
  });

  window.addEventListener("storage", (event) => {
    if (event.storageArea !== window.localStorage) return;
    if (event.key !== CART_STORAGE_KEY && event.key !== null) return;
    lastSaved = event.key === null ? null : event.newValue;
    store.dispatch(restoreCart(parseSavedCart(lastSaved)));
  });
}
