/**
 * The app's single entry to toasts. Toasts only ever follow a visitor's action, so the library stays out
 * of the page's JavaScript until the first one is raised: then it loads, the layout mounts its container
 * (see useToastsRequested), and the toast shows. Everything must raise toasts through this module: a
 * second copy of the library would never reach the one container in the layout.
 */
import type { ToastOptions } from "react-toastify/unstyled";
import type * as Toastify from "./toastify";

export type { ToastOptions };

let library: Promise<typeof Toastify> | undefined;
const listeners = new Set<() => void>();

function loadLibrary() {
  if (!library) {
    library = import("./toastify");
    for (const listener of listeners) listener();
  }
  return library;
}

function raise(kind: "success" | "error" | "info", message: string, options?: ToastOptions) {
  loadLibrary().then(
    (loaded) => loaded.toast[kind](message, options),
    // The chunk could not load (the connection dropped): the page itself still shows what happened.
    (error: unknown) => console.warn("Could not show a notification:", message, error),
  );
}

export const toast = {
  success: (message: string, options?: ToastOptions) => raise("success", message, options),
  error: (message: string, options?: ToastOptions) => raise("error", message, options),
  info: (message: string, options?: ToastOptions) => raise("info", message, options),
};

/** For the layout: whether a toast has been raised yet, so the container (and its code) can wait until then. */
export function subscribeToToastRequests(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const toastsRequested = () => library !== undefined;
