import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { COURIER_LIMITS } from "../../../../common/limits";
import { ADMIN_LAYOUT_ROUTE_ID, type AdminLayoutData } from "../auth/csrf-field";
import { OrderCourierPanel, type OrderCourierView } from "./order-courier";
import type { OrderActionResult, OrderView } from "./order-types";

const session: AdminLayoutData = {
  staff: { id: "s1", name: "Salma", email: "salma@example.com", role: "staff" },
  csrfToken: "token",
  companyName: "Nakshi Interiors",
};

// The booking forms need a data router (Form, useNavigation) and the back-office layout's session (their
// CSRF field): the panel is rendered as the layout's page.
function render(element: ReactNode): string {
  const router = createMemoryRouter(
    [{ id: ADMIN_LAYOUT_ROUTE_ID, path: "/", loader: () => session, children: [{ index: true, element }] }],
    { hydrationData: { loaderData: { [ADMIN_LAYOUT_ROUTE_ID]: session } } },
  );
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

const order = {
  id: "0b7c9a52-5d0e-4a57-9a0e-2f1f3c1d7e11",
  orderNumber: "NI-2611-0042",
  version: 3,
} as OrderView;

const courier: OrderCourierView = {
  offered: ["steadfast", "pathao"],
  courier: null,
  state: null,
  error: null,
  consignmentId: null,
  trackingCode: null,
  courierStatus: null,
  courierStatusAt: null,
  cashCollected: null,
  cashFlagged: false,
  canBook: true,
  preview: {
    recipientName: "Tanvir Hasan",
    recipientPhone: "01811223344",
    recipientAddress: "Flat 4B, Road 12, Gulshan 2, Dhaka",
    cashToCollect: 4_370,
    weightKg: "1.5",
    itemDescription: "Brass Table Lamp × 1",
    note: "Call before coming",
  },
  phoneHistory: { previousOrders: 0, delivered: 0, cancelled: 0, returned: 0, risk: "low" },
  steadfastCheck: {
    phone: "01811223344",
    deliveredPercent: 90,
    cancelledPercent: 10,
    volume: { band: "6-20", label: "6-20 parcels" },
    reports: 0,
    checkedAt: "2026-11-27T04:00:00.000Z",
  },
};

const panel = (result?: OrderActionResult) =>
  render(<OrderCourierPanel order={order} courier={courier} result={result} />);

/** The markup of one field of a courier's form: from its label to the next field's. */
function fieldOf(html: string, id: string): string {
  const start = html.indexOf(`<label for="${id}"`);
  expect(start, `no field ${id}`).toBeGreaterThanOrEqual(0);
  const end = html.indexOf("<label", start + 1);
  return html.slice(start, end === -1 ? undefined : end);
}

const attribute = (markup: string, tag: string, name: string) =>
  new RegExp(`<${tag} [^>]*${name}="([^"]*)"`).exec(markup)?.[1];

describe("the courier booking preview on the order page", () => {
  it("shows each courier the same seven fields, filled from the preview, with that courier's limits", () => {
    const html = panel();
    for (const name of ["steadfast", "pathao"] as const) {
      const limits = COURIER_LIMITS[name];
      const field = (key: string) => fieldOf(html, `${name}-${key}`);
      expect(field("recipientName")).toContain(">Recipient</label>");
      expect(attribute(field("recipientName"), "input", "value")).toBe("Tanvir Hasan");
      expect(attribute(field("recipientName"), "input", "maxLength")).toBe(String(limits.nameMax));
      expect(attribute(field("recipientPhone"), "input", "type")).toBe("tel");
      expect(attribute(field("recipientPhone"), "input", "inputMode")).toBe("tel");
      // The address is a text area with its length as a hint.
      expect(field("recipientAddress")).toMatch(
        /<textarea [^>]*>Flat 4B, Road 12, Gulshan 2, Dhaka<\/textarea>/,
      );
      expect(attribute(field("recipientAddress"), "textarea", "maxLength")).toBe(String(limits.addressMax));
      expect(field("recipientAddress")).toContain(`${limits.addressMin} to ${limits.addressMax} characters`);
      expect(attribute(field("cashToCollect"), "input", "value")).toBe("4370");
      expect(attribute(field("cashToCollect"), "input", "inputMode")).toBe("numeric");
      expect(attribute(field("weightKg"), "input", "inputMode")).toBe("decimal");
      expect(attribute(field("itemDescription"), "input", "maxLength")).toBe(
        String(limits.itemDescriptionMax),
      );
      expect(attribute(field("note"), "input", "value")).toBe("Call before coming");
      expect(attribute(field("note"), "input", "aria-describedby")).toBe(`${name}-note-hint`);
      expect(field("note")).toMatch(new RegExp(`<p id="${name}-note-hint"[^>]*>Optional</p>`));
    }
    expect(html.match(/<label for="(steadfast|pathao)-/g)).toHaveLength(14);
  });

  it("keeps what was typed after a refusal and puts each message in place of the field's hint", () => {
    const html = panel({
      intent: "courier-booking",
      action: "pathao",
      problem: "Check the fields marked.",
      conflict: false,
      fields: { recipientAddress: "Pathao needs at least 10 characters." },
      values: { recipientAddress: "Gulshan" },
    });
    const address = fieldOf(html, "pathao-recipientAddress");
    expect(address).toMatch(/<textarea [^>]*>Gulshan<\/textarea>/);
    expect(attribute(address, "textarea", "aria-invalid")).toBe("true");
    expect(attribute(address, "textarea", "aria-describedby")).toBe("pathao-recipientAddress-error");
    expect(address).toContain("Pathao needs at least 10 characters.");
    expect(address).not.toContain("10 to 220 characters");
    // The other courier's form is untouched.
    expect(fieldOf(html, "steadfast-recipientAddress")).toMatch(
      />Flat 4B, Road 12, Gulshan 2, Dhaka<\/textarea>/,
    );
    expect(
      attribute(fieldOf(html, "steadfast-recipientAddress"), "textarea", "aria-invalid"),
    ).toBeUndefined();
  });
});
