// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
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
  selectedScrollSnap: vi.fn(() => 0),
}));
vi.mock("embla-carousel-react", () => ({ default: () => [() => {}, carousel] }));

const { ImageSlider } = await import("./image-slider");

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const photos = (prefix: string): AccessoryImage[] => [
  { _id: `${prefix}-1`, imageUrl: `/images/${prefix}-1.jpg` },
  { _id: `${prefix}-2`, imageUrl: `/images/${prefix}-2.jpg` },
];

const slider = (images: AccessoryImage[]) => (
  <ImageSlider
    images={images}
    name="Brass Lamp"
    activeIndex={0}
    onActiveIndexChange={() => {}}
    onOpenViewer={() => {}}
  />
);

describe("the image slider", () => {
  it("does not measure its slides again when the carousel has just started", () => {
    render(slider(photos("lamp")));
    expect(carousel.reInit).not.toHaveBeenCalled();
  });

  it("measures again when another accessory's photographs replace the slides, and only then", () => {
    const lamp = photos("lamp");
    const { rerender } = render(slider(lamp));
    rerender(slider(lamp));
    expect(carousel.reInit).not.toHaveBeenCalled();
    rerender(slider(photos("vase")));
    expect(carousel.reInit).toHaveBeenCalledTimes(1);
  });
});
