import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import {
  DateFilter,
  EmptyList,
  ListCards,
  ListFilterForm,
  ListTable,
  SearchFilter,
  StatusFilter,
} from "./record-list";

// Form needs a data router; the filters are rendered as a page of one.
function render(element: ReactNode): string {
  const router = createMemoryRouter([{ path: "/", element }]);
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

/** A start tag with these attributes, in any order. */
const tag = (name: string, attributes: Record<string, string>) =>
  new RegExp(
    `<${name} ${Object.entries(attributes)
      .map(([key, value]) => `(?=[^>]*${key}="${value}")`)
      .join("")}`,
  );

describe("the list page's filter form", () => {
  const form = (clear?: { to: string; label: string }) =>
    render(
      <ListFilterForm label="Orders" className="sm:grid-cols-2" submitLabel="Show orders" clear={clear}>
        <SearchFilter id="order-search" value="NI-26" hint="Order number, customer name or phone" />
        <StatusFilter
          id="order-status-filter"
          value="confirmed"
          statuses={["pending", "confirmed"] as const}
          labels={{ pending: "New", confirmed: "Confirmed" }}
        />
        <DateFilter id="order-from" name="from" label="From" value={undefined} />
      </ListFilterForm>,
    );

  it("is a GET search form whose fields keep the filters applied, each with its label", () => {
    const markup = form();
    expect(markup).toMatch(tag("form", { method: "get", role: "search", "aria-label": "Orders" }));
    expect(markup).toMatch(/<label for="order-search"[^>]*>Search<\/label>/);
    expect(markup).toMatch(
      tag("input", { name: "q", type: "search", value: "NI-26", "aria-describedby": "order-search-hint" }),
    );
    expect(markup).toContain('<p id="order-search-hint" class="mt-1.5 text-xs text-charcoal/70">');
    expect(markup).toMatch(tag("select", { id: "order-status-filter", name: "status" }));
    expect(markup).toContain('<option value="">All</option>');
    expect(markup).toContain('<option value="confirmed" selected="">Confirmed</option>');
    expect(markup).toMatch(/<label for="order-from"[^>]*>From<\/label>/);
    expect(markup).toMatch(tag("input", { id: "order-from", name: "from", type: "date", value: "" }));
    expect(markup).toMatch(/<button [^>]*type="submit"[^>]*>Show orders<\/button>/);
  });

  it("offers the way back to the whole list only once something is filtered", () => {
    expect(form()).not.toContain("Clear filters");
    expect(form({ to: "/admin/orders", label: "Clear filters" })).toMatch(
      /<a [^>]*href="\/admin\/orders"[^>]*>Clear filters<\/a>/,
    );
  });

  it("leaves out the hint's reference when the search has a placeholder instead", () => {
    const markup = render(<SearchFilter id="message-search" value={undefined} placeholder="Name or phone" />);
    expect(markup).toContain('placeholder="Name or phone"');
    expect(markup).not.toContain("aria-describedby");
  });
});

describe("the list itself", () => {
  it("heads its table with the columns, figures right-aligned and no gap after the last", () => {
    const markup = render(
      <ListTable
        caption="Orders, newest first"
        columns={[
          { header: "Select", width: "w-10", gap: "pr-2" },
          { header: "Customer" },
          { header: "Total", width: "w-28", numeric: true },
          { header: "Status", width: "w-28" },
        ]}
      >
        <tr>
          <td>NI-2611-0042</td>
        </tr>
      </ListTable>,
    );
    expect(markup).toContain('<caption class="sr-only">Orders, newest first</caption>');
    expect(markup).toContain('<th scope="col" class="w-10 py-3 pr-2 font-medium">Select</th>');
    expect(markup).toContain('<th scope="col" class="py-3 pr-4 font-medium">Customer</th>');
    expect(markup).toContain('<th scope="col" class="w-28 py-3 pr-4 text-right font-medium">Total</th>');
    expect(markup).toContain('<th scope="col" class="w-28 py-3 font-medium">Status</th>');
    expect(markup).toContain("<tbody><tr><td>NI-2611-0042</td></tr></tbody>");
    // The table is for wide screens and the cards for phones: each record is read out once.
    expect(markup).toMatch(/<table class="hidden [^"]*md:table"/);
    expect(render(<ListCards label="Orders, newest first">{null}</ListCards>)).toBe(
      '<ul class="grid gap-3 md:hidden" aria-label="Orders, newest first"></ul>',
    );
  });

  it("says so when nothing matches", () => {
    expect(render(<EmptyList>No orders match these filters.</EmptyList>)).toMatch(
      /^<p [^>]*>No orders match these filters\.<\/p>$/,
    );
  });
});
