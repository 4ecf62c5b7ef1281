import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { Accessory } from "../../../common/catalogue";
import { MIN_CART_QUANTITY } from "../../../common/constants";
import { ORDER_ITEM_MAX_QUANTITY } from "../../../common/constants";

/** docs/product.md#entities: a cart item is the accessory plus its quantity. */
export type CartItem = Accessory & { quantity: number };

export type CartState = {
  items: CartItem[];
  /**
   * False on the server and until the browser has read the saved cart after hydration, so the first
   * client render matches the server's empty cart and the UI can tell "empty" from "not read yet".
   */
  restored: boolean;
};

export const initialCartState: CartState = { items: [], restored: false };

/** The cart transitions of docs/product.md#cart, exactly. */
export const cartSlice = createSlice({
  name: "cart",
  initialState: initialCartState,
  reducers: {
    addToCart: (state, action: PayloadAction<Accessory>) => {
      const existing = state.items.find((item) => item._id === action.payload._id);
      if (existing) existing.quantity = Math.min(existing.quantity + 1, ORDER_ITEM_MAX_QUANTITY);
      else state.items.push({ ...action.payload, quantity: MIN_CART_QUANTITY });
    },
    removeFromCart: (state, action: PayloadAction<string>) => {
      state.items = state.items.filter((item) => item._id !== action.payload);
    },
    increaseQuantity: (state, action: PayloadAction<string>) => {
      const item = state.items.find((line) => line._id === action.payload);
      // The API rejects an order line above this, so the cart never holds one it could not order.
      if (item && item.quantity < ORDER_ITEM_MAX_QUANTITY) item.quantity += 1;
    },
    decreaseQuantity: (state, action: PayloadAction<string>) => {
      const item = state.items.find((line) => line._id === action.payload);
      if (item && item.quantity > MIN_CART_QUANTITY) item.quantity -= 1;
    },
    clearCart: (state) => {
      state.items = [];
    },
    /**
     * Takes each line's Bengali name and description from the catalogue's current answer: an English page's
     * data has none (common/catalogue.ts `accessoryIn`), so a line added there has none until checkout reads
     * the catalogue; a line whose texts are unchanged is left as it is.
     */
    refreshBengaliTexts: (state, action: PayloadAction<readonly Accessory[]>) => {
      for (const accessory of action.payload) {
        const item = state.items.find((line) => line._id === accessory._id);
        if (!item) continue;
        for (const key of ["nameBn", "descriptionBn"] as const) {
          if (item[key] === accessory[key]) continue;
          if (accessory[key] === undefined) delete item[key];
          else item[key] = accessory[key];
        }
      }
    },
    /** Replaces the cart with a saved one: after hydration, and when another tab changes it. */
    restoreCart: (state, action: PayloadAction<CartItem[]>) => {
      state.items = action.payload;
      state.restored = true;
    },
  },
});

export const {
  addToCart,
  removeFromCart,
  increaseQuantity,
  decreaseQuantity,
  clearCart,
  restoreCart,
  refreshBengaliTexts,
} = cartSlice.actions;
export const cartReducer = cartSlice.reducer;

export function cartTotals(items: readonly CartItem[]) {
  let totalItems = 0;
  let subtotal = 0;
  for (const item of items) {
    totalItems += item.quantity;
    subtotal += item.rate * item.quantity;
  }
  return { totalItems, subtotal, total: subtotal };
}
