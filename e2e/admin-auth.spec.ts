import { randomUUID } from "node:crypto";
import type { Locator, Page } from "@playwright/test";
import { expect as baseExpect, test, waitForHydration, type Database } from "./fixtures";
import { createStaffAccount as createAccount, STAFF_PASSWORD as PASSWORD } from "./support/back-office";

// Each sign-in and password change is an argon2id hash on the server: allow for a loaded machine.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

/** The browser logs each refused form post (wrong password, throttled, field errors, owners only). */
const EXPECTED_REFUSALS = /status of (400|401|403|429)\b/;

/** Forgets a test's failed sign-ins, so they never count against the other tests' shared client address. */
async function forgetFailures(database: Database, email: string) {
  await database.query("delete from sign_in_failures where email = $1", [email]);
}

/** Clicks a form's submit button and waits for the server's answer to the post. */
async function submit(page: Page, button: Locator) {
  const answered = page.waitForResponse(
    (response) =>
      response.request().method() === "POST" && new URL(response.url()).pathname.startsWith("/admin"),
  );
  await button.click();
  await answered;
}

async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await submit(page, page.getByRole("button", { name: "Sign in" }));
}

test.describe("back-office sign-in", () => {
  test("sign in with the keyboard, see the dashboard, sign out", async ({ page, database, consoleGuard }) => {
    consoleGuard.allow(EXPECTED_REFUSALS);
    const { email, name } = await createAccount(database, "owner", "Nasreen Haque");
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin$/);
    await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
    await waitForHydration(page);

    // Tab to the first field; type; Tab on; Enter submits.
    for (let press = 0; press < 10; press++) {
      await page.keyboard.press("Tab");
      if (await page.getByLabel("Email").evaluate((input) => input === document.activeElement)) break;
    }
    await expect(page.getByLabel("Email")).toBeFocused();
    await page.keyboard.type(email);
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Password")).toBeFocused();
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press("Enter");

    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    await expect(page.getByText(name)).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Back office" });
    await expect(nav.getByRole("link", { name: "Staff" })).toBeVisible();

    // Sign out is reachable with Tab and works with Enter.
    const signOut = page.getByRole("button", { name: "Sign out" });
    for (let press = 0; press < 20; press++) {
      await page.keyboard.press("Tab");
      if (await signOut.evaluate((button) => button === document.activeElement)) break;
    }
    await expect(signOut).toBeFocused();
    // The focused control shows a visible focus ring.
    expect(await signOut.evaluate((button) => getComputedStyle(button).outlineStyle)).not.toBe("none");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/admin\/login$/);

    // The session is gone: the back office sends us to sign in again.
    await page.goto("/admin/orders");
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Forders$/);
    const sessions = await database.query<{ n: number }>(
      "select count(*)::int as n from staff_sessions s join staff_accounts a on a.id = s.staff_account_id where a.email = $1",
      [email],
    );
    expect(sessions[0].n).toBe(0);
  });

  test("a wrong password and an unknown email get the same message; next leads back to the page asked for", async ({
    page,
    database,
    consoleGuard,
  }) => {
    consoleGuard.allow(EXPECTED_REFUSALS);
    const { email } = await createAccount(database, "staff");
    await page.goto("/admin/account");
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Faccount$/);
    await waitForHydration(page);

    await signIn(page, email, "not the right passphrase");
    const alert = page.getByRole("alert");
    await expect(alert).toHaveText("Email or password is incorrect.");
    await signIn(page, `nobody-${randomUUID()}@example.test`, "not the right passphrase");
    await expect(alert).toHaveText("Email or password is incorrect.");

    await signIn(page, email);
    await expect(page).toHaveURL(/\/admin\/account$/);
    await expect(page.getByRole("heading", { level: 1, name: "Account" })).toBeVisible();
    await forgetFailures(database, email);
  });

  test("after 5 failed sign-ins the page says to try again later, even with the right password", async ({
    page,
    database,
    consoleGuard,
  }) => {
    consoleGuard.allow(EXPECTED_REFUSALS);
    const { email } = await createAccount(database, "staff");
    await page.goto("/admin/login");
    await waitForHydration(page);
    for (let attempt = 0; attempt < 5; attempt++) {
      await signIn(page, email, `wrong passphrase ${attempt}`);
      await expect(page.getByRole("alert")).toHaveText("Email or password is incorrect.");
    }
    await signIn(page, email);
    await expect(page.getByRole("alert")).toHaveText("Too many attempts, try again in 15 minutes.");
    await expect(page).toHaveURL(/\/admin\/login/);
    await forgetFailures(database, email);
  });

  test("a page posted to from another site is refused and changes nothing", async ({
    page,
    database,
    consoleGuard,
  }) => {
    consoleGuard.allow(EXPECTED_REFUSALS);
    const { email } = await createAccount(database, "owner");
    await page.goto("/admin/login?next=%2Fadmin%2Fstaff");
    await waitForHydration(page);
    await signIn(page, email);
    await expect(page).toHaveURL(/\/admin\/staff$/);
    // The same new owner, asked for from another site, then without the page's CSRF token.
    const forgedOwner = {
      intent: "add",
      name: "Forged",
      email: "forged@example.test",
      role: "owner",
      password: PASSWORD,
    };
    const forged = await page.request.post("/admin/staff", {
      form: forgedOwner,
      headers: { origin: "https://evil.example" },
      maxRedirects: 0,
    });
    expect(forged.status()).toBe(403);
    const noToken = await page.request.post("/admin/staff", {
      form: forgedOwner,
      maxRedirects: 0,
    });
    expect(noToken.status()).toBe(403);
    const rows = await database.query("select 1 from staff_accounts where email = 'forged@example.test'");
    expect(rows).toEqual([]);
  });
});

