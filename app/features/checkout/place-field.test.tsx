// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Suspense, useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { I18nProvider } from "~/i18n/i18n";
import { bn } from "~/i18n/messages/bn";
import { en } from "~/i18n/messages/en";
import type { Lang } from "../../../common/lang";
import { districtAliases, DISTRICTS } from "../../../common/delivery/places";
import { PlaceField } from "./place-field";

afterEach(cleanup);

/** The districts as the order form offers them, with their other spellings. */
const districts = DISTRICTS.map((district) => ({ ...district, aliases: districtAliases(district.name) }));
const BENGALI = /[\u0980-\u09FF]/;

/** Counts the loads of the Bangla names' module, which English pages leave out until a Bangla letter. */
const namesModule = vi.hoisted(() => ({ loads: 0 }));
vi.mock("../../../common/delivery/place-names-bn", async (importOriginal) => {
  namesModule.loads += 1;
  return importOriginal();
});

function Picker({ onChange }: { onChange: (name: string) => void }) {
  const [value, setValue] = useState("");
  return (
    <PlaceField
      id="district"
      label="District"
      hint=""
      places={districts}
      value={value}
      onChange={(name) => {
        setValue(name);
        onChange(name);
      }}
      onBlur={() => undefined}
    />
  );
}

async function renderPicker(lang: Lang) {
  const onChange = vi.fn();
  await act(async () =>
    render(
      <I18nProvider lang={lang} messages={lang === "bn" ? bn : en}>
        <Suspense fallback={<p>loading</p>}>
          <Picker onChange={onChange} />
        </Suspense>
      </I18nProvider>,
    ),
  );
  const box = await screen.findByRole("combobox", { name: "District" });
  return { box, onChange, user: userEvent.setup() };
}

const optionTexts = () => screen.getAllByRole("option").map((option) => option.textContent ?? "");

// The tests run in this order: the English page must not have loaded the Bangla names before one is typed.
describe("the district picker on an English page", () => {
  it("shows the English names only, and loads no Bangla name until a Bangla letter is typed", async () => {
    const { box, user } = await renderPicker("en");
    await user.click(box);
    expect(optionTexts()).toHaveLength(64);
    expect(optionTexts().join(" ")).not.toMatch(BENGALI);
    await user.type(box, "dhak");
    expect(optionTexts()).toEqual(["Dhaka"]);
    expect(namesModule.loads).toBe(0);
  });

  it("finds a district by its Bangla name, still showing and choosing it in English", async () => {
    const { box, user, onChange } = await renderPicker("en");
    await user.type(box, "ঢাকা");
    // No "no match" while the names load.
    expect(screen.queryByRole("status")).toBeNull();
    await waitFor(() => expect(optionTexts()).toEqual(["Dhaka"]));
    expect(namesModule.loads).toBe(1);
    expect(screen.getByRole("listbox").textContent).not.toMatch(BENGALI);
    await user.keyboard("{ArrowDown}{Enter}");
    expect(onChange).toHaveBeenLastCalledWith("Dhaka");
    expect(box).toHaveValue("Dhaka");
  });
});

describe("the district picker on a Bengali page", () => {
  it("chooses a district whose Bangla name was typed in full when the visitor leaves the field", async () => {
    const { box, user, onChange } = await renderPicker("bn");
    await user.type(box, "ঢাকা");
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith("Dhaka");
    expect(box).toHaveValue("ঢাকা");
  });

  it("shows each Bangla name with the English one under it, writes the Bangla and chooses the English", async () => {
    const { box, user, onChange } = await renderPicker("bn");
    await user.click(box);
    const [first] = screen.getAllByRole("option");
    expect(first.textContent).toBe("বাগেরহাটBagerhat");
    await user.clear(box);
    await user.type(box, "চট্ট");
    expect(optionTexts()).toEqual(["চট্টগ্রামChattogram"]);
    await user.keyboard("{ArrowDown}{Enter}");
    expect(onChange).toHaveBeenLastCalledWith("Chattogram");
    expect(box).toHaveValue("চট্টগ্রাম");
    // An English spelling finds it too.
    await user.clear(box);
    await user.type(box, "chittagong");
    expect(optionTexts()).toEqual(["চট্টগ্রামChattogram"]);
  });
});
