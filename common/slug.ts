/**
 * The slug rule of docs/product.md#slugs, shared by project slugs and accessory name-slugs so that links built on the
 * server, in the browser and in tests always agree.
 */
export function toSlug(text: string): string {
  return text
    .toLowerCase()
    .trim()
    .replace(/\s+/g, "-")
    .replace(/[^\w-]+/g, "")
    .replace(/-{2,}/g, "-")
    .replace(/^-+|-+$/g, "");
}
