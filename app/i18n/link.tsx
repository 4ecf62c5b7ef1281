import { forwardRef } from "react";
import {
  Link as RouterLink,
  NavLink as RouterNavLink,
  type LinkProps,
  type NavLinkProps,
  type To,
} from "react-router";
import { localizePath, type Lang } from "../../common/lang";
import { useLang } from "./i18n";

function localizeTo(to: To, lang: Lang): To {
  if (typeof to === "string") return localizePath(to, lang);
  return to.pathname === undefined ? to : { ...to, pathname: localizePath(to.pathname, lang) };
}

/**
 * React Router's Link, keeping the visitor in the page's language: on /bn pages a site address ("/portfolio")
 * leads to its Bengali twin ("/bn/portfolio"). Public pages import Link from here, not from react-router.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, ...props }, ref) {
  const lang = useLang();
  return <RouterLink ref={ref} to={localizeTo(to, lang)} {...props} />;
});

export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink({ to, ...props }, ref) {
  const lang = useLang();
  return <RouterNavLink ref={ref} to={localizeTo(to, lang)} {...props} />;
});
