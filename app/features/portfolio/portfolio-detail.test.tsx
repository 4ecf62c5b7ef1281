// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { Provider } from "react-redux";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createAppStore } from "~/store";
import { findPortfolioEntry, portfolioImagesForSlug } from "../../../content/portfolio";
import { PortfolioDetailPage, PortfolioNotFound } from "./portfolio-detail-page";
import { PortfolioGallery } from "./portfolio-gallery";
import { slugWords } from "./slug-words";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderPage(page: ReactNode) {
  return render(
    <Provider store={createAppStore()}>
      <MemoryRouter>{page}</MemoryRouter>
    </Provider>,
  );
}

const slug = "residential-interior-design";
const entry = findPortfolioEntry(slug)!;
const images = portfolioImagesForSlug(slug);

describe("slugWords", () => {
  it.each([
    ["residential-interior-design", "Residential Interior Design"],
    ["kitchen-cabinet-design", "Kitchen Cabinet Design"],
    ["office--interior-", "Office Interior"],
  ])("reads %j as %j", (input, expected) => {
    expect(slugWords(input)).toBe(expected);
  });
});

describe("PortfolioDetailPage", () => {
  it("shows the slug words as the banner heading, the grid, then the title and the three sections", () => {
    renderPage(
      <PortfolioDetailPage heading={slugWords(slug)} banner={images[0]} entry={entry} images={images} />,
    );
    expect(
      screen.getByRole("heading", { level: 1, name: "Residential Interior Design" }),
    ).toBeInTheDocument();
    const grid = screen.getByRole("list", { name: "Residential Interior Design photographs" });
    expect(within(grid).getAllByRole("img")).toHaveLength(9);

    const headings = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    const order = [entry.title, "Why Choose Us", "Our Solutions", "Services We Offer"].map((text) =>
      headings.indexOf(text),
    );
    expect(order.every((position) => position >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);

    for (const problem of entry.problemsWithoutUs)
      expect(screen.getByText(problem.title)).toBeInTheDocument();
    for (const solution of entry.ourSolutions) expect(screen.getByText(solution.title)).toBeInTheDocument();
    for (const service of entry.servicesWeOffer) expect(screen.getByText(service)).toBeInTheDocument();
    expect(screen.getByText(entry.introParagraphs[0])).toBeInTheDocument();
  });

  it("says so when a category has no images", () => {
    renderPage(<PortfolioGallery images={[]} label="Empty" />);
    expect(screen.getByText("No images available for this category.")).toBeInTheDocument();
  });
});

describe("PortfolioGallery spinner", () => {
  it("shows over the grid until half the images have loaded", () => {
    renderPage(<PortfolioGallery images={images} label="Grid" />);
    const grid = screen.getByRole("list", { name: "Grid" });
    expect(screen.getByText("Loading images...", { selector: "span[aria-hidden]" })).toBeInTheDocument();
    expect(grid).toBeVisible();

    const photos = within(grid).getAllByRole("img");
    for (const photo of photos.slice(0, 4)) fireEvent.load(photo);
    expect(screen.queryByText("Loading images...", { selector: "span[aria-hidden]" })).toBeInTheDocument();
    fireEvent.load(photos[4]);
    expect(
      screen.queryByText("Loading images...", { selector: "span[aria-hidden]" }),
    ).not.toBeInTheDocument();
  });

  it("gives up after 3 seconds even if images are still loading", () => {
    vi.useFakeTimers();
    renderPage(<PortfolioGallery images={images} label="Grid" />);
    expect(screen.getByText("Loading images...", { selector: "span[aria-hidden]" })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(2_999);
    });
    expect(screen.getByText("Loading images...", { selector: "span[aria-hidden]" })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(
      screen.queryByText("Loading images...", { selector: "span[aria-hidden]" }),
    ).not.toBeInTheDocument();
  });
});

describe("PortfolioNotFound", () => {
  it("shows 'Service Not Found' and the way back to the portfolio", () => {
    renderPage(<PortfolioNotFound />);
    expect(screen.getByRole("heading", { level: 1, name: "Service Not Found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Portfolio" })).toHaveAttribute("href", "/portfolio");
  });
});
