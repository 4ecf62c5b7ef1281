import { AREA_DISTRICTS } from "./delivery-charge";
import areaData from "./data/areas.json";
import districtData from "./data/districts.json";

/**
 * Where a parcel goes: Bangladesh's 64 districts, and for Dhaka, Gazipur and Narayanganj their areas. The
 * lists are data (data/*.json, which name their sources and licences). Only the server and the checkout
 * dialog's own chunk import this module, so no page's first JavaScript carries the lists. The places' Bangla
 * names are a module of their own (place-names-bn.ts), which English pages load only when asked.
 */

export type District = { name: string };
export type Area = { name: string; district: string; suburbByDefault: boolean };

export const DISTRICTS: readonly District[] = districtData.districts;
export const AREAS: readonly Area[] = areaData.areas;

/** Spellings people and older lists use for a district the dataset spells another way. */
const DISTRICT_ALIASES: Readonly<Record<string, string>> = {
  barishal: "Barisal",
  bogra: "Bogura",
  chittagong: "Chattogram",
  chattagram: "Chattogram",
  "cox's bazar": "Coxsbazar",
  "coxs bazar": "Coxsbazar",
  "cox bazar": "Coxsbazar",
  cumilla: "Comilla",
  jessore: "Jashore",
  jhalokati: "Jhalakathi",
  jhalokathi: "Jhalakathi",
  netrakona: "Netrokona",
  "chapai nawabganj": "Chapainawabganj",
};

const normalised = (text: string) => text.trim().replace(/\s+/g, " ").toLowerCase();

const districtsByKey = new Map(DISTRICTS.map((district) => [normalised(district.name), district]));
const areasByKey = new Map(AREAS.map((area) => [normalised(area.name), area]));

/** The district a name means (any case, extra spaces, a known other spelling), or undefined. */
export function findDistrict(name: string): District | undefined {
  const key = normalised(name);
  return districtsByKey.get(key) ?? districtsByKey.get(normalised(DISTRICT_ALIASES[key] ?? ""));
}

/** The area of `district` a name means (any case, extra spaces), or undefined. */
export function findArea(district: string, name: string): Area | undefined {
  const area = areasByKey.get(normalised(name));
  return area && area.district === district ? area : undefined;
}

export function areasOf(district: string): Area[] {
  return AREAS.filter((area) => area.district === district);
}

/** The areas that count as Dhaka suburbs until an owner decides otherwise. */
export function defaultSuburbs(): string[] {
  return AREAS.filter((area) => area.suburbByDefault).map((area) => area.name);
}

export function isAreaName(name: string): boolean {
  return AREAS.some((area) => area.name === name);
}

/** The other spellings a district answers to, for searching the list by typing. */
export function districtAliases(district: string): string[] {
  return Object.entries(DISTRICT_ALIASES)
    .filter(([, name]) => name === district)
    .map(([alias]) => alias);
}

export { AREA_DISTRICTS };
