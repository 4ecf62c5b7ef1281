import { fieldControlClass } from "~/components/form-field";
import {
  ACCESSORY_ROWS_MAX,
  ACCESSORY_ROW_LABEL_MAX_LENGTH,
  ACCESSORY_ROW_VALUE_MAX_LENGTH,
} from "../../../../common/limits";
import type { AccessoryRowValues } from "./accessory-editor-values";
import { FieldMessage, legendClass, newListKey, smallButtonClass } from "./editor-parts";
import { moveItem } from "./photo-upload";

/** One row as the form holds it, with a key that stays while it moves. */
export type AccessoryRow = AccessoryRowValues & { key: string };

/** Gives stored rows the keys the form's list needs. */
export const toAccessoryRows = (rows: AccessoryRowValues[]): AccessoryRow[] =>
  rows.map((row) => ({ key: newListKey(), ...row }));

type RowPart = keyof AccessoryRowValues;

/** One labelled text input of a row, with its message beneath it. */
function RowInput({
  base,
  part,
  label,
  value,
  max,
  error,
  onChange,
}: {
  base: string;
  part: RowPart;
  label: string;
  value: string;
  max: number;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const id = `${base}.${part}`;
  const bengali = part === "labelBn" || part === "valueBn";
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-xs text-charcoal/80">
        {label}
      </label>
      <input
        type="text"
        id={id}
        name={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={max}
        lang={bengali ? "bn" : undefined}
        autoComplete={bengali ? "off" : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={fieldControlClass(Boolean(error), "h-11")}
      />
      <FieldMessage id={`${id}-error`} message={error} />
    </div>
  );
}

/**
 * Specifications or Additional information: rows of label and value, each with an optional label and value in
 * Bengali for the Bengali pages (an empty one shows the English there), added, removed and reordered.
 */
export function AccessoryRowsEditor({
  name,
  legend,
  rows,
  onChange,
  errors,
}: {
  name: "specifications" | "additionalInformation";
  legend: string;
  rows: AccessoryRow[];
  onChange: (rows: AccessoryRow[]) => void;
  errors: Record<string, string>;
}) {
  const update = (index: number, part: RowPart, value: string) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, [part]: value } : row)));
  return (
    <fieldset className="min-w-0">
      <legend className={legendClass}>
        {legend}{" "}
        <span className="text-[0.6875rem] normal-case tracking-normal text-charcoal/70">(optional)</span>
      </legend>
      <FieldMessage id={`${name}-error`} message={errors[name]} />
      {rows.length > 0 && (
        <ol className="mt-3 grid gap-3">
          {rows.map((row, index) => {
            const base = `${name}.${index}`;
            const input = (part: RowPart, label: string, max: number) => (
              <RowInput
                base={base}
                part={part}
                label={label}
                value={row[part]}
                max={max}
                error={errors[`${base}.${part}`]}
                onChange={(value) => update(index, part, value)}
              />
            );
            return (
              <li
                key={row.key}
                className="grid gap-3 rounded-card border border-sand/70 bg-white/50 p-3 sm:grid-cols-[1fr_2fr_auto] sm:items-start"
              >
                {input("label", `Label ${index + 1}`, ACCESSORY_ROW_LABEL_MAX_LENGTH)}
                {input("value", `Value ${index + 1}`, ACCESSORY_ROW_VALUE_MAX_LENGTH)}
                {/* After the English pair in the tab order; beneath it on wide screens, the buttons beside it. */}
                {input("labelBn", `Label ${index + 1} in Bengali`, ACCESSORY_ROW_LABEL_MAX_LENGTH)}
                {input("valueBn", `Value ${index + 1} in Bengali`, ACCESSORY_ROW_VALUE_MAX_LENGTH)}
                <div className="flex gap-2 sm:col-start-3 sm:row-start-1 sm:pt-5">
                  <button
                    type="button"
                    className={smallButtonClass}
                    disabled={index === 0}
                    onClick={() => onChange(moveItem(rows, index, -1))}
                    aria-label={`Move ${legend.toLowerCase()} row ${index + 1} up`}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className={smallButtonClass}
                    disabled={index === rows.length - 1}
                    onClick={() => onChange(moveItem(rows, index, 1))}
                    aria-label={`Move ${legend.toLowerCase()} row ${index + 1} down`}
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    className={smallButtonClass}
                    onClick={() => onChange(rows.filter((_, at) => at !== index))}
                    aria-label={`Remove ${legend.toLowerCase()} row ${index + 1}`}
                  >
                    Remove
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <button
        type="button"
        className={`${smallButtonClass} mt-3`}
        disabled={rows.length >= ACCESSORY_ROWS_MAX}
        onClick={() =>
          onChange([...rows, { key: newListKey(), label: "", value: "", labelBn: "", valueBn: "" }])
        }
      >
        Add a row to {legend}
      </button>
    </fieldset>
  );
}
