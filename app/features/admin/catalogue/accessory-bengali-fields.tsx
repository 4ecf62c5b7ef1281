import { FormField, fieldControlClass } from "~/components/form-field";
import { AccessoryTextField } from "./accessory-text-field";
import { ACCESSORY_DESCRIPTION_MAX_LENGTH, ACCESSORY_NAME_MAX_LENGTH } from "../../../../common/limits";
import type { AccessoryEditorValues } from "./accessory-editor-values";
import { legendClass } from "./editor-parts";

/** The accessory's name and description for the Bengali pages; left empty, those pages show the English. */
export function AccessoryBengaliFields({
  initial,
  errors,
}: {
  initial: Pick<AccessoryEditorValues, "nameBn" | "descriptionBn">;
  errors: Record<string, string>;
}) {
  return (
    <fieldset className="grid gap-6 sm:col-span-2">
      <legend className={legendClass}>In Bengali</legend>
      <p className="text-sm text-charcoal/75">
        The Bengali pages show these instead of the name and description; left empty, they show the English.
      </p>
      <AccessoryTextField
        id="accessory-name-bn"
        name="nameBn"
        label={<span lang="bn">নাম</span>}
        defaultValue={initial.nameBn}
        maxLength={ACCESSORY_NAME_MAX_LENGTH}
        error={errors.nameBn}
        input={{ lang: "bn", autoComplete: "off" }}
      />
      <FormField
        id="accessory-description-bn"
        label={<span lang="bn">বিবরণ</span>}
        error={errors.descriptionBn}
      >
        {(describedBy) => (
          <textarea
            id="accessory-description-bn"
            name="descriptionBn"
            lang="bn"
            defaultValue={initial.descriptionBn}
            rows={5}
            maxLength={ACCESSORY_DESCRIPTION_MAX_LENGTH}
            aria-invalid={errors.descriptionBn ? true : undefined}
            aria-describedby={describedBy}
            className={fieldControlClass(Boolean(errors.descriptionBn), "py-3")}
          />
        )}
      </FormField>
    </fieldset>
  );
}
