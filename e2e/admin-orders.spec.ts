import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { expect, test, waitForHydration, type Database } from "./fixtures";
import { signInAsStaff } from "./support/back-office";

const STAFF_NAME = "Shirin Akter";

/**
 * An order as the checkout leaves it, with two lines, going to Gulshan inside Dhaka with a delivery charge of
 * ৳70: its id, number and customer's name.
 */
const DELIVERY_CHARGE = 70;
async function placeOrder(database: Database) {
  const name = `Mahmuda Chowdhury ${randomUUID().slice(0, 6)}`;
  const [order] = await database.query<{ id: string; order_number: string }>(
    `insert into orders (name, email, address, phone, district, area, delivery_zone, delivery_rates, delivery_charge)
       values ($1, 'mahmuda@example.com', 'House 9, Road 3, Gulshan 2, Dhaka', '01711998877', 'Dhaka', 'Gulshan',
       'inside_dhaka', '{"firstKg":70,"perKg":15,"freeFrom":null}', $2) returning id, order_number`,
    [name, DELIVERY_CHARGE],
  );
  const accessories = await database.query<{ id: string; name: string; rate: number }>(
    "select id, name, rate from accessories order by name limit 2",
  );
  for (const [index, accessory] of accessories.entries()) {
    await database.query(
      `insert into order_items (order_id, accessory_id, quantity, rate, created_at)
       values ($1, $2, $3, $4, now() + ($5 || ' milliseconds')::interval)`,
      [order.id, accessory.id, index + 1, accessory.rate, String(index)],
    );
  }
  const items = accessories.reduce((sum, accessory, index) => sum + accessory.rate * (index + 1), 0);
  return { ...order, name, accessories, total: items + DELIVERY_CHARGE };
}

const taka = (value: number) => `৳ ${value.toLocaleString("en-US")}`;

