// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Provider, useSelector } from "react-redux";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { createAppStore, type RootState } from "~/store";
import { addToCart } from "~/lib/cart";
import { testAccessory } from "~/lib/cart/test-accessory";
import { CartList } from "./cart-list";

function ConnectedCartList() {
  return <CartList items={useSelector((state: RootState) => state.cart.items)} />;
}

function setup() {
  const store = createAppStore();
  store.dispatch(
    addToCart(testAccessory({ _id: "vase", name: "Clay Vase", rate: 6500, size: "Ø 30 x 60 cm" })),
  );
  store.dispatch(addToCart(testAccessory({ _id: "lamp", name: "Brass Lamp", rate: 12500 })));
  render(
    <Provider store={store}>
      <MemoryRouter>
        <ConnectedCartList />
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

afterEach(cleanup);

describe("CartList", () => {
  it("shows each line's name, size, quantity and rate", () => {
    setup();
    const list = screen.getByRole("list", { name: "Items in your cart" });
    expect(within(list).getByRole("link", { name: "Clay Vase" })).toHaveAttribute(
      "href",
      "/accessories/details/clay-vase/vase",
    );
    expect(within(list).getByText("Size: Ø 30 x 60 cm")).toBeInTheDocument();
    expect(within(list).getByText(/৳ 6,500 each/)).toBeInTheDocument();
    expect(
      within(screen.getByRole("group", { name: "Quantity of Clay Vase" })).getByRole("status"),
    ).toHaveTextContent("1");
  });

  it("steps the quantity up and down, and at 1 the minus removes the line", async () => {
    const store = setup();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Increase quantity of Clay Vase" }));
    await user.click(screen.getByRole("button", { name: "Increase quantity of Clay Vase" }));
    expect(store.getState().cart.items[0].quantity).toBe(3);
    expect(screen.getByText("৳ 19,500")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Decrease quantity of Clay Vase" }));
    await user.click(screen.getByRole("button", { name: "Decrease quantity of Clay Vase" }));
    expect(store.getState().cart.items[0].quantity).toBe(1);

    await user.click(screen.getByRole("button", { name: "Remove Clay Vase from the cart" }));
    expect(store.getState().cart.items.map((item) => item._id)).toEqual(["lamp"]);
    expect(screen.queryByText("Clay Vase")).toBeNull();
  });

  it("limits its height to 600 px and scrolls", () => {
    setup();
    expect(screen.getByRole("list", { name: "Items in your cart" })).toHaveStyle({ maxHeight: "600px" });
  });
});
