import { validationMessages } from "../../common/validation";
import { useI18n } from "./i18n";
import { en, type Messages } from "./messages/en";

type ValidationKey = keyof typeof validationMessages;

/**
 * The shared schemas of common/ (used by the forms and the API alike) speak English, one message per rule
 * (`validationMessages`, and the checkout's place messages). A form shows the page language's wording of
 * the same rule: the English message names the key, the catalogue gives the words. A message with no
 * key (one the server wrote itself) is shown as it came.
 */
export function localizeError(message: string | undefined, t: Messages): string | undefined {
  if (message === undefined) return undefined;
  const key = (Object.keys(validationMessages) as ValidationKey[]).find(
    (candidate) => validationMessages[candidate] === message,
  );
  if (key) return t.validation[key];
  if (message === en.delivery.districtRequired) return t.delivery.districtRequired;
  if (message === en.delivery.areaRequired) return t.delivery.areaRequired;
  return message;
}

export function useLocalError(): (message: string | undefined) => string | undefined {
  const { t } = useI18n();
  return (message) => localizeError(message, t);
}
