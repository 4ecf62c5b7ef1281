import { useEffect, useRef, useState, type CSSProperties, type RefObject } from "react";
import { preload } from "react-dom";
import {
  IMAGE_WIDTHS,
  imageManifest,
  type ImageKey,
  type ImageManifestEntry,
} from "~/generated/image-manifest";
import { useImageBlur } from "../lib/image-blur";
import { useInView } from "../lib/viewport";
import { Spinner } from "./spinner";
import { useT } from "~/i18n/i18n";

type ImageSource = { image: ImageKey; src?: never } | { src: string; image?: never };

/**
 * A photo uploaded in the back office carries its own variants and size (the API's `srcSet`, `width` and
 * `height`), so it renders exactly like a built-in image: the same `<picture>`, `sizes` and no layout shift.
 */
export type UploadedVariants = {
  srcSet?: { avif: string; webp: string; jpg: string };
  width?: number;
  height?: number;
};

export type ResponsiveImageProps = ImageSource & {
  /** An uploaded photo's variants, when `src` is one (see UploadedVariants). */
  uploaded?: UploadedVariants;
  /** Required; pass "" for a purely decorative image. */
  alt: string;
  /** The `sizes` attribute; defaults to the full viewport width. */
  sizes?: string;
  /** Above the fold: fetched eagerly at high priority and shown without placeholder or fade. */
  priority?: boolean;
  /** Classes of the wrapper, which owns the box (width, height, radius). */
  className?: string;
  /** Classes of the `<img>`, e.g. `object-cover` or an `object-position`. */
  imgClassName?: string;
  /**
   * Aspect ratio of the wrapper: a number (4 / 3) or a CSS ratio ("16 / 9"). Defaults to the
   * image's intrinsic ratio; `false` leaves the box entirely to `className` (e.g. `h-[80vh]`).
   */
  aspect?: number | string | false;
  /**
   * Inside a button or another element that takes phrasing content only: the boxes are `<span>`s shown as
   * blocks instead of `<div>`s, which HTML does not allow there. The page looks the same.
   */
  inline?: boolean;
  onLoad?: () => void;
  onError?: () => void;
};

interface ResolvedImage {
  key?: string;
  src: string;
  srcSets?: { avif: string; webp: string; jpg: string };
  entry?: ImageManifestEntry;
}

const VARIANT_URL = /^\/images\/((?:[a-z0-9-]+\/)*[a-z0-9-]+)-(\d+)\.(?:jpe?g|webp|avif)$/i;
const FALLBACK_WIDTH = 800;

function isImageKey(key: string): key is ImageKey {
  return Object.hasOwn(imageManifest, key);
}

function resolveImage(
  image: ImageKey | undefined,
  src: string | undefined,
  uploaded: UploadedVariants | undefined,
): ResolvedImage {
  const key = image ?? src?.match(VARIANT_URL)?.[1];
  if (key === undefined) {
    if (uploaded?.srcSet && uploaded.width && uploaded.height) {
      return {
        src: src ?? "",
        srcSets: uploaded.srcSet,
        entry: { width: uploaded.width, height: uploaded.height },
      };
    }
    return { src: src ?? "" };
  }

  const entry = isImageKey(key) ? imageManifest[key] : undefined;
  // Descriptors above the source's own width would lie to the browser's choice of candidate.
  const widths = entry ? IMAGE_WIDTHS.filter((width) => width <= entry.width) : [...IMAGE_WIDTHS];
  if (widths.length === 0) widths.push(IMAGE_WIDTHS[0]);
  const url = (width: number, format: string) => `/images/${key}-${width}.${format}`;
  const srcSet = (format: string) => widths.map((width) => `${url(width, format)} ${width}w`).join(", ");
  const fallbackWidth = widths.includes(FALLBACK_WIDTH) ? FALLBACK_WIDTH : widths[widths.length - 1];
  return {
    key,
    src: url(fallbackWidth, "jpg"),
    srcSets: { avif: srcSet("avif"), webp: srcSet("webp"), jpg: srcSet("jpg") },
    entry,
  };
}

/**
 * A data URL as an unquoted CSS `url()`, with `;` (and anything an unquoted URL may not hold) written as a CSS
 * escape (`\3b `). The style attribute then holds no semicolon but those between its declarations (a quoted
 * URL would bring `&quot;` in), which is all a simple reader of the attribute (an HTML checker) splits on.
 * The browser reads the same URL.
 */
