import { expect, test, waitForHydration } from "./fixtures";
import { DISGUISING_CHARACTERS, signInWithRole, visitorRecords } from "./support/back-office";

/** What the back office shows in place of each disguising character (common/display-text.ts). */
const MARKER = "\ufffd";

/**
 * The page without its scripts: what is shown (text, title, attributes). The scripts carry the page's data
 * for React as it is stored; a script's text is never displayed.
 */
const withoutScripts = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "");

test("a visitor's bidi and invisible characters are made visible wherever the back office shows their text, the title included", async ({
  page,
  database,
}) => {
  test.setTimeout(120_000);
  const { orderId, messageId } = await visitorRecords(page.request);
  await signInWithRole(page, database, "staff");
  const pages = [
    "/admin/orders",
    `/admin/orders/${orderId}`,
    `/admin/orders/${orderId}/print`,
    `/admin/orders/labels?ids=${orderId}`,
    "/admin/messages",
    `/admin/messages/${messageId}`,
  ];
  for (const path of pages) {
    await test.step(path, async () => {
      // As the server sends it, and as the browser shows it once the page has run.
      const sent = withoutScripts(await (await page.request.get(path)).text());
      await page.goto(path);
      await waitForHydration(page);
      const shown = withoutScripts(await page.content());
      for (const [label, html] of [
        ["sent", sent],
        ["shown", shown],
      ]) {
        for (const character of DISGUISING_CHARACTERS) {
          expect(
            html.includes(character),
            `${label} ${path} holds U+${character.codePointAt(0)!.toString(16)}`,
          ).toBe(false);
        }
        expect(html, `${label} ${path} shows the visitor's text, marked`).toContain(MARKER);
      }
    });
  }
  // The contact request's title names the visitor, neutralised like its heading.
  await page.goto(`/admin/messages/${messageId}`);
  await expect(page).toHaveTitle(
    new RegExp(`^Rafi${MARKER}Hasan [0-9a-f]{6} · Contact requests · Back office$`),
  );
});
