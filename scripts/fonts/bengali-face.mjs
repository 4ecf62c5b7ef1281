/**
 * Measurements of the Bengali face the /bn pages ship (app/assets/fonts, cut by subset-fonts.mjs), read with
 * HarfBuzz, the shaping engine browsers use: the outline of a shaped word, and the face's metrics for the
 * fallback's overrides. Shared by draw-bengali.mjs, which writes the results, and its test, which checks that
 * what is committed still matches the font.
 */
import fs from "node:fs";
import path from "node:path";
import * as hb from "harfbuzzjs";
import fontverter from "fontverter";
import { bengaliFontFile, bengaliUnicodeRanges } from "./font-subset.mjs";

const fontPath = path.resolve(
  import.meta.dirname,
  "..",
  "..",
  "app",
  "assets",
  "fonts",
  bengaliFontFile.file,
);

/** A font file (TrueType, OpenType or WOFF2) as a HarfBuzz font, at `weight` when it has a weight axis. */
export async function openFont(file, weight) {
  const truetype = await fontverter.convert(fs.readFileSync(file), "truetype");
  const face = new hb.Face(new hb.Blob(truetype));
  const font = new hb.Font(face);
  if (weight !== undefined) font.setVariations([new hb.Variation("wght", weight)]);
  return { face, font, upem: face.upem };
}

/** The committed WOFF2 of the /bn pages at the given weight. */
export function openBengaliFont(weight = 400) {
  return openFont(fontPath, weight);
}

/** Rounds a path's coordinates to `digits` decimals, dropping the noise of the variation's interpolation. */
function roundPath(pathData, digits = 1) {
  return pathData.replace(/-?\d+(?:\.\d+)?(?:e-?\d+)?/g, (number) =>
    String(Number(Number(number).toFixed(digits))),
  );
}

/**
 * `text` shaped as the browser would (script, conjuncts, vowel signs and their positions) and drawn as one SVG
 * path in font units, y pointing down with the baseline at 0: the advance width, and the face's ascender and
 * descender (positive, below the baseline) so that a box from -ascender to descender matches the text's own
 * line box.
 */
export async function drawWord(text, weight) {
  const { font, upem } = await openBengaliFont(weight);
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  let x = 0;
  const parts = [];
  for (const glyph of buffer.getGlyphInfosAndPositions()) {
    const outline = font.glyphToPath(glyph.codepoint);
    const dx = x + (glyph.xOffset ?? 0);
    const dy = glyph.yOffset ?? 0;
    if (outline) {
      // HarfBuzz draws y up; SVG's y points down: flip every y and move the glyph to its place.
      parts.push(
        outline.replace(/([MLQCZ])([^MLQCZ]*)/g, (_, command, args) => {
          const numbers = args.trim()
            ? args
                .trim()
                .split(/[\s,]+/)
                .map(Number)
            : [];
          const moved = numbers.map((value, i) => (i % 2 === 0 ? value + dx : -(value + dy)));
          return command + moved.join(" ");
        }),
      );
    }
    x += glyph.xAdvance ?? 0;
  }
  const { ascender, descender } = font.hExtents();
  buffer.destroy?.();
  return {
    text,
    weight,
    upem,
    width: Math.round(x),
    ascender,
    descender: -descender,
    path: roundPath(parts.join("")),
  };
}

/** The switch's word on English pages (app/i18n/messages/en.ts, shell.switchLabel) and its weight (font-medium). */
export const switchLabel = { text: "বাংলা", weight: 500 };

/**
 * How far a drawn word's outlines reach past its advance on either side, in font units (a glyph's ink can
 * overhang its advance by a few units); the drawing's box is that much wider than the advance.
 */
function sideBleed(word) {
  const xs = word.path
    .replace(/[MLQCZ]/g, " ")
    .trim()
    .split(/\s+/)
    .filter((_, i) => i % 2 === 0)
    .map(Number);
  return Math.ceil(Math.max(0, -Math.min(...xs), Math.max(...xs) - word.width));
}

/**
 * A drawn word as an SVG file: its box is the advance (plus the ink's overhang on either side) by the face's
 * line box (ascender to descender), the path filled black, for use as a mask. The word itself is not in the
 * file: the stylesheet that references it is every page's, and English pages carry no Bengali text.
 */
export function wordAsSvg(word) {
  const { width, ascender, descender, path: d } = word;
  const bleed = sideBleed(word);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${-bleed} ${-ascender} ${width + 2 * bleed} ${ascender + descender}"><path d="${d}"/></svg>\n`;
}

/**
 * The rule that shows a drawn word (wordAsSvg, written beside it as `svgFile`) in the text's colour and at its
 * size: the element is the drawing's box in em, painted with `currentColor` through the drawing as a mask, so it
 * follows the link's colour, hover and size like text; negative margins take the overhang back, so it takes the
 * room the word set in the face would (its advance).
 */
export function wordMaskCss(word, className, svgFile) {
  const em = (units) => Number((units / word.upem).toFixed(4));
  const bleed = sideBleed(word);
  return [
    `.${className} {`,
    "  display: inline-block;",
    "  flex-shrink: 0;",
    `  width: ${em(word.width + 2 * bleed)}em;`,
    `  height: ${em(word.ascender + word.descender)}em;`,
    `  margin-inline: ${-em(bleed)}em;`,
    "  background-color: currentColor;",
    `  mask: url("./${svgFile}") center / 100% 100% no-repeat;`,
    "}",
  ].join("\n");
}

