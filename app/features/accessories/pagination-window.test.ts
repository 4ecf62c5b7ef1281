import { describe, expect, it } from "vitest";
import { clampPage, paginationWindow, parsePageParam } from "./pagination-window";

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe("paginationWindow (SPEC section 4)", () => {
  for (const pageCount of range(1, 5)) {
    it(`shows every page when there are ${pageCount}`, () => {
      for (const current of range(1, pageCount)) {
        expect(paginationWindow(current, pageCount)).toEqual(range(1, pageCount));
      }
    });
  }

  for (const pageCount of range(6, 20)) {
    it(`shows first, last, a window around the current page and ellipses for ${pageCount} pages`, () => {
      for (const current of range(1, pageCount)) {
        const entries = paginationWindow(current, pageCount);
        const pages = entries.filter((entry): entry is number => typeof entry === "number");

        expect(pages[0]).toBe(1);
        expect(pages[pages.length - 1]).toBe(pageCount);
        expect(pages).toContain(current);
        if (current > 1) expect(pages).toContain(current - 1);
        if (current < pageCount) expect(pages).toContain(current + 1);
        expect(pages).toEqual([...new Set(pages)].sort((a, b) => a - b));
        expect(entries.length).toBeLessThanOrEqual(7);

        // An ellipsis stands exactly where pages are skipped, and nowhere else.
        for (let index = 1; index < entries.length; index++) {
          const before = entries[index - 1];
          const entry = entries[index];
          if (typeof entry === "number" && typeof before === "number") expect(entry).toBe(before + 1);
          if (typeof entry !== "number") {
            const next = entries[index + 1] as number;
            expect(next - (before as number)).toBeGreaterThan(1);
          }
        }
        expect(entries.some((entry) => typeof entry !== "number")).toBe(true);
      }
    });
  }

  it("matches the familiar shapes", () => {
    expect(paginationWindow(1, 10)).toEqual([1, 2, 3, 4, "ellipsis-end", 10]);
    expect(paginationWindow(5, 10)).toEqual([1, "ellipsis-start", 4, 5, 6, "ellipsis-end", 10]);
    expect(paginationWindow(10, 10)).toEqual([1, "ellipsis-start", 7, 8, 9, 10]);
  });

  it("keeps ellipsis keys unique", () => {
    for (const current of range(1, 20)) {
      const marks = paginationWindow(current, 20).filter((entry) => typeof entry !== "number");
      expect(new Set(marks).size).toBe(marks.length);
    }
  });
});

describe("clampPage", () => {
  it("keeps the page within 1 to the page count", () => {
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(-3, 5)).toBe(1);
    expect(clampPage(3, 5)).toBe(3);
    expect(clampPage(9, 5)).toBe(5);
    expect(clampPage(4, 0)).toBe(1);
    expect(clampPage(Number.NaN, 5)).toBe(1);
  });
});

describe("parsePageParam", () => {
  it.each([
    [null, 1],
    ["", 1],
    ["1", 1],
    ["4", 4],
    ["0", 1],
    ["-2", 1],
    ["2.5", 1],
    ["02", 1],
    ["abc", 1],
    ["1e3", 1],
  ])("reads %j as page %i", (raw, page) => {
    expect(parsePageParam(raw)).toBe(page);
  });
});
