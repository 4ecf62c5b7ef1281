export type AdminNavItem = { to: string; label: string; ownersOnly?: boolean };

/** The back office's sections, in the order staff use them. */
export const adminNavItems: readonly AdminNavItem[] = [
  { to: "/admin", label: "Dashboard" },
  { to: "/admin/orders", label: "Orders" },
  { to: "/admin/messages", label: "Messages" },
  { to: "/admin/accessories", label: "Accessories" },
  { to: "/admin/reports", label: "Reports" },
  { to: "/admin/reconcile", label: "Reconcile" },
  { to: "/admin/settings/delivery", label: "Delivery" },
  { to: "/admin/staff", label: "Staff", ownersOnly: true },
  { to: "/admin/account", label: "Account" },
];

export function visibleNavItems(role: "owner" | "staff"): AdminNavItem[] {
  return adminNavItems.filter((item) => !item.ownersOnly || role === "owner");
}
