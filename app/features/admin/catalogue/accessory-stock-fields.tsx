import { AccessoryTextField } from "./accessory-text-field";
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
      <AccessoryTextField
        id="accessory-stock"
        name="stock"
        label="Stock"
        hint="Pieces in the store room, reserved ones included. Empty: not counted (the shop sells it until it is marked out of stock)."
        defaultValue={initial.stock}
        maxLength={7}
        error={errors.stock}
        input={{ inputMode: "numeric" }}
      >
        <input type="hidden" name="stockWas" value={initial.stock} />
      </AccessoryTextField>
      <AccessoryTextField
        id="accessory-low-stock"
        name="lowStockThreshold"
        label="Low stock at"
        hint="The shop says “Only N left” and the dashboard lists it at or below this many available."
        defaultValue={initial.lowStockThreshold}
        maxLength={7}
        error={errors.lowStockThreshold}
        input={{ inputMode: "numeric" }}
      />
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
