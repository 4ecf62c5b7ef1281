import { lazy, Suspense, useEffect, useRef, useState, type ComponentType, type ReactNode } from "react";
import { HydratesServerHtml, pageHydrated } from "~/lib/hydration";
import { whenNearViewport } from "~/lib/viewport";

/** How far ahead of the viewport a deferred part starts loading, so it is ready when the visitor gets there. */
export const LOAD_AHEAD = "600px 0px";

/**
 * A part of the page whose code stays out of the first JavaScript and loads only when its place comes near
 * the viewport. The server resolves the module itself and renders it completely; hydration leaves that HTML
 * on screen until the code arrives (links in it work as plain links meanwhile), then hydrates it in a task
 * of its own. On a client-side navigation the code loads at once, and once loaded it renders straight away;
 * the fallback shows only while it downloads.
 */
export function nearViewport<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: (props: P) => ReactNode,
): ComponentType<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  let loaded: ComponentType<P> | undefined;
  const loadOnce = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return { default: component };
    }));

  function NearViewport(props: P) {
    const anchor = useRef<HTMLDivElement>(null);
    const [gate] = useState(() => {
      let open = () => {};
      const opened =
        typeof window === "undefined" || loading || pageHydrated()
          ? Promise.resolve()
          : new Promise<void>((resolve) => (open = resolve));
      return { opened, open };
    });
    const [Waiting] = useState(() => lazy(() => gate.opened.then(loadOnce)));
    // Mounted while the page hydrates: what it renders is the server's HTML, whenever its code arrives.
    const [onServerHtml] = useState(() => typeof window === "undefined" || !pageHydrated());
    // Once the code is in, it renders without suspending; the tree is the same either way.
    const Deferred = loaded ?? Waiting;

    useEffect(() => {
      if (anchor.current) void whenNearViewport(anchor.current, LOAD_AHEAD).then(gate.open);
      else gate.open();
    }, [gate]);

    return (
      <div ref={anchor}>
        <HydratesServerHtml value={onServerHtml}>
          <Suspense fallback={fallback(props)}>
            <Deferred {...props} />
          </Suspense>
        </HydratesServerHtml>
      </div>
    );
  }
  return NearViewport;
}
