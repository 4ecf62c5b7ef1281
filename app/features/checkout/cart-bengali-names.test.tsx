// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { Provider } from "react-redux";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { I18nProvider } from "~/i18n/i18n";
import { bn } from "~/i18n/messages/bn";
import { CART_STORAGE_KEY, parseSavedCart, serializeCart } from "~/lib/cart/cart-storage";
import { testAccessory } from "~/lib/cart/test-accessory";
import { createAppStore } from "~/store";
import { accessoryIn } from "../../../common/catalogue";
import { CheckoutPage } from "./checkout-page";

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const tray = testAccessory({ _id: "tray", name: "Mango Wood Tray", nameBn: "আমকাঠের ট্রে" });

describe("a cart line added on an English page", () => {
  it("shows its Bengali name on the /bn checkout once the catalogue has answered, and keeps it", async () => {
    const fetch = vi.fn(async () => Response.json({ data: tray }));
    vi.stubGlobal("fetch", fetch);
    // The English page's data carry no Bengali name, so neither does the line saved from it.
    localStorage.setItem(CART_STORAGE_KEY, serializeCart([{ ...accessoryIn("en", tray), quantity: 1 }]));
    const store = createAppStore();
    render(
      <Provider store={store}>
        <MemoryRouter>
          <I18nProvider lang="bn" messages={bn}>
            <CheckoutPage delivery={null} />
          </I18nProvider>
        </MemoryRouter>
      </Provider>,
    );
    expect(await screen.findByRole("heading", { name: "আমকাঠের ট্রে", level: 3 })).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith(
      expect.stringContaining("accessory/get-accessory/tray"),
      expect.anything(),
    );
    expect(store.getState().cart.items[0]).toMatchObject({ name: "Mango Wood Tray", nameBn: "আমকাঠের ট্রে" });
    expect(parseSavedCart(localStorage.getItem(CART_STORAGE_KEY))[0].nameBn).toBe("আমকাঠের ট্রে");
  });
});