function cssDataUrl(dataUrl: string): string {
  const escaped = dataUrl.replace(
    /[;()'"\\\s]/g,
    (character) => `\\${character.charCodeAt(0).toString(16)} `,
  );
  return `url(${escaped})`;
}

/**
 * For the box (`className`) of a photograph below the first screen: it is rendered, and so fetched, only when
 * it comes near the viewport (Chromium: half a viewport ahead), not from the browser's lazy-loading distance
 * (1,250 px and more). On a phone that distance put the home page's six category photographs and its about
 * photograph, and the catalogue's eight card photographs, among the first requests, beside the banner or hero
 * photograph and the fonts on a slow connection. The box keeps its size (give the image an `aspect`); it holds
 * no text, so nothing an accessibility checker reads is skipped.
 */
export const PHOTO_WHEN_NEAR = "[content-visibility:auto]";

function join(...classes: (string | false | undefined)[]): string {
  return classes.filter(Boolean).join(" ");
}

export function ResponsiveImage({
  image,
  src,
  uploaded,
  alt,
  sizes = "100vw",
  priority = false,
  className,
  imgClassName,
  aspect,
  inline = false,
  onLoad,
  onError,
}: ResponsiveImageProps) {
  const t = useT();
  const Box = inline ? "span" : "div";
  const resolved = resolveImage(image, src, uploaded);
  const { entry, srcSets } = resolved;
  const blur = useImageBlur(resolved.key);
  if (priority && srcSets) {
    // The page's largest image: named in the document's head, so the browser fetches it while it is still
    // reading the HTML (an <img> inside <picture> gets no automatic preload).
    preload(resolved.src, {
      as: "image",
      type: "image/avif",
      imageSrcSet: srcSets.avif,
      imageSizes: sizes,
      fetchPriority: "high",
    });
  }
  const [status, setStatus] = useState<"loading" | "loaded" | "error">("loading");
  const imgRef = useRef<HTMLImageElement>(null);
  const wrapperRef = useRef<HTMLElement>(null);
  // A lazy image the visitor cannot see is not loading yet, so it gets no spinner: a page of them would keep
  // dozens of animations (and as many compositor layers) running for nothing. The server never sends one,
  // since only JavaScript could clear it.
  const onScreen = useInView(wrapperRef);
  const callbacks = useRef({ onLoad, onError });
  callbacks.current = { onLoad, onError };

  useEffect(() => {
    setStatus("loading");
    // Server-rendered images can finish (or fail) before React attaches its handlers; those events
    // are gone, so read the element's state instead.
    const img = imgRef.current;
    if (img?.complete) {
      if (img.naturalWidth > 0) {
        setStatus("loaded");
        callbacks.current.onLoad?.();
      } else {
        setStatus("error");
        callbacks.current.onError?.();
      }
    }
  }, [resolved.src]);

  const handleLoad = () => {
    setStatus("loaded");
    onLoad?.();
  };
  const handleError = () => {
    setStatus("error");
    onError?.();
  };

  const ratio = aspect ?? (entry ? `${entry.width} / ${entry.height}` : undefined);
  const loaded = status === "loaded";
  const wrapperStyle: CSSProperties = {
    aspectRatio: ratio === false ? undefined : ratio,
    backgroundImage: blur && !loaded && status !== "error" ? cssDataUrl(blur) : undefined,
  };

  return (
    <Box
      ref={wrapperRef as RefObject<HTMLDivElement & HTMLSpanElement>}
      className={join(
        "relative overflow-hidden bg-[#ebe5dc] bg-cover bg-center",
        inline && "block",
        className,
      )}
      style={wrapperStyle}
      // The blurred preview is only in the server's HTML (it is not shipped to the browser), so the first
      // browser render knowingly differs in this one style.
      suppressHydrationWarning
    >
      {status === "error" ? (
        <Box
          role={alt ? "img" : undefined}
          aria-label={alt || undefined}
          className="absolute inset-0 flex items-center justify-center bg-[#eeeae4] p-4 text-center text-sm tracking-wide text-[#5f5a53]"
        >
          {t.media.imageNotAvailable}
        </Box>
      ) : (
        <picture>
          {srcSets && <source type="image/avif" srcSet={srcSets.avif} sizes={sizes} />}
          {srcSets && <source type="image/webp" srcSet={srcSets.webp} sizes={sizes} />}
          <img
            ref={imgRef}
            src={resolved.src}
            srcSet={srcSets?.jpg}
            sizes={srcSets ? sizes : undefined}
            alt={alt}
            width={entry?.width}
            height={entry?.height}
            loading={priority ? "eager" : "lazy"}
            decoding={priority ? undefined : "async"}
            fetchPriority={priority ? "high" : undefined}
            onLoad={handleLoad}
            onError={handleError}
            className={join(
              // One transition for the fade-in and a caller's hover zoom (imgClassName's scale classes): two
              // transition-* utilities would set the same property, and only one of them would run.
              "block h-full w-full object-cover transition-[opacity,scale] duration-700 ease-out motion-reduce:transition-none",
              !priority && !loaded && "opacity-0",
              imgClassName,
            )}
          />
        </picture>
      )}
      {!priority && status === "loading" && onScreen && (
        <Box className="pointer-events-none absolute inset-0 flex items-center justify-center">
          <Spinner />
        </Box>
      )}
    </Box>
  );
}
