import { randomUUID } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { signInAsStaff } from "./support/back-office";

const STAFF_NAME = "Rafiq Ahmed";

/** Sends a contact request the way the website's form does, and returns its id. */
async function sendMessage(request: APIRequestContext, fields: Partial<Record<string, string>> = {}) {
  const response = await request.post("/api/message/send-message", {
    data: {
      name: `Visitor ${randomUUID().slice(0, 8)}`,
      email: "visitor@example.com",
      phone: "01711223344",
      address: "House 12, Road 5, Dhanmondi, Dhaka 1205",
      message: "We would like a quotation for a three-bedroom flat in Uttara.",
      ...fields,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { _id: string })._id;
}

test.describe("back-office contact requests", () => {
  test("list newest first with unread marked, open one, change its status and notes, see who did it", async ({
    page,
    database,
  }) => {
    const older = `Older visitor ${randomUUID().slice(0, 6)}`;
    const newer = `Nusrat <b>Jahan</b> ${randomUUID().slice(0, 6)}`;
    await sendMessage(page.request, { name: older });
    const newerId = await sendMessage(page.request, {
      name: newer,
      message: "Line one of the request.\nLine two: <script>alert(1)</script>",
    });
    await signInAsStaff(page, database, "/admin/messages", STAFF_NAME);
    await waitForHydration(page);

    await expect(page.getByRole("heading", { level: 1, name: "Contact requests" })).toBeVisible();
    const table = page.getByRole("table", { name: "Contact requests, newest first" });
    const names = await table.getByRole("link").allTextContents();
    expect(names.indexOf(newer)).toBeGreaterThanOrEqual(0);
    expect(names.indexOf(newer)).toBeLessThan(names.indexOf(older));
    await expect(table.locator("tr", { hasText: newer }).getByText("Unread")).toBeVisible();

    await table.getByRole("link", { name: newer }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/messages/${newerId}$`));
    await expect(page.getByRole("heading", { level: 1 })).toContainText(newer);
    // Visitor text is shown as text, never as markup.
    await expect(page.getByText("Line two: <script>alert(1)</script>")).toBeVisible();
    await expect(page.getByRole("link", { name: "01711223344" })).toHaveAttribute("href", "tel:01711223344");
    await expect(page.getByRole("link", { name: "visitor@example.com" })).toHaveAttribute(
      "href",
      "mailto:visitor@example.com",
    );
    const history = page.getByRole("region", { name: "History" });
    await expect(history.getByText("Opened the message")).toBeVisible();
    await expect(history.getByText(/Rafiq Ahmed/)).toBeVisible();

    await page.getByRole("combobox", { name: "Status" }).selectOption("contacted");
    await page.getByRole("button", { name: "Save status" }).click();
    await expect(page.getByRole("status").getByText("The contact request is now Contacted.")).toBeVisible();
    await expect(history.getByText("Status New → Contacted")).toBeVisible();

    await page
      .getByRole("textbox", { name: "Internal notes" })
      .fill("Called her back; site visit on Saturday.");
    await page.getByRole("button", { name: "Save notes" }).click();
    await expect(page.getByRole("status").getByText("The internal notes are saved.")).toBeVisible();
    await page.reload();
    await expect(page.getByRole("textbox", { name: "Internal notes" })).toHaveValue(
      "Called her back; site visit on Saturday.",
    );
    await expect(history.getByText("Updated the internal notes")).toBeVisible();

    // The status filter: Contacted lists it, New does not; the address keeps the filter.
    await page.goto("/admin/messages");
    await waitForHydration(page);
    await page.getByLabel("Status").selectOption("contacted");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/status=contacted/);
    await expect(table.getByRole("link", { name: newer })).toBeVisible();
    await expect(table.getByRole("link", { name: older })).toHaveCount(0);
    await page.goto("/admin/messages?status=new");
    await expect(table.getByRole("link", { name: older })).toBeVisible();
    await expect(table.getByRole("link", { name: newer })).toHaveCount(0);
  });

  test("a change made from a stale page is refused and the page shows the request as it is now", async ({
    page,
    database,
    consoleGuard,
  }) => {
    consoleGuard.allow(/status of 409/);
    const id = await sendMessage(page.request);
    await signInAsStaff(page, database, `/admin/messages/${id}`, STAFF_NAME);
    await waitForHydration(page);
    // Someone else closes it meanwhile.
    await database.query("update messages set status = 'closed', version = version + 1 where id = $1", [id]);
    await page.getByRole("combobox", { name: "Status" }).selectOption("contacted");
    await page.getByRole("button", { name: "Save status" }).click();
    await expect(page.getByRole("alert")).toContainText("while you had it open (it is now Closed)");
    await expect(page.getByRole("combobox", { name: "Status" })).toHaveValue("closed");
    const [row] = await database.query<{ status: string }>("select status from messages where id = $1", [id]);
    expect(row.status).toBe("closed");
  });

  test("a failed notification shows its reason and Retry queues it again", async ({ page, database }) => {
    const id = await sendMessage(page.request);
    await database.query(
      `insert into outbox_jobs (kind, subject_type, subject_id, dedupe_key, status, attempts, last_error, message_id)
       values ('message-staff-email', 'message', $1, $2, 'failed', 12, 'The mail server refused the email: 550 no such user', $3)`,
      [id, `e2e-${id}`, `<e2e-${id}@nakshi.test>`],
    );
    await signInAsStaff(page, database, `/admin/messages/${id}`, STAFF_NAME);
    await waitForHydration(page);
    const notifications = page.getByRole("list", { name: "Notifications" });
    await expect(notifications.getByText("Failed")).toBeVisible();
    await expect(notifications.getByText("550 no such user")).toBeVisible();
    await notifications.getByRole("button", { name: "Retry: Email to staff" }).click();
    await expect(notifications.getByRole("button", { name: /Retry/ })).toHaveCount(0);
    const [job] = await database.query<{ status: string }>(
      "select status from outbox_jobs where dedupe_key = $1",
      [`e2e-${id}`],
    );
    expect(job.status).not.toBe("failed");
  });

  test("fits a 375 px phone: a card per request, no sideways scrolling", async ({ page, database }) => {
    const name = `Phone visitor ${randomUUID().slice(0, 6)}`;
    const id = await sendMessage(page.request, { name, message: "A".repeat(60) + " " + "long ".repeat(80) });
    await page.setViewportSize({ width: 375, height: 740 });
    await signInAsStaff(page, database, "/admin/messages", STAFF_NAME);
    const cards = page.getByRole("list", { name: "Contact requests, newest first" });
    await expect(cards.getByRole("link", { name })).toBeVisible();
    await expect(page.getByRole("table")).toBeHidden();
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.goto(`/admin/messages/${id}`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(name);
    expect(await overflow()).toBeLessThanOrEqual(0);
  });
});