test.describe("back-office orders", () => {
  test("find an order, confirm, ship and deliver it (a stale change refused), print its slip", async ({
    page,
    database,
    consoleGuard,
  }) => {
    // The refused change is a 409 answer, which the browser logs as a failed resource.
    consoleGuard.allow(/status of 409/);
    // Three changes, a refused one and the print view: a longer walk than the suite's default allows.
    test.setTimeout(150_000);
    const order = await placeOrder(database);
    await signInAsStaff(page, database, "/admin/orders", STAFF_NAME);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1, name: "Orders" })).toBeVisible();

    await page.getByRole("searchbox", { name: "Search" }).fill(order.order_number);
    await page.getByRole("button", { name: "Show orders" }).click();
    await expect(page).toHaveURL(new RegExp(`q=${order.order_number}`));
    const table = page.getByRole("table", { name: "Orders, newest first" });
    const row = table.locator("tr", { hasText: order.order_number });
    await expect(row).toContainText(order.name);
    await expect(row).toContainText(taka(order.total));
    await expect(row.getByText("New", { exact: true })).toBeVisible();
    await row.getByRole("link", { name: order.order_number }).click();

    await expect(page).toHaveURL(new RegExp(`/admin/orders/${order.id}$`));
    await expect(page.getByRole("heading", { level: 1 })).toContainText(order.order_number);
    await expect(page.getByRole("link", { name: "01711998877" })).toHaveAttribute("href", "tel:01711998877");
    await expect(page.getByRole("link", { name: "mahmuda@example.com" })).toHaveAttribute(
      "href",
      "mailto:mahmuda@example.com",
    );
    const items = page.getByRole("table", { name: `Items of order ${order.order_number}` });
    await expect(items.getByRole("link", { name: order.accessories[0].name })).toBeVisible();
    await expect(items).toContainText(taka(order.total));
    // Only the buttons that apply to a New order.
    await expect(page.getByRole("button", { name: "Mark as shipped" })).toHaveCount(0);

    await page.getByRole("button", { name: "Confirm order" }).click();
    await expect(
      page.getByRole("status").getByText(`Order ${order.order_number} is now Confirmed.`),
    ).toBeVisible();
    const timeline = page.getByRole("region", { name: "Timeline" });
    await expect(timeline.getByText("New → Confirmed")).toBeVisible();
    await expect(timeline.getByText(/Shirin Akter/)).toBeVisible();

    await page.getByLabel("Courier name").fill("Pathao");
    await page.getByLabel("Consignment number").fill("PT-55012");
    await page.getByRole("button", { name: "Mark as shipped" }).click();
    await expect(
      page.getByRole("status").getByText(`Order ${order.order_number} is now Shipped.`),
    ).toBeVisible();
    await expect(timeline.getByText("Courier: Pathao · Consignment: PT-55012")).toBeVisible();

    // Someone else changes the order while this page is open: the next change is refused, nothing saved.
    await database.query("update orders set version = version + 1, notes = 'Called again' where id = $1", [
      order.id,
    ]);
    await page.getByRole("button", { name: "Mark as delivered" }).click();
    await expect(page.getByRole("alert")).toContainText("while you had it open");
    await expect(page.getByRole("alert")).toContainText("Nothing was saved");
    const [afterConflict] = await database.query<{ status: string }>(
      "select status from orders where id = $1",
      [order.id],
    );
    expect(afterConflict.status).toBe("shipped");
    // The page now shows the order as stored, so the change can be made again.
    await expect(page.getByRole("textbox", { name: "Internal notes" })).toHaveValue("Called again");
    await page.getByRole("button", { name: "Mark as delivered" }).click();
    await expect(
      page.getByRole("status").getByText(`Order ${order.order_number} is now Delivered.`),
    ).toBeVisible();
    await expect(page.getByText("This order is finished: its status can no longer change.")).toBeVisible();

    await page.getByRole("link", { name: "Print delivery slip" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/orders/${order.id}/print$`));
    await expect(page.getByRole("heading", { level: 1, name: "Delivery slip" })).toBeVisible();
    await expect(page.getByText(order.order_number).first()).toBeVisible();
    await expect(page.getByText(order.name)).toBeVisible();
    await expect(page.getByRole("button", { name: "Print" })).toBeVisible();
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("navigation", { name: "Back office" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
  });

  test("Export CSV downloads the filtered orders, one row per line, with a BOM", async ({
    page,
    database,
  }) => {
    const order = await placeOrder(database);
    await signInAsStaff(page, database, `/admin/orders?q=${order.order_number}`, STAFF_NAME);
    await waitForHydration(page);
    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export CSV" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = fs.readFileSync((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = bytes.toString("utf8").slice(1).trim().split("\r\n");
    expect(rows[0]).toContain("Order number");
    expect(rows).toHaveLength(3);
    expect(
      rows.slice(1).every((row) => row.startsWith(order.order_number) || row.includes(order.order_number)),
    ).toBe(true);
  });

  test("an order's SMS are listed beside its emails with their number; a failed one shows why and Retry queues it", async ({
    page,
    database,
  }) => {
    const order = await placeOrder(database);
    const refusal =
      "BulkSMSBD refused the SMS: 1007 Balance Insufficient. Top up the SMS balance, then retry.";
    const job = (kind: string, status: "sent" | "failed", payload: object) =>
      database.query(
        `insert into outbox_jobs (kind, subject_type, subject_id, dedupe_key, status, attempts, last_error,
           message_id, payload, sent_at)
         values ($1, 'order', $2, $3, $4, 1, $5, $6, $7, $8)`,
        [
          kind,
          order.id,
          `e2e-${kind}-${randomUUID()}`,
          status,
          status === "failed" ? refusal : null,
          `NI${randomUUID().replace(/-/g, "").slice(0, 18).toUpperCase()}`,
          JSON.stringify(payload),
          status === "sent" ? new Date() : null,
        ],
      );
    await job("order-staff-email", "sent", {});
    await job("order-customer-sms", "failed", { to: "8801711998877", language: "en" });
    await job("order-staff-sms", "sent", { to: "8801811000111", language: "en" });

    await signInAsStaff(page, database, `/admin/orders/${order.id}`, STAFF_NAME);
    await waitForHydration(page);
    const notifications = page.getByRole("list", { name: "Notifications" });
    const customerSms = notifications.getByRole("listitem").filter({ hasText: "SMS to the customer" });
    await expect(customerSms).toContainText("SMS");
    await expect(customerSms).toContainText("To 88017•••••877");
    await expect(customerSms).toContainText("Failed");
    await expect(customerSms).toContainText(refusal);
    const staffSms = notifications.getByRole("listitem").filter({ hasText: "SMS to staff" });
    await expect(staffSms).toContainText("To 88018•••••111");
    await expect(staffSms).toContainText("Sent");
    await expect(notifications.getByRole("listitem").filter({ hasText: "Email to staff" })).toContainText(
      "Email",
    );

    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `the order page scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
      await notifications.scrollIntoViewIfNeeded();
      await page.screenshot({
        path: path.join("test-results", "admin-orders", `notifications-${width}.png`),
        fullPage: true,
      });
    }

    await customerSms.getByRole("button", { name: "Retry: SMS to the customer to 88017•••••877" }).click();
    await expect(notifications.getByRole("button", { name: /Retry/ })).toHaveCount(0);
    const [requeued] = await database.query<{ status: string }>(
      "select status from outbox_jobs where subject_id = $1 and kind = 'order-customer-sms'",
      [order.id],
    );
    expect(requeued.status).not.toBe("failed");
  });

  test("the dashboard's figures link to the filtered order list", async ({ page, database }) => {
    await placeOrder(database);
    await signInAsStaff(page, database, "/admin", STAFF_NAME);
    await waitForHydration(page);
    const toConfirm = page.getByRole("link", { name: /Orders to confirm/ });
    await expect(toConfirm).toBeVisible();
    await toConfirm.click();
    await expect(page).toHaveURL(/\/admin\/orders\?status=pending$/);
    await expect(page.getByRole("combobox", { name: "Status" })).toHaveValue("pending");
  });
});
