import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import { HtmlValidate } from "html-validate";
import { ANY_VIEWPORT, expect, test, waitForHydration } from "./fixtures";

const NOT_FOUND = "We could not find an order with that number and phone";
const ADDRESS = "House 9, Road 27, Dhanmondi, Dhaka";

type Accessory = { _id: string; name: string; rate: number };
type PlacedOrder = { _id: string; orderNumber: string };

/** An order placed through the public API, as the checkout places one: the order, then its line. */
async function placeOrder(
  request: APIRequestContext,
  phone = "01712345678",
): Promise<PlacedOrder & { accessory: Accessory }> {
  const list = await (await request.get("/api/accessory/get-all-accessories?page=1")).json();
  const accessory = (list.data as Accessory[]).find((item) => item.rate > 0)!;
  const created = await request.post("/api/order/save-order", {
    data: {
      name: "Tracking Customer",
      email: "",
      address: ADDRESS,
      phone,
      district: "Dhaka",
      area: "Dhanmondi",
    },
  });
  expect(created.status()).toBe(201);
  const order = (await created.json()) as PlacedOrder;
  const line = await request.post("/api/order/save-order-details", {
    data: { orderId: order._id, accessoryId: accessory._id, quantity: 2 },
  });
  expect(line.status()).toBe(201);
  return { _id: order._id, orderNumber: order.orderNumber, accessory };
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ["violations"] })
    .analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

test("a customer follows an order from the link in their messages, by keyboard, and a wrong phone is refused", async ({
  page,
  request,
}) => {
  const order = await placeOrder(request);
  const response = await page.goto(`/track-order?number=${encodeURIComponent(order.orderNumber)}`);
  expect(response?.headers()["cache-control"]).toBe("no-store");
  expect(response?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Track your order");
  // The number comes filled in from the link; the phone is always asked.
  await expect(page.getByLabel("Order number")).toHaveValue(order.orderNumber);
  await expect(page.getByLabel("Phone")).toHaveValue("");

  // Keyboard only: from the number field, Tab to the phone, type it as people write it, Enter.
  await page.getByLabel("Order number").focus();
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Phone")).toBeFocused();
  await page.keyboard.type("01999-999999");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("alert")).toHaveText(NOT_FOUND);
  await expectNoAxeViolations(page);

  await page.getByLabel("Phone").fill("+880 1712-345678");
  await page.keyboard.press("Enter");
  const answer = page.getByRole("region", { name: `Order ${order.orderNumber}` });
  await expect(answer).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect(answer.getByTestId("tracking-timeline")).toContainText("Received");
  await expect(answer).toContainText(order.accessory.name);
  await expect(answer).toContainText("× 2");
  await expect(answer.getByTestId("tracked-total")).toHaveText(/^৳ [\d,]+$/);
  await expect(answer).not.toContainText(ADDRESS);
  // The answer takes the focus, so a screen reader reads it at once.
  await expect(page.locator("[aria-live=polite]:focus")).toContainText(order.orderNumber);
  await expectNoAxeViolations(page);
});

test.describe("without JavaScript", ANY_VIEWPORT, () => {
  test.use({ javaScriptEnabled: false });

  test("the form posts to the server and the page comes back with the order or the same refusal", async ({
    page,
    request,
  }) => {
    const order = await placeOrder(request, "01798765432");
    await page.goto("/track-order");
    await page.getByLabel("Order number").fill(order.orderNumber);
    await page.getByLabel("Phone").fill("01798-765432");
    await page.getByRole("button", { name: "Track order" }).click();
    await expect(page.getByRole("region", { name: `Order ${order.orderNumber}` })).toContainText("Received");

    // An unknown number, and the right number with a wrong phone: word for word the same answer.
    for (const [number, phone] of [
      ["NI-0000-0001", "01798765432"],
      [order.orderNumber, "01798765433"],
    ]) {
      await page.goto("/track-order");
      await page.getByLabel("Order number").fill(number);
      await page.getByLabel("Phone").fill(phone);
      await page.getByRole("button", { name: "Track order" }).click();
      await expect(page.getByRole("alert")).toHaveText(NOT_FOUND);
      await expect(page.getByLabel("Order number")).toHaveValue(number);
    }
  });
});

test.describe("the server's answer", ANY_VIEWPORT, () => {
  const post = (request: APIRequestContext, number: string, phone: string) =>
    request.post("/track-order", { form: { number, phone }, maxRedirects: 0 });

  test("is valid HTML, never cached, and carries nothing staff keep", async ({ request }) => {
    const order = await placeOrder(request, "01787654321");
    const validator = new HtmlValidate({
      extends: ["html-validate:recommended"],
      rules: {
        "attr-case": "off",
        "void-style": "off",
        "attribute-boolean-style": ["error", { style: "empty" }],
        "attribute-empty-style": ["error", { style: "empty" }],
        "valid-id": ["error", { relaxed: true }],
        "no-inline-style": ["error", { allowedProperties: ["aspect-ratio", "background-image"] }],
        "tel-non-breaking": ["error", { ignoreClasses: ["whitespace-nowrap"] }],
      },
    });
    const found = await post(request, order.orderNumber, "01787654321");
    const refused = await post(request, order.orderNumber, "01787654320");
    expect([found.status(), refused.status()]).toEqual([200, 200]);
    for (const response of [found, refused]) {
      expect(response.headers()["cache-control"]).toBe("no-store");
      expect(response.headers()["x-robots-tag"]).toBe("noindex, nofollow");
      const html = await response.text();
      const report = await validator.validateString(html, "/track-order");
      expect(report.results.flatMap((result) => result.messages.map((message) => message.message))).toEqual(
        [],
      );
      expect(html).not.toContain(ADDRESS);
      expect(html).not.toContain(order._id);
      expect(html).not.toContain("Tracking Customer");
    }
    expect(await found.text()).toContain(order.orderNumber);
    expect(await refused.text()).toContain(NOT_FOUND);
  });

  test("is not in the sitemap, and the footer links to the page", async ({ page, request }) => {
    expect(await (await request.get("/sitemap.xml")).text()).not.toContain("/track-order");
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Track order" }).click();
    await expect(page).toHaveURL(/\/track-order$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Track your order");
  });
});
