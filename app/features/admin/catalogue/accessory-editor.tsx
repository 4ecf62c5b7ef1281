import { useEffect, useRef, useState, type DragEvent, type FormEvent } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/button";
import { FormField, fieldControlClass } from "~/components/form-field";
import {
  accessoryFieldErrors,
  accessoryFormFromFormData,
  accessoryFormSchema,
} from "../../../../common/accessory-form";
import { FormAlert } from "../auth/auth-card";
import { CsrfField, useAdminSession } from "../auth/csrf-field";
import { moveItem, PHOTO_ACCEPT, uploadPhoto, type FormPhoto } from "./photo-upload";
import {
  ACCESSORY_CATEGORY_MAX_LENGTH,
  ACCESSORY_CODE_MAX_LENGTH,
  ACCESSORY_DESCRIPTION_MAX_LENGTH,
  ACCESSORY_NAME_MAX_LENGTH,
  ACCESSORY_PHOTOS_MAX,
  ACCESSORY_ROWS_MAX,
  ACCESSORY_ROW_LABEL_MAX_LENGTH,
  ACCESSORY_ROW_VALUE_MAX_LENGTH,
  ACCESSORY_SIZE_MAX_LENGTH,
  PHOTO_ALT_MAX_LENGTH,
  PHOTO_MAX_MEGABYTES,
  PHOTO_MAX_MEGAPIXELS,
  LOW_STOCK_THRESHOLD_DEFAULT,
} from "../../../../common/limits";

type Row = { key: string; label: string; value: string };

export type AccessoryEditorValues = {
  name: string;
  code: string;
  size: string;
  category: string;
  rate: string;
  /** Kilograms as typed; empty when the accessory has no weight. */
  weightKg: string;
  description: string;
  /** The Bengali pages' name and description as typed; empty: they show the English. */
  nameBn: string;
  descriptionBn: string;
  specifications: { label: string; value: string }[];
  additionalInformation: { label: string; value: string }[];
  photos: FormPhoto[];
  outOfStock: boolean;
  /** Pieces in the store room as typed; empty when the accessory is not counted. */
  stock: string;
  lowStockThreshold: string;
};

export const emptyAccessory: AccessoryEditorValues = {
  name: "",
  code: "",
  size: "",
  category: "",
  rate: "",
  weightKg: "",
  description: "",
  nameBn: "",
  descriptionBn: "",
  specifications: [],
  additionalInformation: [],
  photos: [],
  outOfStock: false,
  stock: "",
  lowStockThreshold: String(LOW_STOCK_THRESHOLD_DEFAULT),
};

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

let rowCounter = 0;
const newKey = () => `row-${++rowCounter}`;
const toRows = (rows: { label: string; value: string }[]): Row[] =>
  rows.map((row) => ({ key: newKey(), ...row }));

type Upload = { key: string; name: string; progress: number; error?: string };

const smallButton =
  "inline-flex h-9 min-w-9 items-center justify-center rounded-full border border-sand px-3 text-xs text-charcoal " +
  "transition-colors duration-200 hover:border-walnut hover:text-walnut disabled:cursor-not-allowed disabled:opacity-40 " +
  "disabled:hover:border-sand disabled:hover:text-charcoal motion-reduce:transition-none";

const legendClass = "text-xs font-medium uppercase tracking-[0.14em] text-charcoal/80";

