import { stripLangPrefix } from "../../../common/lang";
import { isMenuItemActive, type MenuItem } from "../../../content/navigation";

function normalizePath(path: string): string {
  return stripLangPrefix(path.toLowerCase()).replace(/\/+$/, "") || "/";
}

/**
 * `aria-current` for a menu link: "page" on the page itself, "true" on the link of the section the page
 * belongs to (a portfolio entry under Portfolio, a project under Projects). A group that is highlighted
 * only because one of its children is current gets no attribute, so assistive technology announces
 * the current page once.
 */
export function ariaCurrentFor(pathname: string, item: MenuItem): "page" | "true" | undefined {
  if (item.to === undefined) return undefined;
  if (normalizePath(pathname) === normalizePath(item.to)) return "page";
  return isMenuItemActive(pathname, { ...item, children: undefined }) ? "true" : undefined;
}
