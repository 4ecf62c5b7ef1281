import { fieldControlClass } from "~/components/form-field";
import {
  ACCESSORY_ROWS_MAX,
  ACCESSORY_ROW_LABEL_MAX_LENGTH,
  ACCESSORY_ROW_VALUE_MAX_LENGTH,
} from "../../../../common/limits";
import { FieldMessage, legendClass, newListKey, smallButtonClass } from "./editor-parts";
import { moveItem } from "./photo-upload";

/** One row of label and value as the form holds it, with a key that stays while it moves. */
export type AccessoryRow = { key: string; label: string; value: string };

/** Gives stored rows the keys the form's list needs. */
export const toAccessoryRows = (rows: { label: string; value: string }[]): AccessoryRow[] =>
  rows.map((row) => ({ key: newListKey(), ...row }));

/** Specifications or Additional information: rows of label and value, added, removed and reordered. */
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
  const update = (index: number, part: "label" | "value", value: string) =>
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
            const labelError = errors[`${base}.label`];
            const valueError = errors[`${base}.value`];
            return (
              <li
                key={row.key}
                className="grid gap-3 rounded-card border border-sand/70 bg-white/50 p-3 sm:grid-cols-[1fr_2fr_auto] sm:items-start"
              >
                <div>
                  <label htmlFor={`${base}.label`} className="mb-1 block text-xs text-charcoal/80">
                    Label {index + 1}
                  </label>
                  <input
                    type="text"
                    id={`${base}.label`}
                    name={`${base}.label`}
                    value={row.label}
                    onChange={(event) => update(index, "label", event.target.value)}
                    maxLength={ACCESSORY_ROW_LABEL_MAX_LENGTH}
                    aria-invalid={labelError ? true : undefined}
                    aria-describedby={labelError ? `${base}.label-error` : undefined}
                    className={fieldControlClass(Boolean(labelError), "h-11")}
                  />
                  <FieldMessage id={`${base}.label-error`} message={labelError} />
                </div>
                <div>
                  <label htmlFor={`${base}.value`} className="mb-1 block text-xs text-charcoal/80">
                    Value {index + 1}
                  </label>
                  <input
                    type="text"
                    id={`${base}.value`}
                    name={`${base}.value`}
                    value={row.value}
                    onChange={(event) => update(index, "value", event.target.value)}
                    maxLength={ACCESSORY_ROW_VALUE_MAX_LENGTH}
                    aria-invalid={valueError ? true : undefined}
                    aria-describedby={valueError ? `${base}.value-error` : undefined}
                    className={fieldControlClass(Boolean(valueError), "h-11")}
                  />
                  <FieldMessage id={`${base}.value-error`} message={valueError} />
                </div>
                <div className="flex gap-2 sm:pt-5">
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
        onClick={() => onChange([...rows, { key: newListKey(), label: "", value: "" }])}
      >
        Add a row to {legend}
      </button>
    </fieldset>
  );
}
