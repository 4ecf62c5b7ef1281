// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { imageManifest } from "~/generated/image-manifest";
import { ResponsiveImage } from "./responsive-image";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function sources(container: HTMLElement) {
  return Array.from(container.querySelectorAll("source")).map((source) => ({
    type: source.getAttribute("type"),
    srcSet: source.getAttribute("srcset"),
  }));
}

describe("ResponsiveImage", () => {
  it("renders AVIF and WebP sources and a sized JPEG fallback for an image key", () => {
    const { container } = render(<ResponsiveImage image="hero/home" alt="A drawing room" sizes="100vw" />);
    const img = screen.getByRole("img", { name: "A drawing room" });
    const { width, height } = imageManifest["hero/home"];

    expect(img).toHaveAttribute("width", String(width));
    expect(img).toHaveAttribute("height", String(height));
    expect(img).toHaveAttribute("src", "/images/hero/home-800.jpg");
    expect(img).toHaveAttribute(
      "srcset",
      "/images/hero/home-400.jpg 400w, /images/hero/home-600.jpg 600w, /images/hero/home-800.jpg 800w, /images/hero/home-1200.jpg 1200w",
    );
    expect(img).toHaveAttribute("sizes", "100vw");
    expect(img).toHaveAttribute("loading", "lazy");
    expect(img).toHaveAttribute("decoding", "async");
    expect(sources(container)).toEqual([
      { type: "image/avif", srcSet: expect.stringContaining("/images/hero/home-1200.avif 1200w") },
      { type: "image/webp", srcSet: expect.stringContaining("/images/hero/home-400.webp 400w") },
    ]);
  });

  it("derives the same sources from a variant URL", () => {
    const { container } = render(<ResponsiveImage src="/images/accessories/vase-3-800.jpg" alt="Vase" />);
    const img = screen.getByRole("img", { name: "Vase" });

    expect(img).toHaveAttribute("width", String(imageManifest["accessories/vase-3"].width));
    expect(img).toHaveAttribute("height", String(imageManifest["accessories/vase-3"].height));
    expect(img.getAttribute("srcset")).toContain("/images/accessories/vase-3-600.jpg 600w");
    expect(sources(container)[0].srcSet).toContain("/images/accessories/vase-3-400.avif 400w");
  });

  it("shows a plain image for an absolute URL", () => {
    const { container } = render(<ResponsiveImage src="https://cdn.example.com/photo.jpg" alt="Remote" />);

    expect(screen.getByRole("img", { name: "Remote" })).toHaveAttribute(
      "src",
      "https://cdn.example.com/photo.jpg",
    );
    expect(container.querySelectorAll("source")).toHaveLength(0);
  });

  it("shows a spinner until the image loads, then fades it in", () => {
    const onLoad = vi.fn();
    render(<ResponsiveImage image="hero/home" alt="Hero" onLoad={onLoad} />);
    const img = screen.getByRole("img", { name: "Hero" });

    expect(screen.getByRole("status")).toHaveTextContent("Loading...");
    expect(img).toHaveClass("opacity-0");

    fireEvent.load(img);

    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    expect(img).not.toHaveClass("opacity-0");
    expect(onLoad).toHaveBeenCalledTimes(1);
  });

  it("sends no spinner from the server, since only JavaScript could clear it", () => {
    const html = renderToString(<ResponsiveImage image="hero/home" alt="Hero" />);
    expect(html).toContain('alt="Hero"');
    expect(html).not.toContain('role="status"');
  });

  it("shows the spinner only while the loading image is on screen", () => {
    let report: (isIntersecting: boolean) => void = () => {
      throw new Error("nothing is observed");
    };
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(private readonly callback: IntersectionObserverCallback) {}
        observe(target: Element) {
          report = (isIntersecting) =>
            act(() =>
              this.callback(
                [{ target, isIntersecting } as IntersectionObserverEntry],
                this as unknown as IntersectionObserver,
              ),
            );
        }
        disconnect() {}
      },
    );
    render(<ResponsiveImage image="hero/home" alt="Hero" />);
    expect(screen.queryByRole("status")).not.toBeInTheDocument();

    report(true);
    expect(screen.getByRole("status")).toHaveTextContent("Loading...");
    report(false);
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    report(true);
    fireEvent.load(screen.getByRole("img", { name: "Hero" }));
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("shows 'Image not available' in place of a broken image", () => {
    const onError = vi.fn();
    render(<ResponsiveImage image="hero/home" alt="Hero" onError={onError} />);

    fireEvent.error(screen.getByRole("img", { name: "Hero" }));

    expect(screen.getByText("Image not available")).toBeInTheDocument();
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it("loads a priority image eagerly at high priority, without spinner or fade", () => {
    render(<ResponsiveImage image="hero/home" alt="Hero" priority />);
    const img = screen.getByRole("img", { name: "Hero" });

    expect(img).toHaveAttribute("loading", "eager");
    expect(img).toHaveAttribute("fetchpriority", "high");
    expect(img).not.toHaveAttribute("decoding");
    expect(img).not.toHaveClass("opacity-0");
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });
});
