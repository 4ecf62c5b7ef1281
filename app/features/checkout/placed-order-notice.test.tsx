// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { PLACED_ORDER_STORAGE_KEY, readPlacedOrder, rememberPlacedOrder } from "./placed-order";
import { PlacedOrderNotice } from "./placed-order-notice";

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

const PHONE = "+880 1711-223344";

/** The notice links to the tracking page, so it renders inside a router. */
const renderNotice = () =>
  render(
    <MemoryRouter>
      <PlacedOrderNotice phone={PHONE} />
    </MemoryRouter>,
  );

describe("the placed order's notice on the home page", () => {
  it("shows nothing but an empty polite live region when no order was placed in this session", () => {
    renderNotice();
    expect(screen.queryByRole("region", { name: "Your order" })).toBeNull();
    const status = screen.getByRole("status");
    expect(status).toHaveAttribute("aria-live", "polite");
    expect(status).toBeEmptyDOMElement();
  });

  it("shows the order number, the total with delivery and the number we call from, until dismissed", async () => {
    rememberPlacedOrder({ orderNumber: "NI-2611-0042", total: 21_915 });
    renderNotice();
    const notice = await screen.findByRole("region", { name: "Your order" });
    expect(screen.getByRole("status")).toHaveTextContent("NI-2611-0042");
    expect(screen.getByRole("status")).toHaveTextContent("৳ 21,915");
    expect(screen.getByRole("status")).toHaveTextContent(`We will call you from ${PHONE} to confirm.`);
    expect(screen.getByRole("link", { name: "Track this order" })).toHaveAttribute(
      "href",
      "/track-order?number=NI-2611-0042",
    );

    await userEvent.setup().click(screen.getByRole("button", { name: "Dismiss" }));
    expect(notice).not.toHaveTextContent("NI-2611-0042");
    expect(screen.queryByRole("region", { name: "Your order" })).toBeNull();
    expect(readPlacedOrder()).toBeNull();
  });

  it("ignores what is kept when it is not an order", () => {
    for (const raw of ["{", "null", '{"orderNumber":"<b>","total":5}', '{"orderNumber":"NI-1","total":-1}']) {
      sessionStorage.setItem(PLACED_ORDER_STORAGE_KEY, raw);
      expect(readPlacedOrder()).toBeNull();
    }
    act(() => {
      renderNotice();
    });
    expect(screen.queryByRole("region", { name: "Your order" })).toBeNull();
  });

  it("keeps nothing for an answer without an order number", () => {
    rememberPlacedOrder({ orderNumber: "", total: 100 });
    expect(sessionStorage.getItem(PLACED_ORDER_STORAGE_KEY)).toBeNull();
  });
});
