import { randomUUID } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, waitForHydration, type Database } from "./fixtures";
import { signInAsStaff } from "./support/back-office";

const STAFF_NAME = "Tanvir Hasan";

/** A confirmed order going to Dhanmondi, Dhaka, with one line and a ৳80 delivery charge. */
async function confirmedOrder(database: Database, phone = "01711556677") {
  const name = `Nusrat Jahan ${randomUUID().slice(0, 6)}`;
  const [order] = await database.query<{ id: string; order_number: string }>(
    `insert into orders (name, email, address, phone, district, area, delivery_zone, delivery_charge, weight_grams, status)
       values ($1, 'nusrat@example.com', 'House 17, Road 3/A', $2, 'Dhaka', 'Dhanmondi', 'inside_dhaka', 80, 1500,
       'confirmed') returning id, order_number`,
    [name, phone],
  );
  const [accessory] = await database.query<{ id: string; name: string; rate: number }>(
    "select id, name, rate from accessories order by name limit 1",
  );
  await database.query(
    "insert into order_items (order_id, accessory_id, quantity, rate) values ($1, $2, 2, $3)",
    [order.id, accessory.id, accessory.rate],
  );
  return { ...order, name, accessory, total: accessory.rate * 2 + 80 };
}

test.describe("booking a parcel with a courier from the order page", () => {
  test("shows what will be sent, refuses what the courier would refuse, books and ships the order", async ({
    page,
    database,
    consoleGuard,
  }) => {
    // The field the courier would refuse comes back as a 400, which the browser logs as a failed resource.
    consoleGuard.allow(/status of 400/);
    test.setTimeout(120_000);
    const order = await confirmedOrder(database);
    await signInAsStaff(page, database, `/admin/orders/${order.id}`, STAFF_NAME);
    await waitForHydration(page);

    const panel = page.getByRole("region", { name: "Courier" });
    await expect(panel).toContainText("This phone:");
    await expect(panel.locator("summary", { hasText: "Book with Steadfast" })).toBeVisible();
    await expect(panel.locator("summary", { hasText: "Book with Pathao" })).toBeVisible();

    // Pathao takes an address of 10 characters or more: refused beside the field before anything is queued.
    await panel.locator("summary", { hasText: "Book with Pathao" }).click();
    const pathaoAddress = panel.locator("#pathao-recipientAddress");
    await expect(pathaoAddress).toHaveValue("House 17, Road 3/A, Dhanmondi, Dhaka");
    await pathaoAddress.fill("Dhaka");
    await panel.getByRole("button", { name: "Book with Pathao" }).click();
    await expect(page.locator("#pathao-recipientAddress-error")).toContainText(
      "Pathao needs 10 characters or more",
    );
    await expect(page.locator("#pathao-recipientAddress")).toHaveAttribute("aria-invalid", "true");

    await page.locator("summary", { hasText: "Book with Steadfast" }).click();
    await expect(page.locator("#steadfast-cashToCollect")).toHaveValue(String(order.total));
    await expect(page.locator("#steadfast-weightKg")).toHaveValue("1.5");
    await expect(page.locator("#steadfast-itemDescription")).toHaveValue(`2 × ${order.accessory.name}`);
    // Both forms open, one showing a refused field: nothing for axe to object to.
    const axe = await new AxeBuilder({ page })
      .include('section[aria-labelledby="order-courier"]')
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
      .analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);
    await page.locator("#steadfast-note").fill("Call before 3 PM");
    await page.getByRole("button", { name: "Book with Steadfast" }).click();
    await expect(
      page.getByRole("status").getByText("Booking with Steadfast is queued").first(),
    ).toBeVisible();

    // The outbox books it within a few seconds; the page shows the parcel once it is stored.
    await expect(async () => {
      await page.reload();
      await expect(page.getByRole("region", { name: "Courier" })).toContainText("Tracking code");
    }).toPass({ timeout: 30_000 });
    const [stored] = await database.query<{ status: string; courier_tracking_code: string }>(
      "select status, courier_tracking_code from orders where id = $1",
      [order.id],
    );
    expect(stored.status).toBe("shipped");
    await expect(page.getByRole("region", { name: "Courier" })).toContainText(stored.courier_tracking_code);
    const timeline = page.getByRole("region", { name: "Timeline" });
    await expect(timeline).toContainText(STAFF_NAME);
    await expect(timeline).toContainText("Booking with Steadfast requested");
    await expect(page.locator("summary", { hasText: "Book with Steadfast" })).toHaveCount(0);
  });

  test("shows a phone's history and a high risk badge on the order and in the list", async ({
    page,
    database,
  }) => {
    const phone = `0171${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`;
    for (const status of ["cancelled", "returned", "delivered"]) {
      await database.query(
        "insert into orders (name, address, phone, status) values ('Earlier order', 'House 1, Road 1, Dhaka', $1, $2)",
        [phone, status],
      );
    }
    const order = await confirmedOrder(database, phone);
    await signInAsStaff(page, database, `/admin/orders/${order.id}`, STAFF_NAME);
    const panel = page.getByRole("region", { name: "Courier" });
    await expect(panel).toContainText("3 earlier orders: 1 delivered, 1 cancelled, 1 returned");
    await expect(panel.getByText("High risk")).toBeVisible();

    // Steadfast's own history of the phone, beside ours, once asked (the fake knows no parcels for it).
    await waitForHydration(page);
    await panel.getByRole("button", { name: "Check with Steadfast" }).click();
    await expect(panel).toContainText("Steadfast: No parcels: none finished yet; 0 fraud reports");
    await expect(panel.getByRole("button", { name: "Check with Steadfast" })).toHaveCount(0);

    await page.goto(`/admin/orders?q=${order.order_number}`);
    const row = page
      .getByRole("table", { name: "Orders, newest first" })
      .locator("tr", { hasText: order.order_number });
    await expect(row).toContainText("1 delivered · 1 cancelled · 1 returned");
    await expect(row.getByText("High risk")).toBeVisible();

    // Never public: the customer's pages know nothing of it.
    await page.goto("/");
    await expect(page.getByText("High risk")).toHaveCount(0);
  });
});
