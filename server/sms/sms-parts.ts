import { SegmentedMessage } from "sms-segments-calculator";

/**
 * How many SMS parts a text costs. GSM-7 (plain English) fits 160 characters in one SMS and 153 in each part
 * of a longer one, where `{ } [ ] ~ \ | ^ €` take two places each; anything outside that alphabet, Bengali
 * included, makes the whole SMS UCS-2: 70 characters in one SMS, 67 in each part. A part never ends in the
 * middle of a two-place character or a surrogate pair. Twilio's calculator does the counting, tested below
 * against those numbers.
 */
export type SmsEncoding = "GSM-7" | "UCS-2";

export type SmsSize = { encoding: SmsEncoding; parts: number };

/** Every text the shop sends stays within this many parts: a third part costs more and arrives out of order. */
export const MAX_SMS_PARTS = 2;

export function measureSms(text: string): SmsSize {
  const message = new SegmentedMessage(text, "auto");
  return { encoding: message.encodingName, parts: message.segmentsCount };
}
