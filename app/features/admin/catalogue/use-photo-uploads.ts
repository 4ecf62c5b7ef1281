import { useRef, useState, type Dispatch, type SetStateAction } from "react";
import { ACCESSORY_PHOTOS_MAX } from "../../../../common/limits";
import { newListKey } from "./editor-parts";
import { uploadPhoto, type FormPhoto } from "./photo-upload";

/** A file being sent, or one that failed (with the reason), shown under the photos until dismissed. */
export type PhotoUpload = { key: string; name: string; progress: number; error?: string };

/**
 * The accessory form's uploads: files chosen or dropped are sent one after another (so the photos keep the
 * order they were chosen in), each added to the photos when stored; beyond the photo limit a file is refused
 * with a message instead of being sent.
 */
export function usePhotoUploads({
  uploadUrl,
  csrfToken,
  photos,
  setPhotos,
}: {
  uploadUrl: string;
  csrfToken: string;
  photos: FormPhoto[];
  setPhotos: Dispatch<SetStateAction<FormPhoto[]>>;
}) {
  const [uploads, setUploads] = useState<PhotoUpload[]>([]);
  const uploadQueue = useRef<Promise<unknown>>(Promise.resolve());
  const uploading = uploads.some((upload) => !upload.error);

  const addFiles = (files: File[]) => {
    const room = ACCESSORY_PHOTOS_MAX - photos.length - uploads.filter((upload) => !upload.error).length;
    files.forEach((file, index) => {
      const key = newListKey();
      if (index >= room) {
        setUploads((list) => [
          ...list,
          { key, name: file.name, progress: 0, error: `At most ${ACCESSORY_PHOTOS_MAX} photos` },
        ]);
        return;
      }
      setUploads((list) => [...list, { key, name: file.name, progress: 0 }]);
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

  const dismiss = (key: string) => setUploads((list) => list.filter((upload) => upload.key !== key));

  return { uploads, uploading, addFiles, dismiss };
}
