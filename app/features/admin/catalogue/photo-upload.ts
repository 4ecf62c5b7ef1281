/** A photo the form holds: its id (an upload's or an existing image's), its alt text and a small preview. */
export type FormPhoto = { id: string; alt: string; previewUrl: string };

/** The types the server reads; the server checks the bytes whatever the browser says. */
export const PHOTO_ACCEPT = "image/jpeg,image/png,image/webp,image/avif,.jpg,.jpeg,.png,.webp,.avif,.heic";

const UPLOAD_FAILED = "The upload did not finish. Check the connection and try again.";

/**
 * Sends one file to the back office's photo endpoint as multipart/form-data with the session's CSRF token,
 * reporting progress (0..1). Resolves with the stored photo, or rejects with the server's message.
 */
export function uploadPhoto(
  url: string,
  file: File,
  csrfToken: string,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<FormPhoto> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.setRequestHeader("x-csrf-token", csrfToken);
    request.setRequestHeader("accept", "application/json");
    request.responseType = "json";
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    request.addEventListener("load", () => {
      const body = request.response as {
        data?: { id: string; previewUrl: string };
        error?: { message?: string };
      } | null;
      if (request.status === 201 && body?.data) {
        resolve({ id: body.data.id, alt: "", previewUrl: body.data.previewUrl });
      } else {
        reject(new Error(body?.error?.message ?? UPLOAD_FAILED));
      }
    });
    request.addEventListener("error", () => reject(new Error(UPLOAD_FAILED)));
    request.addEventListener("abort", () => reject(new Error("The upload was cancelled.")));
    signal?.addEventListener("abort", () => request.abort());
    const body = new FormData();
    body.append("photo", file, file.name);
    request.send(body);
  });
}

/** Moves the item at `from` by `step` places (-1 earlier, +1 later); out of range leaves the list as it is. */
export function moveItem<T>(list: readonly T[], from: number, step: -1 | 1): T[] {
  const to = from + step;
  if (from < 0 || from >= list.length || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[from], next[to]] = [next[to], next[from]];
  return next;
}