test.describe("the sign-in page's form", () => {
  test("signs in only a visitor who is not signed in: a signed-in post opens no second session", async ({
    page,
    database,
  }) => {
    const { email } = await createAccount(database, "staff");
    const { email: otherEmail } = await createAccount(database, "staff");
    await page.goto("/admin/login");
    await waitForHydration(page);
    await signIn(page, email);
    await expect(page).toHaveURL(/\/admin$/);
    const answer = await page.request.post("/admin/login?next=%2Fadmin%2Forders", {
      form: { email: otherEmail, password: PASSWORD },
      headers: { origin: new URL(page.url()).origin },
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(303);
    expect(answer.headers().location).toBe("/admin/orders");
    expect(answer.headers()["set-cookie"]).toBeUndefined();
    const sessions = await database.query<{ n: number }>(
      "select count(*)::int as n from staff_sessions s join staff_accounts a on a.id = s.staff_account_id where a.email = $1",
      [otherEmail],
    );
    expect(sessions[0].n).toBe(0);
  });
});

test.describe("staff accounts and passwords", () => {
  test("an owner adds a member of staff and disables them; staff cannot manage accounts", async ({
    page,
    browser,
    database,
    consoleGuard,
  }) => {
    consoleGuard.allow(EXPECTED_REFUSALS);
    const { email: ownerEmail } = await createAccount(database, "owner");
    await page.goto("/admin/login?next=%2Fadmin%2Fstaff");
    await waitForHydration(page);
    await signIn(page, ownerEmail);
    await expect(page.getByRole("heading", { level: 1, name: "Staff" })).toBeVisible();

    const staffEmail = `rafiq-${randomUUID()}@example.test`;
    await page.getByLabel("Name").fill("Rafiqul Islam");
    await page.getByLabel("Email").fill(staffEmail);
    await page.getByLabel("Role").selectOption("staff");
    await page.getByLabel("First password").fill("password1234");
    await submit(page, page.getByRole("button", { name: "Add account" }));
    await expect(
      page.getByText(
        "This password is too easy to guess. This is similar to a commonly used password. Add more words that are less common.",
      ),
    ).toBeVisible();
    await page.getByLabel("First password").fill(PASSWORD);
    await submit(page, page.getByRole("button", { name: "Add account" }));
    await expect(page.getByRole("status")).toContainText(`Rafiqul Islam can now sign in with ${staffEmail}.`);
    const row = page.getByRole("listitem", { name: "Rafiqul Islam" });
    await expect(row).toContainText("staff");

    // The new member signs in elsewhere: no Staff section, and the page itself is refused.
    const other = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
    const staffPage = await other.newPage();
    await staffPage.goto("/admin/login");
    await waitForHydration(staffPage);
    await signIn(staffPage, staffEmail);
    await expect(staffPage).toHaveURL(/\/admin$/);
    await expect(
      staffPage.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Staff" }),
    ).toHaveCount(0);
    const refused = await staffPage.goto("/admin/staff");
    expect(refused?.status()).toBe(403);
    await expect(staffPage.getByRole("heading", { level: 1, name: "Owners only" })).toBeVisible();

    // Disabling signs them out everywhere at once.
    await submit(page, row.getByRole("button", { name: "Disable Rafiqul Islam" }));
    await expect(page.getByRole("status")).toContainText(
      "Rafiqul Islam is disabled and signed out everywhere.",
    );
    await expect(row).toContainText("Disabled");
    await staffPage.goto("/admin");
    await expect(staffPage).toHaveURL(/\/admin\/login\?next=%2Fadmin$/);
    await waitForHydration(staffPage);
    await signIn(staffPage, staffEmail);
    await expect(staffPage.getByRole("alert")).toHaveText("Email or password is incorrect.");

    await submit(page, row.getByRole("button", { name: "Re-enable Rafiqul Islam" }));
    await expect(page.getByRole("status")).toContainText("Rafiqul Islam can sign in again.");
    await signIn(staffPage, staffEmail);
    await expect(staffPage).toHaveURL(/\/admin$/);

    // A forgotten password: the owner sets a new one to hand over, which signs the member out everywhere.
    const setPassword = page.getByRole("region", { name: "Set a new password" });
    await setPassword.getByLabel("Account").selectOption({ label: `Rafiqul Islam (${staffEmail})` });
    await setPassword.getByLabel("New password").fill("aaaaaaaaaaaa");
    await submit(page, setPassword.getByRole("button", { name: "Set new password" }));
    await expect(
      page.getByText(/^This password is too easy to guess\. Repeated characters like "aaa"/),
    ).toBeVisible();
    // The refused attempt keeps the chosen account.
    await expect(setPassword.getByLabel("Account").locator("option:checked")).toHaveText(
      `Rafiqul Islam (${staffEmail})`,
    );
    const handedOver = "tea gardens of Srimangal at dawn";
    await setPassword.getByLabel("New password").fill(handedOver);
    await submit(page, setPassword.getByRole("button", { name: "Set new password" }));
    await expect(page.getByRole("status")).toContainText(
      "Rafiqul Islam has a new password and is signed out everywhere.",
    );
    await staffPage.goto("/admin");
    await expect(staffPage).toHaveURL(/\/admin\/login\?next=%2Fadmin$/);
    await waitForHydration(staffPage);
    await signIn(staffPage, staffEmail, handedOver);
    await expect(staffPage).toHaveURL(/\/admin$/);
    await other.close();
    await forgetFailures(database, staffEmail);
  });

  test("anyone changes their own password, giving the current one", async ({
    page,
    database,
    consoleGuard,
  }) => {
    consoleGuard.allow(EXPECTED_REFUSALS);
    const { email } = await createAccount(database, "staff");
    await page.goto("/admin/login?next=%2Fadmin%2Faccount");
    await waitForHydration(page);
    await signIn(page, email);
    await expect(page.getByRole("heading", { level: 1, name: "Account" })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();

    await page.getByLabel("Current password").fill("not my passphrase at all");
    await page.getByLabel("New password").fill("a brand new passphrase 2026");
    await submit(page, page.getByRole("button", { name: "Change password" }));
    await expect(page.getByText("Your current password is not right.")).toBeVisible();

    await page.getByLabel("Current password").fill(PASSWORD);
    await page.getByLabel("New password").fill("a brand new passphrase 2026");
    await submit(page, page.getByRole("button", { name: "Change password" }));
    await expect(page.getByRole("status")).toContainText("Your password has been changed.");
    await expect(page.getByLabel("New password")).toHaveValue("");

    // Still signed in here; the new password is the one that works from now on.
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin$/);
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await waitForHydration(page);
    await signIn(page, email);
    await expect(page.getByRole("alert")).toHaveText("Email or password is incorrect.");
    await signIn(page, email, "a brand new passphrase 2026");
    await expect(page).toHaveURL(/\/admin$/);
    await forgetFailures(database, email);
  });

  test("too many wrong current passwords sign the session out, and the sign-in page says why", async ({
    page,
    database,
    consoleGuard,
  }) => {
    consoleGuard.allow(EXPECTED_REFUSALS);
    const { email } = await createAccount(database, "staff");
    await page.goto("/admin/login?next=%2Fadmin%2Faccount");
    await waitForHydration(page);
    await signIn(page, email);
    await expect(page.getByRole("heading", { level: 1, name: "Account" })).toBeVisible();
    for (let attempt = 1; attempt <= 4; attempt++) {
      await page.getByLabel("Current password").fill(`a wrong guess, number ${attempt}`);
      await page.getByLabel("New password").fill("a brand new passphrase 2026");
      await submit(page, page.getByRole("button", { name: "Change password" }));
      await expect(page.getByText("Your current password is not right.")).toBeVisible();
    }
    await page.getByLabel("Current password").fill("a wrong guess, number 5");
    await page.getByLabel("New password").fill("a brand new passphrase 2026");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page).toHaveURL(/\/admin\/login\?/);
    await expect(page.getByRole("alert")).toHaveText(
      "You were signed out after too many wrong passwords. Wait 15 minutes, then sign in again.",
    );
    // The session is gone, and the right password is refused at sign-in for now.
    await page.goto("/admin/account");
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Faccount$/);
    await waitForHydration(page);
    await signIn(page, email);
    await expect(page.getByRole("alert")).toHaveText(/^Too many attempts, try again in \d+ minutes?\.$/);
    await forgetFailures(database, email);
  });

  test("the staff and account pages fit a 375 px phone without sideways scrolling", async ({
    page,
    database,
    consoleGuard,
  }) => {
    consoleGuard.allow(EXPECTED_REFUSALS);
    const { email } = await createAccount(database, "owner");
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/admin/login?next=%2Fadmin%2Fstaff");
    await waitForHydration(page);
    await signIn(page, email);
    for (const path of ["/admin/staff", "/admin/account", "/admin/login"]) {
      if (path === "/admin/login") {
        await page.getByRole("button", { name: "Sign out" }).click();
        await expect(page).toHaveURL(/\/admin\/login$/);
      } else {
        await page.goto(path);
      }
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
