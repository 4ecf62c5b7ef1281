// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { Provider } from "react-redux";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { addToCart, type CartItem } from "~/lib/cart";
import { testAccessory } from "~/lib/cart/test-accessory";
import { toast } from "~/lib/toast";
import { createAppStore, type AppStore } from "~/store";
import { ORDER_REDIRECT_DELAY_MS } from "../../../common/constants";
import { ORDER_FAILED_MESSAGE, ORDER_PLACED_MESSAGE, usePlaceOrder } from "./use-place-order";

vi.mock("~/lib/toast", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const details = { name: "Farhana Rahman", email: "", address: "House 12, Dhanmondi", phone: "01711223344" };
const vase = testAccessory({ _id: "vase", rate: 6500 });
const lamp = testAccessory({ _id: "lamp", rate: 12500 });

type Call = { url: string; body: unknown; key: string | undefined };

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

/** A fake API: records the calls and answers with whatever the test scripts next. */
function fakeApi() {
  const calls: Call[] = [];
  let failItems = false;
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const headers = (init?.headers ?? {}) as Record<string, string>;
    calls.push({ url, body: JSON.parse(String(init?.body)), key: headers["Idempotency-Key"] });
    await new Promise((resolve) => setTimeout(resolve, 10));
    if (url.endsWith("order/save-order")) return json(201, { _id: "order-1" });
    if (failItems) return json(500, { error: { code: "internal", message: "Boom" } });
    return json(201, { ok: true });
  });
  return {
    fetch,
    calls,
    failItems: (value: boolean) => {
      failItems = value;
    },
  };
}

function setup(store: AppStore) {
  const location = { current: "" };
  function LocationProbe() {
    location.current = useLocation().pathname;
    return null;
  }
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <MemoryRouter initialEntries={["/checkout-order"]}>
        <LocationProbe />
        <Routes>
          <Route path="*" element={children} />
        </Routes>
      </MemoryRouter>
    </Provider>
  );
  const hook = renderHook(() => usePlaceOrder(store.getState().cart.items as CartItem[]), { wrapper });
  return { hook, location };
}

describe("usePlaceOrder (SPEC section 4, checkout submit)", () => {
  let api: ReturnType<typeof fakeApi>;
  let store: AppStore;

  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    api = fakeApi();
    vi.stubGlobal("fetch", api.fetch);
    store = createAppStore();
    store.dispatch(addToCart(vase));
    store.dispatch(addToCart(lamp));
    store.dispatch(addToCart(lamp));
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it("creates the order, then one item per line, toasts, and after 2 s goes home with an empty cart", async () => {
    const { hook, location } = setup(store);
    let placed = false;
    await act(async () => {
      placed = await hook.result.current.placeOrder(details);
    });

    expect(placed).toBe(true);
    expect(api.calls[0]).toMatchObject({ url: "/api/order/save-order", body: details });
    expect(api.calls[0].key).toMatch(/^[\x21-\x7e]{8,128}$/);
    expect(api.calls.slice(1).map((call) => call.body)).toEqual([
      { orderId: "order-1", accessoryId: "vase", quantity: 1 },
      { orderId: "order-1", accessoryId: "lamp", quantity: 2 },
    ]);
    expect(toast.success).toHaveBeenCalledWith(ORDER_PLACED_MESSAGE);
    expect(hook.result.current.status).toBe("placed");

    await act(async () => vi.advanceTimersByTime(ORDER_REDIRECT_DELAY_MS - 100));
    expect(location.current).toBe("/checkout-order");
    expect(store.getState().cart.items).toHaveLength(2);

    await act(async () => vi.advanceTimersByTime(200));
    expect(location.current).toBe("/");
    expect(store.getState().cart.items).toEqual([]);
  });

  it("on failure shows the top-center error toast, logs, keeps the cart and clears the loading flag", async () => {
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    api.failItems(true);
    const { hook, location } = setup(store);
    let placed = true;
    await act(async () => {
      placed = await hook.result.current.placeOrder(details);
    });

    expect(placed).toBe(false);
    expect(toast.error).toHaveBeenCalledWith(ORDER_FAILED_MESSAGE, { position: "top-center" });
    expect(consoleError).toHaveBeenCalled();
    expect(hook.result.current.status).toBe("idle");
    await act(async () => vi.advanceTimersByTime(ORDER_REDIRECT_DELAY_MS * 2));
    expect(location.current).toBe("/checkout-order");
    expect(store.getState().cart.items).toHaveLength(2);
  });

  it("reuses the Idempotency-Key when the same order is retried after a failure", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    api.failItems(true);
    const { hook } = setup(store);
    await act(async () => {
      await hook.result.current.placeOrder(details);
    });
    api.failItems(false);
    await act(async () => {
      await hook.result.current.placeOrder({ ...details });
    });

    const keys = api.calls.filter((call) => call.url.endsWith("save-order")).map((call) => call.key);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it("uses a fresh key when the details change between attempts", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    api.failItems(true);
    const { hook } = setup(store);
    await act(async () => {
      await hook.result.current.placeOrder(details);
    });
    await act(async () => {
      await hook.result.current.placeOrder({ ...details, phone: "01911223344" });
    });

    const keys = api.calls.filter((call) => call.url.endsWith("save-order")).map((call) => call.key);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it("sends once when submitted twice in a row", async () => {
    const { hook } = setup(store);
    await act(async () => {
      await Promise.all([hook.result.current.placeOrder(details), hook.result.current.placeOrder(details)]);
    });
    expect(api.calls.filter((call) => call.url.endsWith("save-order"))).toHaveLength(1);
  });

  it("still empties the cart when the visitor leaves during the 2 s", async () => {
    const { hook } = setup(store);
    await act(async () => {
      await hook.result.current.placeOrder(details);
    });
    hook.unmount();
    expect(store.getState().cart.items).toEqual([]);
  });
});
