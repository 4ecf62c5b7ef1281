import type { Page } from "@playwright/test";
import { validationMessages } from "../common/validation";
import { ANY_VIEWPORT, expect, test, waitForHydration } from "./fixtures";

const SENT = "Your message is sent!";
const FAILED = "Failed to send the message. Please try again.";

/** Opens the modal the way a visitor would at this width: the header button, or the drawer's on a phone. */
async function openContactModal(page: Page, path: string | null = "/projects") {
  if (path) {
    await page.goto(path);
    await waitForHydration(page);
  }
  const headerButton = page.getByRole("banner").getByRole("button", { name: "Contact Us" });
  if (await headerButton.isVisible()) {
    await headerButton.click();
  } else {
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("button", { name: "Contact Us" }).click();
  }
  const dialog = page.getByRole("dialog", { name: "Contact Us" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(/^Name/)).toBeVisible();
  return dialog;
}

function uniquePhone(): string {
  return `017${String(Date.now() % 100_000_000).padStart(8, "0")}`;
}

test(
  "every validation message of SPEC section 5 appears beside its field",
  ANY_VIEWPORT,
  async ({ page }) => {
    const dialog = await openContactModal(page);
    await dialog.getByRole("button", { name: "Send Message" }).click();

    await expect(dialog.getByLabel(/^Name/)).toHaveAccessibleDescription(validationMessages.nameRequired);
    await expect(dialog.getByLabel(/^Phone/)).toHaveAccessibleDescription(validationMessages.phoneRequired);
    await expect(dialog.getByLabel(/^Address/)).toHaveAccessibleDescription(
      validationMessages.addressRequired,
    );
    await expect(dialog.getByLabel(/^Message/)).toHaveAccessibleDescription(
      validationMessages.messageRequired,
    );
    await expect(dialog.getByLabel(/^Email/)).toHaveAttribute("aria-invalid", "false");
    await expect(dialog.getByLabel(/^Name/)).toBeFocused();

    await dialog.getByLabel(/^Phone/).fill("0211223344");
    await dialog.getByLabel(/^Email/).fill("not-an-email");
    await dialog.getByRole("button", { name: "Send Message" }).click();
    await expect(dialog.getByLabel(/^Phone/)).toHaveAccessibleDescription(validationMessages.phonePattern);
    await expect(dialog.getByLabel(/^Email/)).toHaveAttribute("type", "email");
    await expect(dialog.getByLabel(/^Email/)).toHaveAccessibleDescription(validationMessages.emailInvalid);
  },
);

test("a valid request is stored, toasts top-center, closes the modal and resets the form", async ({
  page,
  database,
}) => {
  const phone = uniquePhone();
  const dialog = await openContactModal(page);
  await dialog.getByLabel(/^Name/).fill("Tahmina Akter");
  await dialog.getByLabel(/^Phone/).fill(phone);
  await dialog.getByLabel(/^Address/).fill("Flat 4B, Road 27, Dhanmondi, Dhaka 1209");
  await dialog.getByLabel(/^Message/).fill("Please call me about a kitchen cabinet redesign.");

  const response = page.waitForResponse((candidate) => candidate.url().endsWith("/api/message/send-message"));
  await dialog.getByRole("button", { name: "Send Message" }).click();
  expect((await response).status()).toBe(201);

  const toast = page.getByRole("alert").filter({ hasText: SENT });
  await expect(toast).toBeVisible();
  await expect(page.locator(".Toastify__toast-container--top-center")).toContainText(SENT);
  await expect(dialog).toBeHidden();

  const rows = await database.query<{ name: string; email: string | null; address: string; message: string }>(
    "select name, email, address, message from messages where phone = $1",
    [phone],
  );
  expect(rows).toEqual([
    {
      name: "Tahmina Akter",
      email: null,
      address: "Flat 4B, Road 27, Dhanmondi, Dhaka 1209",
      message: "Please call me about a kitchen cabinet redesign.",
    },
  ]);

  const reopened = await openContactModal(page, null);
  await expect(reopened.getByLabel(/^Name/)).toHaveValue("");
  await expect(reopened.getByLabel(/^Message/)).toHaveValue("");
});

test("the submit button is disabled while sending", ANY_VIEWPORT, async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/message/send-message", async (route) => {
    await held;
    await route.continue();
  });
  const dialog = await openContactModal(page);
  await dialog.getByLabel(/^Name/).fill("Rafiq Islam");
  await dialog.getByLabel(/^Phone/).fill(uniquePhone());
  await dialog.getByLabel(/^Address/).fill("Sector 7, Uttara, Dhaka 1230");
  await dialog.getByLabel(/^Message/).fill("A quote for our office reception, please.");
  await dialog.getByRole("button", { name: "Send Message" }).click();

  const sending = dialog.getByRole("button", { name: "Sending..." });
  await expect(sending).toBeDisabled();
  await expect(dialog.getByLabel(/^Name/)).toBeDisabled();
  release();
  await expect(page.getByRole("alert").filter({ hasText: SENT })).toBeVisible();
  await expect(dialog).toBeHidden();
});

test(
  "a failed send shows the failure toast and keeps what was typed",
  ANY_VIEWPORT,
  async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of 500/);
    await page.route("**/api/message/send-message", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({
          error: { code: "internal_error", message: "Something went wrong on our side." },
        }),
      }),
    );
    const dialog = await openContactModal(page);
    await dialog.getByLabel(/^Name/).fill("Nusrat Jahan");
    await dialog.getByLabel(/^Phone/).fill("01811223344");
    await dialog.getByLabel(/^Email/).fill("nusrat@example.com");
    await dialog.getByLabel(/^Address/).fill("Road 4, Banani DOHS, Dhaka 1206");
    await dialog.getByLabel(/^Message/).fill("Looking for a hotel lobby refresh.");
    await dialog.getByRole("button", { name: "Send Message" }).click();

    await expect(page.getByRole("alert").filter({ hasText: FAILED })).toBeVisible();
    await expect(page.locator(".Toastify__toast-container--top-right")).toContainText(FAILED);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(/^Name/)).toHaveValue("Nusrat Jahan");
    await expect(dialog.getByLabel(/^Phone/)).toHaveValue("01811223344");
    await expect(dialog.getByLabel(/^Email/)).toHaveValue("nusrat@example.com");
    await expect(dialog.getByLabel(/^Address/)).toHaveValue("Road 4, Banani DOHS, Dhaka 1206");
    await expect(dialog.getByLabel(/^Message/)).toHaveValue("Looking for a hotel lobby refresh.");
    await expect(dialog.getByRole("button", { name: "Send Message" })).toBeEnabled();

    // Alt+T (react-toastify's hot key) reaches the toasts even while the dialog is open.
    await page.keyboard.press("Alt+t");
    await expect
      .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest(".Toastify"))))
      .toBe(true);
  },
);

test("the modal closes on Escape and on a backdrop click, giving focus back", async ({ page, isMobile }) => {
  const dialog = await openContactModal(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  if (!isMobile) {
    await expect(page.getByRole("banner").getByRole("button", { name: "Contact Us" })).toBeFocused();
  }

  await openContactModal(page, null);
  await dialog.getByLabel(/^Name/).fill("Draft");
  await page.mouse.click(5, 5);
  await expect(dialog).toBeHidden();
});

test("Contact Us buttons elsewhere open the same modal", async ({ page }) => {
  await page.goto("/projects");
  await waitForHydration(page);
  await page.getByRole("contentinfo").getByRole("button", { name: "Contact Us" }).click();
  await expect(page.getByRole("dialog", { name: "Contact Us" })).toBeVisible();
});
