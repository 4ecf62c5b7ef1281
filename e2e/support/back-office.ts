import { randomUUID } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { hashPassword } from "../../server/admin/accounts/password-hashing";
import { expect, type Database } from "../fixtures";

/** Every account these helpers create signs in with this password. */
export const STAFF_PASSWORD = "a long and private passphrase";

/** An account of its own for each test, written straight into the server's database. */
export async function createStaffAccount(
  database: Database,
  role: "owner" | "staff",
  name = `Test ${role}`,
): Promise<{ email: string; name: string }> {
  const email = `${role}-${randomUUID()}@example.test`;
  await database.query(
    "insert into staff_accounts (email, name, role, password_hash) values ($1, $2, $3, $4)",
    [email, name, role, await hashPassword(STAFF_PASSWORD)],
  );
  return { email, name };
}

/** A member of staff of their own, signed in through the sign-in page and sent on to `next`. */
export async function signInAsStaff(page: Page, database: Database, next: string, name: string) {
  const { email } = await createStaffAccount(database, "staff", name);
  await page.goto(`/admin/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(STAFF_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(new RegExp(`${next.replace(/[/?]/g, "\\$&")}$`));
}

/** Signs in an account of its own with the role asked for, through the sign-in page, and lands on `next`. */
export async function signInWithRole(
  page: Page,
  database: Database,
  role: "owner" | "staff",
  next = "/admin",
) {
  const { email, name } = await createStaffAccount(database, role);
  await page.goto(`/admin/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(STAFF_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(new RegExp(`${next.replace(/[/?]/g, "\\$&")}$`));
  return { email, name };
}

/**
 * Characters a visitor can type that disguise text (bidi overrides and isolates, invisible format
 * characters); the back office shows each as a visible marker instead (common/display-text.ts).
 */
export const DISGUISING_CHARACTERS = "\u202e\u2066\u200b\u200f\u00ad";

export type BackOfficeRecords = { orderId: string; messageId: string; accessoryId: string };

/**
 * An order and a contact request sent through the shop's own API, the way a visitor sends them, their text
 * sprinkled with disguising characters; and an accessory of the catalogue to open.
 */
export async function visitorRecords(request: APIRequestContext): Promise<BackOfficeRecords> {
  const [c1, c2, c3] = DISGUISING_CHARACTERS;
  const post = async (path: string, data: Record<string, unknown>) => {
    const response = await request.post(path, { data });
    expect(response.status(), await response.text()).toBe(201);
    return (await response.json()) as { _id: string };
  };
  const accessories = (await (await request.get("/api/accessory/get-all-accessories?page=1")).json()) as {
    data: { _id: string }[];
  };
  const accessoryId = accessories.data[0]._id;
  const order = await post("/api/order/save-order", {
    name: `Salma${c1} Akter ${randomUUID().slice(0, 6)}`,
    email: "",
    address: `House 12${c2}, Road 5${c3}, Dhanmondi`,
    phone: "01711223344",
  });
  await post("/api/order/save-order-details", { orderId: order._id, accessoryId, quantity: 2 });
  const message = await post("/api/message/send-message", {
    name: `Rafi${c1}Hasan ${randomUUID().slice(0, 6)}`,
    email: "",
    address: `Gulshan${c2} 2`,
    phone: "01811223344",
    message: `Please call${c3} me.\nAbout a kitchen${c1}.`,
  });
  return { orderId: order._id, messageId: message._id, accessoryId };
}

/** Every page of the back office a signed-in owner sees, with a record of each kind to open. */
export function backOfficePages({ orderId, messageId, accessoryId }: BackOfficeRecords) {
  return [
    { name: "dashboard", path: "/admin" },
    { name: "orders", path: "/admin/orders" },
    { name: "an order", path: `/admin/orders/${orderId}` },
    { name: "a delivery slip", path: `/admin/orders/${orderId}/print` },
    { name: "a parcel label", path: `/admin/orders/labels?ids=${orderId}` },
    { name: "contact requests", path: "/admin/messages" },
    { name: "a contact request", path: `/admin/messages/${messageId}` },
    { name: "accessories", path: "/admin/accessories" },
    { name: "an accessory", path: `/admin/accessories/${accessoryId}` },
    { name: "new accessory", path: "/admin/accessories/new" },
    { name: "staff", path: "/admin/staff" },
    { name: "account", path: "/admin/account" },
    { name: "delivery settings", path: "/admin/settings/delivery" },
    { name: "reports", path: "/admin/reports" },
    { name: "courier reconciliation", path: "/admin/reconcile" },
  ];
}
