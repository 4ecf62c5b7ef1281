import type { Page, TestInfo } from "@playwright/test";
import { ANY_VIEWPORT, expect, test, waitForHydration } from "./fixtures";

/** Scrolls down in steps so lazy images load and every reveal plays, then returns to the top. */
async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = Math.round((page.viewportSize()?.height ?? 800) * 0.6);
  for (let y = 0; y <= height; y += step) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
    await page.waitForTimeout(80);
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
}

/**
 * Full-page screenshots of every page at both widths, for looking at the site as a person would:
 * `E2E_SCREENSHOTS=1 npm run test:e2e` attaches them to the report. They assert nothing and cost minutes
 * of a 2-core machine's time, so a plain test run leaves them out.
 */
async function attachScreenshot(page: Page, testInfo: TestInfo, name: string) {
  if (!process.env.E2E_SCREENSHOTS) return;
  await scrollThrough(page);
  await page.waitForTimeout(600);
  const body = await page.screenshot({ fullPage: true, animations: "disabled" });
  await testInfo.attach(`${name}-${testInfo.project.name}.png`, { body, contentType: "image/png" });
}

const pages: { path: string; name: string; h1: string; text: string[] }[] = [
  {
    path: "/",
    name: "home",
    h1: "Nakshi Interiors",
    text: [
      "Crafting elegance, one space at a time.",
      "Dhaka's finest interior design company for crafting cutting-edge interiors for modern living and business spaces",
      "Best Interior Design Company in Bangladesh",
      "Trusted by the leading brands in Bangladesh",
      "Your trust is the key to our progress",
      "We Listen",
      "We Create",
      "We Deliver",
      "Our Location",
      "Showroom Hours",
      "Sunday to Saturday, 10:00 AM to 9:00 PM",
      "Find Us on Google Maps",
      "Transforming Spaces, Crafting Luxury",
    ],
  },
  {
    path: "/company-overview",
    name: "company-overview",
    h1: "Company Overview",
    text: ["Our Story", "15+", "600+", "60+", "99%", "Why Choose Nakshi Interiors", "Our Promise"],
  },
  {
    path: "/mission-vision",
    name: "mission-vision",
    h1: "Mission & Vision",
    text: [
      "Our Mission",
      "Our Vision",
      "Creativity",
      "Integrity",
      "Sustainability",
      "Excellence",
      "View Our Portfolio",
    ],
  },
  {
    path: "/portfolio",
    name: "portfolio",
    h1: "Portfolio",
    text: ["Our Portfolio", "Residential Interior", "Office Interior", "Hotel Interior", "Kitchen Cabinet"],
  },
  {
    path: "/portfolio/kitchen-cabinet-design",
    name: "portfolio-detail",
    h1: "Kitchen Cabinet Design",
    text: ["Why Choose Us", "Our Solutions", "Services We Offer"],
  },
  {
    path: "/projects",
    name: "projects",
    h1: "Our Latest Projects",
    text: ["Banani", "Bogura", "Dhanmondi", "Gulshan-2", "Uttara"],
  },
  {
    path: "/project/view-details/dhanmondi",
    name: "project-details",
    h1: "Dhanmondi",
    text: ["About This Project", "Address - Dhanmondi", "View Full Size"],
  },
  {
    path: "/services/office-interior-design",
    name: "service",
    h1: "Office Interior",
    text: ["500+", "12+", "On-time", "Happy Clients"],
  },
];

for (const { path, name, h1, text } of pages) {
  test(`${path} renders its content on the server and in the browser`, async ({
    page,
    request,
  }, testInfo) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = (await response.text()).replaceAll("&#x27;", "'").replaceAll("&amp;", "&");
    for (const snippet of [h1, ...text]) expect(html, `server HTML of ${path}`).toContain(snippet);

    await page.goto(path);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
    for (const snippet of text) await expect(page.getByText(snippet, { exact: true }).first()).toBeAttached();
    await attachScreenshot(page, testInfo, name);
  });
}

