import { expect, test } from "./fixtures";

/** Every route of docs/product.md#routes renders inside the layout, server-side, with no console errors. */
const routes: { path: string; heading: RegExp }[] = [
  { path: "/", heading: /Nakshi Interiors|Crafting elegance/i },
  { path: "/company-overview", heading: /Company Overview|About/i },
  { path: "/mission-vision", heading: /Mission/i },
  { path: "/portfolio", heading: /Portfolio/i },
  { path: "/portfolio/residential-interior-design", heading: /Residential/i },
  { path: "/projects", heading: /Our Latest Projects/i },
  { path: "/project/view-details/banani", heading: /Banani/i },
  { path: "/services/home-interior-design", heading: /Home Interior/i },
  { path: "/view-accessories", heading: /Accessories/i },
  { path: "/checkout-order", heading: /Checkout|Cart/i },
  { path: "/track-order", heading: /Track your order/i },
];

for (const { path, heading } of routes) {
  test(`${path} renders its heading on the server and in the browser`, async ({ page, request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>/);

    await page.goto(path);
    await expect(page.locator("h1").first()).toHaveText(heading);
    await expect(page.locator("main")).toBeVisible();
  });
}

test("an accessory detail page renders the real accessory", async ({ page, request }) => {
  const list = await (await request.get("/api/accessory/get-all-accessories?page=1")).json();
  const first = list.data[0];
  const slug = first.name
    .toLowerCase()
    .replace(/\s+/g, "-")
    .replace(/[^\w-]+/g, "");
  const response = await page.goto(`/accessories/details/${slug}/${first._id}`);
  expect(response?.status()).toBe(200);
  await expect(page.locator("h1").first()).toHaveText(first.name);
});

test("an unknown path renders the not-found page with status 404 inside the layout", async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 404/);
  const response = await page.goto("/this-page-does-not-exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  await expect(page.locator("main")).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the home page shows its text and its images, lazy ones included, with no spinner", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.locator("h1").first()).toHaveText(/Nakshi Interiors/);
    // No spinner; the placed-order notice's empty live region is there from the start, as live regions must be.
    await expect(page.locator(".animate-spin")).toHaveCount(0);
    await expect(page.getByRole("status").filter({ hasText: /\S/ })).toHaveCount(0);
    const lazy = page.locator('img[loading="lazy"]').first();
    await lazy.scrollIntoViewIfNeeded();
    await expect(lazy).toHaveJSProperty("complete", true);
    expect(await lazy.evaluate((img) => getComputedStyle(img).opacity)).toBe("1");
  });
});
