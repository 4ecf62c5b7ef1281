import type { Page, Request, TestInfo } from "@playwright/test";
import { ANY_VIEWPORT, expect, test, waitForHydration } from "./fixtures";
import { chooseDeliveryPlace } from "./support/order-form";

/**
 * The shop end to end (issue 6): catalogue, detail, cart, checkout, against the real server and database.
 * The long flows are marked slow: they take many steps, and the default 45 s is tight on a busy machine.
 */

type Accessory = { _id: string; name: string; rate: number; size: string };
type AccessoryPage = { data: Accessory[]; pagination: { totalItems: number; itemsPerPage: number } };

const LIST_API = "**/api/accessory/get-all-accessories**";
const SAVE_ORDER_API = "**/api/order/save-order";
const SAVE_ORDER_DETAILS_API = "**/api/order/save-order-details";

function taka(rate: number): string {
  return `৳ ${rate.toLocaleString("en-US")}`;
}

function slugOf(name: string): string {
  return name
    .toLowerCase()
    .trim()
    .replace(/\s+/g, "-")
    .replace(/[^\w-]+/g, "");
}

/** Customer names are unique per test and project: both projects share one database. */
function customerName(testInfo: TestInfo, label: string): string {
  return `Shop ${label} ${testInfo.project.name} ${Date.now().toString(36)}`;
}

async function catalogue(page: Page): Promise<{ pages: AccessoryPage[]; all: Accessory[] }> {
  const first = (await (
    await page.request.get("/api/accessory/get-all-accessories?page=1")
  ).json()) as AccessoryPage;
  const pageCount = Math.ceil(first.pagination.totalItems / first.pagination.itemsPerPage);
  const pages = [first];
  for (let n = 2; n <= pageCount; n++) {
    pages.push(
      (await (
        await page.request.get(`/api/accessory/get-all-accessories?page=${n}`)
      ).json()) as AccessoryPage,
    );
  }
  return { pages, all: pages.flatMap((result) => result.data) };
}

const card = (page: Page, name: string) => page.getByRole("article", { name, exact: true });
const pagination = (page: Page) => page.getByRole("navigation", { name: "Pagination" });
const cartLine = (page: Page, name: string) => page.getByRole("group", { name: `Quantity of ${name}` });

async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

async function addFromList(page: Page, name: string) {
  await card(page, name).getByRole("button", { name: "Add to Cart" }).click();
  await expect(card(page, name).getByRole("button", { name: "Remove from Cart" })).toBeVisible();
}

async function fillOrderForm(
  page: Page,
  details: { name: string; email: string; address: string; phone: string },
) {
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Name").fill(details.name);
  await dialog.getByLabel("Phone").fill(details.phone);
  await dialog.getByLabel("Email").fill(details.email);
  await chooseDeliveryPlace(dialog);
  await dialog.getByLabel("Address").fill(details.address);
}

