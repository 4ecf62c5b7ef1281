/** The small pieces the accessory form's sections share: their buttons, legends, messages and list keys. */

export const smallButtonClass =
  "inline-flex h-9 min-w-9 items-center justify-center rounded-full border border-sand px-3 text-xs text-charcoal " +
  "transition-colors duration-200 hover:border-walnut hover:text-walnut disabled:cursor-not-allowed disabled:opacity-40 " +
  "disabled:hover:border-sand disabled:hover:text-charcoal motion-reduce:transition-none";

export const legendClass = "text-xs font-medium uppercase tracking-[0.14em] text-charcoal/80";

/** A field's or a section's message from the checks, referenced by its control's `aria-describedby`. */
export function FieldMessage({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 text-sm text-[#9b2c1f]">
      {message}
    </p>
  );
}

let keyCounter = 0;
/** A key for a list item the form adds (a row, an upload), stable while the item moves. */
export const newListKey = () => `row-${++keyCounter}`;
