import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import {
  MESSAGE_MAX_LENGTH,
  contactRequestSchema,
  type ContactRequest,
  type ContactRequestInput,
} from "../../../common/validation";
import { Button } from "~/components/button";
import { CustomerField } from "~/components/customer-field";
import { FormField, fieldControlClass } from "~/components/form-field";
import { RequiredFieldsNote } from "~/components/required-fields-note";
import { ApiRequestError } from "~/lib/api-client";
import { toast } from "~/lib/toast";
import { sendContactRequest } from "./contact-api";
import { useI18n } from "~/i18n/i18n";
import { useLocalError } from "~/i18n/errors";

const emptyRequest: ContactRequestInput = { name: "", email: "", address: "", phone: "", message: "" };
const fieldNames = Object.keys(emptyRequest) as (keyof ContactRequestInput)[];

export type ContactFormProps = {
  /** Called after the message is stored; the modal closes in response. */
  onSent: () => void;
};

/** The contact request form (docs/product.md#contact-modal, docs/product.md#validation), validated by the schema the API also uses. */
export function ContactForm({ onSent }: ContactFormProps) {
  const id = useId();
  const { lang, t } = useI18n();
  const localError = useLocalError();
  const submitRef = useRef<HTMLButtonElement>(null);
  const [failures, setFailures] = useState(0);
  const fieldId = (name: keyof ContactRequestInput) => `${id}-${name}`;
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactRequestInput, unknown, ContactRequest>({
    resolver: zodResolver(contactRequestSchema),
    defaultValues: emptyRequest,
    mode: "onTouched",
  });

  const onSubmit = async (request: ContactRequest) => {
    try {
      await sendContactRequest({ ...request, language: lang });
    } catch (error) {
      // The server checks with the same schema; if it still disagrees, show its reasons by the fields.
      if (error instanceof ApiRequestError && error.fields) {
        for (const name of fieldNames) {
          const message = error.fields[name];
          if (message) setError(name, { type: "server", message });
        }
      }
      toast.error(t.contact.failed);
      setFailures((count) => count + 1);
      return;
    }
    toast.success(t.contact.sent, { position: "top-center" });
    reset();
    onSent();
  };

  // The disabled button drops focus while sending; give it back so keyboard users stay in the dialog.
  useEffect(() => {
    if (failures > 0 && !isSubmitting && document.activeElement === document.body) submitRef.current?.focus();
  }, [failures, isSubmitting]);

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} aria-busy={isSubmitting || undefined}>
      <RequiredFieldsNote />
      <fieldset disabled={isSubmitting} className="grid gap-5 sm:grid-cols-2">
        <legend className="sr-only">{t.contact.legend}</legend>
        <CustomerField name="name" idPrefix={id} register={register} errors={errors} />
        <CustomerField name="phone" idPrefix={id} register={register} errors={errors} />
        <CustomerField name="email" idPrefix={id} register={register} errors={errors} />
        <CustomerField name="address" idPrefix={id} register={register} errors={errors} />
        <FormField
          id={fieldId("message")}
          label={t.contact.message}
          required
          error={localError(errors.message?.message)}
          className="sm:col-span-2"
        >
          {(describedBy) => (
            <textarea
              id={fieldId("message")}
              rows={4}
              maxLength={MESSAGE_MAX_LENGTH}
              aria-required="true"
              aria-invalid={Boolean(errors.message)}
              aria-describedby={describedBy}
              className={fieldControlClass(Boolean(errors.message), "min-h-28 resize-y py-3 leading-relaxed")}
              {...register("message")}
            />
          )}
        </FormField>
      </fieldset>
      <div className="mt-8 flex flex-col-reverse items-stretch gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs leading-relaxed text-charcoal/70">{t.contact.privacy}</p>
        <Button
          ref={submitRef}
          type="submit"
          size="lg"
          loading={isSubmitting}
          loadingText={t.contact.sending}
          className="sm:min-w-48"
        >
          {t.contact.send}
        </Button>
      </div>
    </form>
  );
}
