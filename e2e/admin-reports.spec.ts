import fs from "node:fs";
import { expect, test, waitForHydration, type Database } from "./fixtures";
import { signInAsStaff } from "./support/back-office";

const STAFF_NAME = "Nasrin Jahan";
const DELIVERY_CHARGE = 130;

/**
 * March 2020, long past, holds no other test's orders: the figures are this spec's alone. One order placed in
 * Sylhet on 15 March 2020 (Dhaka) and delivered the next day: its items' total.
 */
async function placeDeliveredOrder(database: Database) {
  const existing = await database.query<{ count: number }>(
    "select count(*)::int as count from orders where created_at >= '2020-03-01T00:00:00+06' and created_at < '2020-04-01T00:00:00+06'",
  );
  if (existing[0].count > 0) {
    const [total] = await database.query<{ items: number }>(
      `select sum(oi.quantity * oi.rate)::int as items from order_items oi join orders o on o.id = oi.order_id
       where o.created_at >= '2020-03-01T00:00:00+06' and o.created_at < '2020-04-01T00:00:00+06'`,
    );
    return total.items;
  }
  const [accessory] = await database.query<{ id: string; rate: number }>(
    "select id, rate from accessories order by name limit 1",
  );
  const [order] = await database.query<{ id: string }>(
    `insert into orders (name, address, phone, district, delivery_zone, delivery_charge, status, created_at)
       values ('Rumana Siddique', 'Zindabazar, Sylhet', '01711000111', 'Sylhet', 'outside_dhaka', $1, 'delivered',
       '2020-03-15T10:00:00+06') returning id`,
    [DELIVERY_CHARGE],
  );
  await database.query(
    "insert into order_items (order_id, accessory_id, quantity, rate) values ($1, $2, 2, $3)",
    [order.id, accessory.id, accessory.rate],
  );
  await database.query(
    `insert into order_events (order_id, actor_name, from_status, to_status, created_at)
       values ($1, 'Rahim Uddin', 'shipped', 'delivered', '2020-03-16T12:00:00+06')`,
    [order.id],
  );
  return accessory.rate * 2;
}

const taka = (value: number) => `৳ ${value.toLocaleString("en-US")}`;

test.describe("back-office reports", () => {
  test("the reports for a chosen range: figures, charts with their tables, and a table's CSV", async ({
    page,
    database,
  }) => {
    const items = await placeDeliveredOrder(database);
    await signInAsStaff(page, database, "/admin/reports", STAFF_NAME);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1, name: "Reports" })).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Reports" }),
    ).toHaveAttribute("aria-current", "page");

    await page.getByLabel("From").fill("2020-03-01");
    await page.getByLabel("To").fill("2020-03-31");
    await page.getByRole("button", { name: "Show reports" }).click();
    await expect(page).toHaveURL(/from=2020-03-01&to=2020-03-31/);

    const summary = page.getByRole("region", { name: "At a glance" });
    await expect(summary.getByText("Orders placed", { exact: true })).toBeVisible();
    const figure = (label: string) =>
      summary.locator("dl > div", { has: page.getByText(label, { exact: true }) });
    await expect(figure("Orders placed").locator("dd").first()).toHaveText("1");
    await expect(figure("Cash collected").locator("dd").first()).toHaveText(taka(items + DELIVERY_CHARGE));

    // A chart is an image named by its title, its numbers in the table under it.
    await expect(page.getByRole("img", { name: "Orders placed per day" })).toBeVisible();
    const days = page.getByRole("table", { name: "Orders and cash collected per day" });
    await expect(days.getByRole("row", { name: /16 Mar 2020/ })).toContainText(taka(items + DELIVERY_CHARGE));
    const districts = page.getByRole("table", { name: "Orders by district" });
    await expect(districts.getByRole("row", { name: /Sylhet/ })).toContainText("1");

    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export CSV of orders by district" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("report-districts-2020-03-01-to-2020-03-31.csv");
    const text = fs.readFileSync((await download.path())!, "utf8");
    const rows = text
      .replace(/^\ufeff/, "")
      .trim()
      .split("\r\n");
    expect(rows[0]).toBe(
      '"District","Orders placed","Cancelled","Cancellation rate (%)","Delivered","Returned","Return rate (%)"',
    );
    expect(rows.slice(1)).toEqual(['"Sylhet",1,0,0,1,0,0']);
  });

  test("a wrong range is explained and the last 30 days shown instead", async ({ page, database }) => {
    await signInAsStaff(page, database, "/admin/reports?from=2026-11-30&to=2026-11-01", STAFF_NAME);
    await expect(page.getByRole("alert")).toContainText("The start date must not be after the end date.");
    await expect(page.getByRole("link", { name: "Last 30 days" })).toHaveAttribute("aria-current", "page");
  });

  test("on a 375 px phone the page never scrolls sideways; a long chart scrolls in its own box", async ({
    page,
    database,
  }) => {
    await placeDeliveredOrder(database);
    await page.setViewportSize({ width: 375, height: 740 });
    // 91 days: a column per day, wider than the phone.
    await signInAsStaff(page, database, "/admin/reports?from=2020-01-01&to=2020-03-31", STAFF_NAME);
    await waitForHydration(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const chartBox = page.getByRole("region", { name: "Orders placed per day, chart" });
    const scrolls = await chartBox.evaluate((box) => box.scrollWidth > box.clientWidth);
    expect(scrolls).toBe(true);
    await chartBox.focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => chartBox.evaluate((box) => box.scrollLeft)).toBeGreaterThan(0);
  });

  test("public pages load none of the reports' code", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    for (const path of ["/", "/view-accessories"]) {
      await page.goto(path);
      await waitForHydration(page);
    }
    const preloads = await page.evaluate(() =>
      [...document.querySelectorAll("link[rel=modulepreload], script[src]")].map(
        (element) => element.getAttribute("href") ?? element.getAttribute("src") ?? "",
      ),
    );
    expect([...scripts, ...preloads].filter((url) => /report/i.test(url))).toEqual([]);
  });
});
