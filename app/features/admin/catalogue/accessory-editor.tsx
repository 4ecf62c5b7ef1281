import { useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/button";
import { FormField, fieldControlClass } from "~/components/form-field";
import {
  ACCESSORY_CATEGORY_MAX_LENGTH,
  ACCESSORY_CODE_MAX_LENGTH,
  ACCESSORY_DESCRIPTION_MAX_LENGTH,
  ACCESSORY_NAME_MAX_LENGTH,
  ACCESSORY_SIZE_MAX_LENGTH,
} from "../../../../common/limits";
import { FormAlert } from "../auth/auth-card";
import { CsrfField, useAdminSession } from "../auth/csrf-field";
import { AccessoryBengaliFields } from "./accessory-bengali-fields";
import type { AccessoryEditorValues } from "./accessory-editor-values";
import { AccessoryPhotosEditor } from "./accessory-photos-editor";
import { AccessoryRowsEditor, toAccessoryRows } from "./accessory-rows-editor";
import { AccessoryTextField } from "./accessory-text-field";
import { AccessoryStockFields } from "./accessory-stock-fields";
import type { FormPhoto } from "./photo-upload";
import { useAccessoryFormChecks } from "./use-accessory-form-checks";
import { usePhotoUploads } from "./use-photo-uploads";

export type AccessoryEditorProps = {
  initial: AccessoryEditorValues;
  /** The version the form was loaded at; a new accessory has none. */
  version?: number;
  /** Where photos are uploaded (the back office's API). */
  uploadUrl: string;
  /** The server's messages beside the fields, and one for the whole form. */
  fields?: Record<string, string>;
  problem?: string;
};

/**
 * The accessory form of the back office: every field the public pages show, checked with the shared schema
 * before it is sent (the server checks it again), the messages beside the fields.
 */
export function AccessoryEditor({
  initial,
  version,
  uploadUrl,
  fields: serverFields,
  problem,
}: AccessoryEditorProps) {
  const { csrfToken } = useAdminSession();
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  const [specifications, setSpecifications] = useState(() => toAccessoryRows(initial.specifications));
  const [information, setInformation] = useState(() => toAccessoryRows(initial.additionalInformation));
  const [photos, setPhotos] = useState<FormPhoto[]>(initial.photos);
  const { uploads, uploading, addFiles, dismiss } = usePhotoUploads({
    uploadUrl,
    csrfToken,
    photos,
    setPhotos,
  });
  const formRef = useRef<HTMLFormElement>(null);
  const { errors, onInput, onSubmit } = useAccessoryFormChecks({ serverFields, uploading, formRef });

  const text = (id: string, name: keyof AccessoryEditorValues, label: string, max: number, input = {}) => (
    <AccessoryTextField
      id={id}
      name={name}
      label={label}
      required
      defaultValue={String(initial[name])}
      maxLength={max}
      error={errors[name]}
      input={input}
    />
  );

  const errorCount = Object.keys(errors).length;

  return (
    <Form method="post" noValidate ref={formRef} onSubmit={onSubmit} onInput={onInput} aria-label="Accessory">
      <CsrfField />
      {version !== undefined && <input type="hidden" name="version" value={version} />}
      <FormAlert message={problem} />
      {errorCount > 0 && !problem && (
        <p role="alert" className="mb-6 text-sm text-[#9b2c1f]">
          {errorCount === 1 ? "One field needs attention." : `${errorCount} fields need attention.`} The
          messages are beside the fields.
        </p>
      )}
      <div className="grid gap-6 sm:grid-cols-2">
        {text("accessory-name", "name", "Name", ACCESSORY_NAME_MAX_LENGTH, { autoComplete: "off" })}
        {text("accessory-code", "code", "Code", ACCESSORY_CODE_MAX_LENGTH, {
          autoComplete: "off",
          spellCheck: false,
          autoCapitalize: "characters",
        })}
        {text("accessory-size", "size", "Size", ACCESSORY_SIZE_MAX_LENGTH, { autoComplete: "off" })}
        {text("accessory-category", "category", "Category", ACCESSORY_CATEGORY_MAX_LENGTH, {
          autoComplete: "off",
        })}
        <AccessoryTextField
          id="accessory-rate"
          name="rate"
          label="Rate"
          required
          hint="Whole taka, 0 or more"
          defaultValue={initial.rate}
          maxLength={9}
          error={errors.rate}
          input={{ inputMode: "numeric" }}
        />
        <AccessoryTextField
          id="accessory-weight"
          name="weightKg"
          label="Weight (kg)"
          hint="One piece, packed, for the delivery charge. Empty counts as 1 kg."
          defaultValue={initial.weightKg}
          maxLength={9}
          error={errors.weightKg}
          input={{ inputMode: "decimal", placeholder: "1.5" }}
        />
        <AccessoryStockFields initial={initial} errors={errors} />
        <FormField
          id="accessory-description"
          label="Description"
          required
          error={errors.description}
          className="sm:col-span-2"
        >
          {(describedBy) => (
            <textarea
              id="accessory-description"
              name="description"
              defaultValue={initial.description}
              rows={5}
              maxLength={ACCESSORY_DESCRIPTION_MAX_LENGTH}
              aria-required="true"
              aria-invalid={errors.description ? true : undefined}
              aria-describedby={describedBy}
              className={fieldControlClass(Boolean(errors.description), "py-3")}
            />
          )}
        </FormField>
        <AccessoryBengaliFields initial={initial} errors={errors} />
        <div className="sm:col-span-2">
          <AccessoryRowsEditor
            name="specifications"
            legend="Specifications"
            rows={specifications}
            onChange={setSpecifications}
            errors={errors}
          />
        </div>
        <div className="sm:col-span-2">
          <AccessoryRowsEditor
            name="additionalInformation"
            legend="Additional information"
            rows={information}
            onChange={setInformation}
            errors={errors}
          />
        </div>
        <div className="sm:col-span-2">
          <AccessoryPhotosEditor
            photos={photos}
            onChange={setPhotos}
            uploads={uploads}
            onFiles={addFiles}
            onDismiss={dismiss}
            errors={errors}
          />
        </div>
      </div>
      <div className="mt-8 flex flex-wrap items-center gap-4">
        <Button type="submit" name="intent" value="save" loading={saving} disabled={uploading}>
          Save
        </Button>
        {uploading && (
          <p className="text-sm text-charcoal/75" role="status">
            Save is available once the uploads finish.
          </p>
        )}
      </div>
    </Form>
  );
}
