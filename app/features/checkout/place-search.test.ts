import { describe, expect, it } from "vitest";
import { exactPlace, matchPlaces } from "./place-search";

const places = [
  { name: "Barisal", bnName: "বরিশাল", aliases: ["barishal"] },
  { name: "Chattogram", bnName: "চট্টগ্রাম", aliases: ["chittagong"] },
  { name: "Dhaka", bnName: "ঢাকা" },
  { name: "Narayanganj", bnName: "নারায়ণগঞ্জ" },
  { name: "Uttara East", bnName: "উত্তরা পূর্ব" },
  { name: "Shah Ali", bnName: "শাহ আলী" },
];
const names = (typed: string) => matchPlaces(places, typed).map((place) => place.name);

describe("searching the place lists", () => {
  it("offers everything before anything is typed", () => {
    expect(names("")).toEqual(places.map((place) => place.name));
    expect(names("   ")).toHaveLength(places.length);
  });

  it("puts names that start with the text first, then names with a word that does, then the rest", () => {
    expect(names("a")).toEqual(["Shah Ali", "Barisal", "Chattogram", "Dhaka", "Narayanganj", "Uttara East"]);
    expect(names("e")).toEqual(["Uttara East"]);
    expect(names("ali")).toEqual(["Shah Ali"]);
    expect(names("dha")).toEqual(["Dhaka"]);
    expect(names("  DHAKA ")).toEqual(["Dhaka"]);
    expect(names("gan")).toEqual(["Narayanganj"]);
  });

  it("finds a place by its Bangla name or an older spelling", () => {
    expect(names("ঢাকা")).toEqual(["Dhaka"]);
    expect(names("চট্ট")).toEqual(["Chattogram"]);
    expect(names("chitta")).toEqual(["Chattogram"]);
    expect(names("barish")).toEqual(["Barisal"]);
  });

  it("puts Bangla names that start with the text first, and finds by English alone before the Bangla loads", () => {
    const areas = [
      { name: "Uttara West", bnName: "উত্তরা পশ্চিম" },
      { name: "Shah Ali", bnName: "শাহ আলী" },
      { name: "Uttara East", bnName: "উত্তরা পূর্ব" },
    ];
    expect(matchPlaces(areas, "পূর্ব").map((place) => place.name)).toEqual(["Uttara East"]);
    expect(matchPlaces(areas, "আলী").map((place) => place.name)).toEqual(["Shah Ali"]);
    expect(matchPlaces(areas, "উত্তরা").map((place) => place.name)).toEqual(["Uttara West", "Uttara East"]);
    const english = places.map(({ name, aliases }) => ({ name, aliases }));
    expect(matchPlaces(english, "dha").map((place) => place.name)).toEqual(["Dhaka"]);
    expect(matchPlaces(english, "ঢাকা")).toEqual([]);
    expect(exactPlace(english, "")).toBeUndefined();
  });

  it("finds nothing for text that matches no place", () => {
    expect(names("zzz")).toEqual([]);
  });

  it("recognises a name typed in full, in any case, or the Bangla name", () => {
    expect(exactPlace(places, "dhaka")?.name).toBe("Dhaka");
    expect(exactPlace(places, " uttara east ")?.name).toBe("Uttara East");
    expect(exactPlace(places, "ঢাকা")?.name).toBe("Dhaka");
    expect(exactPlace(places, "dhak")).toBeUndefined();
  });
});
