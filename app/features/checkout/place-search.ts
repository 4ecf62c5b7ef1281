/**
 * A place the district and area fields offer: its English name, other spellings, and its Bangla name once
 * loaded (app/features/checkout/bengali-place-names.ts).
 */
export type PlaceOption = { name: string; bnName?: string; aliases?: readonly string[] };

const folded = (text: string) => text.trim().replace(/\s+/g, " ").toLowerCase();

/**
 * The places matching what was typed, best first: names (English or Bangla) that start with it, then names
 * with a word that starts with it, then any other match (inside a name, the Bangla name or another spelling).
 * Empty text matches all.
 */
export function matchPlaces<T extends PlaceOption>(places: readonly T[], typed: string): T[] {
  const query = folded(typed);
  if (!query) return [...places];
  const rank = (place: T): number => {
    const name = folded(place.name);
    const bnName = place.bnName ?? "";
    if (name.startsWith(query) || bnName.startsWith(query)) return 0;
    if ([...name.split(/[\s-]+/), ...bnName.split(/[\s-]+/)].some((word) => word.startsWith(query))) return 1;
    if (name.includes(query) || bnName.includes(query)) return 2;
    if (place.aliases?.some((alias) => folded(alias).startsWith(query))) return 2;
    return -1;
  };
  return places
    .map((place, index) => ({ place, index, rank: rank(place) }))
    .filter((entry) => entry.rank >= 0)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.place);
}

/** The place typed in full (any case), so leaving the field after typing "dhaka" chooses Dhaka. */
export function exactPlace<T extends PlaceOption>(places: readonly T[], typed: string): T | undefined {
  const query = folded(typed);
  return places.find(
    (place) => folded(place.name) === query || (place.bnName && folded(place.bnName) === query),
  );
}
