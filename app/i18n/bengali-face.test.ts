import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  addBengaliWeights,
  BENGALI_UNICODE_RANGE,
  BENGALI_VARIABLE_FAMILY,
  resetBengaliWeightsForTests,
} from "./bengali-face";

const root = path.resolve(__dirname, "../..");
const css = fs.readFileSync(path.join(root, "app/i18n/bengali.css"), "utf8").replace(/\s+/g, " ");
const layout = fs.readFileSync(path.join(root, "app/routes/site-layout-bn.tsx"), "utf8");

class FakeFontFace {
  constructor(
    readonly family: string,
    readonly source: string,
    readonly descriptors: Record<string, string>,
  ) {}
  load = vi.fn(() => Promise.resolve(this));
}

function fakeWindow(readyState: DocumentReadyState) {
  const listeners: Record<string, () => void> = {};
  const fonts = { add: vi.fn(), delete: vi.fn() };
  const win = {
    document: { readyState, fonts },
    FontFace: FakeFontFace,
    setTimeout: (run: () => void) => run(),
    addEventListener: (type: string, listener: () => void) => {
      listeners[type] = listener;
    },
  };
  return { win: win as unknown as Window, fonts, listeners };
}

afterEach(() => resetBengaliWeightsForTests());

describe("the Bengali face in two files", () => {
  it("preloads the 400 cut, which the stylesheet declares for every weight under the plain family", () => {
    expect(layout).toContain('import bengaliFontUrl from "~/assets/fonts/noto-sans-bengali-400.woff2?url"');
    expect(layout).not.toMatch(/wght-400-600\.woff2\?url/);
    expect(css).toContain(
      '@font-face { font-family: "Noto Sans Bengali"; font-style: normal; font-display: optional; font-weight: 400 600; src: url("../assets/fonts/noto-sans-bengali-400.woff2") format("woff2"); unicode-range: ' +
        BENGALI_UNICODE_RANGE +
        "; }",
    );
    // The stylesheet declares no face from the 400-600 file: that one would be fetched beside the photograph.
    expect(css).not.toContain("wght-400-600.woff2");
  });

  it("names the 400-600 face only where text is heavier than 400, first after the Latin face", () => {
    const stacks = css.match(/--font-(sans|display): [^;]+;/g)!;
    expect(stacks).toHaveLength(2);
    for (const stack of stacks) {
      expect(stack).toContain('"Noto Sans Bengali",');
      expect(stack).not.toContain(BENGALI_VARIABLE_FAMILY);
    }
    const heavy = [
      ...css.matchAll(/([^{}]+)\{ font-family: ("[^"]+"), ("[^"]+"), "Noto Sans Bengali",[^}]*\}/g),
    ];
    expect(heavy.map((rule) => rule[3])).toEqual([
      `"${BENGALI_VARIABLE_FAMILY}"`,
      `"${BENGALI_VARIABLE_FAMILY}"`,
    ]);
    expect(heavy.map((rule) => rule[2])).toEqual(['"Inter Variable"', '"Cormorant Garamond"']);
    for (const rule of heavy) expect(rule[1]).toContain(".font-medium, .font-semibold");
  });

  it("adds the 400-600 face only once the page has loaded, once per document", async () => {
    const { win, fonts, listeners } = fakeWindow("interactive");
    const face = addBengaliWeights(win) as unknown as FakeFontFace;
    expect(face.family).toBe(BENGALI_VARIABLE_FAMILY);
    expect(face.source).toMatch(/^url\(.*noto-sans-bengali-wght-400-600.*\) format\("woff2"\)$/);
    expect(face.descriptors).toMatchObject({ weight: "400 600", unicodeRange: BENGALI_UNICODE_RANGE });
    expect(face.load).not.toHaveBeenCalled();
    listeners.load();
    expect(face.load).toHaveBeenCalledTimes(1);
    // Added to the document only once loaded, so the page lays its text out once.
    await vi.waitFor(() => expect(fonts.add).toHaveBeenCalledWith(face));
    expect(addBengaliWeights(win)).toBeUndefined();
  });

  it("adds it at once on a page that has already loaded, and never one that cannot load", async () => {
    const { win, fonts } = fakeWindow("complete");
    const face = addBengaliWeights(win) as unknown as FakeFontFace;
    await vi.waitFor(() => expect(fonts.add).toHaveBeenCalledWith(face));
    resetBengaliWeightsForTests();
    const failing = fakeWindow("complete");
    class Refused extends FakeFontFace {
      load = vi.fn(() => Promise.reject(new Error("offline")));
    }
    (failing.win as unknown as { FontFace: unknown }).FontFace = Refused;
    const refused = addBengaliWeights(failing.win) as unknown as Refused;
    expect(refused.load).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(failing.fonts.add).not.toHaveBeenCalled();
  });
});
