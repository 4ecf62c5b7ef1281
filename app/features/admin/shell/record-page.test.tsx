import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import {
  ContactDetails,
  RecordErrorPage,
  RecordHeading,
  RecordLayout,
  refusedChange,
  unknownIntent,
} from "./record-page";

function render(element: ReactNode, error?: unknown): string {
  const router = createMemoryRouter([{ id: "record", path: "/", element, errorElement: element }], {
    hydrationData: { loaderData: {}, errors: error ? { record: error } : undefined },
  });
  return renderToStaticMarkup(<RouterProvider router={router} />);
}
const textOf = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

describe("a record page", () => {
  it("heads the record with the way back to its list, its name and status, and its own buttons", () => {
    const markup = render(
      <RecordHeading
        back={{ to: "/admin/orders", label: "All orders" }}
        title={<span>NI-2611-0042</span>}
        badge={<span>Confirmed</span>}
        actions={<a href="/admin/orders/1/print">Print delivery slip</a>}
      >
        <p>Placed today</p>
      </RecordHeading>,
    );
    expect(markup).toMatch(/<a [^>]*href="\/admin\/orders"[^>]*>All orders<\/a>/);
    expect(markup).toMatch(
      /<h1 [^>]*><span>NI-2611-0042<\/span><span>Confirmed<\/span><\/h1><p>Placed today<\/p>/,
    );
    expect(markup).toContain("Print delivery slip");
  });

  it("confirms a saved change politely and announces a conflicting one", () => {
    const page = (result: Parameters<typeof RecordLayout>[0]["result"]) =>
      render(
        <RecordLayout heading={<h1>Record</h1>} result={result} main={<p>Left</p>} aside={<p>Right</p>} />,
      );
    expect(page({ intent: "notes", notice: "The internal notes are saved." })).toMatch(
      /role="status"[^>]*><p [^>]*>The internal notes are saved\.<\/p>/,
    );
    const conflict = page({
      intent: "status",
      problem: "This message was changed by Nusrat.",
      conflict: true,
    });
    expect(conflict).toMatch(/<p role="alert"[^>]*>This message was changed by Nusrat\.<\/p>/);
    // A refusal about a field is shown beside the field, not above the record.
    expect(page({ intent: "notes", problem: "Notes are too long", conflict: false })).not.toContain(
      'role="alert"',
    );
    expect(textOf(conflict)).toContain("Left Right");
  });

  it("shows a visitor's contact details with disguising characters made visible and links to call or write", () => {
    const markup = render(
      <ContactDetails
        contact={{
          name: "Tanvir \u202eHasan",
          phone: "01811-223344",
          email: null,
          address: "  ",
          language: "bn",
        }}
        addressLabel="Address"
      />,
    );
    expect(markup).not.toContain("\u202e");
    expect(markup).toContain('href="tel:01811223344"');
    expect(textOf(markup)).toContain("Page language Bengali (বাংলা)");
    expect(textOf(markup)).toContain("Email Not given");
    expect(textOf(markup)).toContain("Address Not given");
  });

  it("says the record is missing on a 404, and that it could not be shown otherwise, with the way back", () => {
    const page = (
      <RecordErrorPage
        record="contact request"
        list={{ to: "/admin/messages", label: "All contact requests" }}
      />
    );
    const missing = render(page, { status: 404, statusText: "Not Found", internal: false, data: "" });
    expect(textOf(missing)).toBe(
      "Contact request not found There is no contact request at this address. All contact requests",
    );
    expect(textOf(render(page, new Error("boom")))).toBe(
      "Something went wrong We could not show this contact request. Please reload the page. All contact requests",
    );
  });

  it("answers a refused change with the service's words and status; a stale or missing record is a conflict", () => {
    const stale = refusedChange(
      { statusCode: 409, code: "changed_meanwhile", message: "This order was changed by Nusrat." },
      "transition",
      { action: "confirm", values: { reason: "" } },
    );
    expect(stale.init?.status).toBe(409);
    expect(stale.data).toEqual({
      intent: "transition",
      problem: "This order was changed by Nusrat.",
      conflict: true,
      fields: undefined,
      action: "confirm",
      values: { reason: "" },
    });
    const gone = refusedChange({ statusCode: 404, message: "Order not found" }, "notes", {});
    expect(gone.data.conflict).toBe(true);

    const invalid = refusedChange(
      { statusCode: 400, message: "Notes are too long", fields: { notes: "Notes are too long" } },
      "notes",
      { notes: "typed" },
    );
    expect(invalid.init?.status).toBe(400);
    expect(invalid.data).toMatchObject({
      conflict: false,
      fields: { notes: "Notes are too long" },
      notes: "typed",
    });

    expect(unknownIntent("archive").init?.status).toBe(400);
    expect(unknownIntent("archive").data).toEqual({
      intent: "archive",
      problem: "Unknown action.",
      conflict: false,
    });
  });

  it("passes on what is not a refusal, for the error boundary", () => {
    const failure = new Error("connection refused");
    expect(() => refusedChange(failure, "notes", {})).toThrow(failure);
    expect(() => refusedChange({ statusCode: 503, message: "Unavailable" }, "notes", {})).toThrow();
  });
});
