/**
 * The customer's name is the one thing a customer typed that may appear in an SMS. Whoever places an order
 * chooses the phone it goes to, so the name must not be able to carry a message of its own (a link, a
 * number to call, an amount): only letters, combining marks, spaces and the few marks names use are kept,
 * a dot that joins two words (`evil.com`) is split, and the name is capped.
 */
export const MAX_NAME_GRAPHEMES = 30;
/** Names have a few words; a sentence typed as a name does not get through whole. */
export const MAX_NAME_WORDS = 4;

/** Not a letter, a mark, a space, an apostrophe, a hyphen, a dot, or the joiners Bangla spelling needs. */
const NOT_NAME_CHARACTER = /[^\p{L}\p{M}\s.'’\-\u200c\u200d]/gu;
const BENGALI_HASANTA = "\u09cd";
const ZERO_WIDTH_JOINER = "\u200d";

const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/** The text's user-perceived characters, a Bengali conjunct (ক্ষ) counted as one. */
export function splitGraphemes(text: string): string[] {
  const clusters: string[] = [];
  for (const { segment } of graphemes.segment(text)) {
    const previous = clusters.at(-1);
    // ICU before 74 (Unicode 15.1) ends a cluster after the hasanta; the conjunct it forms is one letter.
    if (previous && (previous.endsWith(BENGALI_HASANTA) || previous.endsWith(ZERO_WIDTH_JOINER))) {
      clusters[clusters.length - 1] = previous + segment;
    } else {
      clusters.push(segment);
    }
  }
  return clusters;
}

/** At most `count` graphemes of the text, never half of one, without a dangling space or hyphen. */
export function cutGraphemes(text: string, count: number): string {
  const clusters = splitGraphemes(text);
  if (clusters.length <= count) return text;
  return clusters
    .slice(0, Math.max(0, count))
    .join("")
    .replace(/[\s.'’\-\u200c\u200d]+$/u, "");
}

/** The name as an SMS may carry it; empty when nothing of it is safe to send. */
export function nameForSms(name: string): string {
  const cleaned = name
    .normalize("NFC")
    .replace(NOT_NAME_CHARACTER, " ")
    .replace(/\.(?=[^\s.])/gu, ". ")
    .replace(/\s+/gu, " ")
    .replace(/^[\s.'’\-\u200c\u200d]+/u, "")
    .trim();
  const words = cleaned.split(" ").slice(0, MAX_NAME_WORDS).join(" ");
  const cut = cutGraphemes(words, MAX_NAME_GRAPHEMES).trim();
  if (cut === words) return cut;
  // A long name loses whole words from its end; only one long word is cut inside, by graphemes.
  const lastSpace = cut.lastIndexOf(" ");
  const cutInsideAWord = words[cut.length] !== " ";
  return cutInsideAWord && lastSpace > 0 ? cut.slice(0, lastSpace).trim() : cut;
}

/**
 * A value that is ours but came from elsewhere (a courier's name or tracking code from a booking): no
 * control, bidi or invisible characters, one line, capped.
 */
export function plainSmsField(value: string, maxGraphemes: number): string {
  const oneLine = value
    .normalize("NFC")
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, (character) =>
      /[\u200c\u200d]/u.test(character) ? character : " ",
    )
    .replace(/\s+/gu, " ")
    .trim();
  return cutGraphemes(oneLine, maxGraphemes).trim();
}
