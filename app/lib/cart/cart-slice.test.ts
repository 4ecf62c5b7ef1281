import { describe, expect, it } from "vitest";
import { ORDER_ITEM_MAX_QUANTITY } from "../../../common/constants";
import {
  addToCart,
  cartReducer,
  cartTotals,
  clearCart,
  decreaseQuantity,
  increaseQuantity,
  initialCartState,
  refreshBengaliTexts,
  removeFromCart,
  restoreCart,
  type CartState,
} from "./cart-slice";
import { testAccessory } from "./test-accessory";

const vase = testAccessory({ _id: "vase", rate: 6500 });
const lamp = testAccessory({ _id: "lamp", rate: 12500 });

function withItems(...quantities: [typeof vase, number][]): CartState {
  return { items: quantities.map(([accessory, quantity]) => ({ ...accessory, quantity })), restored: true };
}

describe("cart slice (SPEC section 4)", () => {
  it("starts empty", () => {
    expect(cartReducer(undefined, { type: "init" })).toEqual(initialCartState);
    expect(initialCartState.items).toEqual([]);
  });

  it("appends a new item with quantity 1", () => {
    const state = cartReducer(withItems([vase, 2]), addToCart(lamp));
    expect(state.items.map((item) => [item._id, item.quantity])).toEqual([
      ["vase", 2],
      ["lamp", 1],
    ]);
    expect(state.items[1]).toMatchObject({ name: lamp.name, rate: 12500, size: lamp.size });
  });

  it("raises the quantity by 1 when the item is already in the cart", () => {
    const state = cartReducer(withItems([vase, 1], [lamp, 3]), addToCart(lamp));
    expect(state.items.map((item) => item.quantity)).toEqual([1, 4]);
  });

  it("removes by _id and leaves the other lines alone", () => {
    const state = cartReducer(withItems([vase, 1], [lamp, 3]), removeFromCart("vase"));
    expect(state.items.map((item) => item._id)).toEqual(["lamp"]);
    expect(cartReducer(state, removeFromCart("unknown")).items).toEqual(state.items);
  });

  it("increases by 1", () => {
    expect(cartReducer(withItems([vase, 1]), increaseQuantity("vase")).items[0].quantity).toBe(2);
  });

  it("decreases by 1 only while the quantity is above 1", () => {
    const two = cartReducer(withItems([vase, 2]), decreaseQuantity("vase"));
    expect(two.items[0].quantity).toBe(1);
    const stillOne = cartReducer(two, decreaseQuantity("vase"));
    expect(stillOne.items).toHaveLength(1);
    expect(stillOne.items[0].quantity).toBe(1);
  });

  it("never lets a line exceed what the API accepts for one order item", () => {
    const atMax = cartReducer(withItems([vase, ORDER_ITEM_MAX_QUANTITY]), increaseQuantity("vase"));
    expect(atMax.items[0].quantity).toBe(ORDER_ITEM_MAX_QUANTITY);
    expect(cartReducer(atMax, addToCart(vase)).items[0].quantity).toBe(ORDER_ITEM_MAX_QUANTITY);
  });

  it("clear empties the cart", () => {
    expect(cartReducer(withItems([vase, 1], [lamp, 2]), clearCart()).items).toEqual([]);
  });

  it("restore replaces the lines and marks the saved cart as read", () => {
    const saved = withItems([lamp, 5]).items;
    const state = cartReducer(initialCartState, restoreCart(saved));
    expect(state).toEqual({ items: saved, restored: true });
  });
});

describe("cartTotals", () => {
  it("sums rate times quantity and the quantities; total equals sub total", () => {
    const totals = cartTotals(withItems([vase, 2], [lamp, 3]).items);
    expect(totals).toEqual({ totalItems: 5, subtotal: 2 * 6500 + 3 * 12500, total: 2 * 6500 + 3 * 12500 });
  });

  it("is zero for an empty cart", () => {
    expect(cartTotals([])).toEqual({ totalItems: 0, subtotal: 0, total: 0 });
  });
});

describe("the cart's Bengali texts", () => {
  it("takes a line's Bengali name and description from the catalogue's answer, and leaves other lines", () => {
    const state = withItems([vase, 2], [lamp, 1]);
    const next = cartReducer(
      state,
      refreshBengaliTexts([
        { ...vase, name: "Renamed", nameBn: "ফুলদানি", descriptionBn: "মাটির ফুলদানি।" },
        testAccessory({ _id: "not-in-cart", nameBn: "অন্য" }),
      ]),
    );
    expect(next.items[0]).toEqual({ ...vase, quantity: 2, nameBn: "ফুলদানি", descriptionBn: "মাটির ফুলদানি।" });
    expect(next.items[1]).toBe(state.items[1]);
    // A Bengali name taken off the catalogue goes from the line too; an unchanged cart stays the same object.
    const removed = cartReducer(next, refreshBengaliTexts([vase]));
    expect(removed.items[0]).toEqual({ ...vase, quantity: 2 });
    expect(removed.items[0]).not.toHaveProperty("nameBn");
    expect(cartReducer(removed, refreshBengaliTexts([vase, lamp]))).toBe(removed);
  });
});
