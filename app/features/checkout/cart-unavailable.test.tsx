// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Provider } from "react-redux";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { addToCart, increaseQuantity } from "~/lib/cart";
import { testAccessory } from "~/lib/cart/test-accessory";
import { createAppStore } from "~/store";
import { GONE_LINE_MESSAGE, OUT_OF_STOCK_LINE_MESSAGE, tooManyLineMessage } from "./cart-availability";
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

describe("a cart line of a counted accessory", () => {
  it("says how many can be ordered when it asks for more, and its stepper stops there", () => {
    const store = createAppStore();
    const jar = testAccessory({ _id: "jar", name: "Clay Jar", available: 5, lowStockAt: 2 });
    store.dispatch(addToCart(jar));
    for (let step = 0; step < 3; step++) store.dispatch(increaseQuantity("jar"));
    render(
      <Provider store={store}>
        <MemoryRouter>
          <CartList
            items={store.getState().cart.items}
            unavailable={{ jar: "too_many" }}
            available={{ jar: 2 }}
          />
        </MemoryRouter>
      </Provider>,
    );
    expect(screen.getByTestId("cart-line-unavailable")).toHaveTextContent(tooManyLineMessage(2));
    expect(tooManyLineMessage(2)).toBe("Only 2 can be ordered. Lower the quantity to 2 to place your order.");
    expect(screen.getByRole("button", { name: "Increase quantity of Clay Jar" })).toBeDisabled();
  });

  it("lets the stepper go up to what is available, and no further", () => {
    const store = createAppStore();
    store.dispatch(addToCart(testAccessory({ _id: "bowl", name: "Bowl", available: 2, lowStockAt: 2 })));
    store.dispatch(increaseQuantity("bowl"));
    render(
      <Provider store={store}>
        <MemoryRouter>
          <CartList items={store.getState().cart.items} available={{ bowl: 2 }} />
        </MemoryRouter>
      </Provider>,
    );
    expect(screen.queryByTestId("cart-line-unavailable")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Increase quantity of Bowl" })).toBeDisabled();
  });
});
