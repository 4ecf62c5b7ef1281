import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PageSection, RENDER_WHEN_NEAR } from "./page-section";

const classOf = (markup: string) => /<section[^>]*class="([^"]*)"/.exec(markup)![1].replaceAll("&amp;", "&");

describe("PageSection", () => {
  it("lets a light section skip rendering until it comes near the viewport", () => {
    for (const tone of ["ivory", "linen"] as const) {
      const markup = renderToStaticMarkup(<PageSection tone={tone}>Text</PageSection>);
      expect(classOf(markup)).toContain(RENDER_WHEN_NEAR);
    }
  });

  it("keeps a light section's controls from transitioning until the pointer or the focus is inside it", () => {
    const markup = renderToStaticMarkup(<PageSection>Text</PageSection>);
    expect(classOf(markup)).toContain(
      "[&:not(:hover,:focus-within)_:is(a,button,summary,a_:not(img),button_:not(img),summary_*)]:transition-none",
    );
  });

  it("renders a dark section at once, so contrast checkers see the background behind its light text", () => {
    const markup = renderToStaticMarkup(<PageSection tone="walnut">Text</PageSection>);
    expect(classOf(markup)).not.toContain("content-visibility");
  });
});
