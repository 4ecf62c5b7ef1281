import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { chooseDeliveryPlace } from "./support/order-form";
import { clientLogos } from "../content/clients";

/**
 * The Bengali site (issue 31): every /bn page renders in Bengali with its alternates, the switch keeps the
 * page, its query and the cart, a Bengali checkout speaks Bengali and records the order's language, and axe
 * finds nothing on the /bn pages.
 */
const BN_PAGES = [
  "/bn",
  "/bn/company-overview",
  "/bn/mission-vision",
  "/bn/portfolio",
  "/bn/portfolio/office-interior-design",
  "/bn/projects",
  "/bn/project/view-details/gulshan-2",
  "/bn/services/bedroom-interior-design",
  "/bn/view-accessories",
  "/bn/view-accessories?page=2",
  "/bn/checkout-order",
];

type CatalogueItem = { _id: string; name: string; outOfStock?: boolean };

async function firstInStock(page: Page): Promise<CatalogueItem> {
  const catalogue = await (await page.request.get("/api/accessory/get-all-accessories")).json();
  return (catalogue.data as CatalogueItem[]).find((item) => !item.outOfStock)!;
}

async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

test("every /bn page renders in Bengali, with hreflang alternates and the Bengali locale", async ({
  request,
}) => {
  const catalogue = await (await request.get("/api/accessory/get-all-accessories")).json();
  const accessory = catalogue.data[0] as CatalogueItem;
  const detail = `/bn/accessories/details/x/${accessory._id}`;
  for (const path of [...BN_PAGES, detail]) {
    await test.step(path, async () => {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(html).toContain('<html lang="bn"');
      expect(html).toMatch(/hrefLang="bn"/);
      expect(html).toMatch(/hrefLang="x-default"/);
      // The shell in Bengali: the menu, the switch back to English and the footer.
      expect(html).toContain("অ্যাকসেসরিজ");
      expect(html).toContain('lang="en" hrefLang="en"');
    });
  }
  const english = await (await request.get("/view-accessories")).text();
  expect(english).toContain('<html lang="en"');
  expect(english, "English pages carry no Bengali interface text").not.toContain("অ্যাকসেসরিজ");
  expect(english).toContain('content="en_US"');
});

test("an unknown /bn address answers 404 in Bengali", async ({ request }) => {
  const response = await request.get("/bn/no-such-page");
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain("পাতাটি পাওয়া যায়নি");
});

test("the sitemap lists both languages", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toMatch(/<loc>[^<]+\/bn\/company-overview<\/loc>/);
  expect(sitemap).toMatch(/<loc>[^<]+\/company-overview<\/loc>/);
});

/** Latin words left once the company's own details, which stay as written, are taken out. */
function latinWords(text: string, names: string[] = []): string[] {
  let rest = text;
  // Product names, and the company's own details (name, address, phone, email) stay as written.
  // Case aside: a label set in capitals by CSS (the category's eyebrow) reads in capitals.
  for (const name of names)
    rest = rest.replace(new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "gi"), " ");
  rest = rest
    // The logo sets the brand in two lines, the second in capitals.
    .replace(/\b(Nakshi|Interiors|Ltd)\b/gi, " ")
    // Brands that stay in Latin letters in Bengali copy too (the WhatsApp button, the couriers).
    .replace(/\b(WhatsApp|Pathao|Steadfast)\b/gi, " ")
    .replace(/\S+@\S+/g, " ")
    .replace(/\bEnglish\b/g, " ");
  return rest.match(/[A-Za-z]{3,}/g) ?? [];
}

test("every /bn page as served, shell and screen-reader labels included, shows no English interface words", async ({
  request,
}) => {
  const pages = await Promise.all(
    [1, 2].map(async (page) => {
      const response = await request.get(`/api/accessory/get-all-accessories?page=${page}`);
      return ((await response.json()) as { data: CatalogueAccessory[] }).data;
    }),
  );
  const accessory = pages[0][0];
  // Names that stay as written: the clients' logos and the catalogue's products (the pages list two pages).
  const names = [...clientLogos.map((logo) => logo.alt), ...pages.flat().flatMap(catalogueWords)].sort(
    (a, b) => b.length - a.length,
  );
  for (const path of [...BN_PAGES, "/bn/track-order", `/bn/accessories/details/x/${accessory._id}`]) {
    const html = await (await request.get(path)).text();
    const body = html
      .slice(html.indexOf("<body"))
      .replace(/<(script|style|noscript)\b[\s\S]*?<\/\1>/g, " ")
      // The switch to English is written in English on purpose.
      .replace(/<a [^>]*lang="en"[^>]*>[\s\S]*?<\/a>/g, " ");
    const labels = [...body.matchAll(/\s(?:aria-label|alt|title|placeholder)="([^"]*)"/g)].map(
      (match) => match[1],
    );
    const text = body.replace(/<[^>]*>/g, " ").replace(/&amp;/g, "&");
    expect(latinWords([text, ...labels].join("\n"), names), path).toEqual([]);
  }
});