test.describe("catalogue", () => {
  test(
    "the server-rendered list carries the real names and prices",
    ANY_VIEWPORT,
    async ({ page, request }) => {
      const { pages } = await catalogue(page);
      const html = await (await request.get("/view-accessories")).text();
      for (const accessory of pages[0].data) {
        expect(html).toContain(accessory.name.replace(/&/g, "&amp;"));
        expect(html).toContain(taka(accessory.rate));
      }
    },
  );

  test("browses every page, then opens a detail by clicking a card", async ({ page }) => {
    test.slow();
    const { pages } = await catalogue(page);
    await gotoHydrated(page, "/view-accessories");
    await expect(page.getByRole("heading", { level: 1, name: "Accessories" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Proceed to Checkout/ })).toHaveAttribute(
      "href",
      "/checkout-order",
    );
    await expect(pagination(page).locator('[aria-disabled="true"]', { hasText: "Previous" })).toBeVisible();

    for (let n = 1; n <= pages.length; n++) {
      if (n > 1) await pagination(page).getByRole("link", { name: "Next" }).click();
      await expect(page).toHaveURL(n > 1 ? `/view-accessories?page=${n}` : "/view-accessories");
      await expect(pagination(page).locator('[aria-current="page"]')).toHaveText(`Page ${n}`);
      const names = pages[n - 1].data.map((accessory) => accessory.name);
      await expect(page.getByRole("article")).toHaveCount(names.length);
      for (const accessory of pages[n - 1].data) {
        await expect(card(page, accessory.name)).toContainText(taka(accessory.rate));
        await expect(card(page, accessory.name)).toContainText(accessory.size);
      }
    }
    await expect(pagination(page).locator('[aria-disabled="true"]', { hasText: "Next" })).toBeVisible();

    // The page survives a reload and can be shared.
    await page.reload();
    await expect(pagination(page).locator('[aria-current="page"]')).toHaveText(`Page ${pages.length}`);

    const target = pages[pages.length - 1].data[0];
    await waitForHydration(page);
    await card(page, target.name).click({ position: { x: 40, y: 40 } });
    await expect(page).toHaveURL(`/accessories/details/${slugOf(target.name)}/${target._id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(target.name);
    await expect(page.getByText(taka(target.rate)).first()).toBeVisible();
  });

  test("a page past the end moves to the last page", ANY_VIEWPORT, async ({ page }) => {
    const { pages } = await catalogue(page);
    await page.goto("/view-accessories?page=999");
    await expect(page).toHaveURL(`/view-accessories?page=${pages.length}`);
    await expect(pagination(page).locator('[aria-current="page"]')).toHaveText(`Page ${pages.length}`);
  });

  test(
    "the list's error screen offers a Refresh Page that reloads",
    ANY_VIEWPORT,
    async ({ page, consoleGuard }) => {
      consoleGuard.allow(/status of 503/);
      await gotoHydrated(page, "/checkout-order");
      await page.route(LIST_API, (route) =>
        route.fulfill({ status: 503, json: { error: { code: "unavailable", message: "Down" } } }),
      );
      await page.getByRole("link", { name: "View Accessories" }).click();
      await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeVisible();
      await expect(
        page.getByText("We couldn't load the accessories. Please check your connection or try again later."),
      ).toBeVisible();

      await page.unroute(LIST_API);
      await page.getByRole("button", { name: "Refresh Page" }).click();
      await expect(page.getByRole("article").first()).toBeVisible();
      await expect(page.getByRole("heading", { name: "Something went wrong" })).toHaveCount(0);
    },
  );

  test("the home preview shows 8 items in showcase mode with View more", async ({ page }) => {
    const { pages } = await catalogue(page);
    await gotoHydrated(page, "/");
    const preview = page.locator("#accessories");
    await expect(preview.getByRole("article")).toHaveCount(8);
    await expect(preview.getByRole("link", { name: "View Details" })).toHaveCount(8);
    await expect(preview.getByRole("button", { name: "Add to Cart" })).toHaveCount(0);
    await expect(preview.getByRole("link", { name: /View more/ })).toHaveAttribute(
      "href",
      "/view-accessories",
    );

    const first = pages[0].data[0];
    await card(page, first.name).getByRole("link", { name: "View Details" }).click();
    await expect(page).toHaveURL(`/accessories/details/${slugOf(first.name)}/${first._id}`);
  });
});

test.describe("accessory detail", () => {
  test(
    "an unknown id answers 404 with Accessory Not Found",
    ANY_VIEWPORT,
    async ({ page, request, consoleGuard }) => {
      consoleGuard.allow(/status of 404/);
      const response = await request.get(
        "/accessories/details/some-vase/00000000-0000-4000-8000-000000000000",
      );
      expect(response.status()).toBe(404);
      expect(await response.text()).toContain("Accessory Not Found");

      await gotoHydrated(page, "/accessories/details/some-vase/not-an-id");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Accessory Not Found");
      await expect(page.getByText("The accessory you're looking for doesn't exist.")).toBeVisible();
      await page.getByRole("link", { name: "Back to Accessories" }).click();
      await expect(page).toHaveURL("/view-accessories");
    },
  );

  test(
    "a wrong name-slug with the right id shows the item under its canonical URL",
    ANY_VIEWPORT,
    async ({ page, request }) => {
      const { all } = await catalogue(page);
      const accessory = all[1];
      const response = await request.get(`/accessories/details/wrong-name/${accessory._id}`);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(taka(accessory.rate));
      const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
      expect(canonical).toMatch(
        new RegExp(`/accessories/details/${slugOf(accessory.name)}/${accessory._id}$`),
      );

      await gotoHydrated(page, `/accessories/details/wrong-name/${accessory._id}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(accessory.name);
    },
  );

  test("shows the slider, the viewer, the first specification open, and toggles the cart", async ({
    page,
  }) => {
    const { all } = await catalogue(page);
    const accessory = all[0];
    await gotoHydrated(page, `/accessories/details/${slugOf(accessory.name)}/${accessory._id}`);

    const firstSpec = page
      .getByRole("heading", { name: "Specifications" })
      .locator("xpath=..")
      .getByRole("button");
    await expect(firstSpec.first()).toHaveAttribute("aria-expanded", "true");
    await expect(firstSpec.nth(1)).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("heading", { name: "Additional Information" })).toBeVisible();
    const gallery = page.getByRole("heading", { name: "Gallery" }).locator("xpath=..");
    expect(await gallery.getByRole("listitem").count()).toBeLessThanOrEqual(4);

    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByRole("button", { name: "Remove from Cart" })).toBeVisible();
    await page.getByRole("button", { name: "Remove from Cart" }).click();
    await expect(page.getByRole("button", { name: "Add to Cart" })).toBeVisible();

    await page
      .getByRole("button", { name: /^Open image 1 of/ })
      .first()
      .click();
    const viewer = page.getByRole("dialog");
    await expect(viewer).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(viewer).toHaveCount(0);
  });
});

