// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AccessoryImage } from "../../../common/catalogue";

/*
 * Embla measures slides with the browser's layout, which jsdom has not: a stand-in carousel records what the
 * slider asks of it (the real one runs in the browser suite's slider test, e2e/shop.spec.ts).
 */
const carousel = vi.hoisted(() => ({
  reInit: vi.fn(),
  on: vi.fn(),
  off: vi.fn(),
  scrollTo: vi.fn(),
  destroy: vi.fn(),
  selectedScrollSnap: vi.fn(() => 0),
}));
const startEmbla = vi.hoisted(() =>
  vi.fn((_viewport: HTMLElement, options: { startIndex?: number }) => {
    carousel.selectedScrollSnap.mockReturnValue(options.startIndex ?? 0);
    return carousel;
  }),
);
vi.mock("embla-carousel", () => ({ default: startEmbla }));

const { ImageSlider } = await import("./image-slider");

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const photos = (prefix: string, count = 2): AccessoryImage[] =>
  Array.from({ length: count }, (_, index) => ({
    _id: `${prefix}-${index + 1}`,
    imageUrl: `/images/${prefix}-${index + 1}.jpg`,
  }));

const slider = (images: AccessoryImage[], activeIndex = 0) => (
  <ImageSlider
    images={images}
    name="Brass Lamp"
    activeIndex={activeIndex}
    onActiveIndexChange={() => {}}
    onOpenViewer={() => {}}
  />
);

const region = () => screen.getByRole("region", { name: "Brass Lamp images" });

describe("the image slider", () => {
  it("leaves Embla out of the page's first tasks: nothing starts it on load", () => {
    render(slider(photos("lamp")));
    expect(startEmbla).not.toHaveBeenCalled();
  });

  it.each([
    ["a pointer pressed on it", (element: HTMLElement) => fireEvent.pointerDown(element)],
    ["the keyboard's focus in it", (element: HTMLElement) => fireEvent.focus(element)],
    ["a click in it", (element: HTMLElement) => fireEvent.click(element)],
  ])("starts Embla once, at the photograph shown, on %s", (_, reach) => {
    render(slider(photos("lamp", 3)));
    const button = screen.getByRole("button", { name: "Next image" });
    reach(button);
    reach(button);
    expect(startEmbla).toHaveBeenCalledTimes(1);
    const [viewport, options] = startEmbla.mock.calls[0];
    expect(region().contains(viewport)).toBe(true);
    expect(options).toEqual({ loop: true, duration: 28, startIndex: 0 });
  });

  it("starts Embla at another photograph chosen before it started (the viewer, a thumbnail), without a scroll", () => {
    const lamp = photos("lamp", 3);
    const { rerender } = render(slider(lamp));
    rerender(slider(lamp, 2));
    expect(startEmbla).toHaveBeenCalledTimes(1);
    expect(startEmbla.mock.calls[0][1]).toMatchObject({ startIndex: 2 });
    expect(carousel.scrollTo).not.toHaveBeenCalled();
  });

  it("scrolls a started Embla to the photograph chosen", () => {
    const lamp = photos("lamp", 3);
    const { rerender } = render(slider(lamp));
    fireEvent.pointerDown(region());
    rerender(slider(lamp, 1));
    expect(carousel.scrollTo).toHaveBeenCalledWith(1);
  });

  it("measures again when another accessory's photographs replace the slides, and only then", () => {
    const lamp = photos("lamp");
    const { rerender } = render(slider(lamp));
    fireEvent.pointerDown(region());
    rerender(slider(lamp));
    expect(carousel.reInit).not.toHaveBeenCalled();
    rerender(slider(photos("vase", 1)));
    expect(carousel.reInit).toHaveBeenCalledTimes(1);
    expect(carousel.reInit).toHaveBeenCalledWith({ loop: false });
  });

  it("stops Embla when the slider leaves the page", () => {
    const { unmount } = render(slider(photos("lamp")));
    fireEvent.pointerDown(region());
    unmount();
    expect(carousel.destroy).toHaveBeenCalledTimes(1);
  });
});
