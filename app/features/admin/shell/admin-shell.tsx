import type { ReactNode } from "react";
import { Form, NavLink } from "react-router";
import { CsrfField, useAdminSession } from "../auth/csrf-field";
import { visibleNavItems } from "./admin-nav";

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  [
    "inline-flex h-10 items-center rounded-full px-4 text-sm transition-colors duration-200 motion-reduce:transition-none",
    isActive ? "bg-walnut text-ivory" : "text-charcoal/85 hover:bg-linen hover:text-walnut",
  ].join(" ");

/**
 * The back office's frame: the company and "Back office" on the left, who is signed in and Sign out on the
 * right, the sections beneath. On a phone the sections wrap onto a second line; nothing scrolls sideways.
 */
export function AdminShell({ children }: { children: ReactNode }) {
  const { staff, companyName } = useAdminSession();
  return (
    <div className="min-h-dvh bg-ivory print:bg-white">
      <a
        href="#admin-main"
        className="sr-only print:hidden focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-full focus:bg-walnut focus:px-4 focus:py-2 focus:text-ivory"
      >
        Skip to content
      </a>
      {/* Printed pages (an order's delivery slip) leave the frame off the paper. */}
      <header className="border-b border-sand/70 bg-ivory print:hidden">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-3 px-4 py-4 sm:px-6">
          <div className="min-w-0">
            <p className="truncate font-display text-2xl leading-tight text-walnut">{companyName}</p>
            <p className="text-[0.6875rem] font-medium uppercase tracking-[0.2em] text-brass-dark">
              Back office
            </p>
          </div>
          <div className="flex min-w-0 items-center gap-3">
            <p className="hidden min-w-0 truncate text-sm text-charcoal/80 sm:block">
              {staff.name}
              <span className="ml-2 rounded-full bg-linen px-2 py-0.5 text-xs capitalize text-charcoal">
                {staff.role}
              </span>
            </p>
            <Form method="post" action="/admin/sign-out">
              <CsrfField />
              <button
                type="submit"
                className="inline-flex h-10 items-center rounded-full border border-walnut/60 px-4 text-sm text-walnut transition-colors duration-200 hover:bg-walnut hover:text-ivory motion-reduce:transition-none"
              >
                Sign out
              </button>
            </Form>
          </div>
        </div>
        <nav aria-label="Back office" className="mx-auto max-w-6xl px-2 pb-3 sm:px-4">
          <ul className="flex flex-wrap gap-1">
            {visibleNavItems(staff.role).map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === "/admin"} className={navLinkClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main
        id="admin-main"
        tabIndex={-1}
        className="mx-auto max-w-6xl px-4 py-8 focus:outline-none sm:px-6 sm:py-10 print:max-w-none print:p-0"
      >
        {children}
      </main>
    </div>
  );
}