test("the shop's interface on /bn pages shows no English words", async ({ page }) => {
  for (const path of ["/bn/view-accessories", "/bn/checkout-order"]) {
    await gotoHydrated(page, path);
    const names = await page.locator("article h3").allInnerTexts();
    expect(latinWords(await page.locator("body").innerText(), names), path).toEqual([]);
  }
});

type CatalogueAccessory = {
  _id: string;
  name: string;
  code: string;
  size: string;
  category: string;
  description: string;
  specifications: { label: string; value?: string; description?: string }[];
  additionalInformation: { label: string; value: string }[];
};

/** An accessory's own words, as staff wrote them in the catalogue: they may stay English on /bn pages. */
function catalogueWords(accessory: CatalogueAccessory): string[] {
  return [
    accessory.name,
    accessory.code,
    accessory.size,
    accessory.category,
    accessory.description,
    ...accessory.specifications.flatMap((row) => [row.label, row.value ?? "", row.description ?? ""]),
    ...accessory.additionalInformation.flatMap((row) => [row.label, row.value]),
  ]
    .filter(Boolean)
    .sort((a, b) => b.length - a.length);
}

test("the accessory page on /bn shows no English interface words, and its WhatsApp chat starts in Bengali", async ({
  page,
}) => {
  const item = await firstInStock(page);
  const { data: accessory } = (await (
    await page.request.get(`/api/accessory/get-accessory/${item._id}`)
  ).json()) as { data: CatalogueAccessory };
  await gotoHydrated(page, `/bn/accessories/details/x/${item._id}`);
  const words = catalogueWords(accessory);
  expect(latinWords(await page.locator("body").innerText(), words), "visible text").toEqual([]);
  // The meta and Open Graph descriptions are made from the catalogue's description (cut short, as text):
  // a line whose every Latin word is one of the description's is that.
  const descriptionWords = new Set(accessory.description.match(/[A-Za-z]{3,}/g) ?? []);
  const aside = (await pageWords(page))
    .split("\n")
    .filter((line) => {
      const latin = line.match(/[A-Za-z]{3,}/g) ?? [];
      return !(latin.length > 3 && latin.every((word) => descriptionWords.has(word)));
    })
    .join("\n");
  expect(latinWords(aside, words), "labels, meta and JSON-LD").toEqual([]);

  const href = (await page.getByTestId("accessory-whatsapp").getAttribute("href")) ?? "";
  expect(href, "URL-encoded whole").not.toMatch(/[\s\u0980-\u09FF]/);
  const chat = new URL(href).searchParams.get("text") ?? "";
  expect(chat).toMatch(/^হ্যালো, /);
  expect(chat).toContain(`${accessory.name} (কোড ${accessory.code}) সম্পর্কে আরও জানতে চাই: `);
  expect(chat).toMatch(new RegExp(`/bn/accessories/details/[^/]+/${accessory._id}$`));
});

test("headings keep the display face on /bn: a product's name in Cormorant, as on the English page", async ({
  page,
}) => {
  const item = await firstInStock(page);
  const headingFace = async (path: string) => {
    await gotoHydrated(page, path);
    return page.locator("h1").evaluate((heading) => {
      const style = getComputedStyle(heading);
      return { family: style.fontFamily.split(",")[0].trim(), weight: style.fontWeight };
    });
  };
  const english = await headingFace(`/accessories/details/x/${item._id}`);
  const bengali = await headingFace(`/bn/accessories/details/x/${item._id}`);
  expect(english).toEqual({ family: '"Cormorant Garamond"', weight: "600" });
  expect(bengali, "the product's name on /bn").toEqual(english);
  // Its Bengali letters, if any, come from the heavier Bengali face (600), not the 400 cut.
  expect(await page.locator("h1").evaluate((heading) => getComputedStyle(heading).fontFamily)).toContain(
    '"Noto Sans Bengali Variable"',
  );
});

