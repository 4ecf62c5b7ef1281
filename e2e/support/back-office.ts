import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
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
