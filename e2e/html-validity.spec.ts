import type { APIRequestContext, TestInfo } from "@playwright/test";
import { HtmlValidate, type ConfigData, type Message } from "html-validate";
import { ANY_VIEWPORT, expect, test } from "./fixtures";
import { backOfficePages, signInWithRole, visitorRecords } from "./support/back-office";

/**
 * html-validate's recommended rules, every one of them on, over the HTML the server sends: the public
 * site's every route and the back office's every page. Two rules are off and one is relaxed because React
 * writes HTML that way and browsers read it as intended; four take an allowance, named and explained.
 */
const config: ConfigData = {
  extends: ["html-validate:recommended"],
  rules: {
    // React writes some attributes in their DOM property spelling (charSet, fetchPriority, imageSrcSet);
    // HTML attribute names are case-insensitive.
    "attr-case": "off",
    // React closes void elements (<meta />, <link />, <img />); HTML allows the slash and ignores it.
    "void-style": "off",
    // React writes a true boolean attribute (disabled, download) as `attr=""`, one of HTML's valid forms.
    "attribute-boolean-style": ["error", { style: "empty" }],
    "attribute-empty-style": ["error", { style: "empty" }],
    // React's useId makes ids like `_R_9d35_`: valid HTML5 (any characters but spaces), not valid HTML4,
    // which is what the rule checks unless relaxed.
    "valid-id": ["error", { relaxed: true }],
    // Allowances, not React's: each image's box carries its own aspect ratio and blurred preview (values
    // that differ per photo, so they cannot be classes); any other inline style is still refused.
    "no-inline-style": ["error", { allowedProperties: ["aspect-ratio", "background-image"] }],
    // A phone number link keeps to one line with Tailwind's whitespace-nowrap, as non-breaking characters
    // would (the rule itself exempts an inline `white-space: nowrap`).
    "tel-non-breaking": ["error", { ignoreClasses: ["whitespace-nowrap"] }],
    // Lists and list items carry a name (`Orders, newest first`, a member of staff) so a screen reader can
    // tell them apart; ARIA allows naming them, the rule only prefers it on interactive elements.
    "aria-label-misuse": ["error", { allowAnyNamable: true }],
    // A group of checkboxes shares one name and posts every ticked value (the suburbs of the delivery
    // settings), as HTML intends; the rule's default shares names among radios and buttons only.
    "form-dup-name": ["error", { shared: ["radio", "checkbox", "button", "reset", "submit"] }],
  },
};

const validator = new HtmlValidate(config);

/**
 * Every route of the public site outside the sitemap: a second catalogue page, the order tracking page (kept
 * out of the sitemap on purpose), and each kind of missing page.
 */
const OTHER_PUBLIC_PATHS = [
  "/view-accessories?page=2",
  "/track-order",
  "/track-order?number=NI-2611-0042",
  "/portfolio/not-a-portfolio",
  "/project/view-details/nowhere",
  "/services/not-a-service",
  "/accessories/details/missing/00000000-0000-4000-8000-000000000000",
  "/this-page-does-not-exist",
];

/** The sitemap's pages, with only the first accessories (every accessory page is the same template). */
async function publicPaths(request: APIRequestContext): Promise<string[]> {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const all = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  const accessories = all.filter((path) => path.startsWith("/accessories/details/"));
  expect(all.length - accessories.length, "the sitemap lists the site's routes").toBeGreaterThan(25);
  return [
    ...all.filter((path) => !accessories.includes(path)),
    ...accessories.slice(0, 3),
    ...OTHER_PUBLIC_PATHS,
  ];
}

function problemText(message: Message): string {
  return `${message.ruleId} at ${message.line}:${message.column}: ${message.message} [${message.selector ?? ""}]`;
}

async function expectValidHtml(request: APIRequestContext, path: string, testInfo: TestInfo) {
  const response = await request.get(path);
  expect(response.headers()["content-type"], path).toMatch(/^text\/html/);
  const html = await response.text();
  const report = await validator.validateString(html, path);
  const problems = report.results.flatMap((result) => result.messages.map(problemText));
  if (problems.length > 0) {
    await testInfo.attach(`html-validate ${path}`, { body: problems.join("\n"), contentType: "text/plain" });
  }
  expect(problems, `HTML problems on ${path}`).toEqual([]);
}

test.describe("the server's HTML is valid", ANY_VIEWPORT, () => {
  test("on every public route", async ({ request }, testInfo) => {
    test.setTimeout(180_000);
    const paths = await publicPaths(request);
    for (const path of paths) await test.step(path, () => expectValidHtml(request, path, testInfo));
  });

  test("on the sign-in page and every back-office page, signed in", async ({ page, database }, testInfo) => {
    test.setTimeout(180_000);
    await expectValidHtml(page.request, "/admin/login", testInfo);
    const records = await visitorRecords(page.request);
    await signInWithRole(page, database, "owner");
    // page.request shares the signed-in page's cookie.
    for (const { path } of backOfficePages(records)) {
      await test.step(path, () => expectValidHtml(page.request, path, testInfo));
    }
  });
});
