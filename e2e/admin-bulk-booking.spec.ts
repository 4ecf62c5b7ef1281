import { randomUUID } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, waitForHydration, type Database } from "./fixtures";
import { signInAsStaff } from "./support/back-office";

/** A confirmed order for a customer whose name carries `token`, so a search finds exactly these orders. */
async function confirmedOrder(database: Database, token: string) {
  const [order] = await database.query<{ id: string; order_number: string }>(
    `insert into orders (name, email, address, phone, district, area, delivery_zone, delivery_charge, weight_grams, status)
       values ($1, 'bulk@example.com', 'House 9, Road 12', '01711998877', 'Dhaka', 'Dhanmondi', 'inside_dhaka', 80,
       1000, 'confirmed') returning id, order_number`,
    [`Sadia Karim ${token}`],
  );
  const [accessory] = await database.query<{ id: string; rate: number }>(
    "select id, rate from accessories order by name limit 1",
  );
  await database.query(
    "insert into order_items (order_id, accessory_id, quantity, rate) values ($1, $2, 1, $3)",
    [order.id, accessory.id, accessory.rate],
  );
  return order;
}

test("selects two confirmed orders on the list, books both with Steadfast and shows a result for each", async ({
  page,
  database,
}) => {
  test.setTimeout(120_000);
  const token = randomUUID().slice(0, 8);
  const first = await confirmedOrder(database, token);
  const second = await confirmedOrder(database, token);
  await signInAsStaff(page, database, `/admin/orders?q=${token}`, "Mahmud Hasan");
  await waitForHydration(page);

  const bulk = page.getByRole("form", { name: "Selected orders" });
  await expect(bulk.getByRole("button", { name: "Book with Steadfast" })).toBeVisible();
  await expect(bulk.getByRole("button", { name: "Book with Pathao" })).toBeVisible();

  // One by keyboard (a visible focus ring), one by pointer.
  const firstBox = page.getByRole("checkbox", { name: `Select order ${first.order_number}` });
  await firstBox.focus();
  await expect(firstBox).toBeFocused();
  await page.keyboard.press("Space");
  await expect(firstBox).toBeChecked();
  await page.getByRole("checkbox", { name: `Select order ${second.order_number}` }).check();
  await expect(page.getByRole("checkbox", { name: "Select all orders on this page" })).toBeChecked();
  await expect(bulk).toContainText("2 selected: 2 to book");

  await bulk.getByRole("button", { name: "Book with Steadfast" }).click();
  const results = page.getByRole("region", { name: "Booking results" });
  await expect(
    page.getByRole("status").getByText("Bulk booking: 2 queued, 0 skipped, 0 refused."),
  ).toBeVisible();
  for (const order of [first, second]) {
    await expect(results.getByRole("listitem").filter({ hasText: order.order_number })).toContainText(
      "Queued: the order moves to Shipped once Steadfast has the parcel.",
    );
  }
  const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);

  // The outbox books each within a few seconds; then both can be selected for their labels.
  await expect(async () => {
    await page.reload();
    await waitForHydration(page);
    const rows = await database.query<{ courier_booking_state: string }>(
      "select courier_booking_state from orders where id = any($1)",
      [[first.id, second.id]],
    );
    expect(rows.map((row) => row.courier_booking_state)).toEqual(["booked", "booked"]);
  }).toPass({ timeout: 30_000 });
  await page.getByRole("checkbox", { name: "Select all orders on this page" }).check();
  const labels = bulk.getByRole("link", { name: "Print labels (2)" });
  await expect(labels).toHaveAttribute(
    "href",
    new RegExp(`ids=(${first.id},${second.id}|${second.id},${first.id})`),
  );
  await labels.click();
  await expect(page).toHaveURL(/\/admin\/orders\/labels\?ids=/);
  await expect(page.getByText(first.order_number).first()).toBeVisible();
});
