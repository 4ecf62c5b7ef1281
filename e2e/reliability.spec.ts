import type { Page, Request, TestInfo } from "@playwright/test";
import { CART_STORAGE_KEY } from "../app/lib/cart/cart-storage";
import { expect, test, waitForHydration } from "./fixtures";
import { chooseDeliveryPlace } from "./support/order-form";

/**
 * The browser side of issue 8: a hostile or broken saved cart, impatient clicking, and an API that hangs or
 * drops its answer must never crash the page, never make a second order and always say what happened.
 */

type Accessory = { _id: string; name: string; rate: number } & Record<string, unknown>;

const SAVE_ORDER_API = "**/api/order/save-order";
const ORDER_PLACED = "Your order has been placed!";
const ORDER_FAILED = "Error submitting order. Please try again.";

async function firstAccessories(page: Page, count: number): Promise<Accessory[]> {
  const body = await (await page.request.get("/api/accessory/get-all-accessories?page=1")).json();
  // Accessories that can be ordered: the back office's browser tests mark one of theirs out of stock.
  return (body.data as Accessory[]).filter((accessory) => !accessory.outOfStock).slice(0, count);
}

function uniqueName(testInfo: TestInfo, label: string): string {
  return `Reliability ${label} ${testInfo.project.name} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

function savedCart(items: (Accessory & { quantity: number })[]): string {
  return JSON.stringify({ version: 1, items });
}

/** Puts a value in the cart's storage before any of the page's own scripts run. */
async function seedStorage(page: Page, value: string) {
  await page.addInitScript(
    ([key, stored]) => {
      if (!sessionStorage.getItem("reliability-seeded")) {
        localStorage.setItem(key, stored);
        sessionStorage.setItem("reliability-seeded", "1");
      }
    },
    [CART_STORAGE_KEY, value] as const,
  );
}

async function openCheckout(page: Page) {
  await page.goto("/checkout-order");
  await waitForHydration(page);
}

async function fillOrderForm(page: Page, name: string) {
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Phone").fill("01911223344");
  await chooseDeliveryPlace(dialog, "Dhaka", "Banani");
  await dialog.getByLabel("Address").fill("House 42, Road 11, Banani, Dhaka 1213");
}

function failOnDialogs(page: Page) {
  const opened: string[] = [];
  page.on("dialog", async (dialog) => {
    opened.push(dialog.message());
    await dialog.dismiss();
  });
  return opened;
}

test.describe("a broken or hostile saved cart", () => {
  const corrupt: [string, string][] = [
    ["text that is not JSON", "{not json"],
    ["JSON null", "null"],
    ["a number", "42"],
    ["an array", "[]"],
    ["an unknown version", JSON.stringify({ version: 99, items: [] })],
    ["items that are not a list", JSON.stringify({ version: 1, items: "lots" })],
    ["lines missing their fields", JSON.stringify({ version: 1, items: [{ _id: "x", quantity: 2 }] })],
    ["a prototype-polluting object", '{"__proto__": {"polluted": "yes"}, "version": 1, "items": []}'],
    ["two megabytes of junk", "x".repeat(2 * 1024 * 1024)],
  ];

  test("reads every corrupt value as an empty cart, without an error, and recovers on the next add", async ({
    page,
  }) => {
    const [accessory] = await firstAccessories(page, 1);
    await page.goto("/");
    for (const [label, value] of corrupt) {
      await page.evaluate(([key, stored]) => localStorage.setItem(key, stored), [
        CART_STORAGE_KEY,
        value,
      ] as const);
      await openCheckout(page);
      await expect(page.getByRole("heading", { name: "Oops!" }), label).toBeVisible();
      await expect(
        page.getByRole("link", { name: "Checkout, your cart is empty" }).first(),
        label,
      ).toBeAttached();
      expect(await page.evaluate(() => (({}) as Record<string, unknown>).polluted), label).toBeUndefined();
    }

    await page.goto(`/accessories/details/item/${accessory._id}`);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await openCheckout(page);
    await expect(page.getByRole("group", { name: `Quantity of ${accessory.name}` })).toBeVisible();
    const stored = await page.evaluate(
      (key) => JSON.parse(localStorage.getItem(key) ?? "null"),
      CART_STORAGE_KEY,
    );
    expect(stored).toMatchObject({ version: 1, items: [{ _id: accessory._id, quantity: 1 }] });
  });

  test("treats a well-formed cart with hostile text as text, and charges the catalogue's rates, not the saved ones", async ({
    page,
    database,
    consoleGuard,
  }, testInfo) => {
    // The policy refusing the javascript: image is the defence working, not a fault.
    consoleGuard.allow(
      /Loading the image 'javascript:.*violates the following Content Security Policy directive/,
    );
    const dialogs = failOnDialogs(page);
    const [first, second] = await firstAccessories(page, 2);
    const hostileName = `<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>`;
    await seedStorage(
      page,
      savedCart([
        {
          ...first,
          name: hostileName,
          rate: 1,
          images: [{ _id: "i", imageUrl: "javascript:window.__pwned=3" }],
          image: { imageUrl: "javascript:window.__pwned=3" },
          quantity: 2,
        },
        { ...second, rate: 0, quantity: 1 },
      ]),
    );
    await openCheckout(page);
    const line = page.getByRole("group", { name: `Quantity of ${hostileName}` });
    await expect(line).toBeVisible();
    await expect(page.getByText(hostileName, { exact: true }).first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();

    const name = uniqueName(testInfo, "forged-rate");
    await page.getByRole("button", { name: "Proceed to Order" }).click();
    await fillOrderForm(page, name);
    await page.getByRole("button", { name: "Confirm Order" }).click();
    await expect(page.getByText(ORDER_PLACED)).toBeVisible();

    const lines = await database.query<{ accessory_id: string; quantity: number; rate: number }>(
      "select i.accessory_id, i.quantity, i.rate from order_items i join orders o on o.id = i.order_id where o.name = $1 order by i.quantity desc",
      [name],
    );
    expect(lines).toEqual([
      { accessory_id: first._id, quantity: 2, rate: first.rate },
      { accessory_id: second._id, quantity: 1, rate: second.rate },
    ]);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(dialogs).toEqual([]);
  });

  test("a saved line for an accessory that no longer exists is flagged at checkout, and if the check cannot tell, the order fails with the error toast and keeps the cart", async ({
    page,
    database,
    consoleGuard,
  }, testInfo) => {
    consoleGuard.allow(/status of 404/);
    consoleGuard.allow(/net::ERR_FAILED/);
    consoleGuard.allow(/The order could not be submitted/);
    const [real] = await firstAccessories(page, 1);
    const gone = { ...real, _id: "00000000-0000-4000-8000-00000000dead", name: "Discontinued Vase" };
    await seedStorage(page, savedCart([{ ...gone, quantity: 1 }]));
    await openCheckout(page);
    // Checkout asks the catalogue for each line: this one is gone, so the order cannot be placed.
    await expect(page.getByText("No longer available. Remove it to place your order.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Proceed to Order" })).toBeDisabled();

    // When that check cannot reach the catalogue the line is left alone, and the server refuses it.
    await page.route("**/api/accessory/get-accessory/**", (route) => route.abort("failed"));
    await openCheckout(page);
    const name = uniqueName(testInfo, "gone");
    await page.getByRole("button", { name: "Proceed to Order" }).click();
    await fillOrderForm(page, name);
    await page.getByRole("button", { name: "Confirm Order" }).click();
    await expect(
      page.locator(".Toastify__toast-container--top-center", { hasText: ORDER_FAILED }),
    ).toBeVisible();
    await expect(page).toHaveURL("/checkout-order");
    await expect(page.getByRole("group", { name: "Quantity of Discontinued Vase" })).toBeVisible();
    const lines = await database.query(
      "select i.id from order_items i join orders o on o.id = i.order_id where o.name = $1",
      [name],
    );
    expect(lines).toEqual([]);
  });
});

test.describe("impatient clicking", () => {
  test("a double-clicked Proceed to Order and a hammered Confirm Order make exactly one order", async ({
    page,
    database,
  }, testInfo) => {
    const [first, second, third] = await firstAccessories(page, 3);
    await seedStorage(
      page,
      savedCart([
        { ...first, quantity: 1 },
        { ...second, quantity: 2 },
        { ...third, quantity: 3 },
      ]),
    );
    const orderCalls: Request[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/order/save-order")) orderCalls.push(request);
    });
    // A slow answer widens the window in which a second submit could slip through.
    await page.route(SAVE_ORDER_API, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    await openCheckout(page);

    await page.getByRole("button", { name: "Proceed to Order" }).dblclick();
    // The second click lands where the backdrop now is; it must not close the dialog it just opened.
    await page.waitForTimeout(300);
    await expect(page.getByRole("dialog")).toHaveCount(1);
    await expect(
      page.getByRole("dialog").getByLabel("Name"),
      "the dialog stays open after a double click",
    ).toBeVisible({
      timeout: 2_000,
    });
    const name = uniqueName(testInfo, "double");
    await fillOrderForm(page, name);
    const confirm = page.getByRole("dialog").getByRole("button", { name: "Confirm Order" });
    await confirm.click({ clickCount: 3, delay: 30 });
    await page.keyboard.press("Enter");

    await expect(page.getByText(ORDER_PLACED)).toBeVisible();
    await expect(page).toHaveURL("/", { timeout: 5_000 });
    expect(orderCalls).toHaveLength(1);
    const orders = await database.query<{ id: string }>("select id from orders where name = $1", [name]);
    expect(orders).toHaveLength(1);
    const lines = await database.query<{ quantity: number }>(
      "select quantity from order_items where order_id = $1 order by quantity",
      [orders[0].id],
    );
    expect(lines.map((line) => line.quantity)).toEqual([1, 2, 3]);
  });
});

test.describe("an API that hangs or drops its answer", () => {
  test("an order request that never answers ends in the error toast, keeps the cart, and the retry makes one order", async ({
    page,
    database,
    consoleGuard,
  }, testInfo) => {
    test.slow();
    consoleGuard.allow(/The order could not be submitted/);
    consoleGuard.allow(/Failed to load resource/);
    const [accessory] = await firstAccessories(page, 1);
    await seedStorage(page, savedCart([{ ...accessory, quantity: 2 }]));
    // Held requests are never answered; the browser's own time limit has to end the wait.
    const held: (() => Promise<void>)[] = [];
    await page.route(SAVE_ORDER_API, (route) => {
      held.push(() => route.abort("timedout"));
    });
    await openCheckout(page);
    const name = uniqueName(testInfo, "hang");
    await page.getByRole("button", { name: "Proceed to Order" }).click();
    await fillOrderForm(page, name);
    await page.getByRole("button", { name: "Confirm Order" }).click();
    await expect(page.getByRole("dialog").getByRole("button", { name: "Loading..." })).toBeDisabled();

    await expect(
      page.locator(".Toastify__toast-container--top-center", { hasText: ORDER_FAILED }),
    ).toBeVisible({
      timeout: 25_000,
    });
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page).toHaveURL("/checkout-order");
    await expect(page.getByRole("group", { name: `Quantity of ${accessory.name}` })).toBeVisible();
    expect(await database.query("select id from orders where name = $1", [name])).toEqual([]);

    await page.unroute(SAVE_ORDER_API);
    for (const release of held) await release().catch(() => undefined);
    await page.getByRole("button", { name: "Proceed to Order" }).click();
    await page.getByRole("button", { name: "Confirm Order" }).click();
    await expect(page.getByText(ORDER_PLACED)).toBeVisible();
    const orders = await database.query<{ id: string }>("select id from orders where name = $1", [name]);
    expect(orders).toHaveLength(1);
  });

  test("an answer lost after the server made the order is retried into that same order, not a second one", async ({
    page,
    database,
    consoleGuard,
  }, testInfo) => {
    consoleGuard.allow(/The order could not be submitted/);
    consoleGuard.allow(/net::ERR_TIMED_OUT|Failed to load resource/);
    const [first, second] = await firstAccessories(page, 2);
    await seedStorage(
      page,
      savedCart([
        { ...first, quantity: 1 },
        { ...second, quantity: 4 },
      ]),
    );
    const keys: string[] = [];
    await page.route(SAVE_ORDER_API, async (route) => {
      keys.push(route.request().headers()["idempotency-key"]);
      // The server creates the order; the answer never reaches the browser.
      await route.fetch();
      await route.abort("timedout");
    });
    await openCheckout(page);
    const name = uniqueName(testInfo, "lost-answer");
    await page.getByRole("button", { name: "Proceed to Order" }).click();
    await fillOrderForm(page, name);
    await page.getByRole("button", { name: "Confirm Order" }).click();
    await expect(
      page.locator(".Toastify__toast-container--top-center", { hasText: ORDER_FAILED }),
    ).toBeVisible();
    expect(await database.query("select id from orders where name = $1", [name])).toHaveLength(1);

    await page.unroute(SAVE_ORDER_API);
    await page.route(SAVE_ORDER_API, async (route) => {
      keys.push(route.request().headers()["idempotency-key"]);
      await route.continue();
    });
    await page.getByRole("button", { name: "Proceed to Order" }).click();
    await page.getByRole("button", { name: "Confirm Order" }).click();
    await expect(page.getByText(ORDER_PLACED)).toBeVisible();

    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    const orders = await database.query<{ id: string }>("select id from orders where name = $1", [name]);
    expect(orders).toHaveLength(1);
    const lines = await database.query<{ accessory_id: string; quantity: number }>(
      "select accessory_id, quantity from order_items where order_id = $1 order by quantity",
      [orders[0].id],
    );
    expect(lines).toEqual([
      { accessory_id: first._id, quantity: 1 },
      { accessory_id: second._id, quantity: 4 },
    ]);
  });

  test("a catalogue request that times out shows the list's error screen, and Refresh Page recovers", async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/net::ERR_TIMED_OUT|Failed to load resource/);
    await page.goto("/checkout-order");
    await waitForHydration(page);
    await page.route("**/api/accessory/get-all-accessories**", (route) => route.abort("timedout"));
    await page.getByRole("link", { name: "View Accessories" }).click();
    await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeVisible({
      timeout: 20_000,
    });
    await expect(
      page.getByText("We couldn't load the accessories. Please check your connection or try again later."),
    ).toBeVisible();
    await page.unroute("**/api/accessory/get-all-accessories**");
    await page.getByRole("button", { name: "Refresh Page" }).click();
    await expect(page.getByRole("article").first()).toBeVisible();
  });

  test("a contact message that cannot be sent says so and keeps the form open", async ({
    page,
    database,
    consoleGuard,
  }) => {
    consoleGuard.allow(/net::ERR_TIMED_OUT|Failed to load resource|could not be sent|Failed to send/i);
    await page.route("**/api/message/send-message", (route) => route.abort("timedout"));
    await page.goto("/projects");
    await waitForHydration(page);
    const headerButton = page.getByRole("banner").getByRole("button", { name: "Contact Us" });
    if (await headerButton.isVisible()) {
      await headerButton.click();
    } else {
      await page.getByRole("button", { name: "Open menu" }).click();
      await page.getByRole("dialog", { name: "Menu" }).getByRole("button", { name: "Contact Us" }).click();
    }
    const dialog = page.getByRole("dialog", { name: "Contact Us" });
    const message = `Timeout check ${Date.now()}`;
    await dialog.getByLabel(/^Name/).fill("Rafiq Islam");
    await dialog.getByLabel(/^Phone/).fill("01511223344");
    await dialog.getByLabel(/^Address/).fill("Sector 7, Uttara, Dhaka 1230");
    await dialog.getByLabel(/^Message/).fill(message);
    await dialog.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Failed to send the message. Please try again.")).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(/^Message/)).toHaveValue(message);
    expect(await database.query("select id from messages where message = $1", [message])).toEqual([]);
  });
});
