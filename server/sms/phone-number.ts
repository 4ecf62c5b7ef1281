/**
 * Bangladeshi mobile numbers as both SMS gateways want them: 13 digits, 880 (the country) then 1 and the
 * operator's digit (3 to 9) and eight more, with no plus sign. Anything else is refused rather than guessed
 * at, so a message never goes to a number that merely looks close to the one given.
 */
const MOBILE_NUMBER = /^(?:\+?880|0)(1[3-9]\d{8})$/;

/** Spaces, dashes, dots and brackets people put in numbers ("+880 1711-223344", "(017) 11 223344"). */
const SEPARATORS = /[\s\-.()\u00a0]/g;

/** `8801XXXXXXXXX` from 01XXXXXXXXX, 8801XXXXXXXXX or +8801XXXXXXXXX (separators allowed); null otherwise. */
export function normaliseMobileNumber(input: string): string | null {
  const match = MOBILE_NUMBER.exec(input.replace(SEPARATORS, ""));
  return match ? `880${match[1]}` : null;
}

/**
 * A normalised number as the back office lists it: the country and operator code and the last three digits,
 * enough to tell two numbers apart without spelling a customer's number out in every list.
 */
export function maskMobileNumber(normalised: string): string {
  if (normalised.length !== 13) return "•".repeat(normalised.length);
  return `${normalised.slice(0, 5)}•••••${normalised.slice(-3)}`;
}
