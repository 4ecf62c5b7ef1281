import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToString } from "react-dom/server";
import { Provider } from "react-redux";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { AccessoryDetail } from "~/features/accessories/accessory-detail";
import { AccessoryList } from "~/features/accessories/accessory-list";
import { I18nProvider } from "~/i18n/i18n";
import { bn } from "~/i18n/messages/bn";
import { en } from "~/i18n/messages/en";
import { testAccessory } from "~/lib/cart/test-accessory";
import { createAppStore } from "~/store";
import type { Accessory, AccessoryCardPage, AccessoryPage, CatalogueReader } from "../../common/catalogue";
import type { Lang } from "../../common/lang";
import { defaultSiteConfig } from "../../content/site";
import { loader as detailLoader } from "./accessory-details";
import { loader as homeLoader } from "./home";
import { loader as listLoader } from "./view-accessories";

/**
 * An accessory with every Bengali text the catalogue can hold: English pages' data and HTML carry none of
 * them (the page's data is what React Router writes into the HTML for hydration), /bn pages show them.
 */
/** The Bengali block but the taka sign (U+09F3), which English prices write too (`৳ 1,000`). */
const BENGALI = /[\u0980-\u09F2\u09F4-\u09FF]/;
const tray: Accessory = testAccessory({
  _id: "00000000-0000-4000-8000-000000000001",
  name: "Mango Wood Tray",
  description: "Carved from one piece of mango wood in Bogura.",
  nameBn: "আমকাঠের ট্রে",
  descriptionBn: "বগুড়ায় একটি আস্ত আমকাঠ খোদাই করে তৈরি।",
  specifications: [
    { _id: "s1", label: "Material", value: "Mango wood", labelBn: "উপাদান", valueBn: "আমকাঠ" },
  ],
  additionalInformation: [{ _id: "i1", label: "Origin", value: "Bogura", labelBn: "উৎস", valueBn: "বগুড়া" }],
});
const catalogue: CatalogueReader = {
  listAccessories: async () => ({
    data: [tray],
    pagination: { totalItems: 1, itemsPerPage: 8, currentPage: 1, totalPages: 1 },
  }),
  findAccessory: async (id) => (id === tray._id ? tray : null),
  listAccessoryLinks: async () => [],
};
const context = { catalogue, siteUrl: "https://nakshi.example", site: defaultSiteConfig };

const argsFor = (path: string, params: Record<string, string> = {}) =>
  ({ request: new Request(`https://nakshi.example${path}`), context, params }) as never;

/** The server's HTML of a page's body with its data, in the page's language. */
function html(lang: Lang, page: React.ReactNode): string {
  return renderToString(
    <Provider store={createAppStore()}>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <I18nProvider lang={lang} messages={lang === "bn" ? bn : en}>
            {page}
          </I18nProvider>
        </MemoryRouter>
      </QueryClientProvider>
    </Provider>,
  );
}

const detailOf = (accessory: Accessory) => (
  <AccessoryDetail
    id={accessory._id}
    initialData={accessory}
    whatsapp={{ number: "8801711223344", siteUrl: "https://nakshi.example" }}
  />
);

describe("an accessory's Bengali texts", () => {
  it("stay out of the English accessory page's data and HTML", async () => {
    const data = (await detailLoader(argsFor(`/accessories/details/x/${tray._id}`, { id: tray._id }))) as {
      accessory: Accessory;
    };
    expect(JSON.stringify(data)).not.toMatch(BENGALI);
    expect(data.accessory).toMatchObject({ name: tray.name, description: tray.description });
    expect(data.accessory.specifications).toEqual([{ _id: "s1", label: "Material", value: "Mango wood" }]);
    const page = html("en", detailOf(data.accessory));
    expect(page).toContain("Mango Wood Tray");
    expect(page).not.toMatch(BENGALI);
  });

  it("stay out of the English catalogue list's and home page's data", async () => {
    const list = (await listLoader(argsFor("/view-accessories"))) as { initialData: AccessoryPage };
    expect(JSON.stringify(list)).not.toMatch(BENGALI);
    expect(list.initialData.data[0].name).toBe(tray.name);
    expect(html("en", <AccessoryList page={1} initialData={list.initialData} />)).not.toMatch(BENGALI);
    const home = (await homeLoader(argsFor("/"))) as { accessories: AccessoryCardPage };
    expect(JSON.stringify(home.accessories)).not.toMatch(BENGALI);
    expect(home.accessories.data).toHaveLength(1);
    expect(home.accessories.data[0].name).toBe(tray.name);
  });

  it("travel whole in the /bn pages' data, which show them", async () => {
    const data = (await detailLoader(argsFor(`/bn/accessories/details/x/${tray._id}`, { id: tray._id }))) as {
      accessory: Accessory;
    };
    expect(data.accessory).toEqual(tray);
    const page = html("bn", detailOf(data.accessory));
    for (const text of ["আমকাঠের ট্রে", "বগুড়ায় একটি আস্ত আমকাঠ খোদাই করে তৈরি।", "উপাদান", "আমকাঠ"])
      expect(page).toContain(text);
    const list = (await listLoader(argsFor("/bn/view-accessories"))) as { initialData: AccessoryPage };
    expect(list.initialData.data[0]).toEqual(tray);
    expect(html("bn", <AccessoryList page={1} initialData={list.initialData} />)).toContain("আমকাঠের ট্রে");
    const home = (await homeLoader(argsFor("/bn"))) as { accessories: AccessoryCardPage };
    expect(home.accessories.data[0]).toMatchObject({ name: tray.name, nameBn: tray.nameBn });
  });
});
