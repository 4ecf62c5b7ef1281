import type { ReactNode } from "react";

/** One content width and one side padding for every section, matching the shop's sections. */
export const CONTAINER = "mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8";

const tones = {
  ivory: "bg-ivory",
  linen: "bg-linen/60",
  walnut: "bg-walnut-dark text-ivory",
} as const;

export interface PageSectionProps {
  children: ReactNode;
  /** The in-page anchor; sections keep the 100 px clearance of docs/product.md#constants below the sticky header. */
  id?: string;
  labelledBy?: string;
  tone?: keyof typeof tones;
  /** Omits the side container, for full-bleed content. */
  bleed?: boolean;
  className?: string;
}

/**
 * A control inside a block that skips its content until near (links, buttons, summaries and what they hold,
 * not their photographs' fades) transitions only while the pointer or the focus is inside the block. In some
 * loads Chromium works out a first style for skipped content before the site's rules apply (a link in the
 * browser's blue, a button in its grey); a transition declared at all times then starts from those values and
 * waits while the content is skipped, so a checker read the blue and a visitor saw a button fade in from grey
 * when first scrolled to (decision 017).
 */
const CONTROLS_STILL_UNTIL_TOUCHED =
  "[&:not(:hover,:focus-within)_:is(a,button,summary,a_:not(img),button_:not(img),summary_*)]:transition-none";

/**
 * Off-screen sections skip style, layout and paint until they come near the viewport (a phone lays out
 * only the first screen of a long page); once rendered, a section remembers its real height. Light blocks
 * only: an accessibility checker (axe, in Lighthouse) cannot see the background behind content that was
 * never laid out, takes the page's ivory for it, and fails the light text of a dark block (the full-bleed
 * bands, the walnut tone) on contrast. A dark block takes `DARK_BLOCK_WHEN_NEAR` on the box that paints
 * its ground instead.
 */
export const RENDER_WHEN_NEAR = `[content-visibility:auto] [contain-intrinsic-size:auto_40rem] ${CONTROLS_STILL_UNTIL_TOUCHED}`;

/**
 * A dark block (the footer, the full-bleed bands) skips its content until near on the box that paints its
 * dark ground, so a checker reads its light text against that ground. The caller gives the placeholder height.
 */
export const DARK_BLOCK_WHEN_NEAR = `[content-visibility:auto] ${CONTROLS_STILL_UNTIL_TOUCHED}`;

export function PageSection({
  children,
  id,
  labelledBy,
  tone = "ivory",
  bleed = false,
  className,
}: PageSectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      className={[
        "scroll-mt-25 py-16 sm:py-24",
        tone !== "walnut" && RENDER_WHEN_NEAR,
        tones[tone],
        className,
      ]
        .filter(Boolean)
        .join(" ")}
    >
      {bleed ? children : <div className={CONTAINER}>{children}</div>}
    </section>
  );
}
