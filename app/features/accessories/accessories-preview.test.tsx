// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Provider } from "react-redux";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { testAccessory } from "~/lib/cart/test-accessory";
import { createAppStore } from "~/store";
import type { AccessoryPage } from "../../../common/catalogue";
import { AccessoriesPreview } from "./accessories-preview";
import { PREVIEW_ERROR_MESSAGE } from "./accessories-preview-items";
import { AccessoryList, LIST_ERROR_MESSAGE, LIST_ERROR_TITLE } from "./accessory-list";

function pageOf(count: number, totalItems = count): AccessoryPage {
  return {
    data: Array.from({ length: count }, (_, i) =>
      testAccessory({ _id: `a${i + 1}`, name: `Piece ${i + 1}`, rate: 12500 }),
    ),
    pagination: { totalItems, itemsPerPage: 8, currentPage: 1, totalPages: Math.ceil(totalItems / 8) },
  };
}

function renderWithProviders(ui: React.ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const store = createAppStore();
  render(
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>{ui}</MemoryRouter>
      </QueryClientProvider>
    </Provider>,
  );
  return store;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("AccessoriesPreview", () => {
  it("shows 8 skeleton cards while loading", () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>(() => {})),
    );
    renderWithProviders(<AccessoriesPreview />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading accessories...");
    expect(document.querySelectorAll("#accessories li")).toHaveLength(8);
  });

  it("lists the server's items in showcase mode, with View more", async () => {
    renderWithProviders(<AccessoriesPreview initialData={pageOf(8)} />);
    const section = document.getElementById("accessories")!;
    expect(await within(section).findAllByRole("article")).toHaveLength(8);
    expect(within(section).getAllByRole("link", { name: "View Details" })[0]).toHaveAttribute(
      "href",
      "/accessories/details/piece-1/a1",
    );
    expect(within(section).queryByRole("button", { name: "Add to Cart" })).toBeNull();
    expect(within(section).getByRole("link", { name: /View more/ })).toHaveAttribute(
      "href",
      "/view-accessories",
    );
    expect(within(section).getAllByText("৳ 12,500")).toHaveLength(8);
  });

  it("asks the API for page 1 and shows the spec's error text when it fails", async () => {
    const fetch = vi.fn(async (_url: string) => new Response("{}", { status: 500 }));
    vi.stubGlobal("fetch", fetch);
    renderWithProviders(<AccessoriesPreview />);
    // One retry after a second, as for any failed read, before the error shows.
    expect(await screen.findByText(PREVIEW_ERROR_MESSAGE, {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(PREVIEW_ERROR_MESSAGE).toBe("Failed to load accessories. Please try again later.");
    expect(String(fetch.mock.calls[0][0])).toBe("/api/accessory/get-all-accessories?page=1");
  });
});

describe("AccessoryList", () => {
  it("shows the spec's error screen with Refresh Page", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("{}", { status: 503 })),
    );
    renderWithProviders(<AccessoryList page={1} />);
    expect(
      await screen.findByRole("heading", { name: LIST_ERROR_TITLE }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(LIST_ERROR_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Refresh Page" })).toBeInTheDocument();
  });

  it("toggles a card between Add to Cart and Remove from Cart", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify(pageOf(3)), { status: 200 })),
    );
    const store = renderWithProviders(<AccessoryList page={1} initialData={pageOf(3)} />);
    const card = screen.getByRole("article", { name: "Piece 2" });
    await userEvent.click(within(card).getByRole("button", { name: "Add to Cart" }));
    expect(store.getState().cart.items.map((item) => [item._id, item.quantity])).toEqual([["a2", 1]]);
    await userEvent.click(within(card).getByRole("button", { name: "Remove from Cart" }));
    expect(store.getState().cart.items).toEqual([]);
    expect(within(card).getByRole("button", { name: "Add to Cart" })).toBeInTheDocument();
  });

  it("numbers the pages from the server's totals", () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>(() => {})),
    );
    renderWithProviders(<AccessoryList page={2} initialData={pageOf(8, 37)} />);
    const nav = screen.getByRole("navigation", { name: "Pagination" });
    expect(
      within(nav)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Page 1", "Page 2", "Page 3", "Page 4", "Page 5"]);
    expect(nav.querySelector('[aria-current="page"]')).toHaveTextContent("Page 2");
  });
});
