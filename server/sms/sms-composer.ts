import { MAX_SMS_PARTS, measureSms, type SmsEncoding } from "./sms-parts";
import { nameForSms, plainSmsField } from "./sms-safe-text";
import { smsWordings, type SmsLanguage, type SmsMessage, type SmsShop } from "./sms-texts";

export type ComposedSms = { text: string; encoding: SmsEncoding; parts: number };

/** Even the leanest wording is longer than two parts: the shop's name or phone in the settings is too long. */
export class SmsTooLongError extends Error {}

/** The courier's name and tracking code are capped so that no booking can push a text past two parts. */
export const MAX_COURIER_GRAPHEMES = 20;
export const MAX_TRACKING_CODE_GRAPHEMES = 24;

function withPlainFields(message: SmsMessage): SmsMessage {
  if (message.kind !== "courier-booked") return message;
  return {
    ...message,
    courier: plainSmsField(message.courier, MAX_COURIER_GRAPHEMES),
    trackingCode: plainSmsField(message.trackingCode, MAX_TRACKING_CODE_GRAPHEMES),
  };
}

/**
 * The name as the greeting may carry it, longest first, by whole words: "Farhana Rahman", then "Farhana".
 * A first name cut short could read as someone else's name (Farhana, Farhan), so it is never cut further.
 */
function nameCandidates(name: string): string[] {
  if (!name) return [];
  const words = name.split(" ");
  return words.map((_, index) => words.slice(0, words.length - index).join(" "));
}

/**
 * The SMS for a message in a language: the fullest wording that fits in two parts, greeting the customer by
 * as much of their name as fits.
 */
export function composeSms(input: {
  message: SmsMessage;
  language: SmsLanguage;
  shop: SmsShop;
  /** The customer's name as they typed it; omitted for a text without a greeting. */
  name?: string;
}): ComposedSms {
  const name = nameForSms(input.name ?? "");
  const shop = { name: plainSmsField(input.shop.name, 40), phone: plainSmsField(input.shop.phone, 24) };
  const wordings = smsWordings(withPlainFields(input.message), input.language, shop);
  for (const wording of wordings) {
    const names = wording.greets ? nameCandidates(name) : [""];
    for (const candidate of names) {
      const text = wording.render(candidate);
      const size = measureSms(text);
      if (size.parts <= MAX_SMS_PARTS) return { text, ...size };
    }
  }
  throw new SmsTooLongError(
    `The ${input.message.kind} SMS does not fit in ${MAX_SMS_PARTS} parts even without the greeting; shorten the shop's name or phone in the settings.`,
  );
}
