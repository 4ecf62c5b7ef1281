// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Provider } from "react-redux";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { addToCart } from "~/lib/cart";
import { testAccessory } from "~/lib/cart/test-accessory";
import { createAppStore } from "~/store";
import { GONE_LINE_MESSAGE, OUT_OF_STOCK_LINE_MESSAGE } from "./cart-availability";
import { CartList } from "./cart-list";

afterEach(cleanup);

describe("a cart line the shop can no longer sell", () => {
  it("in a cart, is marked at checkout and can be removed", async () => {
    const store = createAppStore();
    store.dispatch(addToCart(testAccessory({ _id: "tray", name: "Mango Wood Tray" })));
    render(
      <Provider store={store}>
        <MemoryRouter>
          <CartList items={store.getState().cart.items} unavailable={{ tray: "out_of_stock" }} />
        </MemoryRouter>
      </Provider>,
    );
    expect(screen.getByTestId("cart-line-unavailable")).toHaveTextContent(OUT_OF_STOCK_LINE_MESSAGE);
    await userEvent.setup().click(screen.getByRole("button", { name: /Remove Mango Wood Tray/ }));
    expect(store.getState().cart.items).toHaveLength(0);
  });

  it("says when an accessory was taken off the shop", () => {
    const store = createAppStore();
    store.dispatch(addToCart(testAccessory({ _id: "lamp", name: "Brass Lamp" })));
    render(
      <Provider store={store}>
        <MemoryRouter>
          <CartList items={store.getState().cart.items} unavailable={{ lamp: "gone" }} />
        </MemoryRouter>
      </Provider>,
    );
    expect(screen.getByTestId("cart-line-unavailable")).toHaveTextContent(GONE_LINE_MESSAGE);
  });
});
