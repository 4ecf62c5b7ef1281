/** The one definition of the site's font subset, shared by the subsetting script and its test. */

/** Basic Latin, Latin-1, and the typographic punctuation, arrows and symbols English copy uses. */
export const unicodeRanges = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x2013, 0x2014],
  [0x2018, 0x201a],
  [0x201c, 0x201e],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x2039, 0x203a],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2190, 0x2193],
  [0x2212, 0x2212],
];

/** Ranges in CSS unicode-range syntax. */
export function toCssUnicodeRange(ranges) {
  return ranges
    .map(([from, to]) => {
      const hex = (value) => value.toString(16).toUpperCase().padStart(4, "0");
      return from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`;
    })
    .join(",");
}

/** The same ranges in CSS unicode-range syntax. */
export const cssUnicodeRange = toCssUnicodeRange(unicodeRanges);

export function subsetCodePoints() {
  return unicodeRanges.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => from + i));
}

export const fontFiles = [
  {
    file: "inter-latin-wght-400-600.woff2",
    source: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
    weightRange: { min: 400, max: 600 },
  },
  {
    file: "cormorant-garamond-latin-600-normal.woff2",
    source: "@fontsource/cormorant-garamond/files/cormorant-garamond-latin-600-normal.woff2",
  },
];

/**
 * The Bengali face of the /bn pages (app/i18n/bengali.css): the whole Bengali block, the dandas and the
 * joiners that steer conjuncts, and the weight axis at 400-600 like Inter's. Subsetting keeps the shaping
 * tables' closure (conjuncts, reph, vowel signs) for the characters kept.
 */
export const bengaliUnicodeRanges = [
  [0x0964, 0x0965],
  [0x0980, 0x09ff],
  [0x200c, 0x200d],
  [0x25cc, 0x25cc],
];

export const bengaliFontFile = {
  file: "noto-sans-bengali-wght-400-600.woff2",
  source: "@fontsource-variable/noto-sans-bengali/files/noto-sans-bengali-bengali-wght-normal.woff2",
  weightRange: { min: 400, max: 600 },
};

/**
 * The same face and characters pinned at weight 400, a static font two fifths lighter (38.6 KB against
 * 65.8 KB): the /bn pages preload this one and draw all their Bengali with it until the 400-600 file, loaded
 * after the page (app/i18n/bengali-face.ts), gives headings and labels their weights. At 400 both files set
 * the same glyphs with the same advances, so the swap moves body text by nothing.
 */
export const bengaliRegularFile = {
  file: "noto-sans-bengali-400.woff2",
  source: bengaliFontFile.source,
  weight: 400,
};

/**
 * The taka sign (৳, U+09F3) alone, from the Bengali face at weights 400-600, for English pages: their prices
 * write it (`৳ 1,234`), and neither Latin face has it, so on a system without a Bengali font (a Linux desktop, a
 * headless browser) it was drawn by nothing. Declared in app/fonts.css for that one character, so a page fetches
 * it (under 1 KB) only when it shows a price.
 */
export const takaSignFile = {
  file: "taka-sign-wght-400-600.woff2",
  // Cut from the same file as the Bengali face (scripts/fonts/subset-fonts.mjs reads it once for both).
  source: bengaliFontFile.source,
  text: "\u09F3",
  weightRange: { min: 400, max: 600 },
};
export const takaSignUnicodeRange = "U+09F3";