test("a /bn checkout with a cart and its order form open shows no English interface words", async ({
  page,
}) => {
  const accessory = await firstInStock(page);
  await gotoHydrated(page, "/bn/view-accessories");
  await page
    .getByRole("article", { name: accessory.name })
    .getByRole("button", { name: "কার্টে যোগ করুন" })
    .click();
  await gotoHydrated(page, "/bn/checkout-order");
  await expect(page.getByTestId("summary-total-items")).toHaveText("১");
  expect(latinWords(await page.locator("body").innerText(), [accessory.name]), "the cart").toEqual([]);
  expect(latinWords(await pageWords(page), [accessory.name]), "the cart's labels").toEqual([]);

  await page.getByRole("button", { name: "অর্ডারে এগিয়ে যান" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("textbox", { name: /^নাম/ })).toBeVisible();
  expect(latinWords(await dialog.innerText(), [accessory.name]), "the order form").toEqual([]);
  const labels = await dialog.evaluate((element) =>
    [...element.querySelectorAll("[aria-label], [placeholder], [title]")]
      .flatMap((node) => ["aria-label", "placeholder", "title"].map((name) => node.getAttribute(name) ?? ""))
      .join("\n"),
  );
  expect(latinWords(labels, [accessory.name]), "the order form's labels").toEqual([]);
  await expectBengaliPlaceholders(dialog, "the order form");
});

/** A form's placeholders on /bn: no Latin letter and no Latin digit (the phone's example is in Bengali digits). */
async function expectBengaliPlaceholders(scope: Locator, what: string) {
  const placeholders = await scope
    .locator("[placeholder]")
    .evaluateAll((elements) => elements.map((element) => element.getAttribute("placeholder") ?? ""));
  expect(placeholders.length, what).toBeGreaterThan(0);
  expect(
    placeholders.filter((placeholder) => /[A-Za-z0-9]/.test(placeholder)),
    `${what}'s placeholders`,
  ).toEqual([]);
}

test("the /bn contact form shows no English interface words, its placeholders included", async ({ page }) => {
  await gotoHydrated(page, "/bn/projects");
  const headerButton = page.getByRole("banner").getByRole("button", { name: "যোগাযোগ করুন" });
  if (await headerButton.isVisible()) {
    await headerButton.click();
  } else {
    await page.getByRole("button", { name: "মেনু খুলুন" }).click();
    await page.getByRole("dialog", { name: "মেনু" }).getByRole("button", { name: "যোগাযোগ করুন" }).click();
  }
  const dialog = page.getByRole("dialog", { name: "যোগাযোগ করুন" });
  await expect(dialog.getByRole("textbox", { name: /^নাম/ })).toBeVisible();
  expect(latinWords(await dialog.innerText()), "the contact form").toEqual([]);
  expect(latinWords(await pageWords(page)), "the contact form's labels").toEqual([]);
  await expectBengaliPlaceholders(dialog, "the contact form");
});

test("a /bn track-order answer shows no English interface words", async ({ page, request }) => {
  const list = await (await request.get("/api/accessory/get-all-accessories?page=1")).json();
  const accessory = (list.data as (CatalogueItem & { rate: number })[]).find((item) => item.rate > 0)!;
  const created = await request.post("/api/order/save-order", {
    data: {
      name: "রহিম উদ্দিন",
      email: "",
      address: "বাসা ৯, রোড ২৭, ধানমন্ডি",
      phone: "01755667788",
      district: "Dhaka",
      area: "Dhanmondi",
      language: "bn",
    },
  });
  expect(created.status()).toBe(201);
  const order = (await created.json()) as { _id: string; orderNumber: string };
  const line = await request.post("/api/order/save-order-details", {
    data: { orderId: order._id, accessoryId: accessory._id, quantity: 2 },
  });
  expect(line.status()).toBe(201);

  await gotoHydrated(page, "/bn/track-order");
  await page.getByRole("textbox", { name: /^অর্ডার নম্বর/ }).fill(order.orderNumber);
  await page.getByRole("textbox", { name: /^ফোন নম্বর/ }).fill("০১৭৫৫-৬৬৭৭৮৮");
  await page.getByRole("button", { name: "অর্ডার খুঁজুন" }).click();
  const answer = page.getByRole("region", { name: `অর্ডার ${order.orderNumber}` });
  await expect(answer).toContainText(`${accessory.name} × ২`);
  const names = [accessory.name, order.orderNumber];
  expect(latinWords(await page.locator("body").innerText(), names), "visible text").toEqual([]);
  expect(latinWords(await pageWords(page), names), "labels and meta").toEqual([]);
});

/**
 * What a visitor or a screen reader meets on a page besides its visible text: the labels, alt texts and
 * placeholders of the main content and of an open dialog, the title, the description, the Open Graph title and the names in the JSON-LD. The header's
 * switch back to English and the footer's client logos are left out (their words are names).
 */
async function pageWords(page: Page): Promise<string> {
  return page.evaluate(() => {
    const labelled = [
      ...document.querySelectorAll(
        "main [aria-label], main [alt], main [title], main [placeholder], [role=dialog] [aria-label], " +
          "[role=dialog] [placeholder], [role=dialog]",
      ),
    ];
    const labels = labelled.flatMap((element) =>
      ["aria-label", "alt", "title", "placeholder"].map((name) => element.getAttribute(name) ?? ""),
    );
    const meta = (selector: string) => document.querySelector(selector)?.getAttribute("content") ?? "";
    const jsonLdNames: string[] = [];
    const collect = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(collect);
      else if (value && typeof value === "object")
        for (const [key, nested] of Object.entries(value))
          if (key === "name" || key === "description") jsonLdNames.push(String(nested));
          else collect(nested);
    };
    for (const script of document.querySelectorAll('script[type="application/ld+json"]'))
      collect(JSON.parse(script.textContent ?? "null"));
    return [
      document.querySelector("main")?.innerText ?? "",
      ...labels,
      document.title,
      meta('meta[name="description"]'),
      meta('meta[property="og:title"]'),
      meta('meta[property="og:description"]'),
      meta('meta[property="og:image:alt"]'),
      ...jsonLdNames,
    ].join("\n");
  });
}

