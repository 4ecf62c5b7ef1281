import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import {
  ADDRESS_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PHONE_INPUT_MAX_LENGTH,
  contactRequestSchema,
  type ContactRequest,
  type ContactRequestInput,
} from "../../../common/validation";
import { Button } from "~/components/button";
import { FormField, fieldControlClass } from "~/components/form-field";
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

  const control = (name: keyof ContactRequestInput, extra: string) =>
    fieldControlClass(Boolean(errors[name]), extra);

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} aria-busy={isSubmitting || undefined}>
      <p className="mb-6 text-xs text-charcoal/70">
        {t.forms.requiredBefore}
        <span aria-hidden="true">*</span>
        <span className="sr-only">{t.forms.requiredSr}</span>
        {t.forms.requiredAfter}
      </p>
      <fieldset disabled={isSubmitting} className="grid gap-5 sm:grid-cols-2">
        <legend className="sr-only">{t.contact.legend}</legend>
        <FormField
          id={fieldId("name")}
          label={t.checkout.name}
          required
          error={localError(errors.name?.message)}
        >
          {(describedBy) => (
            <input
              id={fieldId("name")}
              type="text"
              autoComplete="name"
              maxLength={NAME_MAX_LENGTH}
              aria-required="true"
              aria-invalid={Boolean(errors.name)}
              aria-describedby={describedBy}
              className={control("name", "h-12")}
              {...register("name")}
            />
          )}
        </FormField>
        <FormField
          id={fieldId("phone")}
          label={t.checkout.phone}
          required
          error={localError(errors.phone?.message)}
          hint="11 digits, starting with 01"
        >
          {(describedBy) => (
            <input
              id={fieldId("phone")}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              placeholder="01XXXXXXXXX"
              maxLength={PHONE_INPUT_MAX_LENGTH}
              aria-required="true"
              aria-invalid={Boolean(errors.phone)}
              aria-describedby={describedBy}
              className={control("phone", "h-12")}
              {...register("phone")}
            />
          )}
        </FormField>
        <FormField
          id={fieldId("email")}
          label={t.checkout.email}
          error={localError(errors.email?.message)}
          className="sm:col-span-2"
        >
          {(describedBy) => (
            <input
              id={fieldId("email")}
              type="email"
              autoComplete="email"
              maxLength={EMAIL_MAX_LENGTH}
              aria-invalid={Boolean(errors.email)}
              aria-describedby={describedBy}
              className={control("email", "h-12")}
              {...register("email")}
            />
          )}
        </FormField>
        <FormField
          id={fieldId("address")}
          label={t.checkout.address}
          required
          error={localError(errors.address?.message)}
          className="sm:col-span-2"
        >
          {(describedBy) => (
            <input
              id={fieldId("address")}
              type="text"
              autoComplete="street-address"
              maxLength={ADDRESS_MAX_LENGTH}
              aria-required="true"
              aria-invalid={Boolean(errors.address)}
              aria-describedby={describedBy}
              className={control("address", "h-12")}
              {...register("address")}
            />
          )}
        </FormField>
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
              className={control("message", "min-h-28 resize-y py-3 leading-relaxed")}
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
