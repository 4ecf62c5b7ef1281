import { useI18n } from "~/i18n/i18n";

/** The line above a public form saying that an asterisk marks a required field, in the page's language. */
export function RequiredFieldsNote() {
  const { t } = useI18n();
  return (
    <p className="mb-6 text-xs text-charcoal/70">
      {t.forms.requiredBefore}
      <span aria-hidden="true">*</span>
      <span className="sr-only">{t.forms.requiredSr}</span>
      {t.forms.requiredAfter}
    </p>
  );
}
