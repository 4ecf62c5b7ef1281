// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ResponsiveImage } from "./responsive-image";

afterEach(cleanup);

const jpg = "/media/aaa.jpg 400w, /media/bbb.jpg 800w";
const uploaded = {
  width: 800,
  height: 1000,
  srcSet: {
    avif: "/media/ccc.avif 400w, /media/ddd.avif 800w",
    webp: "/media/eee.webp 400w, /media/fff.webp 800w",
    jpg,
  },
};

describe("ResponsiveImage with a photo uploaded in the back office", () => {
  it("renders its own AVIF, WebP and JPEG variants with width and height, like a built-in image", () => {
    const { container } = render(
      <ResponsiveImage src="/media/bbb.jpg" uploaded={uploaded} alt="A tray" sizes="50vw" />,
    );
    const img = screen.getByRole("img", { name: "A tray" });
    expect(img).toHaveAttribute("width", "800");
    expect(img).toHaveAttribute("height", "1000");
    expect(img).toHaveAttribute("srcset", jpg);
    expect(img).toHaveAttribute("sizes", "50vw");
    const types = Array.from(container.querySelectorAll("source")).map((source) => [
      source.getAttribute("type"),
      source.getAttribute("srcset"),
    ]);
    expect(types).toEqual([
      ["image/avif", uploaded.srcSet.avif],
      ["image/webp", uploaded.srcSet.webp],
    ]);
  });

  it("falls back to a plain image for a URL without variants", () => {
    const { container } = render(<ResponsiveImage src="/somewhere/photo.jpg" alt="Plain" />);
    expect(container.querySelectorAll("source")).toHaveLength(0);
    expect(screen.getByRole("img", { name: "Plain" })).toHaveAttribute("src", "/somewhere/photo.jpg");
  });
});
