import commonPasswords from "./common-passwords.json";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../../../common/limits";

/** ASVS 5.0 level 1: a length range, long passphrases allowed, no composition rules. */
export const passwordMessages = {
  tooShort: `Use at least ${PASSWORD_MIN_LENGTH} characters.`,
  tooLong: `Use at most ${PASSWORD_MAX_LENGTH} characters.`,
  common: "This password is one of the most common ones. Choose another.",
  containsEmail: "Do not use your email address in your password.",
} as const;

/** The 10,000 most used passwords (see decision 010), compared without regard to case. */
const common: ReadonlySet<string> = new Set(
  (commonPasswords as string[]).map((entry) => entry.toLowerCase()),
);

export const COMMON_PASSWORD_COUNT = common.size;

/** Counts characters as people see them, so a Bangla passphrase is not cut short by its UTF-16 length. */
function characterCount(password: string): number {
  return [...password].length;
}

/** The reason a new password is refused, or undefined when it may be used. */
export function newPasswordProblem(password: string, email?: string): string | undefined {
  const length = characterCount(password);
  if (length < PASSWORD_MIN_LENGTH) return passwordMessages.tooShort;
  if (length > PASSWORD_MAX_LENGTH) return passwordMessages.tooLong;
  const folded = password.toLowerCase();
  if (common.has(folded)) return passwordMessages.common;
  if (email && folded.includes(email.trim().toLowerCase())) return passwordMessages.containsEmail;
  return undefined;
}
