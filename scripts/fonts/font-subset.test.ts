import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import {
  bengaliFontFile,
  bengaliRegularFile,
  bengaliUnicodeRanges,
  cssUnicodeRange,
  fontFiles,
  subsetCodePoints,
  takaSignFile,
  takaSignUnicodeRange,
} from "./font-subset.mjs";

const root = path.resolve(import.meta.dirname, "..", "..");
const require = createRequire(import.meta.url);
const fontsCss = fs.readFileSync(path.join(root, "app", "fonts.css"), "utf8");
const allFontFaces = [...fontsCss.matchAll(/@font-face\s*{([^}]*)}/g)].map((match) => match[1]);
/** The Latin faces; the taka sign's face is the other one. */
const fontFaces = allFontFaces.filter((face) => !face.includes(takaSignFile.file));
const takaFace = allFontFaces.find((face) => face.includes(takaSignFile.file));

/** Every character the site's own copy and catalogue put on a page. */
function siteCharacters(): Set<string> {
  const files = [
    ...fs.readdirSync(path.join(root, "content"), { recursive: true }).map((file) => `content/${file}`),
    "server/db/seed-data.ts",
    ...fs.readdirSync(path.join(root, "app"), { recursive: true }).map((file) => `app/${file}`),
  ].filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
  const characters = new Set<string>();
  for (const file of files)
    for (const character of fs.readFileSync(path.join(root, file), "utf8")) characters.add(character);
  return characters;
}

describe("the self-hosted font subset", () => {
  it("declares the subset's own unicode-range on every @font-face", () => {
    expect(fontFaces).toHaveLength(fontFiles.length);
    for (const face of fontFaces) {
      expect(face.replace(/\s+/g, "")).toContain(`unicode-range:${cssUnicodeRange};`);
      expect(face).toContain("font-display: swap;");
    }
  });

  it("ships every subset file as WOFF2, lighter than the font it was cut from", () => {
    for (const font of fontFiles) {
      expect(fontsCss).toContain(`./assets/fonts/${font.file}`);
      const subset = fs.readFileSync(path.join(root, "app", "assets", "fonts", font.file));
      expect(subset.subarray(0, 4).toString("latin1")).toBe("wOF2");
      expect(subset.length).toBeLessThan(fs.statSync(require.resolve(font.source)).size * 0.85);
    }
  });

  it("covers every Latin character of the site's copy and catalogue", () => {
    const covered = new Set(subsetCodePoints());
    // Bengali (the /bn pages' copy, the dandas) is drawn by the Bengali face of /bn pages; the taka sign by it
    // there and by the taka sign's own face on English pages.
    const bengali = (codePoint: number) =>
      bengaliUnicodeRanges.some(([from, to]) => codePoint >= from && codePoint <= to);
    const missing = [...siteCharacters()].filter((character) => {
      const codePoint = character.codePointAt(0)!;
      return codePoint >= 0x20 && !covered.has(codePoint) && !bengali(codePoint);
    });
    expect(missing).toEqual([]);
  });

  it("ships the Bengali face as WOFF2 subsets, used only by the /bn pages", () => {
    const read = (file: string) => fs.readFileSync(path.join(root, "app", "assets", "fonts", file));
    const source = fs.statSync(require.resolve(bengaliFontFile.source)).size;
    const variable = read(bengaliFontFile.file);
    const regular = read(bengaliRegularFile.file);
    for (const subset of [variable, regular]) expect(subset.subarray(0, 4).toString("latin1")).toBe("wOF2");
    expect(variable.length).toBeLessThan(source * 0.85);
    // The preloaded 400 cut is the lighter by two fifths: what the first screen of a /bn page waits for.
    expect(regular.length).toBeLessThan(variable.length * 0.65);
    // The 400 cut is declared by the /bn pages' stylesheet; the 400-600 file is added by script after load.
    expect(fs.readFileSync(path.join(root, "app", "i18n", "bengali.css"), "utf8")).toContain(
      bengaliRegularFile.file,
    );
    expect(fs.readFileSync(path.join(root, "app", "i18n", "bengali-face.ts"), "utf8")).toContain(
      bengaliFontFile.file,
    );
    expect(fontsCss).not.toContain("bengali");
  });

  it("draws English prices' taka sign with a face of that one character, named after each Latin face", () => {
    expect(takaFace).toBeDefined();
    expect(takaFace!.replace(/\s+/g, "")).toContain(`unicode-range:${takaSignUnicodeRange};`);
    const subset = fs.readFileSync(path.join(root, "app", "assets", "fonts", takaSignFile.file));
    expect(subset.subarray(0, 4).toString("latin1")).toBe("wOF2");
    expect(subset.length).toBeLessThan(2048);
    const appCss = fs.readFileSync(path.join(root, "app", "app.css"), "utf8");
    expect(appCss).toContain('--font-sans: "Inter Variable", "Taka Sign",');
    expect(appCss).toContain('--font-display: "Cormorant Garamond", "Taka Sign",');
  });
});
