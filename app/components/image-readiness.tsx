import { useCallback, useEffect, useState } from "react";
import { Spinner } from "./spinner";

export interface ImageReadinessOptions {
  total: number;
  /** The share of images (0 to 1) that must have settled before the group counts as ready. */
  ratio: number;
  /** Ready anyway after this many milliseconds. */
  timeoutMs?: number;
}

/**
 * Tracks a group of images for the spinners of docs/product.md#image-loading (portfolio 50% or 3 s, gallery 80%, service blocks
 * 50%). A failed image counts as settled: it shows "Image not available" and will never load. Images
 * are counted by index because an image can report both from its mount check and its load event.
 */
export function useImageReadiness({ total, ratio, timeoutMs }: ImageReadinessOptions) {
  const [settled, setSettled] = useState<ReadonlySet<number>>(() => new Set());
  const [timedOut, setTimedOut] = useState(false);
  const [hydrated, setHydrated] = useState(false);

  useEffect(() => {
    setHydrated(true);
    if (timeoutMs === undefined) return;
    const timer = window.setTimeout(() => setTimedOut(true), timeoutMs);
    return () => window.clearTimeout(timer);
  }, [timeoutMs]);

  const onImageSettled = useCallback((index: number) => {
    setSettled((current) => (current.has(index) ? current : new Set(current).add(index)));
  }, []);

  const ready = total === 0 || timedOut || settled.size >= Math.ceil(total * ratio);
  // The server cannot know when images load, so it never sends a spinner that only JavaScript could clear.
  return { loading: hydrated && !ready, onImageSettled };
}

export interface LoadingOverlayProps {
  loading: boolean;
  label: string;
}

/**
 * Sits on top of the content it belongs to, never in place of it: the images stay in the page (and load)
 * underneath, and pointer events pass through.
 */
export function LoadingOverlay({ loading, label }: LoadingOverlayProps) {
  if (!loading) return null;
  return (
    <div className="pointer-events-none absolute inset-0 z-10 flex justify-center">
      <div className="sticky top-32 mt-10 flex h-fit items-center gap-3 rounded-full bg-ivory/95 py-2.5 pr-5 pl-3 shadow-lift">
        <Spinner size="sm" label={label} />
        <span aria-hidden="true" className="text-sm font-medium text-walnut">
          {label}
        </span>
      </div>
    </div>
  );
}
