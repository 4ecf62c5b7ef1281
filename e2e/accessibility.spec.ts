import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page, TestInfo } from "@playwright/test";
import { CART_STORAGE_KEY } from "../app/lib/cart/cart-storage";
import { expect, test, waitForHydration } from "./fixtures";
import { backOfficePages, signInWithRole, visitorRecords } from "./support/back-office";

/**
 * Issue 8's accessibility bar: axe-core finds no violation on any route at either width (the "desktop" and
 * "mobile" projects), in the open dialogs too, and a keyboard alone can send a contact request and place
 * an order. The back office's pages are held to the same bar, signed in, at both widths.
 */

type Accessory = { _id: string; name: string } & Record<string, unknown>;

const pages: { path: string; notFound?: boolean }[] = [
  { path: "/" },
  { path: "/company-overview" },
  { path: "/mission-vision" },
  { path: "/portfolio" },
  { path: "/portfolio/residential-interior-design" },
  { path: "/portfolio/kitchen-cabinet-design" },
  { path: "/portfolio/not-a-portfolio", notFound: true },
  { path: "/projects" },
  { path: "/project/view-details/banani" },
  { path: "/project/view-details/nowhere", notFound: true },
  { path: "/services/home-interior-design" },
  { path: "/services/md-room-interior-design" },
  { path: "/services/not-a-service", notFound: true },
  { path: "/view-accessories" },
  { path: "/view-accessories?page=2" },
  { path: "/checkout-order" },
  { path: "/track-order" },
  { path: "/track-order?number=NI-2611-0042" },
  { path: "/this-page-does-not-exist", notFound: true },
];

async function accessories(page: Page): Promise<Accessory[]> {
  return (await (await page.request.get("/api/accessory/get-all-accessories?page=1")).json()).data;
}

type RequestTracker = { inFlight: () => number; started: () => number };
const trackers = new WeakMap<Page, RequestTracker>();

/**
 * Counts the page's requests in flight, from Playwright's side of the connection: a request the page started
 * is counted from the moment Chromium reports it until it finishes or fails, whatever the page's own timers.
 */
function trackRequests(page: Page): RequestTracker {
  const inFlight = new Set<unknown>();
  let started = 0;
  page.on("request", (request) => {
    inFlight.add(request);
    started += 1;
  });
  const done = (request: unknown) => inFlight.delete(request);
  page.on("requestfinished", done);
  page.on("requestfailed", done);
  return { inFlight: () => inFlight.size, started: () => started };
}

/**
 * Waits until the page has nothing left to do for what is on screen: no request in flight, the main thread
 * idle (requestIdleCallback runs only when no task is queued, so a chunk that arrived has been run and its
 * part hydrated), the images on screen decoded and the fonts loaded; and no new request started while
 * it waited. Conditions, not sleeps: a slow machine takes longer, never a different path.
 */
async function untilQuiet(page: Page) {
  const requests = trackers.get(page);
  if (!requests) throw new Error("The page's requests are tracked from beforeEach");
  for (;;) {
    const before = requests.started();
    await expect.poll(() => requests.inFlight(), { timeout: 30_000 }).toBe(0);
    await page.evaluate(async () => {
      await new Promise<void>((resolve) => requestIdleCallback(() => resolve()));
      // The images on screen, as the browser's own intersection logic sees them (clipped carousel slides
      // and collapsed panels are not on screen, and a lazy image there would never load).
      const images = [...document.images];
      const onScreen = await new Promise<HTMLImageElement[]>((resolve) => {
        if (images.length === 0) return resolve([]);
        const seen = new Map<Element, boolean>();
        const observer = new IntersectionObserver((entries) => {
          for (const entry of entries) seen.set(entry.target, entry.isIntersecting);
          if (seen.size < images.length) return;
          observer.disconnect();
          resolve(images.filter((image) => seen.get(image)));
        });
        for (const image of images) observer.observe(image);
      });
      await Promise.all(onScreen.map((image) => image.decode().catch(() => undefined)));
      await document.fonts.ready;
      await new Promise<void>((resolve) => requestIdleCallback(() => resolve()));
    });
    if (requests.started() === before && requests.inFlight() === 0) return;
  }
}

