import { createContext } from "react";

let hydrated = false;

/**
 * Whether the app has finished hydrating the server's HTML. A component mounting before that is part of
 * the page the visitor already sees; one mounting after it belongs to a page rendered in the browser
 * (a client-side navigation), which nobody has seen yet.
 */
export function pageHydrated(): boolean {
  return hydrated;
}

/** Called once by the root component's first effect, which runs after every child's. */
export function markPageHydrated(): void {
  hydrated = true;
}

/**
 * True inside a part of the page whose server HTML hydrates after the page itself (a `nearViewport` part,
 * when its code arrives): a component mounting there is already on screen although the page has hydrated,
 * so it must not treat itself as freshly rendered.
 */
export const HydratesServerHtml = createContext(false);
