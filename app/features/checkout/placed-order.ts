/**
 * The order just placed, kept for the browser session (sessionStorage) so the home page can show its number
 * and total after the checkout's return home, until the visitor dismisses it or closes the browser.
 */
export type PlacedOrder = { orderNumber: string; total: number };

export const PLACED_ORDER_STORAGE_KEY = "nakshi-interiors:placed-order";

function storage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.sessionStorage;
  } catch {
    // Storage can be switched off (a privacy setting): the order is placed all the same.
    return undefined;
  }
}

export function rememberPlacedOrder(order: PlacedOrder): void {
  // An older server answers without an order number: there is nothing worth showing then.
  if (!order.orderNumber) return;
  try {
    storage()?.setItem(PLACED_ORDER_STORAGE_KEY, JSON.stringify(order));
  } catch {
    // A full or blocked storage loses the notice only.
  }
}

/** The kept order, or null when there is none or what is kept is not one (never throws). */
export function readPlacedOrder(): PlacedOrder | null {
  try {
    const raw = storage()?.getItem(PLACED_ORDER_STORAGE_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<PlacedOrder> | null;
    if (typeof value?.orderNumber !== "string" || !/^[\w-]{1,40}$/.test(value.orderNumber)) return null;
    if (!Number.isInteger(value.total) || (value.total as number) < 0) return null;
    return { orderNumber: value.orderNumber, total: value.total as number };
  } catch {
    return null;
  }
}

export function forgetPlacedOrder(): void {
  try {
    storage()?.removeItem(PLACED_ORDER_STORAGE_KEY);
  } catch {
    // Nothing to do: the notice is hidden anyway.
  }
}
