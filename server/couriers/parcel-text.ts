import { neutraliseDisplayText, DISGUISED_CHARACTER_MARKER } from "../../common/display-text";

/**
 * Text a courier prints on a label or reads out to a rider: one line, no control characters, no invisible
 * characters that could make an address read as another (the rules of common/display-text), single spaces.
 * Steadfast replaces `{ } ; < >` with spaces itself; doing it here means what we keep is what they print.
 */
export function courierLine(text: string, options: { replace?: RegExp } = {}): string {
  let line = neutraliseDisplayText(text).replaceAll(DISGUISED_CHARACTER_MARKER, "");
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this line removes
  line = line.replace(/[\u0000-\u001f\u007f-\u009f]/g, " ");
  if (options.replace) line = line.replace(options.replace, " ");
  return line.replace(/\s+/g, " ").trim();
}

/** Shortens generated text (an item list) to `max` characters, ending with an ellipsis when cut. */
export function shorten(text: string, max: number): string {
  const characters = Array.from(text);
  if (characters.length <= max) return text;
  return `${characters
    .slice(0, max - 1)
    .join("")
    .trimEnd()}…`;
}

/** Length as a person counts it: a Bangla conjunct or an emoji is not two characters because of UTF-16. */
export function characterCount(text: string): number {
  return Array.from(text).length;
}
