// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
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

function renderDetail(accessory: Accessory, lang: Lang) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <Provider store={createAppStore()}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <I18nProvider lang={lang} messages={lang === "bn" ? bn : en}>
            <AccessoryDetail
              id={accessory._id}
              initialData={accessory}
              whatsapp={{ number: "8801711223344", siteUrl: "https://nakshi.example" }}
            />
          </I18nProvider>
        </MemoryRouter>
      </QueryClientProvider>
    </Provider>,
  );
}

const english = testAccessory({
  _id: "lamp1",
  name: "Brass Lamp",
  specifications: [
    { _id: "s1", label: "Material", value: "Brass" },
    { _id: "s2", label: "Dimensions", value: "30 x 12 cm" },
    { _id: "s3", label: "Finish", value: "Matte" },
  ],
  additionalInformation: [
    { _id: "i1", label: "Origin", value: "Dhaka" },
    { _id: "i2", label: "Care", value: "Dust with a dry cloth" },
  ],
});

/** The same accessory with some rows, or some parts of rows, written in Bengali. */
const bengali: Accessory = {
  ...english,
  specifications: [
    { _id: "s1", label: "Material", value: "Brass", labelBn: "উপাদান", valueBn: "পিতল" },
    { _id: "s2", label: "Dimensions", value: "30 x 12 cm", labelBn: "মাপ" },
    { _id: "s3", label: "Finish", value: "Matte" },
  ],
  additionalInformation: [
    { _id: "i1", label: "Origin", value: "Dhaka", labelBn: "উৎস", valueBn: "ঢাকা" },
    { _id: "i2", label: "Care", value: "Dust with a dry cloth", valueBn: "শুকনো কাপড়ে মুছুন" },
  ],
};

const specificationsOf = () => screen.getByRole("region", { name: bn.shop.specifications });

describe("an accessory's specification and additional-information rows", () => {
  it("are in Bengali on a /bn page, each part falling back to the English when not written", async () => {
    const user = userEvent.setup();
    renderDetail(bengali, "bn");
    const specifications = specificationsOf();
    const titles = within(specifications)
      .getAllByRole("button")
      .map((button) => button.textContent);
    expect(titles).toEqual(["উপাদান", "মাপ", "Finish"]);
    // The first is open; the others open one at a time.
    expect(within(specifications).getByText("পিতল")).toBeVisible();
    await user.click(within(specifications).getByRole("button", { name: "মাপ" }));
    expect(within(specifications).getByText("30 x 12 cm")).toBeVisible();
    await user.click(within(specifications).getByRole("button", { name: "Finish" }));
    expect(within(specifications).getByText("Matte")).toBeVisible();

    const information = screen.getByRole("region", { name: bn.shop.additionalInformation });
    const rows = within(information)
      .getAllByRole("term")
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(rows).toEqual([
      ["উৎস", "ঢাকা"],
      ["Care", "শুকনো কাপড়ে মুছুন"],
    ]);
    expect(screen.queryByText("Material")).not.toBeInTheDocument();
    expect(screen.queryByText("Origin")).not.toBeInTheDocument();
  });

  it("are the English ones on an English page, whose HTML the Bengali parts do not change", () => {
    // React's generated ids count the renders, so they are set aside.
    const html = (accessory: Accessory) =>
      renderDetail(accessory, "en").container.innerHTML.replace(/_r_\w+_/g, "_r_");
    const plain = html(english);
    cleanup();
    const withBengali = html(bengali);
    expect(withBengali).toBe(plain);
    expect(withBengali).not.toMatch(/(?=\p{Script=Bengali})\p{L}/u);
    const titles = within(screen.getByRole("region", { name: en.shop.specifications }))
      .getAllByRole("button")
      .map((button) => button.textContent);
    expect(titles).toEqual(["Material", "Dimensions", "Finish"]);
    expect(screen.getByText("Dust with a dry cloth")).toBeInTheDocument();
  });
});
