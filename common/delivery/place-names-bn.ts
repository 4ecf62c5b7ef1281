import names from "./data/place-names-bn.json";

/**
 * Each district's and area's Bangla name, by its English name in places.ts (`ঢাকা` for Dhaka). A module of
 * its own, so the checkout loads it only on Bengali pages, or on an English page once a visitor types a Bangla
 * letter (app/features/checkout/bengali-place-names.ts): English pages carry no Bengali. The order's district
 * and area are still sent and checked by their English names.
 */
export const BENGALI_PLACE_NAMES: Readonly<Record<string, string>> = { ...names.districts, ...names.areas };
