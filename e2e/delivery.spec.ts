import type { Locator, Page } from "@playwright/test";
import { ANY_VIEWPORT, expect, test, waitForHydration } from "./fixtures";
import { signInAsStaff } from "./support/back-office";

/**
 * Delivery charges end to end (issue 28), at 375 and 1280 px: the district and area chosen by keyboard, the
 * charge and total in the dialog, the order placed and its number on the home page, and the same charge on
 * the back office's order page and delivery slip. The catalogue's accessories have no weight, so each piece
 * counts as 1 kg; the prices are the defaults (the settings' own suite changes them after this one has run).
 */

type Accessory = { _id: string; name: string; rate: number; outOfStock?: boolean };

const taka = (value: number) => `৳ ${value.toLocaleString("en-US")}`;
const SITE_PHONE = "+880 1711-223344";

async function firstTwoAccessories(page: Page): Promise<Accessory[]> {
  const body = (await (await page.request.get("/api/accessory/get-all-accessories?page=1")).json()) as {
    data: Accessory[];
  };
  return body.data.filter((accessory) => !accessory.outOfStock).slice(0, 2);
}

/** Types into a place field and chooses the highlighted match with the keyboard. */
async function chooseByKeyboard(field: Locator, typed: string) {
  await field.focus();
  await field.pressSequentially(typed);
  await field.press("ArrowDown");
  await field.press("Enter");
}

test("choose the district by keyboard, see the charge and total, place the order, keep its number; staff see the charge", async ({
  page,
  database,
}, testInfo) => {
  test.setTimeout(150_000);
  const [first, second] = await firstTwoAccessories(page);
  for (const accessory of [first, second]) {
    await page.goto(`/accessories/details/item/${accessory._id}`);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByRole("button", { name: "Remove from Cart" })).toBeVisible();
  }

  await page.goto("/checkout-order");
  await waitForHydration(page);
  const items = first.rate + second.rate;
  await expect(page.getByTestId("summary-total")).toHaveText(taka(items));
  await expect(page.getByTestId("summary-delivery-note")).toHaveText(
    "Delivery is added at the next step: ৳ 70 to ৳ 130 for the first kilogram, by district and area.",
  );

  await page.getByRole("button", { name: "Proceed to Order" }).click();
  const dialog = page.getByRole("dialog");
  const name = `Delivery ${testInfo.project.name} ${Date.now().toString(36)}`;
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Phone").fill("01911223344");
  await dialog.getByLabel("Address").fill("House 7, Road 2, near the bus stand");
  const estimate = dialog.getByTestId("delivery-estimate");
  await expect(estimate).toHaveText("Choose your district to see the delivery charge.");

  await chooseByKeyboard(dialog.getByRole("combobox", { name: "District" }), "dhak");
  await expect(dialog.getByRole("combobox", { name: "District" })).toHaveValue("Dhaka");
  await expect(estimate).toHaveText("Choose your area to see the delivery charge.");
  await chooseByKeyboard(dialog.getByRole("combobox", { name: "Area" }), "dhanm");
  // Two pieces of 1 kg inside Dhaka: ৳70 for the first kilogram, ৳15 for the second.
  await expect(dialog.getByTestId("delivery-charge")).toHaveText(taka(85));
  await expect(dialog.getByTestId("delivery-total")).toHaveText(taka(items + 85));

  const area = dialog.getByRole("combobox", { name: "Area" });
  await area.fill("");
  await chooseByKeyboard(area, "sav");
  await expect(area).toHaveValue("Savar");
  // Dhaka suburbs: ৳110 and ৳25.
  await expect(dialog.getByTestId("delivery-charge")).toHaveText(taka(135));
  await expect(dialog.getByTestId("delivery-total")).toHaveText(taka(items + 135));
  await testInfo.attach("checkout-dialog", { body: await page.screenshot(), contentType: "image/png" });

  await dialog.getByRole("button", { name: "Confirm Order" }).click();
  await expect(page.getByText("Your order has been placed!")).toBeVisible();
  await expect(page).toHaveURL("/", { timeout: 5_000 });

  const [order] = await database.query<{
    id: string;
    order_number: string;
    district: string;
    area: string;
    delivery_zone: string;
    delivery_charge: number;
  }>("select id, order_number, district, area, delivery_zone, delivery_charge from orders where name = $1", [
    name,
  ]);
  expect(order).toMatchObject({
    district: "Dhaka",
    area: "Savar",
    delivery_zone: "dhaka_suburbs",
    delivery_charge: 135,
  });
  expect(order.order_number).toMatch(/^NI-\d{4}-\d{4,}$/);

  const notice = page.getByRole("region", { name: "Your order" });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole("status")).toContainText(order.order_number);
  await expect(notice.getByRole("status")).toContainText(taka(items + 135));
  await expect(notice.getByRole("status")).toContainText(`We will call you from ${SITE_PHONE} to confirm.`);
  await testInfo.attach("home-notice", { body: await page.screenshot(), contentType: "image/png" });
  // It stays for the browser session, until dismissed.
  await page.reload();
  await waitForHydration(page);
  await expect(notice).toContainText(order.order_number);
  await notice.getByRole("button", { name: "Dismiss" }).click();
  await expect(notice).toHaveCount(0);
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole("region", { name: "Your order" })).toHaveCount(0);

  await signInAsStaff(page, database, `/admin/orders/${order.id}`, "Delivery Staff");
  await waitForHydration(page);
  const panel = page.getByRole("region", { name: "Delivery" });
  await expect(panel.getByTestId("order-delivery-charge")).toHaveText(taka(135));
  await expect(panel).toContainText("Savar, Dhaka");
  await expect(panel).toContainText("Dhaka suburbs");
  const lines = page.getByRole("region", { name: "Items" });
  await expect(lines).toContainText(taka(items + 135));
  await page.getByRole("link", { name: "Print delivery slip" }).click();
  await expect(page.getByTestId("slip-delivery-charge")).toHaveText(taka(135));
  await expect(page.getByTestId("slip-cash-to-collect")).toHaveText(taka(items + 135));
});

