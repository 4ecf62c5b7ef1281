/**
 * Both couriers take a Bangladeshi mobile number as eleven digits, `01` then the operator digit (3-9) and
 * eight more. Customers type it every way: with +880 or 00880, with spaces, dashes or dots, in Bangla
 * digits. This turns any of those into `01XXXXXXXXX`, or null when it is not a mobile number at all.
 */
const MOBILE_PATTERN = /^01[3-9]\d{8}$/;

const BANGLA_DIGITS = "০১২৩৪৫৬৭৮৯";

export function normaliseBangladeshMobile(raw: string): string | null {
  const latin = raw.replace(/[০-৯]/g, (digit) => String(BANGLA_DIGITS.indexOf(digit)));
  // Only separators people actually type may go; a letter or another symbol means it is not a phone number.
  if (!/^[\d\s\-.()+]*$/.test(latin.trim())) return null;
  let digits = latin.replace(/\D/g, "");
  if (digits.startsWith("00880")) digits = digits.slice(4);
  else if (digits.startsWith("880")) digits = digits.slice(2);
  return MOBILE_PATTERN.test(digits) ? digits : null;
}
