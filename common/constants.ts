/** Business constants and limits of docs/product.md#constants, in one place. */
export const QUERY_GC_TIME_MS = 60_000;
export const ORDER_REDIRECT_DELAY_MS = 2_000;
export const TOAST_AUTO_CLOSE_MS = 5_000;
export const ANCHOR_SCROLL_OFFSET_PX = 100;
export const MIN_CART_QUANTITY = 1;
/** The cart and the checkout import it with the other numbers of docs/product.md#constants; its value is in limits.ts. */
export { ORDER_ITEM_MAX_QUANTITY } from "./limits";
export const HOME_PREVIEW_COUNT = 8;
export const PORTFOLIO_SPINNER_TIMEOUT_MS = 3_000;
export const PORTFOLIO_READY_RATIO = 0.5;
export const PROJECT_GALLERY_READY_RATIO = 0.8;
export const SERVICE_BLOCK_READY_RATIO = 0.5;
export const SHOWROOM_SLIDER = { autoplayMs: 3_000, speedMs: 2_000, infinite: true, dots: false } as const;
export const CAROUSEL_DEFAULTS = {
  autoplayMs: 3_000,
  speedMs: 500,
  touchThreshold: 5,
  resizeDebounceMs: 50,
} as const;
export const CART_LIST_MAX_HEIGHT_PX = 600;
export const ACCESSORY_GALLERY_MAX_IMAGES = 4;
