import variableFaceUrl from "~/assets/fonts/noto-sans-bengali-wght-400-600.woff2?url";

/** The family of the 400-600 face, first in the /bn font stacks (app/i18n/bengali.css). */
export const BENGALI_VARIABLE_FAMILY = "Noto Sans Bengali Variable";

/** The Bengali block, the dandas, the joiners and the dotted circle: the characters both files carry. */
export const BENGALI_UNICODE_RANGE = "U+0964-0965, U+0980-09FF, U+200C-200D, U+25CC";

let added = false;

/**
 * Adds the Bengali face's 400-600 file once the page has loaded (and at once when it already has). Until
 * then the /bn pages draw their Bengali with the preloaded 400 cut, which costs the first screen 27 KB less
 * on a slow connection than this file would; when it arrives, headings and labels take their real weights
 * (decision 024). Declared from script, not in the stylesheet, because a stylesheet's face is fetched as
 * soon as the first layout needs it, beside the first screen's photograph. Once per document: a client-side
 * visit to another /bn page finds the face already there.
 */
export function addBengaliWeights(
  win: Window & { FontFace?: typeof FontFace } = window,
): FontFace | undefined {
  if (added || !("fonts" in win.document) || typeof win.FontFace !== "function") return undefined;
  added = true;
  const face = new win.FontFace(BENGALI_VARIABLE_FAMILY, `url(${variableFaceUrl}) format("woff2")`, {
    weight: "400 600",
    style: "normal",
    display: "swap",
    unicodeRange: BENGALI_UNICODE_RANGE,
  });
  // Fetched first and added once loaded: a face added while loading made the page lay its text out twice,
  // at the add and at the swap, instead of once.
  const load = () => {
    face.load().then(
      () => win.document.fonts.add(face),
      () => {
        // Offline or refused: the 400 cut keeps drawing every weight.
      },
    );
  };
  if (win.document.readyState === "complete") win.setTimeout(load, 0);
  else win.addEventListener("load", () => win.setTimeout(load, 0), { once: true });
  return face;
}

/** For tests: forget that the face was added. */
export function resetBengaliWeightsForTests() {
  added = false;
}
