import { describe, expect, it } from "vitest";
import { DISGUISED_CHARACTER_MARKER, hasDisguisingCharacters, neutraliseDisplayText } from "./display-text";

describe("neutraliseDisplayText", () => {
  it("makes a right-to-left override visible instead of letting it reverse the text", () => {
    const disguised = "Invoice \u202egnp.exe";
    expect(neutraliseDisplayText(disguised)).toBe(`Invoice ${DISGUISED_CHARACTER_MARKER}gnp.exe`);
    expect(hasDisguisingCharacters(disguised)).toBe(true);
  });

  it("replaces zero-width and isolate characters one for one", () => {
    expect(neutraliseDisplayText("01\u200b712\u2066345\u2069678\ufeff")).toBe(
      `01${DISGUISED_CHARACTER_MARKER}712${DISGUISED_CHARACTER_MARKER}345${DISGUISED_CHARACTER_MARKER}678${DISGUISED_CHARACTER_MARKER}`,
    );
  });

  it("leaves ordinary text, Bangla included, as it is", () => {
    const text = "রহিম উদ্দিন, র‍্যাব, House 12, Road 5, Gulshan-2 — ৳ 1,200";
    expect(neutraliseDisplayText(text)).toBe(text);
    expect(hasDisguisingCharacters(text)).toBe(false);
  });
});
