import { randomUUID } from "node:crypto";
import { expect, test, waitForHydration, type Database } from "./fixtures";
import { signInAsStaff } from "./support/back-office";

/** An order booked with Steadfast: shipped, with the courier's consignment and tracking code stored. */
async function bookedOrder(database: Database, name: string) {
  const trackingCode = `SF${randomUUID().slice(0, 8).toUpperCase()}`;
  const [order] = await database.query<{ id: string; order_number: string }>(
    `insert into orders (name, email, address, phone, district, area, delivery_zone, delivery_charge, weight_grams,
       status, courier_name, consignment_number, courier, courier_consignment_id, courier_tracking_code,
       courier_booking_state)
     values ($1, '', 'House 17, Road 3/A', '01711556677', 'Dhaka', 'Dhanmondi', 'inside_dhaka', 80, 1500,
       'shipped', 'Steadfast', $2, 'steadfast', $3, $2, 'booked') returning id, order_number`,
    [name, trackingCode, String(Date.now() + Math.floor(Math.random() * 1000))],
  );
  return { ...order, name, trackingCode };
}

test("a booked order's parcel label, and several labels on one page for printing", async ({
  page,
  database,
}) => {
  const hostile = `<img src=x onerror=alert(1)> Rumana ${randomUUID().slice(0, 6)}`;
  const first = await bookedOrder(database, hostile);
  const second = await bookedOrder(database, `Nusrat Jahan ${randomUUID().slice(0, 6)}`);
  await signInAsStaff(page, database, `/admin/orders/${first.id}`, "Tanvir Hasan");
  await waitForHydration(page);

  await page
    .getByRole("region", { name: "Courier" })
    .getByRole("link", { name: "Print the parcel label" })
    .click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/labels\\?ids=${first.id}$`));
  const label = page.getByRole("article", { name: `Label for order ${first.order_number}` });
  await expect(label.getByTestId("label-courier")).toHaveText("Steadfast");
  await expect(label.getByTestId("label-tracking")).toContainText(first.trackingCode);
  await expect(label.getByTestId("label-order-number")).toContainText(first.order_number);
  // The customer's name is text on the label, not an element.
  await expect(label.getByText(hostile)).toBeVisible();
  for (const name of ["Barcode of the tracking code", "Barcode of the order number"]) {
    const barcode = label.getByRole("img", { name });
    await expect(barcode).toHaveAttribute("src", /^data:image\/svg\+xml;base64,/);
    // The image loaded: the browser drew the server's SVG.
    expect(await barcode.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  }

  await page.goto(`/admin/orders/labels?ids=${first.id},${second.id}`);
  await expect(page.getByRole("heading", { level: 1, name: "2 parcel labels" })).toBeVisible();
  await expect(page.getByRole("article", { name: /^Label for order / })).toHaveCount(2);
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("navigation", { name: "Back office" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
  // Two A6 labels side by side on the A4 sheet.
  const boxes = await page
    .getByRole("article", { name: /^Label for order / })
    .evaluateAll((labels) => labels.map((element) => element.getBoundingClientRect().top));
  expect(boxes[0]).toBe(boxes[1]);
});
