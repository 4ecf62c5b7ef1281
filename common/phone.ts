/**
 * How a visitor may type a phone number on either site: Bengali digits (০১৭১১২২৩৩৪৪), ASCII ones, or a mix,
 * grouped with spaces or dashes (01711-223344, ০১৭১১ ২২৩৩ ৪৪). The shared schemas store the ASCII digits
 * alone, so the browser sends what the server keeps and every later reader (SMS, couriers, search) sees one
 * spelling.
 */

const BENGALI_ZERO = 0x09e6;
const BENGALI_DIGIT = /[\u09e6-\u09ef]/g;

/**
 * The separators a phone number may be grouped with: the space, the no-break spaces, the thin space, the
 * hyphen-minus, the Unicode hyphens and dashes, and the minus sign. Not tabs or line breaks: a phone is one
 * line, and those are refused.
 */
const PHONE_SEPARATORS = /[ \u00a0\u2009\u202f\-\u2010-\u2015\u2212]/g;

/** "০১৭১১" -> "01711"; every other character as it is. */
export function asciiDigits(text: string): string {
  return text.replace(BENGALI_DIGIT, (digit) => String(digit.charCodeAt(0) - BENGALI_ZERO));
}

/**
 * "০১৭১১-২২৩৩৪৪", " 01711 223 344 " -> "01711223344". Anything other than digits and separators is kept, so
 * the phone pattern still refuses a letter, a tab or a line break with its own message.
 */
export function normalisePhoneInput(typed: string): string {
  return asciiDigits(typed.trim()).replace(PHONE_SEPARATORS, "");
}
