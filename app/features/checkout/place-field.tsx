import { useCombobox } from "downshift";
import { useMemo, useState } from "react";
import { FormField, fieldControlClass } from "~/components/form-field";
import { useCheckoutText } from "./delivery-messages";
import { exactPlace, matchPlaces, type PlaceOption } from "./place-search";

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

/**
 * A required place (district or area) chosen from a list that narrows as the visitor types, in English or
 * Bangla: the WAI-ARIA combobox pattern (downshift's useCombobox), so arrow keys move through the list, Enter
 * chooses, Escape closes, and a screen reader hears how many places match. Each option shows the Bangla name
 * beside the English one. Leaving the field after typing a name in full chooses it.
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
  const { dm } = useCheckoutText();
  const selected = places.find((place) => place.name === value) ?? null;
  const [typed, setTyped] = useState(selected?.name ?? "");
  const matches = useMemo(
    () => (selected && typed === selected.name ? [...places] : matchPlaces(places, typed)),
    [places, selected, typed],
  );
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
      initialInputValue: selected?.name ?? "",
      itemToString: (place) => place?.name ?? "",
      itemToKey: (place) => place?.name,
      onInputValueChange: ({ inputValue }) => setTyped(inputValue ?? ""),
      onSelectedItemChange: ({ selectedItem }) => onChange(selectedItem?.name ?? ""),
      stateReducer: (state, { type, changes }) => {
        // Leaving the field: a name typed in full is chosen, anything else goes back to the choice made.
        if (type === useCombobox.stateChangeTypes.InputBlur && !changes.selectedItem) {
          const typedPlace = exactPlace(places, state.inputValue);
          if (typedPlace) return { ...changes, selectedItem: typedPlace, inputValue: typedPlace.name };
          return { ...changes, inputValue: state.selectedItem?.name ?? "" };
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
                  <span>{place.name}</span>
                  <span lang="bn" className="shrink-0 text-sm text-charcoal/65">
                    {place.bnName}
                  </span>
                </li>
              ))}
          </ul>
          {isOpen && matches.length === 0 && (
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
