/**
 * Visitor text is stored exactly as it was sent, but wherever staff read it (the back office, emails, CSV)
 * it must look like what it is. Bidirectional overrides and isolates (U+202A-U+202E, U+2066-U+2069) can make
 * "01712345678" read as another number or hide part of a name; zero-width and other invisible format
 * characters (U+200B, U+200E, U+200F, U+2060-U+2064, U+FEFF, U+00AD) can split a word so that it no longer
 * matches a search or looks like something it is not. They are replaced with a visible marker at display time.
 * The zero-width joiner and non-joiner (U+200C, U+200D) stay: Bangla spelling needs them (র‍্য).
 */
const DISGUISING_CHARACTERS =
  /[\u00ad\u061c\u180e\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g;

/** What is shown in place of each disguising character: visible, and obviously not part of the text. */
export const DISGUISED_CHARACTER_MARKER = "\ufffd";

/** The text with every bidi control and invisible format character made visible; other text unchanged. */
export function neutraliseDisplayText(text: string): string {
  return text.replace(DISGUISING_CHARACTERS, DISGUISED_CHARACTER_MARKER);
}

/** Whether the text holds any character that `neutraliseDisplayText` would replace. */
export function hasDisguisingCharacters(text: string): boolean {
  DISGUISING_CHARACTERS.lastIndex = 0;
  const found = DISGUISING_CHARACTERS.test(text);
  DISGUISING_CHARACTERS.lastIndex = 0;
  return found;
}
