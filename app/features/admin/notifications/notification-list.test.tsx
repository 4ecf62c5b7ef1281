import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub, Outlet } from "react-router";
import { describe, expect, it } from "vitest";
import type { FailedNotificationView, NotificationSubject } from "../../../../common/notifications";
import { ADMIN_LAYOUT_ROUTE_ID, type AdminLayoutData } from "../auth/csrf-field";
import { FailedNotifications } from "./notification-list";

const session: AdminLayoutData = {
  staff: { id: "staff-1", name: "Rahim Uddin", email: "rahim@example.com", role: "staff" },
  csrfToken: "csrf-token",
  companyName: "Nakshi Interiors",
};

const failed = (subject: NotificationSubject, label: string): FailedNotificationView => ({
  _id: `job-${subject.type}`,
  kind: subject.type === "stock" ? "low-stock-email" : `${subject.type}-staff-email`,
  label,
  channel: "email",
  recipient: null,
  status: "failed",
  attempts: 9,
  lastError: "The mail server refused the email: 554",
  runAt: "2026-11-27T03:00:00.000Z",
  sentAt: null,
  createdAt: "2026-11-27T03:00:00.000Z",
  subject,
});

/** The list inside a data router, as the dashboard renders it (its Retry buttons are fetchers). */
function render(notifications: FailedNotificationView[]) {
  const Stub = createRoutesStub([
    {
      id: ADMIN_LAYOUT_ROUTE_ID,
      path: "/admin",
      loader: () => session,
      Component: Outlet,
      children: [{ index: true, Component: () => <FailedNotifications notifications={notifications} /> }],
    },
  ]);
  return renderToStaticMarkup(
    <Stub initialEntries={["/admin"]} hydrationData={{ loaderData: { [ADMIN_LAYOUT_ROUTE_ID]: session } }} />,
  );
}

describe("the dashboard's failed notifications", () => {
  it("names each by what it belongs to and links there: an order, a contact request, the low-stock list", () => {
    const html = render([
      failed({ type: "order", id: "o-1", title: "NI-2611-0042" }, "Email to staff"),
      failed({ type: "message", id: "m-1", title: "Farhana Rahman" }, "Email to staff"),
      failed({ type: "stock", id: "s-1", title: "27 Nov 2026" }, "Low stock email to staff"),
    ]);
    expect(html).toContain(`href="/admin/orders/o-1"`);
    expect(html).toContain(">Order NI-2611-0042</a>");
    expect(html).toContain(`href="/admin/messages/m-1"`);
    expect(html).toContain(">Contact request from Farhana Rahman</a>");
    expect(html).toContain(`href="/admin/accessories?stock=low"`);
    expect(html).toContain(">Low stock on 27 Nov 2026</a>");
    expect(html).toContain("Low stock email to staff");
    // The low-stock email is no contact request.
    expect(html.match(/Contact request from/g)).toHaveLength(1);
  });
});
