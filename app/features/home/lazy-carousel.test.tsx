// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LazyCarousel } from "./lazy-carousel";

type Observed = {
  callback: IntersectionObserverCallback;
  target?: Element;
  options?: IntersectionObserverInit;
};
let observers: Observed[] = [];

beforeEach(() => {
  observers = [];
  class RecordingObserver {
    private readonly record: Observed;
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.record = { callback, options };
      observers.push(this.record);
    }
    observe(target: Element) {
      this.record.target = target;
    }
    unobserve() {}
    disconnect() {}
  }
  vi.stubGlobal("IntersectionObserver", RecordingObserver);
  vi.stubGlobal(
    "ResizeObserver",
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function enterViewport() {
  for (const { callback, target } of observers) {
    if (!target) continue;
    const entry = { target, isIntersecting: true, intersectionRatio: 1 } as IntersectionObserverEntry;
    callback([entry], {} as IntersectionObserver);
  }
}

const slides = ["One", "Two", "Three"].map((name) => <p key={name}>{name}</p>);

describe("LazyCarousel", () => {
  it("shows the first slide and loads no carousel code until it comes near the viewport", async () => {
    render(<LazyCarousel label="Rooms" slides={slides} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByText("One")).toBeInTheDocument();
    expect(screen.queryByText("Two")).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Rooms" })).not.toBeInTheDocument();
    // It watches ahead of the viewport, so the carousel is ready by the time it is seen.
    expect(observers.some(({ options }) => options?.rootMargin?.startsWith("600px"))).toBe(true);

    await act(async () => enterViewport());
    const region = await screen.findByRole("region", { name: "Rooms" }, { timeout: 5_000 });
    expect(region).toHaveAttribute("aria-roledescription", "carousel");
    expect(screen.getAllByRole("group")).toHaveLength(3);
  });
});
