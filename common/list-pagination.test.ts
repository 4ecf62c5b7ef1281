import { describe, expect, it } from "vitest";
import { listPagination } from "./list-pagination";

describe("listPagination", () => {
  it("counts the pages a list's matches fill, a part page being a page", () => {
    expect(listPagination(2, 25, 51)).toEqual({ page: 2, perPage: 25, totalItems: 51, totalPages: 3 });
    expect(listPagination(1, 25, 50)).toEqual({ page: 1, perPage: 25, totalItems: 50, totalPages: 2 });
  });

  it("keeps one page for an empty list, so the page reads page 1 of 1", () => {
    expect(listPagination(1, 25, 0)).toEqual({ page: 1, perPage: 25, totalItems: 0, totalPages: 1 });
  });
});