/**
 * Loads a page the way a visitor sees it once it settles: hydrated, and scrolled through one screen at a
 * time so everything that loads near the viewport (carousels, the accessories preview, lazy images) has
 * loaded; at each screen it waits for what that screen started (untilQuiet), so the page axe reads is the
 * same on every run. Reduced motion (below) makes the reveals final at once.
 */
async function settle(page: Page) {
  await test.step("hydrate", () => waitForHydration(page));
  await test.step("scroll through, screen by screen", async () => {
    // The page may grow as its parts load, so the end is read after each screen has settled.
    for (let screen = 0; ; screen += 1) {
      await page.evaluate((index) => window.scrollTo(0, index * innerHeight), screen);
      await untilQuiet(page);
      const more = await page.evaluate(
        (index) => (index + 1) * innerHeight < document.documentElement.scrollHeight,
        screen,
      );
      if (!more) break;
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await untilQuiet(page);
  });
}

async function expectNoViolations(page: Page, testInfo: TestInfo, label: string) {
  // Legacy mode runs axe.run in the page in one call, where the default runs it in parts and finishes in a
  // second, blank page: on a busy machine that second page and the full pass list (a megabyte for `/`) were
  // most of the time, and what made `/` time out. Legacy mode differs only for cross-origin frames, and a
  // page here has none (checked). Only violations are asserted, so passes are not listed node by node.
  expect(page.frames(), `${label} has no frames that axe would read differently`).toHaveLength(1);
  const results = await test.step(`axe on ${label}`, () =>
    new AxeBuilder({ page })
      .setLegacyMode(true)
      .options({ resultTypes: ["violations"] })
      .analyze());
  const violations = results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    nodes: violation.nodes
      .slice(0, 5)
      .map((node) => `${node.target.join(" ")} :: ${node.html.slice(0, 160)}`),
  }));
  if (violations.length > 0) {
    await testInfo.attach(`axe ${label}`, {
      body: JSON.stringify(violations, null, 2),
      contentType: "application/json",
    });
  }
  expect(violations, `axe violations on ${label}`).toEqual([]);
}

test.beforeEach(async ({ page }) => {
  trackers.set(page, trackRequests(page));
  // Motion is not what axe judges; reduced motion makes the reveals final at once instead of mid-fade.
  await page.emulateMedia({ reducedMotion: "reduce" });
});