test("the service, portfolio and project pages on /bn speak Bengali, labels, title and JSON-LD included", async ({
  page,
}) => {
  test.slow();
  for (const path of [
    "/bn/services/home-interior-design",
    "/bn/services/bedroom-interior-design",
    "/bn/portfolio",
    "/bn/portfolio/residential-interior-design",
    "/bn/projects",
    "/bn/project/view-details/banani",
  ]) {
    await gotoHydrated(page, path);
    await expect(page.locator("html")).toHaveAttribute("lang", "bn");
    expect(latinWords(await pageWords(page)), path).toEqual([]);
  }

  // The project's full-screen viewer: its name, its buttons and the announced position.
  await page.getByRole("button", { name: /বড় করে দেখুন: ১২টির মধ্যে ২ নম্বর ছবি/ }).click();
  const viewer = page.getByRole("dialog");
  await expect(viewer.getByText("১২টির মধ্যে ২", { exact: true })).toBeVisible();
  await expect(viewer.getByRole("button", { name: "পরের ছবি" })).toBeVisible();
  await expect(viewer.getByRole("button", { name: "বন্ধ করুন" })).toBeVisible();
  expect(latinWords(await pageWords(page)), "the project's image viewer").toEqual([]);
  // The slides' names, which the viewer's library writes its numbers into, in Bengali digits too.
  const slideNames = viewer.locator('[aria-roledescription="স্লাইড"]');
  // The slide on screen; the ones beside it are inert.
  const current = viewer.locator('[aria-roledescription="স্লাইড"]:not([inert])');
  await expect(current).toHaveAttribute("aria-label", "১২টির মধ্যে ২");
  const names = await slideNames.evaluateAll((slides) =>
    slides.map((slide) => slide.getAttribute("aria-label")),
  );
  expect(
    names.filter((name) => /[0-9]/.test(name ?? "")),
    "the viewer's slide names",
  ).toEqual([]);
  await viewer.getByRole("button", { name: "পরের ছবি" }).click();
  await expect(viewer.getByText("১২টির মধ্যে ৩", { exact: true })).toBeVisible();
  await expect(current).toHaveAttribute("aria-label", "১২টির মধ্যে ৩");
  await viewer.getByRole("button", { name: "বন্ধ করুন" }).click();

  // The home page's carousels: slide names, arrows, the pause button and the dots.
  await page.emulateMedia({ reducedMotion: "reduce" });
  await gotoHydrated(page, "/bn");
  const gallery = page.locator('[aria-roledescription="ক্যারোসেল"]').first();
  await gallery.scrollIntoViewIfNeeded();
  await expect(gallery.getByRole("button", { name: "পরের স্লাইড" })).toBeVisible();
  const carouselLabels = await page
    .locator('[aria-roledescription="ক্যারোসেল"] [aria-label]')
    .evaluateAll((elements) => elements.map((element) => element.getAttribute("aria-label") ?? ""));
  expect(carouselLabels.length).toBeGreaterThan(3);
  expect(latinWords(carouselLabels.join("\n")), "the home page's carousels").toEqual([]);
});

