/**
 * The site's two languages. English pages keep the addresses of the specification; each has a Bengali twin
 * under /bn (/bn, /bn/company-overview, /bn/accessories/details/...). The language comes from the address
 * alone: nothing redirects by Accept-Language, and the remembered choice (LANG_COOKIE) only matters for a
 * visit to "/".
 */
export const LANGS = ["en", "bn"] as const;
export type Lang = (typeof LANGS)[number];

export const DEFAULT_LANG: Lang = "en";
export const BN_PREFIX = "/bn";

/** Remembers the last language the visitor picked with the switch, read only for a visit to "/". */
export const LANG_COOKIE = "nakshi_lang";
export const LANG_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 365;

export function isLang(value: unknown): value is Lang {
  return typeof value === "string" && (LANGS as readonly string[]).includes(value);
}

/** "bn" for /bn and anything below it (/bn/checkout-order), "en" for every other address. */
export function langOfPath(pathname: string): Lang {
  const lower = pathname.toLowerCase();
  return lower === BN_PREFIX || lower.startsWith(`${BN_PREFIX}/`) ? "bn" : "en";
}

/** A letter of the Bengali script (not a digit, a sign or the taka), as a Bangla keyboard types it. */
const BENGALI_LETTER = /(?=\p{Script=Bengali})\p{L}/u;

/** Whether a text holds a Bengali letter: text written in Bengali, not only a price or a number in its digits. */
export function hasBengaliLetter(text: string): boolean {
  return BENGALI_LETTER.test(text);
}

/** The language of the page a request asks for, by its address (see langOfPath). */
export function langOfRequest(request: Request): Lang {
  return langOfPath(new URL(request.url).pathname);
}

/** The English address of a page: /bn/company-overview -> /company-overview, /bn -> /. */
export function stripLangPrefix(pathname: string): string {
  if (langOfPath(pathname) !== "bn") return pathname;
  return pathname.slice(BN_PREFIX.length) || "/";
}

/**
 * A site address in a language: "/" -> "/bn", "/view-accessories?page=2" -> "/bn/view-accessories?page=2".
 * Anything not starting with one slash (another site, tel:, a hash) is returned as it is.
 */
export function localizePath(path: string, lang: Lang): string {
  if (!path.startsWith("/") || path.startsWith("//")) return path;
  const english = stripLangPrefix(path);
  if (lang === "en") return english;
  if (english === "/") return BN_PREFIX;
  if (/^\/[?#]/.test(english)) return `${BN_PREFIX}${english.slice(1)}`;
  return `${BN_PREFIX}${english}`;
}

/** Open Graph's locale of each language. */
export const OG_LOCALE: Record<Lang, string> = { en: "en_US", bn: "bn_BD" };

/** The BCP 47 tag for Intl and hreflang. */
export const LANG_TAG: Record<Lang, string> = { en: "en", bn: "bn" };

/** A language's own name, as the switch shows it. */
export const LANG_NAME: Record<Lang, string> = { en: "English", bn: "বাংলা" };

/** A language as staff read it, in English: "Bengali (বাংলা)" tells them to answer in Bengali. */
export const LANG_NAME_FOR_STAFF: Record<Lang, string> = { en: "English", bn: "Bengali (বাংলা)" };
