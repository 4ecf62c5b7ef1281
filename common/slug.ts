/**
 * The SPEC's slug rule, shared by project slugs and accessory name-slugs so that links built on the
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

/**
 * A name with no Latin letters or digits (a Bangla-only name, say) slugs to "", and an empty path
 * segment would not match the route; the detail screen reads only the id, so any stand-in works.
 */
const EMPTY_NAME_SLUG = "accessory";

export function accessoryPath(accessory: { _id: string; name: string }): string {
  const nameSlug = toSlug(accessory.name) || EMPTY_NAME_SLUG;
  return `/accessories/details/${nameSlug}/${encodeURIComponent(accessory._id)}`;
}

export function projectPath(title: string): string {
  return `/project/view-details/${toSlug(title)}`;
}
