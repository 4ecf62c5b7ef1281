import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { ListPager, ListSummary } from "./list-paging";

const render = (element: ReactNode) => renderToStaticMarkup(<MemoryRouter>{element}</MemoryRouter>);
const textOf = (markup: string) => markup.replace(/<[^>]+>/g, "").replace(/\s+/g, " ");
const pathOf = (page: number) => `/admin/orders?status=pending&page=${page}`;
const pager = (page: number, totalPages: number, capped = false) =>
  render(
    <ListPager
      page={page}
      totalPages={totalPages}
      capped={capped}
      pathOf={pathOf}
      newerLabel="Newer orders"
      olderLabel="Older orders"
    />,
  );

describe("ListPager", () => {
  it("shows nothing when the list fits on one page", () => {
    expect(pager(1, 1)).toBe("");
    expect(pager(1, 0)).toBe("");
  });

  it("links the newer and older pages with the list's filters, and says where the list stands", () => {
    const middle = pager(2, 3);
    expect(middle).toMatch(
      /<a [^>]*href="\/admin\/orders\?status=pending&amp;page=1"[^>]*>Newer orders<\/a>/,
    );
    expect(middle).toMatch(
      /<a [^>]*href="\/admin\/orders\?status=pending&amp;page=3"[^>]*>Older orders<\/a>/,
    );
    expect(textOf(middle)).toContain("Page 2 of 3");

    expect(pager(1, 3)).not.toContain("Newer orders");
    expect(pager(3, 3)).not.toContain("Older orders");
  });

  it("marks a page count that is only a lower bound, with thousands grouped", () => {
    expect(textOf(pager(1_200, 1_500, true))).toContain("Page 1,200 of 1,500+");
  });
});

describe("ListSummary", () => {
  const summary = (totalItems: number, filtered = false, capped = false) =>
    textOf(
      render(
        <ListSummary totalItems={totalItems} capped={capped} one="order" many="orders" filtered={filtered} />,
      ),
    );

  it("counts the records in words, singular or plural, and says when filters narrow them", () => {
    expect(summary(1)).toContain("1 order");
    expect(summary(0)).toContain("0 orders");
    expect(summary(2_500, true)).toContain("2,500 orders match the filters");
  });

  it("marks a count the list stopped at", () => {
    expect(summary(1_000, false, true)).toContain("1,000+ orders");
  });
});
