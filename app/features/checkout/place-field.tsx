import { useCombobox } from "downshift";
import { useMemo, useState } from "react";
import { FormField, fieldControlClass } from "~/components/form-field";
import { useCheckoutText } from "./delivery-messages";
import { exactPlace, matchPlaces, type PlaceOption } from "./place-search";
import { useBengaliPlaceNames } from "./bengali-place-names";
import { hasBengaliLetter } from "../../../common/lang";

export type PlaceFieldProps<T extends PlaceOption> = {
  id: string;
  label: string;
  hint: string;
  places: readonly T[];
  /** The chosen place's name, or empty. */
  value: string;
  onChange: (name: string) => void;
  onBlur: () => void;
  error?: string;
  disabled?: boolean;
  className?: string;
};

function ChevronIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="none" stroke="currentColor">
      <path d="M5 8l5 5 5-5" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The place's name as the page writes it, in the field and first in the list: Bangla on Bengali pages. */
function shownName(place: PlaceOption | null, bengali: boolean): string {
  if (!place) return "";
  return (bengali && place.bnName) || place.name;
}

/**
 * A required place (district or area) chosen from a list that narrows as the visitor types, in English or
 * Bangla: the WAI-ARIA combobox pattern (downshift's useCombobox), so arrow keys move through the list, Enter
 * chooses, Escape closes, and a screen reader hears how many places match. Leaving the field after typing a
 * name in full chooses it. English pages show the English names only; Bengali pages show the Bangla name, in
 * the field too, with the English one under it in the list. The chosen value is always the English name, which
 * the order sends.
 */
export function PlaceField<T extends PlaceOption>({
  id,
  label,
  hint,
  places,
  value,
  onChange,
  onBlur,
  error,
  disabled = false,
  className,
}: PlaceFieldProps<T>) {
  const { dm, lang } = useCheckoutText();
  const bengali = lang === "bn";
  const [typed, setTyped] = useState("");
  const bengaliNames = useBengaliPlaceNames(lang, typed);
  const options = useMemo(
    () => (bengaliNames ? places.map((place) => ({ ...place, bnName: bengaliNames[place.name] })) : places),
    [places, bengaliNames],
  );
  const shown = (place: T | null) => shownName(place, bengali);
  const selected = options.find((place) => place.name === value) ?? null;
  const matches = useMemo(
    () => (selected && typed === shownName(selected, bengali) ? [...options] : matchPlaces(options, typed)),
    [options, selected, typed, bengali],
  );
  // Until a Bangla letter has loaded the Bangla names, "no match" would be premature.
  const namesComing = !bengaliNames && hasBengaliLetter(typed);
  const labelId = `${id}-label`;

  const { isOpen, highlightedIndex, getInputProps, getMenuProps, getItemProps, getToggleButtonProps } =
    useCombobox<T>({
      items: matches,
      inputId: id,
      labelId,
      menuId: `${id}-list`,
      toggleButtonId: `${id}-toggle`,
      selectedItem: selected,
      // The typed text stays downshift's own (a controlled one can lose keys typed quickly); it is mirrored
      // here only to narrow the list.
      initialInputValue: shown(selected),
      itemToString: shown,
      itemToKey: (place) => place?.name,
      onInputValueChange: ({ inputValue }) => setTyped(inputValue ?? ""),
      onSelectedItemChange: ({ selectedItem }) => onChange(selectedItem?.name ?? ""),
      stateReducer: (state, { type, changes }) => {
        // Leaving the field: a name typed in full is chosen, anything else goes back to the choice made.
        if (type === useCombobox.stateChangeTypes.InputBlur && !changes.selectedItem) {
          const typedPlace = exactPlace(options, state.inputValue);
          if (typedPlace) return { ...changes, selectedItem: typedPlace, inputValue: shown(typedPlace) };
          return { ...changes, inputValue: shown(state.selectedItem) };
        }
        return changes;
      },
    });

  return (
    <FormField
      id={id}
      labelId={labelId}
      label={label}
      required
      error={error}
      hint={hint}
      className={className}
    >
      {(describedBy) => (
        <div className="relative">
          <input
            {...getInputProps({
              onBlur,
              disabled,
              autoComplete: "off",
              spellCheck: false,
              "aria-required": true,
              "aria-invalid": Boolean(error),
              "aria-describedby": describedBy,
              className: fieldControlClass(Boolean(error), "h-12 pr-12"),
            })}
          />
          <button
            type="button"
            {...getToggleButtonProps({ disabled, "aria-label": dm.showOptions(label) })}
            className="absolute inset-y-0 right-0 flex w-12 items-center justify-center rounded-r-card text-charcoal/60 transition-colors duration-200 hover:text-walnut disabled:cursor-not-allowed motion-reduce:transition-none"
          >
            <span className={`transition-transform duration-200 ${isOpen ? "rotate-180" : ""}`}>
              <ChevronIcon />
            </span>
          </button>
          <ul
            {...getMenuProps()}
            className={
              isOpen && matches.length > 0
                ? "absolute inset-x-0 top-full z-30 mt-1.5 max-h-64 overflow-y-auto overscroll-contain rounded-card border border-sand bg-white py-1 shadow-lift"
                : "hidden"
            }
          >
            {isOpen &&
              matches.map((place, index) => (
                <li
                  key={place.name}
                  {...getItemProps({ item: place, index })}
                  className={[
                    "flex cursor-pointer items-baseline justify-between gap-3 px-4 py-2.5 text-[0.9375rem]",
                    highlightedIndex === index ? "bg-linen text-walnut" : "text-charcoal",
                    selected?.name === place.name ? "font-medium" : "",
                  ].join(" ")}
                >
                  {bengali && place.bnName ? (
                    <span className="flex flex-col">
                      <span>{place.bnName}</span>
                      <span lang="en" className="text-sm text-charcoal/65">
                        {place.name}
                      </span>
                    </span>
                  ) : (
                    <span>{place.name}</span>
                  )}
                </li>
              ))}
          </ul>
          {isOpen && matches.length === 0 && !namesComing && (
            <p
              role="status"
              className="absolute inset-x-0 top-full z-30 mt-1.5 rounded-card border border-sand bg-white px-4 py-3 text-sm text-charcoal/75 shadow-lift"
            >
              {dm.noMatch(typed)}
            </p>
          )}
        </div>
      )}
    </FormField>
  );
}
