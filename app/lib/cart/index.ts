export {
  addToCart,
  cartTotals,
  clearCart,
  decreaseQuantity,
  increaseQuantity,
  refreshBengaliTexts,
  removeFromCart,
  type CartItem,
} from "./cart-slice";
export { useCartCount, useCartItems, useCartRestored, useCartTotals, useIsInCart } from "./use-cart";