test("the English service, portfolio and project pages carry no Bengali", async ({ request }) => {
  for (const path of [
    "/services/home-interior-design",
    "/portfolio/residential-interior-design",
    "/project/view-details/banani",
  ]) {
    const html = await (await request.get(path)).text();
    // The header's switch to বাংলা is the one Bengali word an English page carries.
    const bengali = html.replace(/বাংলা|এই পাতাটি বাংলায় পড়ুন/g, "").match(/[\u0980-\u09FF]+/g) ?? [];
    expect(bengali, path).toEqual([]);
  }
});

/** The language switch: in the header from 1024 px, in the menu's drawer on a phone. */
async function switchLanguage(page: Page) {
  const inHeader = page.getByTestId("language-switch").first();
  if (!(await inHeader.isVisible())) {
    await page.getByRole("button", { name: /^(Open menu|মেনু খুলুন)$/ }).click();
  }
  await page.locator('[data-testid="language-switch"]:visible').first().click();
}

test("the switch keeps the page, its query and the cart, and remembers the choice for /", async ({
  page,
}) => {
  const accessory = await firstInStock(page);
  await gotoHydrated(page, "/view-accessories");
  const card = page.getByRole("article", { name: accessory.name });
  await card.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByTestId("cart-badge").first()).toHaveText("1");

  await gotoHydrated(page, "/view-accessories?page=2#top");
  await switchLanguage(page);
  await expect(page).toHaveURL(/\/bn\/view-accessories\?page=2#top$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "bn");
  await expect(page.getByTestId("cart-badge").first()).toHaveText("১");
  await expect(page.getByRole("link", { name: /চেকআউটে যান/ })).toBeVisible();

  // The cookie now sends a visit to / to /bn; a deep link is never redirected.
  await page.goto("/");
  await expect(page).toHaveURL(/\/bn$/);
  await page.goto("/company-overview");
  await expect(page).toHaveURL(/\/company-overview$/);

  await gotoHydrated(page, "/bn/checkout-order");
  await switchLanguage(page);
  await expect(page).toHaveURL(/\/checkout-order$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { name: "Your cart" })).toBeVisible();
  await page.goto("/");
  await expect(page).toHaveURL(/\/$/);
});

test("a Bengali checkout shows Bengali messages and places an order recorded in Bengali", async ({
  page,
  database,
}) => {
  test.slow();
  const accessory = await firstInStock(page);
  await gotoHydrated(page, "/bn/view-accessories");
  await page
    .getByRole("article", { name: accessory.name })
    .getByRole("button", { name: "কার্টে যোগ করুন" })
    .click();
  await gotoHydrated(page, "/bn/checkout-order");
  await expect(page.getByTestId("summary-total-items")).toHaveText("১");
  await expect(page.getByTestId("summary-subtotal")).toContainText("৳ ");

  await page.getByRole("button", { name: "অর্ডারে এগিয়ে যান" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "অর্ডার নিশ্চিত করুন" }).click();
  await expect(dialog.getByText("নাম লিখুন")).toBeVisible();
  await expect(dialog.getByText("ফোন নম্বর লিখুন")).toBeVisible();
  await expect(dialog.getByText("আপনার জেলা বেছে নিন", { exact: true })).toBeVisible();

  const name = `রহিম ${Date.now()}`;
  await dialog.getByRole("textbox", { name: /^নাম/ }).fill(name);
  await dialog.getByRole("textbox", { name: /^ফোন নম্বর/ }).fill("0171122");
  await dialog.getByRole("textbox", { name: /^ঠিকানা/ }).fill("বাসা ১২, রোড ৫, ধানমন্ডি");
  await dialog.getByRole("textbox", { name: /^ঠিকানা/ }).focus();
  await expect(dialog.getByText("ফোন নম্বর ১১ অঙ্কের হবে এবং ০১ দিয়ে শুরু হবে")).toBeVisible();
  // Typed in Bengali digits with a dash, as many customers do: the shared schema keeps the ASCII digits.
  await dialog.getByRole("textbox", { name: /^ফোন নম্বর/ }).fill("০১৭১১-২২৩৩৪৪");
  // Typed in Bangla, as the field shows the places on /bn; the order still records the English names.
  await chooseDeliveryPlace(dialog, "ঢাকা", "ধানমন্ডি", { district: "জেলা", area: "এলাকা" });
  await dialog.getByRole("button", { name: "অর্ডার নিশ্চিত করুন" }).click();
  await expect(page.getByText("আপনার অর্ডার নেওয়া হয়েছে!")).toBeVisible();
  await expect(page).toHaveURL(/\/bn$/, { timeout: 10_000 });

  await expect
    .poll(
      async () =>
        (
          await database.query<{ language: string; phone: string }>(
            "select language, phone from orders where name = $1",
            [name],
          )
        )[0],
    )
    .toEqual({ language: "bn", phone: "01711223344" });
});

