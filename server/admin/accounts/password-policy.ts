import type { ZxcvbnFactory, ZxcvbnResult } from "@zxcvbn-ts/core";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../../../common/limits";

// ASVS 5.0 level 1: a length range (common/limits.ts), long passphrases allowed, no composition rules.

/**
 * zxcvbn's score runs from 0 (guessed at once) to 4; 3 is "safely unguessable" against an offline attack on a
 * slow hash, the level its authors recommend for a new password (decision 018).
 */
export const PASSWORD_MIN_SCORE = 3;

/**
 * Only the start of a long passphrase is judged: zxcvbn's work grows faster than the length (a second for 128
 * characters of `aB3$` on a busy machine), and 64 characters that pass the score are strong already.
 */
const JUDGED_CHARACTERS = 64;

/** How long the estimator's ranked dictionaries (about 13 MB) are kept after the last password was judged. */
const ESTIMATOR_KEPT_MS = 10 * 60 * 1000;

export const passwordMessages = {
  tooShort: `Use at least ${PASSWORD_MIN_LENGTH} characters.`,
  tooLong: `Use at most ${PASSWORD_MAX_LENGTH} characters.`,
  containsEmail: "Do not use your email address in your password.",
  tooEasy: "This password is too easy to guess.",
  /** When zxcvbn gives no reason of its own. */
  addWords: "Add another word or two that are not easy to guess.",
} as const;

/** zxcvbn's own words, except where they are vaguer than they need to be. */
const PLAIN_WARNINGS = {
  userInputs: "Your name, your email and the company's name are easy to guess.",
} as const;

/** Whose password it is: their own name and email, and the company's name, are the first things guessed. */
export type PasswordOwner = { email?: string; name?: string; companyName?: string };

let estimator: Promise<ZxcvbnFactory> | undefined;
let forgetTimer: NodeJS.Timeout | undefined;

/**
 * zxcvbn with its common-password list and English dictionaries (words, names, surnames, Wikipedia). Nothing
 * is loaded until a password is set: the word lists (about 12 MB of heap) stay once imported, the estimator
 * built from them (about 13 MB more) is dropped ten minutes after the last use. Never sent to a browser: the
 * back office's forms are judged here, when they are posted.
 */
function passwordEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= (async () => {
    const [{ ZxcvbnFactory }, common, english] = await Promise.all([
      import("@zxcvbn-ts/core"),
      import("@zxcvbn-ts/language-common"),
      import("@zxcvbn-ts/language-en"),
    ]);
    return new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...english.dictionary },
      graphs: common.adjacencyGraphs,
      translations: {
        ...english.translations,
        warnings: { ...english.translations.warnings, ...PLAIN_WARNINGS },
      },
      maxLength: JUDGED_CHARACTERS,
      // Each substitution (3 for e, $ for s …) multiplies the variants tried: 20 is enough for real words.
      l33tMaxSubstitutions: 20,
    });
  })();
  estimator.catch(() => (estimator = undefined));
  clearTimeout(forgetTimer);
  forgetTimer = setTimeout(() => (estimator = undefined), ESTIMATOR_KEPT_MS);
  forgetTimer.unref();
  return estimator;
}

/**
 * The words zxcvbn should treat as known to an attacker: the account's name and email and the company's name,
 * whole, run together and in parts (`farhana.rahman@example.com` gives `farhana`, `rahman`, `example` …).
 */
export function guessableWordsOf(owner: PasswordOwner): string[] {
  const words = new Set<string>();
  const add = (text: string | undefined) => {
    const folded = text?.trim().toLowerCase();
    if (!folded) return;
    words.add(folded);
    const parts = folded.split(/[^\p{L}\p{N}]+/u).filter((part) => part.length >= 3);
    for (const part of parts) words.add(part);
    if (parts.length > 1) words.add(parts.join(""));
  };
  add(owner.email);
  add(owner.email?.split("@")[0]);
  add(owner.name);
  add(owner.companyName);
  return [...words];
}

/** Why zxcvbn thinks a password weak, in its words: its warning, then what to do instead. */
function reasonOf(feedback: ZxcvbnResult["feedback"]): string {
  const advice = [feedback.warning, ...feedback.suggestions].filter(Boolean);
  return [passwordMessages.tooEasy, ...(advice.length > 0 ? advice : [passwordMessages.addWords])].join(" ");
}

/** Counts characters as people see them, so a Bangla passphrase is not cut short by its UTF-16 length. */
function characterCount(password: string): number {
  return [...password].length;
}

/** The reason a new password is refused, or undefined when it may be used. */
export async function newPasswordProblem(
  password: string,
  owner: PasswordOwner = {},
): Promise<string | undefined> {
  const length = characterCount(password);
  if (length < PASSWORD_MIN_LENGTH) return passwordMessages.tooShort;
  if (length > PASSWORD_MAX_LENGTH) return passwordMessages.tooLong;
  const email = owner.email?.trim().toLowerCase();
  if (email && password.toLowerCase().includes(email)) return passwordMessages.containsEmail;
  const judged = [...password].slice(0, JUDGED_CHARACTERS).join("");
  const ownWords = guessableWordsOf(owner);
  const zxcvbn = await passwordEstimator();
  const result = zxcvbn.check(judged, ownWords);
  if (result.score < PASSWORD_MIN_SCORE) return reasonOf(result.feedback);
  // zxcvbn rates a known word low, but a name, a separator and a year can still add up to its threshold
  // ("Farhana Rahman 1990"): what is left without the account's own words must pass on its own.
  const rest = withoutWords(judged, ownWords);
  if (rest === judged.toLowerCase()) return undefined;
  if (zxcvbn.check(rest).score >= PASSWORD_MIN_SCORE) return undefined;
  return reasonOf({ warning: PLAIN_WARNINGS.userInputs, suggestions: [passwordMessages.addWords] });
}

/** The text, lower-cased, with every occurrence of these words taken out (the longest first). */
function withoutWords(text: string, words: readonly string[]): string {
  let rest = text.toLowerCase();
  for (const word of [...words].sort((a, b) => b.length - a.length)) rest = rest.split(word).join("");
  return rest;
}
