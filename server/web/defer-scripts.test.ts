import { describe, expect, it } from "vitest";
import { deferScriptsPastFirstPaint, PRELOADS_PER_TASK } from "./defer-scripts";

/** The shape of React Router's production markup: preloads in the head, an entry module in the body. */
const entryModule = [
  ";",
  'import * as route0 from "/assets/root-B.js";',
  'import * as route1 from "/assets/home-C.js";',
  '  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-A.js"}};',
  '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};',
  "",
  'import("/assets/entry.client-A.js");',
].join("\n");

const page = [
  "<!DOCTYPE html><html><head>",
  '<link rel="stylesheet" href="/assets/root.css"/>',
  '<link rel="modulepreload" href="/assets/entry.client-A.js"/>',
  '<link rel="modulepreload" href="/assets/root-B.js" crossorigin="anonymous"/>',
  '<link rel="preload" as="image" imageSrcSet="/images/a-400.avif 400w"/>',
  "</head><body><h1>Hello</h1>",
  "<script>window.__reactRouterContext = {};</script>",
  `<script type="module" async="">${entryModule}</script>`,
  '<link rel="modulepreload" href="/assets/home-C.js"/>',
  "</body></html>",
].join("");

const deferredEntry = (html: string) => /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)![1];

type Recorded = { events: string[]; window: Record<string, unknown> };

/**
 * Runs the rewritten entry module with a fake browser, recording what happens in which order. With
 * `paintTiming` the browser reports paints through PerformanceObserver (first paint, then the first
 * contentful one); without it the script falls back to a frame callback.
 */
async function runEntry(source: string, { paintTiming }: { paintTiming: boolean }): Promise<Recorded> {
  const recorded: Recorded = { events: [], window: {} };
  const timers: (() => void)[] = [];
  class FakePerformanceObserver {
    static supportedEntryTypes = paintTiming ? ["paint", "largest-contentful-paint"] : ["mark"];
    constructor(private readonly report: (list: unknown, observer: unknown) => void) {}
    observe(options: { type: string; buffered: boolean }) {
      recorded.events.push(`observe ${options.type}`);
      for (const name of ["first-paint", "first-contentful-paint"]) {
        queueMicrotask(() => {
          recorded.events.push(name);
          this.report({ getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []) }, this);
        });
      }
    }
    disconnect() {
      recorded.events.push("disconnect");
    }
  }
  const browser = {
    PerformanceObserver: FakePerformanceObserver,
    requestAnimationFrame: (callback: () => void) => {
      recorded.events.push("frame");
      queueMicrotask(callback);
    },
    setTimeout: (callback: () => void, ms = 0) => {
      if (ms > 0) {
        recorded.events.push(`fallback timer ${ms} ms`);
        return timers.push(callback);
      }
      recorded.events.push("next task");
      queueMicrotask(callback);
      return 0;
    },
    clearTimeout: () => recorded.events.push("fallback timer cleared"),
    document: {
      createElement: () => ({ rel: "", href: "" }),
      head: {
        appendChild: (link: { rel: string; href: string }) =>
          recorded.events.push(`${link.rel} ${link.href}`),
      },
    },
    window: recorded.window,
    load: async (href: string) => {
      recorded.events.push(`import ${href}`);
      return { module: href };
    },
  };
  const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (
    ...args: string[]
  ) => (...values: unknown[]) => Promise<void>;
  const body = source.replace(/\bimport\(/g, "load(");
  await new AsyncFunction(...Object.keys(browser), body)(...Object.values(browser));
  return recorded;
}

const ENTRY = "/assets/entry.client-A.js";

/**
 * The events after the wait: the preload links, `PRELOADS_PER_TASK` per task; every preloaded module but the
 * entry run in a task of its own; then the imports that name the route modules, and the entry last.
 */
function preloadsThenImports(hrefs: string[], imports: string[]): string[] {
  const events: string[] = [];
  for (let index = 0; index < hrefs.length; index += PRELOADS_PER_TASK) {
    events.push(...hrefs.slice(index, index + PRELOADS_PER_TASK).map((href) => `modulepreload ${href}`));
    events.push("next task");
  }
  for (const href of hrefs.filter((href) => href !== ENTRY)) events.push(`import ${href}`, "next task");
  return [...events, ...imports.map((href) => `import ${href}`)];
}

const pageModules = [ENTRY, "/assets/root-B.js", "/assets/home-C.js"];
const afterTheWait = preloadsThenImports(pageModules, ["/assets/root-B.js", "/assets/home-C.js", ENTRY]);

