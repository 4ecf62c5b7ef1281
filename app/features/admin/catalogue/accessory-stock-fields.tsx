import { FormField, fieldControlClass } from "~/components/form-field";
import type { AccessoryEditorValues } from "./accessory-editor-values";

/**
 * The accessory form's stock: the count in the store room (with the count the form was loaded at, so the
 * server can tell a change from a stale form), the low-stock threshold, and the out-of-stock switch. Three
 * cells of the form's grid.
 */
export function AccessoryStockFields({
  initial,
  errors,
}: {
  initial: Pick<AccessoryEditorValues, "stock" | "lowStockThreshold" | "outOfStock">;
  errors: Record<string, string>;
}) {
  return (
    <>
      <FormField
        id="accessory-stock"
        label="Stock"
        error={errors.stock}
        hint="Pieces in the store room, reserved ones included. Empty: not counted (the shop sells it until it is marked out of stock)."
      >
        {(describedBy) => (
          <>
            <input
              type="text"
              id="accessory-stock"
              name="stock"
              inputMode="numeric"
              defaultValue={initial.stock}
              maxLength={7}
              aria-invalid={errors.stock ? true : undefined}
              aria-describedby={describedBy}
              className={fieldControlClass(Boolean(errors.stock), "h-12")}
            />
            <input type="hidden" name="stockWas" value={initial.stock} />
          </>
        )}
      </FormField>
      <FormField
        id="accessory-low-stock"
        label="Low stock at"
        error={errors.lowStockThreshold}
        hint="The shop says “Only N left” and the dashboard lists it at or below this many available."
      >
        {(describedBy) => (
          <input
            type="text"
            id="accessory-low-stock"
            name="lowStockThreshold"
            inputMode="numeric"
            defaultValue={initial.lowStockThreshold}
            maxLength={7}
            aria-invalid={errors.lowStockThreshold ? true : undefined}
            aria-describedby={describedBy}
            className={fieldControlClass(Boolean(errors.lowStockThreshold), "h-12")}
          />
        )}
      </FormField>
      <div className="flex items-end">
        <label className="flex min-h-12 cursor-pointer items-center gap-3 text-sm text-charcoal">
          <input
            type="checkbox"
            name="outOfStock"
            defaultChecked={initial.outOfStock}
            className="size-5 accent-walnut"
          />
          Out of stock
          <span className="text-xs text-charcoal/70">(the shop shows it, Add to Cart is off)</span>
        </label>
      </div>
    </>
  );
}