test("axe finds nothing on the Bengali pages", async ({ page }) => {
  test.slow();
  await page.emulateMedia({ reducedMotion: "reduce" });
  for (const path of ["/bn", "/bn/view-accessories", "/bn/checkout-order", "/bn/company-overview"]) {
    await gotoHydrated(page, path);
    const results = await new AxeBuilder({ page })
      .setLegacyMode(true)
      .options({ resultTypes: ["violations"] })
      .analyze();
    expect(
      results.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.html.slice(0, 120)}`),
      path,
    ).toEqual([]);
  }
});

test("on English pages the switch's বাংলা is drawn, named in Bengali, and no Bengali font is fetched", async ({
  page,
  isMobile,
}, testInfo) => {
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fonts.push(request.url());
  });
  await gotoHydrated(page, "/");
  let scope = page.getByRole("banner");
  if (isMobile) {
    await page.getByRole("button", { name: "Open menu" }).click();
    scope = page.getByRole("dialog", { name: "Menu" });
  }
  const link = scope.getByRole("link", { name: "বাংলা", exact: true });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute("lang", "bn");
  await expect(link).toHaveAttribute("hreflang", "bn");
  const word = link.getByTestId("language-switch-drawn");
  await expect(word).toBeVisible();

  // The drawing follows the link's type: it takes the room the face gives the word at the link's size (an
  // advance of 2.32 em), is painted in the link's colour through the drawn outlines, and sits centred in the
  // pill like the text of the English switch.
  const metrics = await word.evaluate((element) => {
    const link = element.closest("a")!;
    const box = element.getBoundingClientRect();
    const outer = link.getBoundingClientRect();
    const style = getComputedStyle(element);
    return {
      fontSize: parseFloat(getComputedStyle(link).fontSize),
      color: getComputedStyle(link).color,
      paint: style.backgroundColor,
      mask: style.maskImage,
      advance: box.width + parseFloat(style.marginLeft) + parseFloat(style.marginRight),
      middle: box.top + box.height / 2 - (outer.top + outer.height / 2),
    };
  });
  expect(metrics.fontSize).toBe(14);
  expect(metrics.advance).toBeCloseTo(2.32 * 14, 0);
  expect(metrics.paint).toBe(metrics.color);
  expect(metrics.mask).toMatch(/^url\("data:image\/svg\+xml|^url\(".*\.svg"\)$/);
  expect(Math.abs(metrics.middle)).toBeLessThan(1);

  if (!isMobile) {
    // The pill's hover, as for the English switch (phones have no hover).
    const background = () => link.evaluate((element) => getComputedStyle(element).backgroundColor);
    const resting = await background();
    await link.hover();
    await expect.poll(background).not.toBe(resting);
  }
  await link.focus();
  await expect(link).toBeFocused();
  await (isMobile ? scope : page.getByRole("banner")).screenshot({
    path: testInfo.outputPath(`switch-${isMobile ? 375 : 1280}.png`),
  });
  expect(
    fonts.filter((url) => /bengali/i.test(url)),
    "English pages fetch no Bengali font",
  ).toEqual([]);

  await link.click();
  await expect(page).toHaveURL(/\/bn$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "bn");
});