describe("deferScriptsPastFirstPaint", () => {
  it("takes the module preloads out of the markup and leaves everything else where it was", () => {
    const html = deferScriptsPastFirstPaint(page);
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    expect(html).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
    expect(html).toContain('<link rel="preload" as="image"');
    expect(html).toContain("<script>window.__reactRouterContext = {};</script>");
    expect(deferredEntry(html)).not.toMatch(/^\s*import \* as/m);
  });

  it("makes the entry module wait for the first contentful paint, then preload the modules, and import them in the next task", async () => {
    const { events, window } = await runEntry(deferredEntry(deferScriptsPastFirstPaint(page)), {
      paintTiming: true,
    });
    expect(events).toEqual([
      "fallback timer 3000 ms",
      "observe paint",
      "first-paint",
      "first-contentful-paint",
      "disconnect",
      "fallback timer cleared",
      "next task",
      ...afterTheWait,
    ]);
    expect(window.__reactRouterRouteModules).toEqual({
      root: { module: "/assets/root-B.js" },
      "routes/home": { module: "/assets/home-C.js" },
    });
    expect(window.__reactRouterManifest).toEqual({ entry: { module: "/assets/entry.client-A.js" } });
  });

  it("waits for the next frame where the browser has no paint timing", async () => {
    const { events } = await runEntry(deferredEntry(deferScriptsPastFirstPaint(page)), {
      paintTiming: false,
    });
    expect(events).toEqual([
      "fallback timer 3000 ms",
      "frame",
      "fallback timer cleared",
      "next task",
      ...afterTheWait,
    ]);
  });

  it("loads the route manifest, a module run for its side effect, beside the route modules after the wait", async () => {
    const withManifest = page.replace(
      ";\nimport * as route0",
      ';\nimport "/assets/manifest-0a1b2c3d.js";\nimport * as route0',
    );
    const entry = deferredEntry(deferScriptsPastFirstPaint(withManifest));
    expect(entry).not.toMatch(/^\s*import\s/m);
    const { events, window } = await runEntry(entry, { paintTiming: true });
    expect(events.slice(events.indexOf("next task") + 1)).toEqual(
      preloadsThenImports(pageModules, [
        "/assets/manifest-0a1b2c3d.js",
        "/assets/root-B.js",
        "/assets/home-C.js",
        ENTRY,
      ]),
    );
    expect(window.__reactRouterRouteModules).toEqual({
      root: { module: "/assets/root-B.js" },
      "routes/home": { module: "/assets/home-C.js" },
    });
  });

  it("spreads the module preload links over tasks, so no task of the page's start grows long", async () => {
    const extra = Array.from({ length: PRELOADS_PER_TASK + 1 }, (_, index) => `/assets/kit-${index}.js`);
    const withMore = page.replace(
      "</head>",
      `${extra.map((href) => `<link rel="modulepreload" href="${href}"/>`).join("")}</head>`,
    );
    const { events } = await runEntry(deferredEntry(deferScriptsPastFirstPaint(withMore)), {
      paintTiming: true,
    });
    const afterPaint = events.slice(events.indexOf("fallback timer cleared") + 1);
    const tasks = afterPaint
      .join("|")
      .split("next task")
      .map((task) => task.split("|").filter(Boolean));
    const links = [ENTRY, "/assets/root-B.js", ...extra, "/assets/home-C.js"];
    const preloadTasks = Math.ceil(links.length / PRELOADS_PER_TASK);
    expect(tasks.slice(1, 1 + preloadTasks)).toEqual(
      Array.from({ length: preloadTasks }, (_, index) =>
        links
          .slice(index * PRELOADS_PER_TASK, (index + 1) * PRELOADS_PER_TASK)
          .map((href) => `modulepreload ${href}`),
      ),
    );
    // Each module runs in a task of its own, the entry (which hydrates) last, after the route modules.
    const withoutEntry = links.filter((href) => href !== ENTRY);
    expect(tasks.slice(1 + preloadTasks, -1)).toEqual(withoutEntry.map((href) => [`import ${href}`]));
    expect(tasks.at(-1)).toEqual(["import /assets/root-B.js", "import /assets/home-C.js", `import ${ENTRY}`]);
  });

  it("leaves a page without an entry module, or with another kind of static import, as it is", () => {
    const plain = '<html><head><link rel="modulepreload" href="/a.js"/></head><body><p>x</p></body></html>';
    expect(deferScriptsPastFirstPaint(plain)).toBe(plain);
    const development = page.replace(
      ";\nimport * as route0",
      ';\nimport "/@vite/client";\nimport * as route0',
    );
    expect(deferScriptsPastFirstPaint(development)).toBe(development);
  });
});
