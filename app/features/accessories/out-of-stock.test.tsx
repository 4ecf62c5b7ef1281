// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Provider } from "react-redux";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { testAccessory } from "~/lib/cart/test-accessory";
import { I18nProvider } from "~/i18n/i18n";
import { bn } from "~/i18n/messages/bn";
import { createAppStore } from "~/store";
import { AccessoryCard } from "./accessory-card";

afterEach(cleanup);

function renderWith(store: ReturnType<typeof createAppStore>, element: React.ReactNode) {
  return render(
    <Provider store={store}>
      <MemoryRouter>{element}</MemoryRouter>
    </Provider>,
  );
}

describe("an accessory the shop marked out of stock", () => {
  it("says Out of stock on its card, and Add to Cart is disabled", async () => {
    const store = createAppStore();
    renderWith(
      store,
      <AccessoryCard accessory={testAccessory({ _id: "tray", name: "Mango Wood Tray", outOfStock: true })} />,
    );
    const card = screen.getByRole("article", { name: "Mango Wood Tray" });
    expect(within(card).getByText("Out of stock")).toBeInTheDocument();
    const add = within(card).getByRole("button", { name: /Add to Cart/ });
    expect(add).toBeDisabled();
    await userEvent.setup().click(add);
    expect(store.getState().cart.items).toHaveLength(0);
  });

  it("keeps Add to Cart for an accessory in stock", () => {
    renderWith(
      createAppStore(),
      <AccessoryCard accessory={testAccessory({ _id: "vase", name: "Clay Vase" })} />,
    );
    expect(screen.queryByText("Out of stock")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Add to Cart/ })).toBeEnabled();
  });
});

describe("an accessory whose stock is counted", () => {
  it('says "Only 2 left" at its low-stock mark, and can still be added', () => {
    renderWith(
      createAppStore(),
      <AccessoryCard
        accessory={testAccessory({ _id: "jar", name: "Clay Jar", available: 2, lowStockAt: 2 })}
      />,
    );
    expect(screen.getByText("Only 2 left")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Add to Cart/ })).toBeEnabled();
  });

  it("says it in Bengali, with Bengali digits, on a /bn page", () => {
    renderWith(
      createAppStore(),
      <I18nProvider lang="bn" messages={bn}>
        <AccessoryCard
          accessory={testAccessory({ _id: "jar", name: "Clay Jar", available: 3, lowStockAt: 5 })}
        />
      </I18nProvider>,
    );
    expect(screen.getByTestId("only-left")).toHaveTextContent("আর মাত্র ৩টি আছে");
  });

  it("says nothing about the count above the mark, and Out of stock with none available", () => {
    renderWith(
      createAppStore(),
      <>
        <AccessoryCard
          accessory={testAccessory({ _id: "bowl", name: "Bowl", available: 3, lowStockAt: 2 })}
        />
        <AccessoryCard
          accessory={testAccessory({
            _id: "cup",
            name: "Cup",
            available: 0,
            lowStockAt: 2,
            outOfStock: true,
          })}
        />
      </>,
    );
    expect(screen.queryByText(/left/)).not.toBeInTheDocument();
    const cup = screen.getByRole("article", { name: "Cup" });
    expect(within(cup).getByText("Out of stock")).toBeInTheDocument();
    expect(within(cup).getByRole("button", { name: /Add to Cart/ })).toBeDisabled();
  });
});
