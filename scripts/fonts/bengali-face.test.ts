import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { en } from "../../app/i18n/messages/en";
import {
  bengaliSample,
  drawWord,
  fallbackOverrides,
  localBengaliFaces,
  measureFace,
  switchLabel,
  wordAsSvg,
  wordMaskCss,
} from "./bengali-face.mjs";
import { bengaliFontFile } from "./font-subset.mjs";

const root = path.resolve(import.meta.dirname, "..", "..");
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");
const fallbackCss = read("app/generated/bengali-fallback.css");
const bengaliCss = read("app/i18n/bengali.css");
const fontsCss = read("app/fonts.css");
const fallbackFaces = [...fallbackCss.matchAll(/@font-face\s*{([^}]*)}/g)].map((match) => match[1]);

describe("the switch's word, drawn from the Bengali face", () => {
  const svg = read("app/generated/bengali-switch-label.svg");
  const css = read("app/generated/bengali-switch-label.css");

  it("is the English pages' switch label", () => {
    expect(switchLabel.text).toBe(en.shell.switchLabel);
  });

  it("is what the committed face draws today (run `npm run fonts` after changing the face or the word)", async () => {
    const drawn = await drawWord(switchLabel.text, switchLabel.weight);
    expect(svg).toBe(wordAsSvg(drawn));
    expect(css).toContain(wordMaskCss(drawn, "bengali-switch-word", "bengali-switch-label.svg"));
    // Five letters, one outline each at least, and an advance a little over two em.
    expect(drawn.path.match(/M/g)!.length).toBeGreaterThanOrEqual(5);
    expect(drawn.width / drawn.upem).toBeGreaterThan(2);
    expect(drawn.width / drawn.upem).toBeLessThan(3);
  });

  it("holds every outline inside the drawing's box, which takes the advance's room", () => {
    const [minX, minY, boxWidth, boxHeight] = svg
      .match(/viewBox="([^"]+)"/)![1]
      .split(" ")
      .map(Number);
    const numbers = svg
      .match(/ d="([^"]+)"/)![1]
      .replace(/[MLQCZ]/g, " ")
      .trim()
      .split(/\s+/)
      .map(Number);
    const xs = numbers.filter((_, i) => i % 2 === 0);
    const ys = numbers.filter((_, i) => i % 2 === 1);
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(minX);
    expect(Math.max(...xs)).toBeLessThanOrEqual(minX + boxWidth);
    expect(Math.min(...ys)).toBeGreaterThanOrEqual(minY);
    expect(Math.max(...ys)).toBeLessThanOrEqual(minY + boxHeight);
    // The box's width less the two negative margins is the advance, 2.32 em.
    const width = Number(css.match(/width: ([\d.]+)em/)![1]);
    const margin = Number(css.match(/margin-inline: (-[\d.]+)em/)![1]);
    expect(width + 2 * margin).toBeCloseTo(2.32, 3);
  });

  it("carries no Bengali text into the stylesheet every page loads", () => {
    expect(svg + css).not.toMatch(/[\u0980-\u09ff]/);
  });
});

describe("the /bn pages' fallback faces", () => {
  it("are local faces only, for Bengali characters only, one rule each", () => {
    expect(fallbackFaces).toHaveLength(localBengaliFaces.length);
    for (const face of fallbackFaces) {
      expect(face).not.toContain("url(");
      expect(face).toMatch(/src: local\("[^"]+"\)(, local\("[^"]+"\))*;/);
      expect(face).toContain("unicode-range: U+0964-0965,U+0980-09FF,U+200C-200D,U+25CC;");
    }
  });

  it("carry the overrides computed from the web face and each local face's metrics", async () => {
    const web = await measureFace(
      path.join(root, "app", "assets", "fonts", bengaliFontFile.file),
      bengaliSample,
      400,
    );
    for (const [index, local] of localBengaliFaces.entries()) {
      const overrides = fallbackOverrides(web, local.metrics);
      const face = fallbackFaces[index];
      expect(face).toContain(`font-family: "${local.family}";`);
      expect(face).toContain(`size-adjust: ${overrides.sizeAdjust};`);
      expect(face).toContain(`ascent-override: ${overrides.ascentOverride};`);
      expect(face).toContain(`descent-override: ${overrides.descentOverride};`);
      expect(face).toContain(`line-gap-override: ${overrides.lineGapOverride};`);
    }
  });

  it("scale a face as wide as the web face to 100% and give it the web face's line box", () => {
    const web = { upem: 1000, ascender: 917, descender: 408, lineGap: 0, meanAdvance: 480 };
    expect(fallbackOverrides(web, { ...web, upem: 2048, meanAdvance: 480 * 2.048 })).toEqual({
      sizeAdjust: "100.00%",
      ascentOverride: "91.70%",
      descentOverride: "40.80%",
      lineGapOverride: "0.00%",
    });
    // A face 10% narrower is enlarged by 1/0.9, and its vertical overrides shrink by as much.
    expect(fallbackOverrides(web, { ...web, meanAdvance: 432 }).sizeAdjust).toBe("111.11%");
    expect(fallbackOverrides(web, { ...web, meanAdvance: 432 }).ascentOverride).toBe("82.53%");
  });

  it("follow the web face in both of the /bn pages' font stacks, and never reach English pages", () => {
    const families = localBengaliFaces.map((face) => `"${face.family}"`).join(", ");
    const stacks = bengaliCss.replace(/\s+/g, " ").match(/--font-(sans|display): [^;]+;/g)!;
    expect(stacks).toHaveLength(2);
    for (const stack of stacks) expect(stack).toContain(`"Noto Sans Bengali", ${families},`);
    expect(bengaliCss).toContain('@import "../generated/bengali-fallback.css";');
    expect(fontsCss).not.toContain("Bengali");
  });
});
