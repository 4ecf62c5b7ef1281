/**
 * Every visitor-visible word about stock counts on the accessory pages, in one place (for the message catalogue
 * of the Bangla site): the "Only N left" note on cards and the detail page. "Out of stock" itself is
 * OUT_OF_STOCK_LABEL (accessory-card.tsx); the checkout's words are in checkout/cart-availability.ts.
 */
export const stockMessages = {
  onlyLeft: (count: number) => `Only ${count} left`,
} as const;

/** "Only N left": counted, something available, and at or below the accessory's low-stock mark. */
export function onlyLeftCount(accessory: { available?: number; lowStockAt?: number }): number | undefined {
  const { available, lowStockAt } = accessory;
  if (available === undefined || lowStockAt === undefined) return undefined;
  return available > 0 && available <= lowStockAt ? available : undefined;
}
