import { createStaffAccount, signInAsStaff, STAFF_PASSWORD } from "./support/back-office";
import { expect, sharedDatabase, test, waitForHydration } from "./support/own-server";

/**
 * The owners' delivery settings (issue 28), at 1280 and 375 px. They change the prices orders are charged at,
 * so the suite runs on a server of its own (support/own-server.ts), where the public suites' orders are not
 * placed; it puts the defaults back for whatever runs after it on that server.
 */

test.afterEach(async ({ database }) => {
  await database.query("delete from shop_settings where key = 'delivery'");
});

test("an owner changes a zone's price and the checkout shows it at once; staff only read", async ({
  page,
  browser,
  database,
  consoleGuard,
}) => {
  test.setTimeout(120_000);
  // The refused bad value is a 400 answer, which the browser logs as a failed resource.
  consoleGuard.allow(/status of 400/);
  // A shopper with a cart, without cookies: the server's page cache serves them the checkout page.
  const shopper = await (await browser.newContext()).newPage();
  const [accessory] = await database.query<{ id: string }>(
    "select id from accessories where archived_at is null and not out_of_stock order by created_at limit 1",
  );
  await shopper.goto(`/accessories/details/item/${accessory.id}`);
  await waitForHydration(shopper);
  await shopper.getByRole("button", { name: "Add to Cart" }).click();
  await shopper.goto("/checkout-order");
  await waitForHydration(shopper);
  const note = shopper.getByTestId("summary-delivery-note");
  await expect(note).toContainText("৳ 70 to ৳ 130 for the first kilogram");

  const owner = await createStaffAccount(database, "owner", "Farhana Owner");
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/admin/login?next=%2Fadmin%2Fsettings%2Fdelivery");
    await page.getByLabel("Email").fill(owner.email);
    await page.getByLabel("Password").fill(STAFF_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/admin\/settings\/delivery$/);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1, name: "Delivery charges" })).toBeVisible();
    const noScroll = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(noScroll).toBe(true);
    await page.getByRole("button", { name: "Sign out" }).click();
  }

  await page.goto("/admin/login?next=%2Fadmin%2Fsettings%2Fdelivery");
  await page.getByLabel("Email").fill(owner.email);
  await page.getByLabel("Password").fill(STAFF_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await waitForHydration(page);
  const inside = page.getByRole("group", { name: "Inside Dhaka" });
  await inside.getByLabel("First kilogram (৳)").fill("80");
  await inside.getByLabel("Free delivery from an order of (৳)").fill("15000");
  await page.getByRole("checkbox", { name: "Uttara East" }).check();
  await page.getByRole("button", { name: "Save delivery settings" }).click();
  await expect(page.getByRole("status").getByText("Saved.")).toBeVisible();
  await expect(page.getByText(/Last changed .* by Farhana Owner/)).toBeVisible();

  // A bad value is refused beside its field, and what was typed stays.
  await inside.getByLabel("Each further kilogram or part (৳)").fill("fifteen");
  await page.getByRole("button", { name: "Save delivery settings" }).click();
  await expect(inside.getByText("Enter the charge per further kilogram in whole taka")).toBeVisible();
  await expect(inside.getByLabel("Each further kilogram or part (৳)")).toHaveValue("fifteen");

  const [audit] = await database.query<{ actor_name: string }>(
    "select actor_name from audit_log where action = 'delivery_settings.updated' order by created_at desc limit 1",
  );
  expect(audit.actor_name).toBe("Farhana Owner");
  // The change is this suite's server's alone: the server the other suites share keeps the default prices.
  const saved = "select count(*)::int as count from shop_settings where key = 'delivery'";
  expect(await database.query(saved)).toEqual([{ count: 1 }]);
  expect(await sharedDatabase().query(saved)).toEqual([{ count: 0 }]);

  // The checkout page, cached before the change, names the new range at once.
  await shopper.reload();
  await waitForHydration(shopper);
  await expect(note).toContainText("৳ 80 to ৳ 130 for the first kilogram");
  await shopper.context().close();

  await page.context().clearCookies();
  await signInAsStaff(page, database, "/admin/settings/delivery", "Reading Staff");
  await waitForHydration(page);
  await expect(page.getByText("Only an owner can change the delivery charges.")).toBeVisible();
  await expect(inside.getByLabel("First kilogram (৳)")).toHaveValue("80");
  await expect(inside.getByLabel("First kilogram (৳)")).toBeDisabled();
  await expect(page.getByRole("button", { name: "Save delivery settings" })).toHaveCount(0);
});