/**
 * A face's vertical metrics (font units: ascender and descender positive, as CSS's overrides count them) and
 * its mean advance per character over `sample`.
 */
export async function measureFace(file, sample, weight) {
  const { font, upem } = await openFont(file, weight);
  const { ascender, descender, lineGap } = font.hExtents();
  return { upem, ascender, descender: -descender, lineGap, meanAdvance: meanAdvance(font, sample) };
}

const isBengali = (character) => {
  const codePoint = character.codePointAt(0);
  return bengaliUnicodeRanges.some(([from, to]) => codePoint >= from && codePoint <= to);
};

/**
 * The mean advance per Bengali character of `sample`, each run of Bengali letters shaped on its own (spaces,
 * digits in Latin and punctuation are set in Inter on the page, never in the Bengali face or its fallback).
 */
export function meanAdvance(font, sample) {
  const runs = [...sample].reduce(
    (words, character) => {
      if (isBengali(character)) words[words.length - 1] += character;
      else if (words[words.length - 1] !== "") words.push("");
      return words;
    },
    [""],
  );
  let total = 0;
  let characters = 0;
  for (const run of runs.filter(Boolean)) {
    const buffer = new hb.Buffer();
    buffer.addText(run);
    buffer.guessSegmentProperties();
    hb.shape(font, buffer);
    total += buffer.getGlyphPositions().reduce((sum, position) => sum + position.xAdvance, 0);
    characters += [...run].length;
    buffer.destroy?.();
  }
  return total / characters;
}

/**
 * Bengali as the site writes it (sentences of its catalogue and home page): the text whose mean advance
 * size-adjust matches, so that a line set in the fallback breaks where the web face will break it.
 */
export const bengaliSample = [
  "২০১২ সাল থেকে ঢাকার ইন্টেরিয়র ডিজাইন স্টুডিও: বাসা, অফিস, হোটেল, রেস্টুরেন্ট আর শোরুম, নকশা হয় বনানীতে, তৈরি হয় আমাদের নিজস্ব কারখানায়।",
  "আপনার কার্ট এখন খালি। অ্যাকসেসরিজ ঘুরে দেখুন, পছন্দের জিনিস কার্টে যোগ করুন, তারপর এগিয়ে যান।",
  "নতুন পণ্য শোরুমে আসছে। কিছুদিন পর আবার দেখুন। ফোন নম্বর ১১ অঙ্কের হবে এবং ০১ দিয়ে শুরু হবে।",
  "বনানীর শোরুম থেকে হাতে তৈরি ফুলদানি, ল্যাম্প, আয়না, রাগ আর সাজসজ্জা। অনলাইনে অর্ডার করুন, ডেলিভারি সারা বাংলাদেশে।",
].join(" ");

/**
 * The Bengali faces a visitor's system may already have, which draw Bengali text while the web face is on its
 * way (font-display: swap). Each is declared as a fallback family of its own, under its full and PostScript
 * names (what local() matches), with the overrides that give it the web face's width and line box. Their
 * metrics were measured once with measureFace() from the files of the Debian packages named, the versions
 * Linux systems carry; the fonts of Windows (Nirmala UI, Vrinda) and Apple systems (Kohinoor Bangla) are not
 * freely available to measure, so there the browser's own fallback stands in.
 */
export const localBengaliFaces = [
  {
    family: "Noto Sans Bengali Fallback",
    local: ["Noto Sans Bengali Regular", "NotoSansBengali-Regular"],
    measuredFrom: "NotoSansBengali-Regular.ttf, version 2.001 (Debian fonts-noto-core 20201225-1)",
    metrics: { upem: 1000, ascender: 917, descender: 408, lineGap: 0, meanAdvance: 489.07 },
  },
  {
    family: "Lohit Bengali Fallback",
    local: ["Lohit Bengali", "Lohit-Bengali"],
    measuredFrom: "Lohit-Bengali.ttf, version 2.91.5 (Debian fonts-lohit-beng-bengali 2.91.5-3)",
    metrics: { upem: 769, ascender: 750, descender: 274, lineGap: 0, meanAdvance: 370.52 },
  },
];

const percent = (ratio) => `${(ratio * 100).toFixed(2)}%`;

/**
 * The @font-face overrides that make a local face stand in for the web face: size-adjust scales its mean
 * advance to the web face's, and the vertical overrides (which the browser scales by size-adjust in turn) give
 * it the web face's ascender, descender and line gap.
 */
export function fallbackOverrides(web, local) {
  const sizeAdjust = web.meanAdvance / web.upem / (local.meanAdvance / local.upem);
  return {
    sizeAdjust: percent(sizeAdjust),
    ascentOverride: percent(web.ascender / web.upem / sizeAdjust),
    descentOverride: percent(web.descender / web.upem / sizeAdjust),
    lineGapOverride: percent(web.lineGap / web.upem / sizeAdjust),
  };
}
