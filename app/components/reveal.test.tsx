// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HydratesServerHtml, markPageHydrated } from "~/lib/hydration";
import { Reveal } from "./reveal";

const VIEWPORT_HEIGHT = 800;
const START_LINE = VIEWPORT_HEIGHT * 0.8;

let observed: Element[];
let report: (target: Element, entry: { top: number; isIntersecting: boolean }) => void;
let unobserved: Element[];

beforeEach(() => {
  observed = [];
  unobserved = [];
  class FakeIntersectionObserver {
    constructor(private readonly callback: IntersectionObserverCallback) {
      report = (target, { top, isIntersecting }) =>
        act(() =>
          this.callback(
            [
              {
                target,
                isIntersecting,
                boundingClientRect: { top } as DOMRectReadOnly,
                rootBounds: { bottom: START_LINE } as DOMRectReadOnly,
              } as IntersectionObserverEntry,
            ],
            this as unknown as IntersectionObserver,
          ),
        );
    }
    observe(target: Element) {
      observed.push(target);
    }
    unobserve(target: Element) {
      unobserved.push(target);
    }
    disconnect() {}
  }
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
  vi.stubGlobal("matchMedia", () => ({ matches: false }));
  vi.stubGlobal("innerHeight", VIEWPORT_HEIGHT);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const phaseOf = (text: string) =>
  screen.getByText(text).closest("[data-reveal]")!.getAttribute("data-reveal");

function renderReveal(text: string) {
  render(<Reveal>{text}</Reveal>);
  return screen.getByText(text).closest("[data-reveal]")!;
}

// These run first: the page is still hydrating the server's HTML.
describe("Reveal while the server's page hydrates", () => {
  it("places elements from the observer's first report, never by forcing a layout", () => {
    const measure = vi.spyOn(Element.prototype, "getBoundingClientRect");
    const element = renderReveal("Below the fold");
    expect(phaseOf("Below the fold")).toBe("static");
    expect(observed).toEqual([element]);

    report(element, { top: 1_500, isIntersecting: false });
    expect(phaseOf("Below the fold")).toBe("hidden");
    report(element, { top: START_LINE - 10, isIntersecting: true });
    expect(phaseOf("Below the fold")).toBe("shown");
    expect(unobserved).toEqual([element]);
    expect(measure).not.toHaveBeenCalled();
  });

  it("hides an element below the screen at once, and leaves one on screen below the start line as drawn", () => {
    const low = renderReveal("Far below");
    report(low, { top: 1_500, isIntersecting: false });
    expect(low.className).toContain("opacity-0");
    expect(low.className).not.toContain("transition");
    expect((low as HTMLElement).style.transitionDuration).toBe("");
    // In a section that skips its content until near, the first report comes when the visitor arrives:
    // hiding an element then would take away what they see.
    const edge = renderReveal("At the bottom edge");
    report(edge, { top: START_LINE + 50, isIntersecting: false });
    expect(phaseOf("At the bottom edge")).toBe("static");
    expect(edge.className).not.toContain("opacity-0");
    expect(unobserved).toContain(edge);
    report(low, { top: START_LINE - 10, isIntersecting: true });
    expect(low.className).toContain("transition-[opacity,translate]");
    expect(low.className).not.toContain("opacity-0");
  });

  it("leaves an element the visitor already sees, or has scrolled past, exactly as drawn", () => {
    const inView = renderReveal("In view");
    report(inView, { top: 100, isIntersecting: true });
    const above = renderReveal("Scrolled past");
    report(above, { top: -900, isIntersecting: false });
    expect(phaseOf("In view")).toBe("static");
    expect(phaseOf("Scrolled past")).toBe("static");
    expect(unobserved).toEqual([inView, above]);
  });

  it("never hides anything for a visitor who prefers reduced motion", () => {
    vi.stubGlobal("matchMedia", () => ({ matches: true }));
    renderReveal("Calm");
    expect(observed).toEqual([]);
    expect(phaseOf("Calm")).toBe("static");
  });
});

describe("Reveal on a page rendered by a client-side navigation", () => {
  beforeEach(() => markPageHydrated());

  it("hides an element below the start line before its first paint, then plays it as it scrolls in", () => {
    vi.spyOn(Element.prototype, "getBoundingClientRect").mockReturnValue({ top: 1_200 } as DOMRect);
    const element = renderReveal("Later on the page");
    expect(phaseOf("Later on the page")).toBe("hidden");

    report(element, { top: 1_200, isIntersecting: false });
    expect(phaseOf("Later on the page")).toBe("hidden");
    report(element, { top: START_LINE - 1, isIntersecting: true });
    expect(phaseOf("Later on the page")).toBe("shown");
  });

  it("in a part hydrating the server's HTML late, leaves what is on screen and hides only what is below", () => {
    const measure = vi.spyOn(Element.prototype, "getBoundingClientRect");
    render(
      <HydratesServerHtml value={true}>
        <Reveal>Just below the start line</Reveal>
        <Reveal>Further down</Reveal>
      </HydratesServerHtml>,
    );
    expect(measure).not.toHaveBeenCalled();
    expect(phaseOf("Just below the start line")).toBe("static");
    const [edge, low] = observed;
    report(edge!, { top: START_LINE + 50, isIntersecting: false });
    report(low!, { top: VIEWPORT_HEIGHT + 200, isIntersecting: false });
    expect(phaseOf("Just below the start line")).toBe("static");
    expect(phaseOf("Further down")).toBe("hidden");
  });

  it("shows an element above the start line at once and does not watch it", () => {
    vi.spyOn(Element.prototype, "getBoundingClientRect").mockReturnValue({ top: 200 } as DOMRect);
    renderReveal("First screen");
    expect(phaseOf("First screen")).toBe("static");
    expect(observed).toEqual([]);
  });
});