test.describe("the accessory page's image slider", () => {
  /**
   * Whether slide `index` (from 1) of the slider sits in its frame, where the visitor sees it (found even while a
   * dialog hides the page from the accessibility tree).
   */
  async function slideInFrame(page: Page, name: string, index: number, count: number) {
    const frame = await page
      .getByRole("region", { name: `${name} images`, includeHidden: true })
      .boundingBox();
    const slide = await page
      .getByRole("group", { name: `${index} of ${count}`, exact: true, includeHidden: true })
      .boundingBox();
    return Boolean(frame && slide && Math.abs(slide.x - frame.x) < 2);
  }

  test("moves by its arrows and thumbnails, and a first drag on a fresh page is the slider's", async ({
    page,
  }) => {
    const { all } = await catalogue(page);
    const withPhotos = [];
    for (const item of all.slice(0, 8)) {
      const { data } = (await (
        await page.request.get(`/api/accessory/get-accessory/${item._id}`)
      ).json()) as {
        data: Accessory & { images: unknown[] };
      };
      if (data.images.length >= 3) withPhotos.push(data);
    }
    const accessory = withPhotos[0];
    const count = accessory.images.length;
    const path = `/accessories/details/${slugOf(accessory.name)}/${accessory._id}`;
    const shown = (index: number) => () => slideInFrame(page, accessory.name, index, count);

    await gotoHydrated(page, path);
    await expect.poll(shown(1)).toBe(true);
    await page.getByRole("button", { name: "Next image" }).click();
    await expect.poll(shown(2)).toBe(true);
    await page.getByRole("button", { name: `Show image 3 of ${count}` }).click();
    await expect.poll(shown(3)).toBe(true);
    await page.getByRole("button", { name: "Previous image" }).click();
    await expect.poll(shown(2)).toBe(true);

    // A fresh page, nothing touched: the first press starts the slider, and the drag it begins moves it.
    await gotoHydrated(page, path);
    const frame = (await page.getByRole("region", { name: `${accessory.name} images` }).boundingBox())!;
    const y = frame.y + frame.height / 2;
    await page.mouse.move(frame.x + frame.width * 0.8, y);
    await page.mouse.down();
    await page.mouse.move(frame.x + frame.width * 0.2, y, { steps: 12 });
    await page.mouse.up();
    // Under a heavy load the synthetic mouse's click after the drag sometimes also opens the viewer, with the
    // slider started on load as well as on the first press (1 run in 6 of each, measured): not asserted here.
    await expect.poll(shown(2)).toBe(true);
  });
});

