import { accessoryPath } from "../common/paths";
import { expect, test, waitForHydration } from "./fixtures";

type Accessory = { _id: string; name: string; code: string };

test("an accessory page's WhatsApp link opens a chat naming the accessory, its code and its page", async ({
  page,
  request,
  baseURL,
}) => {
  const list = await (await request.get("/api/accessory/get-all-accessories?page=1")).json();
  const accessory = (list.data as Accessory[])[0];
  const path = accessoryPath(accessory);
  await page.goto(path);
  const link = page.getByRole("link", { name: "WhatsApp (opens WhatsApp)" });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute("target", "_blank");
  const href = (await link.getAttribute("href"))!;
  expect(href.startsWith("https://wa.me/8801711223344?text=")).toBe(true);
  const text = new URL(href).searchParams.get("text")!;
  expect(text).toContain(accessory.name);
  expect(text).toContain(`code ${accessory.code}`);
  expect(text).toContain(`${baseURL}${path}`);
  // A plain link: the page loads nothing from WhatsApp.
  const requested: string[] = [];
  page.on("request", (sent) => requested.push(sent.url()));
  await page.reload();
  await waitForHydration(page);
  expect(requested.filter((url) => /whatsapp|wa\.me/.test(url))).toEqual([]);
});

test.describe("on a phone", () => {
  test.skip(({ isMobile }) => !isMobile, "mobile layout");

  test("the header calls the company and the menu opens a WhatsApp chat", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const call = page.getByRole("banner").getByRole("link", { name: "Call +880 1711-223344" });
    await expect(call).toBeVisible();
    await expect(call).toHaveAttribute("href", "tel:+8801711223344");
    await page.getByRole("button", { name: "Open menu" }).click();
    const chat = page.getByRole("dialog").getByRole("link", { name: "Chat on WhatsApp (opens WhatsApp)" });
    await expect(chat).toHaveAttribute("href", "https://wa.me/8801711223344");
  });
});