function FieldMessage({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 text-sm text-[#9b2c1f]">
      {message}
    </p>
  );
}

/** Specifications or Additional information: rows of label and value, added, removed and reordered. */
function RowsEditor({
  name,
  legend,
  rows,
  onChange,
  errors,
}: {
  name: "specifications" | "additionalInformation";
  legend: string;
  rows: Row[];
  onChange: (rows: Row[]) => void;
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
                    className={smallButton}
                    disabled={index === 0}
                    onClick={() => onChange(moveItem(rows, index, -1))}
                    aria-label={`Move ${legend.toLowerCase()} row ${index + 1} up`}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className={smallButton}
                    disabled={index === rows.length - 1}
                    onClick={() => onChange(moveItem(rows, index, 1))}
                    aria-label={`Move ${legend.toLowerCase()} row ${index + 1} down`}
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    className={smallButton}
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
        className={`${smallButton} mt-3`}
        disabled={rows.length >= ACCESSORY_ROWS_MAX}
        onClick={() => onChange([...rows, { key: newKey(), label: "", value: "" }])}
      >
        Add a row to {legend}
      </button>
    </fieldset>
  );
}

/** The photos: upload (picker or drag), progress, alt text for each, reorder (the first is the card image), remove. */
function PhotosEditor({
  photos,
  onChange,
  uploads,
  onFiles,
  onDismiss,
  errors,
}: {
  photos: FormPhoto[];
  onChange: (photos: FormPhoto[]) => void;
  uploads: Upload[];
  onFiles: (files: File[]) => void;
  onDismiss: (key: string) => void;
  errors: Record<string, string>;
}) {
  const [dragging, setDragging] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    onFiles(Array.from(event.dataTransfer.files));
  };
  return (
    <fieldset className="min-w-0">
      <legend className={legendClass}>Photos</legend>
      <p id="photos-hint" className="mt-1.5 text-xs text-charcoal/70">
        JPEG, PNG, WebP or AVIF, up to {PHOTO_MAX_MEGABYTES} MB and {PHOTO_MAX_MEGAPIXELS} megapixels each.
        The first photo is the card image. Each photo needs alt text: describe it for people who cannot see
        it.
      </p>
      <FieldMessage id="photos-error" message={errors.photos} />
      {photos.length > 0 && (
        <ol className="mt-3 grid gap-3 sm:grid-cols-2">
          {photos.map((photo, index) => {
            const base = `photos.${index}`;
            const altError = errors[`${base}.alt`] ?? errors[`${base}.id`];
            return (
              <li
                key={photo.id}
                className="grid grid-cols-[6rem_1fr] gap-3 rounded-card border border-sand/70 bg-white/50 p-3"
                data-testid="form-photo"
              >
                <img
                  src={photo.previewUrl}
                  alt=""
                  width={96}
                  height={96}
                  className="size-24 rounded-card bg-linen object-cover"
                />
                <div className="min-w-0">
                  <input type="hidden" name={`${base}.id`} value={photo.id} />
                  <label htmlFor={`${base}.alt`} className="mb-1 block text-xs text-charcoal/80">
                    {index === 0 ? "Alt text of photo 1 (card image)" : `Alt text of photo ${index + 1}`}
                  </label>
                  <input
                    type="text"
                    id={`${base}.alt`}
                    name={`${base}.alt`}
                    value={photo.alt}
                    onChange={(event) =>
                      onChange(
                        photos.map((item, at) =>
                          at === index ? { ...item, alt: event.target.value } : item,
                        ),
                      )
                    }
                    maxLength={PHOTO_ALT_MAX_LENGTH}
                    aria-invalid={altError ? true : undefined}
                    aria-describedby={altError ? `${base}.alt-error` : undefined}
                    className={fieldControlClass(Boolean(altError), "h-11")}
                  />
                  <FieldMessage id={`${base}.alt-error`} message={altError} />
                  <div className="mt-2 flex flex-wrap gap-2">
                    <button
                      type="button"
                      className={smallButton}
                      disabled={index === 0}
                      onClick={() => onChange(moveItem(photos, index, -1))}
                      aria-label={`Move photo ${index + 1} earlier`}
                    >
                      ← Earlier
                    </button>
                    <button
                      type="button"
                      className={smallButton}
                      disabled={index === photos.length - 1}
                      onClick={() => onChange(moveItem(photos, index, 1))}
                      aria-label={`Move photo ${index + 1} later`}
                    >
                      Later →
                    </button>
                    <button
                      type="button"
                      className={smallButton}
                      onClick={() => onChange(photos.filter((_, at) => at !== index))}
                      aria-label={`Remove photo ${index + 1}`}
                    >
                      Remove
                    </button>
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {uploads.length > 0 && (
        <ul className="mt-3 grid gap-2" aria-label="Uploads">
          {uploads.map((upload) => (
            <li
              key={upload.key}
              className="rounded-card border border-sand/70 bg-white/50 px-3 py-2 text-sm"
              data-testid="photo-upload"
            >
              <div className="flex items-center justify-between gap-3">
                <span className="min-w-0 truncate">{upload.name}</span>
                {upload.error ? (
                  <button type="button" className={smallButton} onClick={() => onDismiss(upload.key)}>
                    Dismiss
                  </button>
                ) : (
                  <span className="text-xs text-charcoal/75">
                    {upload.progress >= 1 ? "Preparing the sizes…" : `${Math.round(upload.progress * 100)}%`}
                  </span>
                )}
              </div>
              {upload.error ? (
                <p role="alert" className="mt-1 text-sm text-[#9b2c1f]">
                  {upload.error}
                </p>
              ) : (
                <progress
                  className="mt-1 h-1.5 w-full accent-walnut"
                  max={1}
                  value={upload.progress}
                  aria-label={`Uploading ${upload.name}`}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="photo-drop-zone"
        className={`mt-3 rounded-card border-2 border-dashed p-4 text-sm transition-colors duration-200 motion-reduce:transition-none ${
          dragging ? "border-walnut bg-linen" : "border-sand bg-white/40"
        }`}
      >
        <label htmlFor="photo-files" className="mb-2 block text-charcoal/85">
          Add photos: choose files or drop them here
        </label>
        <input
          id="photo-files"
          type="file"
          multiple
          accept={PHOTO_ACCEPT}
          aria-describedby="photos-hint"
          disabled={photos.length >= ACCESSORY_PHOTOS_MAX}
          onChange={(event) => {
            onFiles(Array.from(event.target.files ?? []));
            event.target.value = "";
          }}
          className="block w-full max-w-full text-sm text-charcoal file:mr-3 file:h-10 file:rounded-full file:border file:border-walnut/60 file:bg-transparent file:px-4 file:text-walnut hover:file:bg-linen"
        />
      </div>
    </fieldset>
  );
}

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
  const [specifications, setSpecifications] = useState(() => toRows(initial.specifications));
  const [information, setInformation] = useState(() => toRows(initial.additionalInformation));
  const [photos, setPhotos] = useState<FormPhoto[]>(initial.photos);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [clientErrors, setClientErrors] = useState<Record<string, string> | undefined>();
  const formRef = useRef<HTMLFormElement>(null);
  const uploadQueue = useRef<Promise<unknown>>(Promise.resolve());

  // A new answer from the server replaces what the form worked out itself.
  useEffect(() => setClientErrors(undefined), [serverFields]);
  const errors = clientErrors ?? serverFields ?? {};
  const uploading = uploads.some((upload) => !upload.error);

  const onFiles = (files: File[]) => {
    const room = ACCESSORY_PHOTOS_MAX - photos.length - uploads.filter((upload) => !upload.error).length;
    files.forEach((file, index) => {
      const key = newKey();
      if (index >= room) {
        setUploads((list) => [
          ...list,
          { key, name: file.name, progress: 0, error: `At most ${ACCESSORY_PHOTOS_MAX} photos` },
        ]);
        return;
      }
      setUploads((list) => [...list, { key, name: file.name, progress: 0 }]);
      // One after another, in the order they were chosen, so the photos keep that order.
      uploadQueue.current = uploadQueue.current.then(() =>
        uploadPhoto(uploadUrl, file, csrfToken, (progress) =>
          setUploads((list) => list.map((upload) => (upload.key === key ? { ...upload, progress } : upload))),
        ).then(
          (photo) => {
            setPhotos((list) => [...list, photo]);
            setUploads((list) => list.filter((upload) => upload.key !== key));
          },
          (error: Error) =>
            setUploads((list) =>
              list.map((upload) => (upload.key === key ? { ...upload, error: error.message } : upload)),
            ),
        ),
      );
    });
  };

  // Once messages are showing, each change checks the form again, so a corrected field loses its message. A
  // server message (a code already taken) stays until its field is edited.
  const edited = useRef(new Set<string>());
  useEffect(() => edited.current.clear(), [serverFields]);
  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name;
    if (name) edited.current.add(name);
    if (Object.keys(errors).length === 0) return;
    const result = accessoryFormSchema.safeParse(
      accessoryFormFromFormData(new FormData(event.currentTarget)),
    );
    const kept = Object.fromEntries(
      Object.entries(serverFields ?? {}).filter(([field]) => !edited.current.has(field)),
    );
    setClientErrors({ ...kept, ...(result.success ? {} : accessoryFieldErrors(result.error)) });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.value !== "save") return;
    const result = accessoryFormSchema.safeParse(
      accessoryFormFromFormData(new FormData(event.currentTarget)),
    );
    if (result.success && !uploading) {
      setClientErrors(undefined);
      return;
    }
    event.preventDefault();
    if (result.success) return;
    const found = accessoryFieldErrors(result.error);
    setClientErrors(found);
    const first = Object.keys(found)[0];
    requestAnimationFrame(() => {
      const target = formRef.current?.querySelector<HTMLElement>(
        `[name="${first}"], #${CSS.escape(first)}-error`,
      );
      target?.focus();
    });
  };

  const text = (id: string, name: keyof AccessoryEditorValues, label: string, max: number, extra = {}) => (
    <FormField id={id} label={label} required error={errors[name]}>
      {(describedBy) => (
        <input
          type="text"
          id={id}
          name={name}
          defaultValue={String(initial[name])}
          maxLength={max}
          aria-required="true"
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={describedBy}
          className={fieldControlClass(Boolean(errors[name]), "h-12")}
          {...extra}
        />
      )}
    </FormField>
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
        <FormField id="accessory-rate" label="Rate" required error={errors.rate} hint="Whole taka, 0 or more">
          {(describedBy) => (
            <input
              type="text"
              id="accessory-rate"
              name="rate"
              inputMode="numeric"
              defaultValue={initial.rate}
              maxLength={9}
              aria-required="true"
              aria-invalid={errors.rate ? true : undefined}
              aria-describedby={describedBy}
              className={fieldControlClass(Boolean(errors.rate), "h-12")}
            />
          )}
        </FormField>
        <FormField
          id="accessory-weight"
          label="Weight (kg)"
          error={errors.weightKg}
          hint="One piece, packed, for the delivery charge. Empty counts as 1 kg."
        >
          {(describedBy) => (
            <input
              type="text"
              id="accessory-weight"
              name="weightKg"
              inputMode="decimal"
              defaultValue={initial.weightKg}
              maxLength={9}
              placeholder="1.5"
              aria-invalid={errors.weightKg ? true : undefined}
              aria-describedby={describedBy}
              className={fieldControlClass(Boolean(errors.weightKg), "h-12")}
            />
          )}
        </FormField>
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
        <fieldset className="grid gap-6 sm:col-span-2">
          <legend className={legendClass}>In Bengali</legend>
          <p className="text-sm text-charcoal/75">
            The Bengali pages show these instead of the name and description; left empty, they show the
            English.
          </p>
          <FormField id="accessory-name-bn" label={<span lang="bn">নাম</span>} error={errors.nameBn}>
            {(describedBy) => (
              <input
                type="text"
                id="accessory-name-bn"
                name="nameBn"
                lang="bn"
                defaultValue={initial.nameBn}
                maxLength={ACCESSORY_NAME_MAX_LENGTH}
                autoComplete="off"
                aria-invalid={errors.nameBn ? true : undefined}
                aria-describedby={describedBy}
                className={fieldControlClass(Boolean(errors.nameBn), "h-12")}
              />
            )}
          </FormField>
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
        <div className="sm:col-span-2">
          <RowsEditor
            name="specifications"
            legend="Specifications"
            rows={specifications}
            onChange={setSpecifications}
            errors={errors}
          />
        </div>
        <div className="sm:col-span-2">
          <RowsEditor
            name="additionalInformation"
            legend="Additional information"
            rows={information}
            onChange={setInformation}
            errors={errors}
          />
        </div>
        <div className="sm:col-span-2">
          <PhotosEditor
            photos={photos}
            onChange={setPhotos}
            uploads={uploads}
            onFiles={onFiles}
            onDismiss={(key) => setUploads((list) => list.filter((upload) => upload.key !== key))}
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
