// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createAppStore, startCartPersistence } from "~/store";
import { addToCart, increaseQuantity } from "./cart-slice";
import { CART_STORAGE_KEY, parseSavedCart, serializeCart } from "./cart-storage";
import { testAccessory } from "./test-accessory";

const vase = testAccessory({ _id: "vase", rate: 6500 });
const lamp = testAccessory({ _id: "lamp", rate: 12500 });

function otherTabWrites(value: string | null) {
  if (value === null) window.localStorage.removeItem(CART_STORAGE_KEY);
  else window.localStorage.setItem(CART_STORAGE_KEY, value);
  window.dispatchEvent(
    new StorageEvent("storage", { key: CART_STORAGE_KEY, newValue: value, storageArea: window.localStorage }),
  );
}

describe("cart persistence", () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => window.localStorage.clear());

  it("keeps the store empty and unrestored until started, as on the server", () => {
    window.localStorage.setItem(CART_STORAGE_KEY, serializeCart([{ ...vase, quantity: 2 }]));
    const store = createAppStore();
    expect(store.getState().cart).toEqual({ items: [], restored: false });
  });

  it("restores the saved cart when started", () => {
    window.localStorage.setItem(CART_STORAGE_KEY, serializeCart([{ ...vase, quantity: 2 }]));
    const store = createAppStore();
    startCartPersistence(store);
    expect(store.getState().cart.restored).toBe(true);
    expect(store.getState().cart.items).toEqual([{ ...vase, quantity: 2 }]);
  });

  it("starts with an empty cart when the saved one is corrupt", () => {
    window.localStorage.setItem(CART_STORAGE_KEY, "{corrupt");
    const store = createAppStore();
    startCartPersistence(store);
    expect(store.getState().cart).toEqual({ items: [], restored: true });
  });

  it("saves every change", () => {
    const store = createAppStore();
    startCartPersistence(store);
    store.dispatch(addToCart(vase));
    store.dispatch(increaseQuantity("vase"));
    expect(parseSavedCart(window.localStorage.getItem(CART_STORAGE_KEY))).toEqual([{ ...vase, quantity: 2 }]);
  });

  it("starting twice restores only once", () => {
    const store = createAppStore();
    startCartPersistence(store);
    store.dispatch(addToCart(vase));
    startCartPersistence(store);
    expect(store.getState().cart.items).toHaveLength(1);
  });

  it("follows changes made in another tab, including a cleared cart", () => {
    const store = createAppStore();
    startCartPersistence(store);
    store.dispatch(addToCart(vase));

    otherTabWrites(
      serializeCart([
        { ...vase, quantity: 1 },
        { ...lamp, quantity: 3 },
      ]),
    );
    expect(store.getState().cart.items.map((item) => [item._id, item.quantity])).toEqual([
      ["vase", 1],
      ["lamp", 3],
    ]);

    otherTabWrites(null);
    expect(store.getState().cart.items).toEqual([]);
  });

  it("ignores other keys", () => {
    const store = createAppStore();
    startCartPersistence(store);
    store.dispatch(addToCart(vase));
    window.dispatchEvent(
      new StorageEvent("storage", { key: "something-else", newValue: "x", storageArea: window.localStorage }),
    );
    expect(store.getState().cart.items).toHaveLength(1);
  });
});