test.describe("axe-core on every route", () => {
  for (const { path, notFound } of pages) {
    test(`${path} has no violations`, async ({ page, consoleGuard }, testInfo) => {
      if (notFound) consoleGuard.allow(/status of 404/);
      await page.goto(path);
      await settle(page);
      await expectNoViolations(page, testInfo, path);
    });
  }

  test("an accessory detail page has no violations", async ({ page }, testInfo) => {
    const [accessory] = await accessories(page);
    await page.goto(`/accessories/details/item/${accessory._id}`);
    await settle(page);
    await expectNoViolations(page, testInfo, "accessory detail");
  });

  test("the checkout with a full cart and the open order dialog have no violations", async ({
    page,
  }, testInfo) => {
    const items = (await accessories(page))
      .slice(0, 3)
      .map((item, index) => ({ ...item, quantity: index + 1 }));
    await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
      CART_STORAGE_KEY,
      JSON.stringify({ version: 1, items }),
    ] as const);
    await page.goto("/checkout-order");
    await settle(page);
    await expect(page.getByRole("button", { name: "Proceed to Order" })).toBeVisible();
    await expectNoViolations(page, testInfo, "checkout with items");

    await page.getByRole("button", { name: "Proceed to Order" }).click();
    await expect(page.getByRole("dialog").getByLabel("Name")).toBeVisible();
    await page.getByRole("dialog").getByRole("button", { name: "Confirm Order" }).click();
    await expect(page.getByRole("dialog").getByText("Name is required")).toBeVisible();
    await expectNoViolations(page, testInfo, "order dialog with errors");
  });

  test("the contact dialog and the menu have no violations", async ({ page }, testInfo) => {
    await page.goto("/");
    await settle(page);
    const burger = page.getByRole("button", { name: "Open menu" });
    if (await burger.isVisible()) {
      await burger.click();
      await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
      await expectNoViolations(page, testInfo, "mobile menu");
      await page.getByRole("dialog", { name: "Menu" }).getByRole("button", { name: "Contact Us" }).click();
    } else {
      await page.getByRole("banner").getByRole("button", { name: "Contact Us" }).click();
    }
    const dialog = page.getByRole("dialog", { name: "Contact Us" });
    await expect(dialog.getByLabel(/^Name/)).toBeVisible();
    await dialog.getByRole("button", { name: "Send Message" }).click();
    await expect(dialog.getByText("Name is required")).toBeVisible();
    await expectNoViolations(page, testInfo, "contact dialog with errors");
  });
});

test.describe("axe-core on the back office", () => {
  test("the sign-in page has no violations", async ({ page }, testInfo) => {
    await page.goto("/admin/login");
    await settle(page);
    await expectNoViolations(page, testInfo, "the sign-in page");
  });

  test("every page an owner sees has no violations, with a visitor's order and message in it", async ({
    page,
    database,
  }, testInfo) => {
    test.setTimeout(240_000);
    const records = await visitorRecords(page.request);
    await signInWithRole(page, database, "owner");
    for (const { name, path } of backOfficePages(records)) {
      await test.step(name, async () => {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await settle(page);
        await expectNoViolations(page, testInfo, `back office: ${name}`);
      });
    }
  });
});