test("the home page has the SPEC's anchors in order", ANY_VIEWPORT, async ({ request }) => {
  const html = await (await request.get("/")).text();
  const anchors = [
    "home",
    "categories",
    "about",
    "projects",
    "accessories",
    "brands",
    "expertise",
    "progress",
    "location",
    "map",
    "conclusion",
  ];
  const positions = anchors.map((anchor) => html.indexOf(`id="${anchor}"`));
  expect(positions.every((position) => position > 0)).toBe(true);
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);
});

test(
  "every portfolio, project and service slug of the SPEC has its page",
  ANY_VIEWPORT,
  async ({ request }) => {
    const portfolio = {
      "residential-interior-design": "Residential Interior Design",
      "office-interior-design": "Office Interior Design",
      "hotel-interior-design": "Hotel Interior Design",
      "restaurant-interior-design": "Restaurant Interior Design",
      "showroom-interior-design": "Showroom Interior Design",
      "kitchen-cabinet-design": "Kitchen Cabinet Design",
    };
    const projects = { banani: 12, bogura: 7, dhanmondi: 12, "gulshan-2": 7, uttara: 8 };
    const services = {
      "home-interior-design": "Home Interior",
      "office-interior-design": "Office Interior",
      "restaurant-interior-design": "Restaurant Interior",
      "showroom-outlet-interior-design": "Showroom &amp; Outlet Interior",
      "hotel-interior-design": "Hotel Interior",
      "bedroom-interior-design": "Bedroom",
      "drawing-room-interior-design": "Drawing Room",
      "dining-room-interior-design": "Dining Room",
      "kitchen-cabinet-design": "Kitchen Cabinet",
      "md-room-interior-design": "MD Room",
      "conference-room-interior-design": "Conference Room",
      "reception-interior-design": "Reception",
      "work-station-area-interior-design": "Work Station Area",
    };
    for (const [slug, heading] of Object.entries(portfolio)) {
      const response = await request.get(`/portfolio/${slug}`);
      expect(response.status(), slug).toBe(200);
      expect(await response.text()).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    }
    for (const [slug, count] of Object.entries(projects)) {
      const response = await request.get(`/project/view-details/${slug}`);
      expect(response.status(), slug).toBe(200);
      const captions = (await response.text()).match(/<span>Address - [^<]+<\/span>/g) ?? [];
      expect(captions, slug).toHaveLength(count);
    }
    for (const [slug, heading] of Object.entries(services)) {
      const response = await request.get(`/services/${slug}`);
      expect(response.status(), slug).toBe(200);
      const html = await response.text();
      expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
      expect(html, slug).not.toContain("Content is coming soon for this service.");
    }
  },
);

