/*
 * The words about stock counts are in the message catalogues (app/i18n/messages): `shop.onlyLeft` ("Only N
 * left") and `shop.outOfStock` on cards and the detail page, `checkout.*Line` at checkout.
 */

/** "Only N left": counted, something available, and at or below the accessory's low-stock mark. */
export function onlyLeftCount(accessory: { available?: number; lowStockAt?: number }): number | undefined {
  const { available, lowStockAt } = accessory;
  if (available === undefined || lowStockAt === undefined) return undefined;
  return available > 0 && available <= lowStockAt ? available : undefined;
}