/** Presses Tab until the target has focus, checking that every stop on the way shows where focus is. */
async function tabTo(page: Page, target: Locator, maxStops = 80) {
  for (let stop = 0; stop < maxStops; stop += 1) {
    await page.keyboard.press("Tab");
    const focus = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      const style = getComputedStyle(element);
      const visible =
        (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== "none";
      return {
        visible,
        description: `${element.tagName.toLowerCase()} ${element.getAttribute("aria-label") ?? element.textContent?.trim().slice(0, 40) ?? ""}`,
      };
    });
    if (focus) expect(focus.visible, `a visible focus indicator on ${focus.description}`).toBe(true);
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

test.describe("keyboard only", () => {
  test("sends a contact request without a mouse", async ({ page, database }) => {
    await page.goto("/company-overview");
    await waitForHydration(page);
    const burger = page.getByRole("button", { name: "Open menu" });
    if (await burger.isVisible()) {
      await tabTo(page, burger);
      await page.keyboard.press("Enter");
      const menu = page.getByRole("dialog", { name: "Menu" });
      await expect(menu).toBeVisible();
      await tabTo(page, menu.getByRole("button", { name: "Contact Us" }));
    } else {
      await tabTo(page, page.getByRole("banner").getByRole("button", { name: "Contact Us" }));
    }
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Contact Us" });
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);

    const message = `Keyboard-only request ${Date.now()}`;
    const values: [RegExp, string][] = [
      [/^Name/, "Keya Chowdhury"],
      [/^Phone/, "01611223344"],
      [/^Address/, "Road 27, Dhanmondi, Dhaka 1209"],
      [/^Message/, message],
    ];
    for (const [label, value] of values) {
      await tabTo(page, dialog.getByLabel(label), 12);
      await page.keyboard.type(value);
    }
    await tabTo(page, dialog.getByRole("button", { name: "Send Message" }), 12);
    await page.keyboard.press("Enter");
    await expect(page.getByText("Your message is sent!")).toBeVisible();
    await expect(dialog).toHaveCount(0);
    expect(await database.query("select id from messages where message = $1", [message])).toHaveLength(1);
  });

  test("keeps focus inside an open dialog and closes it with Escape", async ({ page }) => {
    await page.goto("/mission-vision");
    await waitForHydration(page);
    const burger = page.getByRole("button", { name: "Open menu" });
    if (await burger.isVisible()) {
      await burger.click();
      await page.getByRole("dialog", { name: "Menu" }).getByRole("button", { name: "Contact Us" }).click();
    } else {
      await page.getByRole("banner").getByRole("button", { name: "Contact Us" }).click();
    }
    const dialog = page.getByRole("dialog", { name: "Contact Us" });
    await expect(dialog).toBeVisible();
    for (let stop = 0; stop < 15; stop += 1) {
      await page.keyboard.press(stop % 4 === 3 ? "Shift+Tab" : "Tab");
      expect(
        await dialog.evaluate((element) => element.contains(document.activeElement)),
        `stop ${stop}`,
      ).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
  });

  test("places an order without a mouse", async ({ page, database }, testInfo) => {
    const [first, second] = await accessories(page);
    await page.addInitScript(
      ([key, value]) => {
        if (!sessionStorage.getItem("keyboard-seeded")) {
          localStorage.setItem(key, value);
          sessionStorage.setItem("keyboard-seeded", "1");
        }
      },
      [
        CART_STORAGE_KEY,
        JSON.stringify({
          version: 1,
          items: [
            { ...first, quantity: 1 },
            { ...second, quantity: 1 },
          ],
        }),
      ] as const,
    );
    await page.goto("/checkout-order");
    await waitForHydration(page);
    await expect(page.getByRole("button", { name: "Proceed to Order" })).toBeVisible();

    await tabTo(page, page.getByRole("button", { name: `Increase quantity of ${second.name}` }), 120);
    await page.keyboard.press("Enter");
    await expect(
      page.getByRole("group", { name: `Quantity of ${second.name}` }).locator("output"),
    ).toHaveText("2");

    await tabTo(page, page.getByRole("button", { name: "Proceed to Order" }), 30);
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByLabel("Name")).toBeVisible();

    const name = `Keyboard ${testInfo.project.name} ${Date.now().toString(36)}`;
    const values: [string, string][] = [
      ["Name", name],
      ["Phone", "01311223344"],
      ["Address", "Plot 17, BSCIC Industrial Estate, Tongi, Gazipur 1710"],
    ];
    for (const [label, value] of values) {
      await tabTo(page, dialog.getByLabel(label), 12);
      await page.keyboard.type(value);
    }
    // Where the parcel goes (issue 28): each list narrows as one types, and arrow keys and Enter choose.
    for (const [label, value] of [
      ["District", "Gazipur"],
      ["Area", "Tongi"],
    ]) {
      await tabTo(page, dialog.getByRole("combobox", { name: label }), 12);
      await page.keyboard.type(value);
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("Enter");
      await expect(dialog.getByRole("combobox", { name: label })).toHaveValue(value);
    }
    await expect(dialog.getByTestId("delivery-total")).toBeVisible();
    await tabTo(page, dialog.getByRole("button", { name: "Confirm Order" }), 12);
    await page.keyboard.press("Enter");
    await expect(page.getByText("Your order has been placed!")).toBeVisible();

    const orders = await database.query<{ id: string }>("select id from orders where name = $1", [name]);
    expect(orders).toHaveLength(1);
    const lines = await database.query<{ accessory_id: string; quantity: number }>(
      "select accessory_id, quantity from order_items where order_id = $1 order by quantity",
      [orders[0].id],
    );
    expect(lines).toEqual([
      { accessory_id: first._id, quantity: 1 },
      { accessory_id: second._id, quantity: 2 },
    ]);
  });
});
