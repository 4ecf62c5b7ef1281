// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clientLogos } from "../../../content/clients";
import { markPageHydrated } from "~/lib/hydration";
import { ClientLogos } from "./client-logos";

const title = "Trusted by the leading brands in Bangladesh";
const line = "Your trust is the key to our progress";

let enterView: () => void;

beforeEach(() => {
  enterView = () => {
    throw new Error("nothing is observed");
  };
  class FakeIntersectionObserver {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(target: Element) {
      enterView = () =>
        act(() =>
          this.callback(
            [{ target, isIntersecting: true } as IntersectionObserverEntry],
            this as unknown as IntersectionObserver,
          ),
        );
    }
    unobserve() {}
    disconnect() {}
  }
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
  vi.stubGlobal("matchMedia", () => ({ matches: false }));
  // A page shown by a client-side navigation, whose section starts far below the fold.
  markPageHydrated();
  vi.spyOn(Element.prototype, "getBoundingClientRect").mockReturnValue({ top: 2_000 } as DOMRect);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

function revealOf(element: HTMLElement): string | null {
  return element.closest("[data-reveal]")?.getAttribute("data-reveal") ?? null;
}

describe("ClientLogos reveal", () => {
  it("is fully visible in the server HTML, for crawlers and visitors without JavaScript", () => {
    const html = renderToString(<ClientLogos title={title} line={line} logos={clientLogos} />);
    expect(html).toContain(title);
    expect(html).not.toContain("opacity-0");
    expect(html.match(/<img /g)).toHaveLength(8);
  });

  it("stays hidden in view until all eight logos have loaded, then fades in", () => {
    render(<ClientLogos title={title} line={line} logos={clientLogos} />);
    const heading = screen.getByRole("heading", { name: title });
    expect(revealOf(heading)).toBe("hidden");

    enterView();
    const logos = screen.getAllByRole("img");
    for (const logo of logos.slice(0, 7)) fireEvent.load(logo);
    expect(revealOf(heading)).toBe("hidden");

    fireEvent.load(logos[7]);
    expect(revealOf(heading)).toBe("shown");
  });

  it("does not wait for logos before it has scrolled into view", () => {
    render(<ClientLogos title={title} line={line} logos={clientLogos} />);
    for (const logo of screen.getAllByRole("img")) fireEvent.load(logo);
    expect(revealOf(screen.getByRole("heading", { name: title }))).toBe("hidden");
    enterView();
    expect(revealOf(screen.getByRole("heading", { name: title }))).toBe("shown");
  });

  it("counts a failed logo as settled, and never stays hidden past the waiting limit", () => {
    vi.useFakeTimers();
    render(<ClientLogos title={title} line={line} logos={clientLogos} />);
    enterView();
    fireEvent.error(screen.getAllByRole("img")[0]);
    expect(revealOf(screen.getByRole("heading", { name: title }))).toBe("hidden");
    act(() => {
      vi.advanceTimersByTime(2_500);
    });
    expect(revealOf(screen.getByRole("heading", { name: title }))).toBe("shown");
  });

  it("never hides anything for visitors who prefer reduced motion", () => {
    vi.stubGlobal("matchMedia", () => ({ matches: true }));
    render(<ClientLogos title={title} line={line} logos={clientLogos} />);
    expect(revealOf(screen.getByRole("heading", { name: title }))).toBe("static");
  });
});
