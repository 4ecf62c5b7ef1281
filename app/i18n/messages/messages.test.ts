import { describe, expect, it } from "vitest";
import { en } from "./en";
import { bn } from "./bn";
import { validationMessages } from "../../../common/validation";
import { localizeError } from "../errors";
import { trackOrderMessages } from "../../../common/tracking";
import { localizeRefusal, trackingStepLabel } from "../../features/tracking/tracking-messages";

/** Every key path of a catalogue, with the kind of value (text or function) it holds. */
function keyPaths(value: unknown, prefix = ""): string[] {
  if (typeof value === "string") return [`${prefix}:text`];
  if (typeof value === "function") return [`${prefix}:function`];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, nested]) =>
    keyPaths(nested, prefix ? `${prefix}.${key}` : key),
  );
}

const LATIN_WORD = /[A-Za-z]{3,}/g;
/** Names that stay in Latin letters in Bengali copy: the brand, the couriers, WhatsApp, and the switch's "English". */
const LATIN_ALLOWED = new Set([
  "Nakshi",
  "Interiors",
  "English",
  "Read",
  "this",
  "page",
  "Google",
  "WhatsApp",
  "Steadfast",
  "Pathao",
]);

describe("message catalogues", () => {
  it("have exactly the same keys, each a text or a function in both languages", () => {
    const english = keyPaths(en).sort();
    const bengali = keyPaths(bn).sort();
    expect(english.filter((key) => !bengali.includes(key))).toEqual([]);
    expect(bengali.filter((key) => !english.includes(key))).toEqual([]);
  });

  it("finds a key missing from one language", () => {
    const { shell: _shell, ...withoutShell } = bn;
    expect(keyPaths(withoutShell).length).toBeLessThan(keyPaths(en).length);
  });

  it("give functions the same number of parameters in both languages", () => {
    const arity = (catalogue: unknown, prefix = ""): string[] =>
      typeof catalogue === "function"
        ? [`${prefix}/${catalogue.length}`]
        : typeof catalogue === "object" && catalogue
          ? Object.entries(catalogue).flatMap(([key, nested]) => arity(nested, `${prefix}.${key}`))
          : [];
    const english = arity(en);
    for (const entry of arity(bn)) {
      const [path] = entry.split("/");
      const match = english.find((candidate) => candidate.startsWith(`${path}/`));
      expect(Number(entry.split("/")[1]), path).toBeLessThanOrEqual(Number(match?.split("/")[1]));
    }
  });

  it("write Bengali texts in Bengali, leaving only brand names in Latin letters", () => {
    const texts = (value: unknown, path = ""): [string, string][] => {
      if (typeof value === "string") return [[path, value]];
      if (typeof value === "function") {
        const sample = (value as (...args: unknown[]) => unknown)(2, "২", "২", "২");
        return typeof sample === "string" ? [[path, sample]] : [];
      }
      return Object.entries(value as Record<string, unknown>).flatMap(([key, nested]) =>
        texts(nested, `${path}.${key}`),
      );
    };
    const latin = texts(bn).flatMap(([path, text]) =>
      (text.match(LATIN_WORD) ?? [])
        .filter((word) => !LATIN_ALLOWED.has(word))
        .map((word) => `${path}: ${word}`),
    );
    expect(latin).toEqual([]);
    // Numbers in Bengali digits too (the phone's placeholder included); an order number is a code in Latin
    // letters and digits, as the SMS and emails write it.
    // Only the plain texts: the functions above were handed sample arguments, which they write as given.
    const plain = (value: unknown, path = ""): [string, string][] =>
      typeof value === "string"
        ? [[path, value]]
        : typeof value === "object" && value
          ? Object.entries(value).flatMap(([key, nested]) => plain(nested, `${path}.${key}`))
          : [];
    const latinDigits = plain(bn)
      .filter(([path, text]) => path !== ".tracking.numberHint" && /[0-9]/.test(text))
      .map(([path, text]) => `${path}: ${text}`);
    expect(latinDigits).toEqual([]);
  });

  it("keep Bengali letters out of the English texts, the switch's own words aside", () => {
    // English pages load no Bengali font: a Bengali word there shows as boxes on a system without one.
    const bengaliIn = (value: unknown, path = ""): string[] => {
      if (typeof value === "function") {
        const sample = value as (...args: unknown[]) => unknown;
        // A count first, or a word first: whichever the function takes.
        try {
          value = sample(2, "2", "2", "2");
        } catch {
          value = sample("2", "2", "2", "2");
        }
      }
      if (typeof value === "string") return /[\u0980-\u09FF]/.test(value) ? [path] : [];
      if (typeof value !== "object" || !value) return [];
      return Object.entries(value).flatMap(([key, nested]) => bengaliIn(nested, `${path}.${key}`));
    };
    // The switch speaks to Bengali readers in Bengali (lang="bn"): its word and its description.
    expect(bengaliIn(en)).toEqual([".shell.switchLabel", ".shell.switchDescription"]);
    expect(en.delivery.districtHint).toBe("Type to search, in English or Bengali");
  });

  it("word the shared validation rules as common/validation.ts does in English, and translate them by key", () => {
    expect(en.validation).toEqual(validationMessages);
    expect(localizeError(validationMessages.phonePattern, bn)).toBe(bn.validation.phonePattern);
    expect(localizeError(en.delivery.districtRequired, bn)).toBe(bn.delivery.districtRequired);
    expect(localizeError("Something the server said", bn)).toBe("Something the server said");
  });
});

describe("the tracking page's catalogue", () => {
  it("words the lookup's refusals as common/tracking.ts does in English, and translates them by key", () => {
    for (const [key, message] of Object.entries(trackOrderMessages)) {
      expect(en.tracking[key as keyof typeof trackOrderMessages]).toBe(message);
      expect(localizeRefusal(message, bn)).toBe(bn.tracking[key as keyof typeof trackOrderMessages]);
    }
    expect(localizeRefusal("Something else", bn)).toBe("Something else");
  });

  it("names each step in the page's language", () => {
    expect(trackingStepLabel("handed_to_courier", "Pathao")).toBe("Handed to Pathao");
    expect(trackingStepLabel("handed_to_courier", "Pathao", bn)).toBe("Pathao-এর কাছে দেওয়া হয়েছে");
    expect(trackingStepLabel("delivered", null, bn)).toBe("পৌঁছে গেছে");
  });
});
