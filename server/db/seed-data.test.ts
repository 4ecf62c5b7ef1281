import { describe, expect, it } from "vitest";
import { toSlug } from "../../common/slug";
import { seedAccessories } from "./seed-data";

const kindByCategory: Record<string, { kind: string; codePrefix: string }> = {
  Vases: { kind: "vase", codePrefix: "VS" },
  Lighting: { kind: "lamp", codePrefix: "LT" },
  Mirrors: { kind: "mirror", codePrefix: "MR" },
  "Wall Art": { kind: "wall-art", codePrefix: "WA" },
  Cushions: { kind: "cushion", codePrefix: "CU" },
  Rugs: { kind: "rug", codePrefix: "RG" },
  Clocks: { kind: "clock", codePrefix: "CL" },
  Planters: { kind: "planter", codePrefix: "PL" },
  Trays: { kind: "tray", codePrefix: "TR" },
  "Candle Holders": { kind: "candle-holder", codePrefix: "CH" },
  Sculptures: { kind: "sculpture", codePrefix: "SC" },
  Bowls: { kind: "bowl", codePrefix: "BW" },
};

const sentences = (text: string) => text.trim().split(/(?<=[.!?])\s+/);

const imagePattern = /^\/images\/accessories\/([a-z-]+)-([1-6])-800\.jpg$/;

describe("seedAccessories", () => {
  it("holds between 30 and 40 items", () => {
    expect(seedAccessories.length).toBeGreaterThanOrEqual(30);
    expect(seedAccessories.length).toBeLessThanOrEqual(40);
  });

  it("spreads items over every category, several per category", () => {
    for (const category of Object.keys(kindByCategory)) {
      const count = seedAccessories.filter((item) => item.category === category).length;
      expect(count, category).toBeGreaterThanOrEqual(2);
    }
  });

  it("uses only the known categories", () => {
    for (const item of seedAccessories) {
      expect(Object.keys(kindByCategory), item.name).toContain(item.category);
    }
  });

  it("has unique names, codes and name-slugs", () => {
    const names = seedAccessories.map((item) => item.name);
    const codes = seedAccessories.map((item) => item.code);
    const slugs = names.map(toSlug);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it("has names whose slugs are clean URL segments", () => {
    for (const item of seedAccessories) {
      expect(toSlug(item.name), item.name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it("has codes of the form NI-XX-0000 with the category's prefix", () => {
    for (const item of seedAccessories) {
      const prefix = kindByCategory[item.category]?.codePrefix;
      expect(item.code, item.name).toMatch(new RegExp(`^NI-${prefix}-\\d{4}$`));
    }
  });

  it("has integer rates in taka within a realistic Dhaka retail range", () => {
    for (const item of seedAccessories) {
      expect(Number.isInteger(item.rate), item.name).toBe(true);
      expect(item.rate, item.name).toBeGreaterThan(0);
      expect(item.rate, item.name).toBeGreaterThanOrEqual(850);
      expect(item.rate, item.name).toBeLessThanOrEqual(48000);
    }
  });

  it("has a non-empty size", () => {
    for (const item of seedAccessories) {
      expect(item.size.trim(), item.name).not.toBe("");
    }
  });

  it("has a description of 2 to 4 complete sentences", () => {
    for (const item of seedAccessories) {
      const parts = sentences(item.description);
      expect(parts.length, item.name).toBeGreaterThanOrEqual(2);
      expect(parts.length, item.name).toBeLessThanOrEqual(4);
      for (const part of parts) {
        expect(part, item.name).toMatch(/^[A-Z0-9].*[.!?]$/);
      }
    }
  });

  it("has 2 to 6 distinct images of the category's kind", () => {
    for (const item of seedAccessories) {
      expect(item.images.length, item.name).toBeGreaterThanOrEqual(2);
      expect(item.images.length, item.name).toBeLessThanOrEqual(6);
      expect(new Set(item.images).size, item.name).toBe(item.images.length);
      for (const url of item.images) {
        const match = imagePattern.exec(url);
        expect(match, url).not.toBeNull();
        expect(match?.[1], `${item.name}: ${url}`).toBe(kindByCategory[item.category]?.kind);
      }
    }
  });

  it("gives items of the same category different first images", () => {
    for (const category of Object.keys(kindByCategory)) {
      const firstImages = seedAccessories
        .filter((item) => item.category === category)
        .map((item) => item.images[0]);
      expect(new Set(firstImages).size, category).toBe(firstImages.length);
    }
  });

  it("has 3 to 6 specification rows with distinct, non-empty labels and values", () => {
    for (const item of seedAccessories) {
      const labels = item.specifications.map((row) => row.label);
      expect(labels.length, item.name).toBeGreaterThanOrEqual(3);
      expect(labels.length, item.name).toBeLessThanOrEqual(6);
      expect(new Set(labels).size, item.name).toBe(labels.length);
      for (const row of item.specifications) {
        expect(row.label.trim(), item.name).not.toBe("");
        expect(row.value.trim(), item.name).not.toBe("");
      }
    }
  });

  it("has 2 to 5 additional-information rows with distinct, non-empty labels and values", () => {
    for (const item of seedAccessories) {
      const labels = item.additionalInformation.map((row) => row.label);
      expect(labels.length, item.name).toBeGreaterThanOrEqual(2);
      expect(labels.length, item.name).toBeLessThanOrEqual(5);
      expect(new Set(labels).size, item.name).toBe(labels.length);
      for (const row of item.additionalInformation) {
        expect(row.label.trim(), item.name).not.toBe("");
        expect(row.value.trim(), item.name).not.toBe("");
      }
    }
  });
});
