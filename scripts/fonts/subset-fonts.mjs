/**
 * `npm run fonts`: cuts the site's self-hosted fonts down to what its pages can show, and writes them to
 * app/assets/fonts (committed; run again only when a font or the character range changes).
 *
 * Fontsource's Latin files carry ~350 glyphs and, for Inter, every weight from 100 to 900. The site sets
 * English text in Inter at 400-600 and headings in Cormorant Garamond: keeping Basic Latin, Latin-1 and the
 * common typographic punctuation, and Inter's weight axis at 400-600, makes the files about 40%
 * lighter. A character outside the range still renders, in the fallback font (the @font-face rules in
 * app/fonts.css declare the same unicode-range, so the browser knows without downloading).
 */
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import subsetFont from "subset-font";
import {
  bengaliFontFile,
  bengaliRegularFile,
  bengaliUnicodeRanges,
  fontFiles,
  subsetCodePoints,
  takaSignFile,
} from "./font-subset.mjs";
import { root } from "../build-steps.mjs";

const require = createRequire(import.meta.url);
const text = String.fromCodePoint(...subsetCodePoints());

for (const font of fontFiles) {
  const source = fs.readFileSync(require.resolve(font.source));
  const subset = await subsetFont(source, text, {
    targetFormat: "woff2",
    ...(font.weightRange ? { variationAxes: { wght: font.weightRange } } : {}),
  });
  const target = path.join(root, "app", "assets", "fonts", font.file);
  fs.writeFileSync(target, subset);
  console.log(
    `${font.file}: ${(source.length / 1024).toFixed(1)} KB -> ${(subset.length / 1024).toFixed(1)} KB`,
  );
}

// The Bengali face, for /bn pages only, and its taka sign alone, for English pages' prices (one source file).
{
  const codePoints = bengaliUnicodeRanges.flatMap(([from, to]) =>
    Array.from({ length: to - from + 1 }, (_, i) => from + i),
  );
  const bengaliText = String.fromCodePoint(...codePoints);
  const source = fs.readFileSync(require.resolve(bengaliFontFile.source));
  for (const [file, wght, text] of [
    [bengaliFontFile.file, bengaliFontFile.weightRange, bengaliText],
    [bengaliRegularFile.file, bengaliRegularFile.weight, bengaliText],
    [takaSignFile.file, takaSignFile.weightRange, takaSignFile.text],
  ]) {
    const subset = await subsetFont(source, text, { targetFormat: "woff2", variationAxes: { wght } });
    fs.writeFileSync(path.join(root, "app", "assets", "fonts", file), subset);
    console.log(
      `${file}: ${(source.length / 1024).toFixed(1)} KB -> ${(subset.length / 1024).toFixed(1)} KB`,
    );
  }
}
