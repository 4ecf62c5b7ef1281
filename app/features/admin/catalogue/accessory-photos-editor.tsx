import { useState, type DragEvent } from "react";
import { fieldControlClass } from "~/components/form-field";
import {
  ACCESSORY_PHOTOS_MAX,
  PHOTO_ALT_MAX_LENGTH,
  PHOTO_MAX_MEGABYTES,
  PHOTO_MAX_MEGAPIXELS,
} from "../../../../common/limits";
import { FieldMessage, legendClass, smallButtonClass } from "./editor-parts";
import { moveItem, PHOTO_ACCEPT, type FormPhoto } from "./photo-upload";
import type { PhotoUpload } from "./use-photo-uploads";

/** The photos: upload (picker or drag), progress, alt text for each, reorder (the first is the card image), remove. */
export function AccessoryPhotosEditor({
  photos,
  onChange,
  uploads,
  onFiles,
  onDismiss,
  errors,
}: {
  photos: FormPhoto[];
  onChange: (photos: FormPhoto[]) => void;
  uploads: PhotoUpload[];
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
                      className={smallButtonClass}
                      disabled={index === 0}
                      onClick={() => onChange(moveItem(photos, index, -1))}
                      aria-label={`Move photo ${index + 1} earlier`}
                    >
                      ← Earlier
                    </button>
                    <button
                      type="button"
                      className={smallButtonClass}
                      disabled={index === photos.length - 1}
                      onClick={() => onChange(moveItem(photos, index, 1))}
                      aria-label={`Move photo ${index + 1} later`}
                    >
                      Later →
                    </button>
                    <button
                      type="button"
                      className={smallButtonClass}
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
                  <button type="button" className={smallButtonClass} onClick={() => onDismiss(upload.key)}>
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