test.describe("cart and checkout", () => {
  test("the empty cart says Oops! and links to the accessories", async ({ page }) => {
    await gotoHydrated(page, "/checkout-order");
    await expect(page.getByRole("heading", { name: "Oops!" })).toBeVisible();
    await expect(
      page.getByText(
        "Your cart is currently empty. Browse our accessories and add them to your cart to proceed.",
      ),
    ).toBeVisible();
    await page.getByRole("link", { name: "View Accessories" }).click();
    await expect(page).toHaveURL("/view-accessories");
  });

  test("collects, adjusts, survives a reload, and places an order that lands in the database", async ({
    page,
    database,
  }, testInfo) => {
    test.slow();
    const { pages } = await catalogue(page);
    const [first, second] = pages[0].data;
    const third = pages[1].data[0];

    await gotoHydrated(page, "/view-accessories");
    await addFromList(page, first.name);
    await addFromList(page, second.name);
    await expect(page.getByRole("link", { name: /Proceed to Checkout/ })).toContainText("2");

    // The third one through its detail page.
    await pagination(page).getByRole("link", { name: "Next" }).click();
    await card(page, third.name).click({ position: { x: 40, y: 40 } });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(third.name);
    await page.getByRole("button", { name: "Add to Cart" }).click();

    await page.goto("/checkout-order");
    await waitForHydration(page);
    for (const accessory of [first, second, third])
      await expect(cartLine(page, accessory.name)).toBeVisible();

    // First twice more then once less (3 -> 2), third up and back down to 1, second stays at 1.
    await page.getByRole("button", { name: `Increase quantity of ${first.name}` }).click();
    await page.getByRole("button", { name: `Increase quantity of ${first.name}` }).click();
    await expect(cartLine(page, first.name).locator("output")).toHaveText("3");
    await page.getByRole("button", { name: `Decrease quantity of ${first.name}` }).click();
    await expect(cartLine(page, first.name).locator("output")).toHaveText("2");
    await page.getByRole("button", { name: `Increase quantity of ${third.name}` }).click();
    await page.getByRole("button", { name: `Decrease quantity of ${third.name}` }).click();
    await expect(cartLine(page, third.name).locator("output")).toHaveText("1");
    // At quantity 1 the minus removes the line.
    await expect(page.getByRole("button", { name: `Remove ${third.name} from the cart` })).toBeVisible();

    await page.reload();
    await waitForHydration(page);
    await expect(cartLine(page, first.name).locator("output")).toHaveText("2");
    await expect(cartLine(page, second.name).locator("output")).toHaveText("1");
    await expect(cartLine(page, third.name).locator("output")).toHaveText("1");

    const subtotal = first.rate * 2 + second.rate + third.rate;
    await expect(page.getByTestId("summary-total-items")).toHaveText("4");
    await expect(page.getByTestId("summary-subtotal")).toHaveText(taka(subtotal));
    await expect(page.getByTestId("summary-total")).toHaveText(taka(subtotal));

    const orderRequests: Request[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/order/save-order")) orderRequests.push(request);
    });
    // A slower server makes the submitting state observable.
    await page.route(SAVE_ORDER_API, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });

    const name = customerName(testInfo, "order");
    await page.getByRole("button", { name: "Proceed to Order" }).click();
    await fillOrderForm(page, {
      name,
      email: "",
      address: "House 12, Road 5, Dhanmondi, Dhaka 1205",
      phone: "01711223344",
    });
    await page.getByRole("button", { name: "Confirm Order" }).dblclick();
    const submitting = page.getByRole("dialog").getByRole("button", { name: "Loading..." });
    await expect(submitting).toBeVisible();
    await expect(submitting).toBeDisabled();

    await expect(page.getByText("Your order has been placed!")).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page).toHaveURL("/", { timeout: 5_000 });
    expect(orderRequests).toHaveLength(1);

    const orders = await database.query<{ id: string; email: string | null; address: string; phone: string }>(
      "select id, email, address, phone from orders where name = $1",
      [name],
    );
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ email: null, phone: "01711223344" });
    const lines = await database.query<{ accessory_id: string; quantity: number; rate: number }>(
      "select accessory_id, quantity, rate from order_items where order_id = $1 order by accessory_id",
      [orders[0].id],
    );
    const expected = [
      { accessory_id: first._id, quantity: 2, rate: first.rate },
      { accessory_id: second._id, quantity: 1, rate: second.rate },
      { accessory_id: third._id, quantity: 1, rate: third.rate },
    ].sort((a, b) => a.accessory_id.localeCompare(b.accessory_id));
    expect(lines).toEqual(expected);

    // The cart is empty afterwards.
    await page.goto("/checkout-order");
    await expect(page.getByRole("heading", { name: "Oops!" })).toBeVisible();
  });

  test("the order form shows the validation messages and sends nothing", ANY_VIEWPORT, async ({ page }) => {
    const { all } = await catalogue(page);
    await gotoHydrated(page, "/view-accessories");
    await addFromList(page, all[0].name);
    await page.getByRole("link", { name: /Proceed to Checkout/ }).click();

    let orderCalls = 0;
    page.on("request", (request) => {
      if (request.url().includes("/api/order/")) orderCalls++;
    });
    await page.getByRole("button", { name: "Proceed to Order" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Confirm Order" }).click();
    await expect(dialog.getByText("Name is required")).toBeVisible();
    await expect(dialog.getByText("Address is required")).toBeVisible();
    await expect(dialog.getByText("Phone number is required")).toBeVisible();
    await expect(dialog.getByLabel("Email")).toHaveAttribute("type", "email");

    await dialog.getByLabel("Phone").fill("02123456789");
    await dialog.getByRole("button", { name: "Confirm Order" }).click();
    await expect(dialog.getByText("Phone number must be 11 digits and start with 01")).toBeVisible();
    await expect(dialog.getByLabel("Phone")).toHaveAttribute("aria-invalid", "true");
    expect(orderCalls).toBe(0);
  });

  test(
    "an API failure keeps the cart and shows the error toast; the retry makes one order",
    ANY_VIEWPORT,
    async ({ page, database, consoleGuard }, testInfo) => {
      test.slow();
      consoleGuard.allow(/status of 500/);
      consoleGuard.allow(/The order could not be submitted/);
      const { all } = await catalogue(page);
      const [first, second] = all;
      await gotoHydrated(page, "/view-accessories");
      await addFromList(page, first.name);
      await addFromList(page, second.name);
      await page.getByRole("link", { name: /Proceed to Checkout/ }).click();
      await expect(cartLine(page, first.name)).toBeVisible();

      const keys: string[] = [];
      page.on("request", (request) => {
        if (request.url().endsWith("/api/order/save-order")) keys.push(request.headers()["idempotency-key"]);
      });
      // The order is created, then its items fail: the half-finished case a retry must complete.
      await page.route(SAVE_ORDER_DETAILS_API, (route) =>
        route.fulfill({ status: 500, json: { error: { code: "internal", message: "Boom" } } }),
      );

      const name = customerName(testInfo, "retry");
      const details = {
        name,
        email: "buyer@example.com",
        address: "Road 11, Banani, Dhaka",
        phone: "01811223344",
      };
      await page.getByRole("button", { name: "Proceed to Order" }).click();
      await fillOrderForm(page, details);
      await page.getByRole("button", { name: "Confirm Order" }).click();

      const errorToast = page.locator(".Toastify__toast-container--top-center", {
        hasText: "Error submitting order. Please try again.",
      });
      await expect(errorToast).toBeVisible();
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await page.waitForTimeout(2_500);
      await expect(page).toHaveURL("/checkout-order");
      await expect(cartLine(page, first.name)).toBeVisible();
      await expect(cartLine(page, second.name)).toBeVisible();

      await page.unroute(SAVE_ORDER_DETAILS_API);
      await page.getByRole("button", { name: "Proceed to Order" }).click();
      await expect(page.getByRole("dialog").getByLabel("Name")).toHaveValue(name);
      await page.getByRole("button", { name: "Confirm Order" }).click();
      await expect(page.getByText("Your order has been placed!")).toBeVisible();
      await expect(page).toHaveURL("/", { timeout: 5_000 });

      expect(keys).toHaveLength(2);
      expect(keys[0]).toBeTruthy();
      expect(keys[1]).toBe(keys[0]);
      const orders = await database.query<{ id: string }>("select id from orders where name = $1", [name]);
      expect(orders).toHaveLength(1);
      const lines = await database.query<{ accessory_id: string; quantity: number }>(
        "select accessory_id, quantity from order_items where order_id = $1",
        [orders[0].id],
      );
      expect(lines.map((line) => line.accessory_id).sort()).toEqual([first._id, second._id].sort());
    },
  );

  test("the cart follows changes made in another tab", ANY_VIEWPORT, async ({ page, context }) => {
    const { all } = await catalogue(page);
    await gotoHydrated(page, "/view-accessories");
    const other = await context.newPage();
    await gotoHydrated(other, "/checkout-order");
    await expect(other.getByRole("heading", { name: "Oops!" })).toBeVisible();

    await addFromList(page, all[0].name);
    await expect(cartLine(other, all[0].name)).toBeVisible();
    await other.getByRole("button", { name: `Remove ${all[0].name} from the cart` }).click();
    await expect(card(page, all[0].name).getByRole("button", { name: "Add to Cart" })).toBeVisible();
    await other.close();
  });

  test("a saved cart appears after hydration without moving the page", async ({ page }) => {
    const { all } = await catalogue(page);
    await gotoHydrated(page, "/view-accessories");
    await addFromList(page, all[0].name);
    await addFromList(page, all[1].name);

    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { __shifts: number[] }).__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    const layoutShift = async () => {
      await page.waitForTimeout(1_000);
      return page.evaluate(() =>
        (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0),
      );
    };

    await gotoHydrated(page, "/view-accessories");
    await expect(page.getByRole("link", { name: /Proceed to Checkout/ })).toContainText("2");
    expect(await layoutShift()).toBeLessThan(0.02);

    await gotoHydrated(page, "/checkout-order");
    await expect(cartLine(page, all[1].name)).toBeVisible();
    expect(await layoutShift()).toBeLessThan(0.02);
  });
});