test(
  "an order from an older client arrives without a place: flagged, and confirming asks for its charge",
  ANY_VIEWPORT,
  async ({ page, request, database }) => {
    const [accessory] = await firstTwoAccessories(page);
    const created = await request.post("/api/order/save-order", {
      data: {
        name: "Old Client Order",
        email: "",
        address: "Road 4, Dhanmondi, Dhaka",
        phone: "01811223344",
        deliveryCharge: 0,
      },
    });
    expect(created.status()).toBe(201);
    const order = (await created.json()) as { _id: string; orderNumber: string; deliveryZone: string };
    expect(order.deliveryZone).toBe("unknown");
    await request.post("/api/order/save-order-details", {
      data: { orderId: order._id, accessoryId: accessory._id, quantity: 1 },
    });

    await signInAsStaff(page, database, `/admin/orders?q=${order.orderNumber}`, "Delivery Staff");
    await waitForHydration(page);
    await expect(page.getByText("Delivery to set").first()).toBeVisible();
    await page.getByRole("link", { name: order.orderNumber }).first().click();
    await expect(page.getByRole("region", { name: "Delivery" })).toContainText(
      "The customer gave no district",
    );

    await expect(page.getByLabel("Reason", { exact: true }).first()).toHaveValue(
      "Agreed with the customer on the confirmation call",
    );
    await page.getByLabel("Delivery charge (৳)", { exact: true }).fill("150");
    await page.getByRole("button", { name: "Confirm order" }).click();
    await expect(
      page.getByRole("status").getByText(`Order ${order.orderNumber} is now Confirmed.`),
    ).toBeVisible();
    await expect(page.getByTestId("order-delivery-charge")).toHaveText(taka(150));
    await expect(page.getByRole("region", { name: "Timeline" })).toContainText(
      "Delivery charge set to ৳ 150 (was not set): Agreed with the customer on the confirmation call",
    );
    const [stored] = await database.query<{ delivery_charge: number; delivery_charge_source: string }>(
      "select delivery_charge, delivery_charge_source from orders where id = $1",
      [order._id],
    );
    expect(stored).toEqual({ delivery_charge: 150, delivery_charge_source: "staff" });
  },
);
