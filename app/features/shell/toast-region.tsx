import type { CSSProperties } from "react";
import { TOAST_AUTO_CLOSE_MS } from "../../../common/constants";
import { ToastContainer } from "~/lib/toastify";

/**
 * react-toastify's look in the site's palette, set on the container so it wins over the library's :root
 * values. The derived icon and progress colours are set too: a custom property that refers to another
 * is resolved where it is declared (:root), so overriding only the base colour here would not reach them.
 */
const success = "var(--color-forest)";
const error = "#9b2c1f";
const info = "var(--color-walnut)";
const brandVariables = {
  "--toastify-font-family": "var(--font-sans)",
  "--toastify-toast-bd-radius": "var(--radius-card)",
  "--toastify-toast-shadow": "var(--shadow-lift)",
  "--toastify-color-light": "var(--color-ivory)",
  "--toastify-text-color-light": "var(--color-charcoal)",
  "--toastify-color-success": success,
  "--toastify-icon-color-success": success,
  "--toastify-color-progress-success": success,
  "--toastify-color-error": error,
  "--toastify-icon-color-error": error,
  "--toastify-color-progress-error": error,
  "--toastify-color-info": info,
  "--toastify-icon-color-info": info,
  "--toastify-color-progress-info": info,
  "--toastify-color-progress-light": "var(--color-brass)",
  "--toastify-toast-width": "360px",
} as CSSProperties;

/**
 * docs/product.md#constants: top-right by default, closing after 5000 ms; Alt+T focuses the toasts (the library's
 * default hot key, announced in the region's label).
 */
export default function ToastRegion() {
  return (
    <ToastContainer
      position="top-right"
      autoClose={TOAST_AUTO_CLOSE_MS}
      theme="light"
      newestOnTop
      pauseOnFocusLoss
      pauseOnHover
      style={brandVariables}
    />
  );
}