test.describe("unknown slugs answer 404 inside the layout", ANY_VIEWPORT, () => {
  // The browser reports the document's own 404 status on the console; that status is the point here.
  test.beforeEach(({ consoleGuard }) => consoleGuard.allow(/status of 404/));

  test("an unknown portfolio slug shows Service Not Found", async ({ page }) => {
    const response = await page.goto("/portfolio/swimming-pool-design");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Service Not Found");
    await expect(page.getByRole("banner")).toBeVisible();
  });

  test("an unknown project slug shows Project Not Found and leads back to the projects", async ({ page }) => {
    const response = await page.goto("/project/view-details/mirpur");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Project Not Found");
    await expect(page.getByText("The project you're looking for doesn't exist.")).toBeVisible();
    await waitForHydration(page);
    await page.getByRole("main").getByRole("link", { name: "Back to Projects" }).click();
    await expect(page).toHaveURL(/\/projects$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Latest Projects");
  });

  test("a service slug outside the menu names the slug", async ({ page }) => {
    const response = await page.goto("/services/swimming-pools");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Services");
    await expect(page.getByText('Service "swimming-pools" not found.')).toBeVisible();
  });
});

test("the project lightbox wraps around, counts, and closes on Escape and on the backdrop", async ({
  page,
}) => {
  await page.goto("/project/view-details/bogura");
  await waitForHydration(page);
  const firstCard = page.getByRole("button", { name: "View full size: photo 1 of 7" });
  await firstCard.click();

  const lightbox = page.getByRole("dialog", { name: "Bogura project photographs" });
  await expect(lightbox).toBeVisible();
  await expect(lightbox.getByText("1 of 7")).toBeVisible();
  // Keys go where the focus is: the lightbox takes it as it opens (on a busy phone, a moment after it shows).
  await expect
    .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]'))))
    .toBe(true);

  await page.keyboard.press("ArrowLeft");
  await expect(lightbox.getByText("7 of 7")).toBeVisible();
  await lightbox.getByRole("button", { name: "Next image" }).click();
  await expect(lightbox.getByText("1 of 7")).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(lightbox.getByText("2 of 7")).toBeVisible();
  await lightbox.getByRole("button", { name: "Previous image" }).click();
  await expect(lightbox.getByText("1 of 7")).toBeVisible();

  await page.keyboard.press("Escape");
  await expect(lightbox).toBeHidden();
  await expect(firstCard).toBeFocused();

  await page.getByRole("button", { name: "View full size: photo 3 of 7" }).click();
  await expect(lightbox.getByText("3 of 7")).toBeVisible();
  const viewport = page.viewportSize()!;
  await page.mouse.click(12, viewport.height - 12);
  await expect(lightbox).toBeHidden();

  // The caption is part of the card: a click on it opens the lightbox at that photograph as well. The card's
  // button covers the caption, so the click goes to the caption's place on the page rather than to its text node.
  const caption = page.getByText("Address - Bogura").nth(4);
  await caption.scrollIntoViewIfNeeded();
  const box = (await caption.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(lightbox.getByText("5 of 7")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(lightbox).toBeHidden();
  await expect(page.getByRole("button", { name: "View full size: photo 5 of 7" })).toBeFocused();
});

test("the showroom accordion opens one section at a time", async ({ page }) => {
  await page.goto("/#location");
  await waitForHydration(page);
  const location = page.locator("#location");
  const address = location.getByRole("button", { name: "Our Address" });
  const hours = location.getByRole("button", { name: "Showroom Hours" });
  await expect(address).toHaveAttribute("aria-expanded", "true");
  await expect(location.getByText("House 42, Road 11, Banani, Dhaka 1213")).toBeVisible();

  await hours.click();
  await expect(hours).toHaveAttribute("aria-expanded", "true");
  await expect(address).toHaveAttribute("aria-expanded", "false");
  await expect(location.getByText("Sunday to Saturday, 10:00 AM to 9:00 PM")).toBeVisible();

  await location.getByRole("button", { name: "Why visit us?" }).click();
  await expect(hours).toHaveAttribute("aria-expanded", "false");
});

for (const { path, section } of [
  { path: "/", section: "#home" },
  { path: "/", section: "#conclusion" },
  { path: "/company-overview", section: "#promise" },
  { path: "/mission-vision", section: "main" },
]) {
  test(`Contact Us in ${path} ${section} opens the contact modal`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    await page.locator(section).getByRole("button", { name: "Contact Us" }).first().click();
    const modal = page.getByRole("dialog", { name: "Contact Us" });
    await expect(modal).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(modal).toBeHidden();
  });
}

test("category and project cards lead to their pages", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await page
    .locator("#categories")
    .getByRole("link", { name: /Hotel Interior/ })
    .click();
  await expect(page).toHaveURL(/\/portfolio\/hotel-interior-design$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hotel Interior Design");

  await page.goto("/projects");
  await waitForHydration(page);
  await page
    .getByRole("link", { name: /Gulshan-2/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/project\/view-details\/gulshan-2$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gulshan-2");
});

test("the home carousel moves on its own and can be paused", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  const gallery = page.getByRole("region", { name: "Gallery of our interiors" });
  await gallery.scrollIntoViewIfNeeded();
  await expect(gallery.getByRole("button", { name: "Go to slide 2 of 11" })).toHaveAttribute(
    "aria-current",
    "true",
    {
      timeout: 8_000,
    },
  );
  await gallery.getByRole("button", { name: "Pause automatic slide show" }).click();
  await expect(gallery.getByRole("button", { name: "Play automatic slide show" })).toBeVisible();
});
