import { use, useEffect, useState } from "react";
import { hasBengaliLetter, type Lang } from "../../../common/lang";

/** Each place's Bangla name by its English name (common/delivery/place-names-bn.ts). */
export type BengaliPlaceNames = Readonly<Record<string, string>>;

let loaded: BengaliPlaceNames | undefined;
let loading: Promise<BengaliPlaceNames> | undefined;

/** Loads the Bangla names' chunk once per visit; a failed load may be asked again. */
export function loadBengaliPlaceNames(): Promise<BengaliPlaceNames> {
  loading ??= import("../../../common/delivery/place-names-bn").then(
    (module) => (loaded = module.BENGALI_PLACE_NAMES),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The places' Bangla names for the district and area fields, kept out of English pages' JavaScript: a Bengali
 * page waits for them (the order form's Suspense shows its spinner the moment they take), and an English page
 * loads them only once the visitor types a Bangla letter (`typed`), so "ঢাকা" still finds Dhaka there.
 * Undefined while they are not needed or not there yet.
 */
export function useBengaliPlaceNames(lang: Lang, typed: string): BengaliPlaceNames | undefined {
  const awaited = lang === "bn" ? use(loadBengaliPlaceNames()) : undefined;
  const [names, setNames] = useState(loaded);
  const wanted = !awaited && !names && hasBengaliLetter(typed);
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    loadBengaliPlaceNames().then(
      (result) => {
        if (current) setNames(result);
      },
      // The list then finds places by their English names only, until the form opens again.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [wanted]);
  return awaited ?? names;
}
