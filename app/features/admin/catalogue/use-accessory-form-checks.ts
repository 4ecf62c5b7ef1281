import { useEffect, useRef, useState, type FormEvent, type RefObject } from "react";
import {
  accessoryFieldErrors,
  accessoryFormFromFormData,
  accessoryFormSchema,
} from "../../../../common/accessory-form";

/**
 * The accessory form's checks in the browser, with the shared schema the server checks again: on Save, a form
 * with problems is not sent and the first field with a message takes the focus; once messages are showing,
 * every change checks again, so a corrected field loses its message. A server message (a code already taken)
 * stays until its field is edited.
 */
export function useAccessoryFormChecks({
  serverFields,
  uploading,
  formRef,
}: {
  serverFields: Record<string, string> | undefined;
  /** Save waits for the uploads: the photos they add belong to the form. */
  uploading: boolean;
  formRef: RefObject<HTMLFormElement | null>;
}) {
  const [clientErrors, setClientErrors] = useState<Record<string, string> | undefined>();

  // A new answer from the server replaces what the form worked out itself.
  useEffect(() => setClientErrors(undefined), [serverFields]);
  const errors = clientErrors ?? serverFields ?? {};

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

  return { errors, onInput, onSubmit };
}
