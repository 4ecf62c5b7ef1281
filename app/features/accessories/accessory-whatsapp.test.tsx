// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { Provider } from "react-redux";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { testAccessory } from "~/lib/cart/test-accessory";
import { I18nProvider } from "~/i18n/i18n";
import { bn } from "~/i18n/messages/bn";
import { en } from "~/i18n/messages/en";
import { createAppStore } from "~/store";
import type { Lang } from "../../../common/lang";
import type { Accessory } from "../../../common/catalogue";
import { AccessoryDetail } from "./accessory-detail";

beforeEach(() => {
  // The gallery's carousel asks for these, which jsdom lacks.
  class NoopObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  vi.stubGlobal("ResizeObserver", NoopObserver);
  vi.stubGlobal("IntersectionObserver", NoopObserver);
  vi.stubGlobal("matchMedia", () => ({ matches: false, addEventListener() {}, removeEventListener() {} }));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SITE = "https://nakshi.example";

function renderDetail(accessory: Accessory, lang: Lang) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <Provider store={createAppStore()}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <I18nProvider lang={lang} messages={lang === "bn" ? bn : en}>
            <AccessoryDetail
              id={accessory._id}
              initialData={accessory}
              whatsapp={{ number: "8801711223344", siteUrl: SITE }}
            />
          </I18nProvider>
        </MemoryRouter>
      </QueryClientProvider>
    </Provider>,
  );
}

/** The text a wa.me link starts the chat with, decoded. */
function chatText(): string {
  const href = screen.getByTestId("accessory-whatsapp").getAttribute("href") ?? "";
  const url = new URL(href);
  expect(`${url.origin}${url.pathname}`).toBe("https://wa.me/8801711223344");
  expect(href).not.toMatch(/[\s\u0980-\u09FF]/); // URL-encoded whole
  return url.searchParams.get("text") ?? "";
}

describe("the accessory page's WhatsApp chat", () => {
  const tray = testAccessory({ _id: "tray1", name: "Mango Wood Tray", code: "NI-TR-07" });

  it("starts in English with the name, code and English address on an English page", () => {
    renderDetail(tray, "en");
    expect(chatText()).toBe(
      `Hello, I would like to know more about Mango Wood Tray (code NI-TR-07): ${SITE}/accessories/details/mango-wood-tray/tray1`,
    );
    expect(screen.getByRole("link", { name: "WhatsApp (opens WhatsApp)" })).toBeInTheDocument();
  });

  it("starts in Bengali with the Bengali name, the code and the /bn address on a /bn page", () => {
    renderDetail({ ...tray, nameBn: "আমকাঠের ট্রে" }, "bn");
    expect(chatText()).toBe(
      `হ্যালো, আমকাঠের ট্রে (কোড NI-TR-07) সম্পর্কে আরও জানতে চাই: ${SITE}/bn/accessories/details/mango-wood-tray/tray1`,
    );
    expect(screen.getByRole("link", { name: "WhatsApp (WhatsApp খুলবে)" })).toBeInTheDocument();
  });

  it("names an accessory without a Bengali name by its English one on a /bn page", () => {
    renderDetail(tray, "bn");
    expect(chatText()).toMatch(/^হ্যালো, Mango Wood Tray \(কোড NI-TR-07\) সম্পর্কে/);
  });
});
