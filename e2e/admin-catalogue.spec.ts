import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import sharp from "sharp";
import { hashPassword } from "../server/admin/accounts/password-hashing";
import { ANY_VIEWPORT, expect, sharedDatabase, test, waitForHydration } from "./support/own-server";

/**
 * The back office's catalogue in a browser: adding an accessory with photos (and a refused file), the shop
 * showing it, out of stock at checkout, two editors, archive and restore. The layout checks at 375 px and
 * 1280 px take screenshots for a person to look at. It runs on a server of its own (support/own-server.ts):
 * the public suites read the shared catalogue page by page and never see what it adds.
 */

const OWNER = {
  email: "catalogue-owner@e2e.test",
  password: "catalogue e2e owner pass",
  name: "Farzana Owner",
};
const SHOTS = path.join("test-results", "admin-catalogue");
const run = Math.random().toString(36).slice(2, 7).toUpperCase();

// Encoding a photo into twelve variants takes seconds; on a busy two-core machine much longer.
test.describe.configure({ mode: "serial", timeout: 240_000 });

async function photo(background: string, width = 1400, height = 1000) {
  return sharp({ create: { width, height, channels: 3, background } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

async function signIn(page: Page) {
  await page.goto("/admin/login");
  await waitForHydration(page);
  await page.getByLabel("Email").fill(OWNER.email);
  await page.getByLabel("Password").fill(OWNER.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/?$/);
}

async function visitorPage(browser: Browser) {
  const context = await browser.newContext();
  return context.newPage();
}

/** Puts the file's accessory in the visitor's cart from its English page, as a shopper would. */
async function addFromItsEnglishPage(visitor: Page) {
  await visitor.goto(publicPath);
  await waitForHydration(visitor);
  await visitor
    .getByRole("button", { name: /Add to Cart/ })
    .first()
    .click();
}

let accessoryUrl = "";
let publicPath = "";
const name = `Mango Wood Tray ${run}`;

test.beforeAll(async ({ database }) => {
  // An owner for this file, written straight into the server's database through the inspection port.
  await database.query(
    "insert into staff_accounts (email, name, role, password_hash) values ($1, $2, 'owner', $3) on conflict (email) do nothing",
    [OWNER.email, OWNER.name, await hashPassword(OWNER.password)],
  );
});

test(
  "adds an accessory with photos, refuses a file that is not a photo, and the shop shows it",
  ANY_VIEWPORT,
  async ({ page, consoleGuard }) => {
    consoleGuard.allow(/Failed to load resource.*(415|400)/);
    await signIn(page);
    await page
      .getByRole("navigation", { name: "Back office" })
      .getByRole("link", { name: "Accessories" })
      .click();
    await expect(page.getByRole("heading", { name: "Accessories", level: 1 })).toBeVisible();
    await page.getByRole("link", { name: "New accessory" }).click();
    await expect(page).toHaveURL(/\/admin\/accessories\/new$/);
    await waitForHydration(page);

    // Nothing filled in: the shared schema's messages stand beside the fields, and nothing is sent.
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByLabel("Name")).toHaveAccessibleDescription("Name is required");
    await expect(page.getByLabel("Rate")).toHaveAccessibleDescription(
      "Rate must be a whole number of taka, 0 or more",
    );
    await expect(page).toHaveURL(/\/admin\/accessories\/new$/);

    await page.getByLabel("Name").fill(name);
    await page.getByLabel("Code").fill(`NI-TR-${run}`);
    await page.getByLabel("Size").fill("40 x 25 cm");
    await page.getByLabel("Category").fill("Trays");
    await page.getByLabel("Rate").fill("3200");
    await page.getByLabel("Description").fill("Carved from a single piece of mango wood in Bogura.");
    await page.getByRole("button", { name: "Add a row to Specifications" }).click();
    await page.getByLabel("Label 1").first().fill("Material");
    await page.getByLabel("Value 1").first().fill("Mango wood");

    await page.locator("#photo-files").setInputFiles([
      { name: "tray-front.jpg", mimeType: "image/jpeg", buffer: await photo("#8b5a2b") },
      { name: "tray-side.jpg", mimeType: "image/jpeg", buffer: await photo("#2f4f4f", 1000, 1400) },
      {
        name: "invoice.jpg",
        mimeType: "image/jpeg",
        buffer: Buffer.from("<!doctype html><h1>not a photo</h1>"),
      },
    ]);
    await expect(page.getByTestId("photo-upload").filter({ hasText: "invoice.jpg" })).toContainText(
      "This file is not a JPEG, PNG, WebP or AVIF photo",
      { timeout: 180_000 },
    );
    await expect(page.getByTestId("form-photo")).toHaveCount(2, { timeout: 180_000 });

    // Each photo needs alt text: the form says so beside it.
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByLabel("Alt text of photo 1 (card image)")).toHaveAccessibleDescription(
      "Describe the photo for people who cannot see it (alt text)",
    );
    await page.getByLabel("Alt text of photo 1 (card image)").fill("The tray from the front");
    await page.getByLabel("Alt text of photo 2").fill("The tray from the side");
    // The side view becomes the card image.
    await page.getByRole("button", { name: "Move photo 2 earlier" }).click();
    await expect(page.getByLabel("Alt text of photo 1 (card image)")).toHaveValue("The tray from the side");

    await page.getByRole("button", { name: "Dismiss" }).click();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Saved. The accessory is on the shop.")).toBeVisible();
    accessoryUrl = new URL(page.url()).pathname;
    publicPath = (await page.getByRole("link", { name: "View on the shop" }).getAttribute("href"))!;

    // The shop: its photos as responsive variants, the side view first, with width and height.
    const visitor = await visitorPage(page.context().browser()!);
    await visitor.goto(publicPath);
    await expect(visitor.getByRole("heading", { name, level: 1 })).toBeVisible();
    const first = visitor.locator("main picture").first();
    await expect(first.locator('source[type="image/avif"]')).toHaveAttribute(
      "srcset",
      /\/media\/[0-9a-f]{32}\.avif 400w/,
    );
    const image = first.locator("img");
    // The 1000 x 1400 side view: its largest variant (800 px; 1200 would enlarge it), portrait.
    await expect(image).toHaveAttribute("width", "800");
    await expect(image).toHaveAttribute("height", "1120");
    await visitor.context().close();
  },
);

test(
  "a Bengali name in Latin letters is refused; written in Bengali, with a specification label, the /bn pages and cart show them",
  ANY_VIEWPORT,
  async ({ page }) => {
    test.skip(!accessoryUrl, "needs the accessory of the first test");
    await signIn(page);
    await page.goto(accessoryUrl);
    await waitForHydration(page);
    const bengali = page.getByRole("group", { name: "In Bengali" });
    await bengali.getByLabel("নাম").fill("Mango Wood Tray");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(bengali.getByLabel("নাম")).toHaveAccessibleDescription(
      "Write it in Bengali letters, or leave it empty to show the English",
    );
    const nameBn = "আমকাঠের খোদাই করা ট্রে";
    const descriptionBn = "বগুড়ায় একটি আস্ত আমকাঠ খোদাই করে তৈরি।";
    await bengali.getByLabel("নাম").fill(nameBn);
    await bengali.getByLabel("বিবরণ").fill(descriptionBn);
    // The specification row's label in Bengali; its value is left to show the English.
    await page.getByLabel("Label 1 in Bengali").first().fill("উপাদান");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Saved. The shop shows the change within a second.")).toBeVisible();

    const visitor = await visitorPage(page.context().browser()!);
    await visitor.goto(`/bn${publicPath}`);
    await expect(visitor.getByRole("heading", { name: nameBn, level: 1 })).toBeVisible();
    await expect(visitor.getByText(descriptionBn)).toBeVisible();
    await expect(visitor).toHaveTitle(`${nameBn} | Nakshi Interiors`);
    await expect(visitor.locator('meta[name="description"]')).toHaveAttribute("content", descriptionBn);
    const structured = await visitor.locator('script[type="application/ld+json"]').allTextContents();
    const product = structured.map((text) => JSON.parse(text)).find((data) => data["@type"] === "Product");
    expect(product).toMatchObject({ name: nameBn, description: descriptionBn });
    const specifications = visitor.getByRole("region", { name: "বিবরণ" });
    await expect(specifications.getByRole("button", { name: "উপাদান" })).toBeVisible();
    await expect(specifications.getByText("Mango wood")).toBeVisible();

    // The English page keeps the English.
    await visitor.goto(publicPath);
    await expect(visitor.getByRole("heading", { name, level: 1 })).toBeVisible();
    await expect(visitor.getByText(nameBn)).toHaveCount(0);
    await expect(visitor.getByRole("button", { name: "Material" })).toBeVisible();
    await expect(visitor.getByText("উপাদান")).toHaveCount(0);
    // Nor do the English pages' HTML carry the Bengali texts (in their data for hydration either): only the
    // switch's বাংলা and its description, and the taka sign of the prices, which English writes too.
    for (const path of [publicPath, "/view-accessories", "/"]) {
      const html = await (await visitor.request.get(path)).text();
      expect(html, path).toContain(name);
      const bengali = html.replace(/বাংলা|এই পাতাটি বাংলায় পড়ুন|৳/g, "").match(/[\u0980-\u09FF]+/g) ?? [];
      expect(bengali, path).toEqual([]);
    }
    expect(await (await visitor.request.get(`/bn${publicPath}`)).text()).toContain(descriptionBn);

    // Added on an English page, the line shows its Bengali name on the /bn checkout.
    await addFromItsEnglishPage(visitor);
    await visitor.goto("/bn/checkout-order");
    await expect(visitor.getByRole("heading", { name: nameBn, level: 3 })).toBeVisible();
    await visitor.getByRole("button", { name: `${nameBn} কার্ট থেকে সরান` }).click();
    await expect(visitor.getByRole("heading", { name: nameBn, level: 3 })).toHaveCount(0);

    // The newest accessory: first on the Bengali catalogue, and its cart line there is Bengali too.
    await visitor.goto("/bn/view-accessories");
    await waitForHydration(visitor);
    const card = visitor.getByRole("article", { name: nameBn });
    await card.getByRole("button", { name: "কার্টে যোগ করুন" }).click();
    await visitor.goto("/bn/checkout-order");
    await expect(visitor.getByRole("heading", { name: nameBn, level: 3 })).toBeVisible();
    await visitor.context().close();
  },
);

test(
  "out of stock: the shop says so within a second and checkout asks to remove it",
  ANY_VIEWPORT,
  async ({ page }) => {
    test.skip(!accessoryUrl, "needs the accessory of the first test");
    const visitor = await visitorPage(page.context().browser()!);
    await addFromItsEnglishPage(visitor);
    await expect(visitor.getByRole("button", { name: /Remove from Cart/ }).first()).toBeVisible();

    await signIn(page);
    await page.goto(accessoryUrl);
    await waitForHydration(page);
    await page.getByLabel("Out of stock").check();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Saved. The shop shows the change within a second.")).toBeVisible();

    const fresh = await visitorPage(page.context().browser()!);
    // The very first page the server renders after the save says so: no cached page or answer outlived it.
    const served = await fresh.goto(publicPath);
    expect(await served!.text()).toContain("Out of stock");
    await expect(fresh.getByText("Out of stock", { exact: true }).first()).toBeVisible();
    await waitForHydration(fresh);
    await expect(fresh.getByRole("button", { name: /Add to Cart/ }).first()).toBeDisabled();
    await fresh.context().close();

    await visitor.goto("/checkout-order");
    await expect(visitor.getByTestId("cart-line-unavailable")).toHaveText(
      "Out of stock. Remove it to place your order.",
    );
    await expect(visitor.getByRole("button", { name: "Proceed to Order" })).toBeDisabled();
    await visitor.getByRole("button", { name: new RegExp(`Remove ${name}`) }).click();
    await expect(visitor.getByText("Oops!")).toBeVisible();
    await visitor.context().close();
  },
);

test(
  "the second of two editors is told who saved first, and nothing is overwritten",
  ANY_VIEWPORT,
  async ({ page }) => {
    test.skip(!accessoryUrl, "needs the accessory of the first test");
    await signIn(page);
    const other = await page.context().newPage();
    await page.goto(accessoryUrl);
    await other.goto(accessoryUrl);
    await waitForHydration(page);
    await waitForHydration(other);

    await page.getByLabel("Rate").fill("3400");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Saved. The shop shows the change within a second.")).toBeVisible();

    await other.getByLabel("Rate").fill("9999");
    await other.getByRole("button", { name: "Save" }).click();
    await expect(other.getByRole("alert").filter({ hasText: "changed by" })).toContainText(
      new RegExp(`changed by ${OWNER.name} at .+, reload to see it`),
    );
    await other.reload();
    await expect(other.getByLabel("Rate")).toHaveValue("3400");
    await other.close();
  },
);

test("what it adds stays on its own server: the catalogue the other suites share has none of it", async ({
  database,
  baseURL,
}) => {
  test.skip(!accessoryUrl, "needs the accessory of the first test");
  expect(baseURL).not.toBe(process.env.E2E_BASE_URL);
  const named = "select count(*)::int as count from accessories where name = $1";
  expect(await database.query(named, [name])).toEqual([{ count: 1 }]);
  expect(await sharedDatabase().query(named, [name])).toEqual([{ count: 0 }]);
});

test("archive takes it off the shop, restore brings it back", ANY_VIEWPORT, async ({ page }) => {
  test.skip(!accessoryUrl, "needs the accessory of the first test");
  await signIn(page);
  await page.goto(accessoryUrl);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Archive" }).click();
  await expect(
    page.getByText("Archived: the accessory is off the shop and kept for past orders."),
  ).toBeVisible();

  const visitor = await visitorPage(page.context().browser()!);
  const gone = await visitor.goto(publicPath);
  expect(gone?.status()).toBe(404);

  await page.goto(`/admin/accessories?q=${encodeURIComponent(`NI-TR-${run}`)}`);
  const row = page.getByTestId("accessory-rows").getByRole("listitem").filter({ hasText: name });
  await expect(row).toContainText("Archived");
  await row.getByRole("link", { name }).click();
  await waitForHydration(page);
  await page.getByRole("button", { name: "Restore" }).click();
  await expect(page.getByText("Restored: the accessory is on the shop again.")).toBeVisible();
  const back = await visitor.goto(publicPath);
  expect(back?.status()).toBe(200);
  await visitor.context().close();
});

test("the list and the form at 375 px and 1280 px", ANY_VIEWPORT, async ({ page }) => {
  await signIn(page);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/admin/accessories");
    await waitForHydration(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `the list scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: path.join(SHOTS, `list-${width}.png`), fullPage: true });
    if (accessoryUrl) {
      await page.goto(accessoryUrl);
      await waitForHydration(page);
      const formOverflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(formOverflow, `the form scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: path.join(SHOTS, `form-${width}.png`), fullPage: true });
    }
  }
});
